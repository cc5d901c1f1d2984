// event_leaderboard.h: /events/{slug}/leaderboard/{categoryId}: one category's standings (event_standing, kept
// by matching), scored by the category's method, in the paged envelope.
#pragma once

#include <cstdint>
#include <optional>

#include "core/answer_schema.h"
#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

const Paging& event_leaderboard_paging();  // pageNumber, pageSize (50, at most 100)
Json render_event_leaderboard(const RenderContext& ctx, const PathArgs& args, const Params& params);

// A score kept in cents (event_standing.score_cents) as a category scored by `method` shows it: a whole number
// for Count, else PED (or points) with cents.
Json event_score_json(const std::string& method, std::int64_t cents);
// The schema of event_score_json()'s value.
Json event_score_schema(std::string description);
// The JSON Schema of render_event_leaderboard()'s answer.
Json event_leaderboard_schema(AnswerSchemas& schemas);

// The rank the leaderboard gives this avatar in this category (its row is page `rank` of size 1), or nullopt when
// the avatar has no standing there.
std::optional<std::int64_t> standing_rank(Database& db, std::int64_t category_id, std::int64_t avatar_id);

// Snapshot captures: {slug, categoryId} of every category of the events finished_event_slugs() names.
SnapshotArgsFn finished_event_categories();

}  // namespace snap
