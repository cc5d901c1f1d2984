// event_widget.h: /events/{slug}/leaderboard/{categoryId}/widget.svg: an event category's top 10 as an SVG
// image a fan site embeds with <img>, drawn from the category's own standings and the event's own page, so the
// image and the routes never disagree.
#pragma once

#include <string>

#include "core/route.h"

namespace snap {

std::string render_event_widget(const RenderContext& ctx, const PathArgs& args, const Params& params);

}  // namespace snap
