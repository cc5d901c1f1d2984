// globals_24h.h: the two 24-hour summaries of globals, computed from ctx.now() (api-description.md "Globals"):
// /globals/top-24h (top 10 per profession) and /globals/activity-24h (hourly counts per profession).
#pragma once

#include "core/route.h"

namespace snap {

// {"hunting":[],"mining":[],"spaceMining":[],"construction":[],"pvp":[]}: the 10 best globals of each over
// (now - 24 h, now]; excludeTeams leaves team globals out of hunting and space mining only.
Json render_top_24h(const RenderContext& ctx, const PathArgs& args, const Params& params);

// 24 buckets {"hour","hunting","mining","spaceMining","construction","pvp","other"}, oldest first, the last
// one the hour now is in (counted up to now); empty hours are zeros.
Json render_activity_24h(const RenderContext& ctx, const PathArgs& args, const Params& params);

}  // namespace snap
