// leaderboard_explain.h: /leaderboard/{board}/explain/{avatarSlug}: why an avatar has the points it has on a
// board: its standing, the window the standings cover, each row of the points table with how many of the
// avatar's rows fell in it, and those globals themselves (paged, newest first), each with its points.
#pragma once

#include "core/answer_schema.h"
#include "core/domain/leaderboard_points.h"
#include "core/params.h"
#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

// 20 globals a page by default, at most 100.
const Paging& explain_paging();

Json render_leaderboard_explain(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json leaderboard_explain_schema(AnswerSchemas& schemas);

}  // namespace snap
