// event_leaderboard.h: /events/{slug}/leaderboard/{categoryId}: one category's standings (event_standing, kept
// by matching), scored by the category's method, in the paged envelope.
#pragma once

#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

const Paging& event_leaderboard_paging();  // pageNumber, pageSize (50, at most 100)
Json render_event_leaderboard(const RenderContext& ctx, const PathArgs& args, const Params& params);

// The first standing's score in a category scored by `method` (as the leaderboard shows it), or null when no
// global scored in it.
Json event_category_top_score(Database& db, std::int64_t category_id, const std::string& method);

// Snapshot captures: {slug, categoryId} of every category of the events finished_event_slugs() names.
SnapshotArgsFn finished_event_categories();

}  // namespace snap
