// leaderboard_history.h: /leaderboard/{board}/history/{avatarSlug}: an avatar's place in a board's top 100 at
// each past rebuild that changed it (schema 0018 leaderboard_history): when it entered, moved, and left.
#pragma once

#include "core/answer_schema.h"
#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

// 20 changes a page by default, at most 100.
const Paging& history_paging();

Json render_leaderboard_history(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json leaderboard_history_schema(AnswerSchemas& schemas);

}  // namespace snap
