// challenge_pages.h: the renders of the challenge routes (declared in challenge_routes.cc): one challenge's
// pages (challenge_pages.cc) and one avatar's progress (challenge_progress.cc).
#pragma once

#include "core/route.h"

namespace snap {

const Paging& challenge_list_paging();    // 20 per page
const Paging& challenge_people_paging();  // completions and participants: 50 per page

Json render_challenge_list(const RenderContext& ctx, const PathArgs&, const Params& params);
Json render_challenge_detail(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_challenge_trophy(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_challenge_completions(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json render_challenge_participants(const RenderContext& ctx, const PathArgs& args, const Params& params);

Json render_challenge_progress(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_avatar_challenges(const RenderContext& ctx, const PathArgs& args, const Params& params);

}  // namespace snap
