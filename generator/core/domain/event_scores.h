// event_scores.h: the tables matching keeps beside event_global for the event routes to read by index
// (schema 0011_event_standings.sql): event_standing (per category and avatar, by the view event_standing_rule,
// the one place the standing rule is written) and event_scored_global with its search index event_scored_fts.
// Called by event_matching.cc inside the caller's transaction.
#pragma once

#include <cstdint>
#include <set>
#include <utility>

#include "core/db/database.h"

namespace snap {

// The standings of these (category_id, avatar_id) pairs, again from their matched globals.
void refresh_standings(Database& db, const std::set<std::pair<std::int64_t, std::int64_t>>& pairs);

// Records that `global_id` scored in `event_id`; nothing when it already had.
void add_scored_global(Database& db, std::int64_t event_id, std::int64_t global_id);

// Every standing and scored global of one event, again from its matched globals.
void rebuild_event_scores(Database& db, std::int64_t event_id);

}  // namespace snap
