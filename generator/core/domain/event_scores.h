// event_scores.h: the tables matching keeps beside event_global for the event routes to read by index
// (schema 0011_event_standings.sql): event_standing (per category and avatar, by the view event_standing_rule,
// the one place the standing rule is written) and event_scored_global (by the view event_scored_global_rule) with
// its search index event_scored_fts.
// Called by event_matching.cc inside the caller's transaction.
#pragma once

#include <cstdint>
#include <set>
#include <utility>

#include "core/db/database.h"

namespace snap {

// The standings of these (category_id, avatar_id) pairs, again from their matched globals.
void refresh_standings(Database& db, const std::set<std::pair<std::int64_t, std::int64_t>>& pairs);

// Records the globals that scored in events as matching finds them (event_scored_global), and writes their
// search rows (event_scored_fts) in one statement when done.
class ScoredGlobals {
 public:
  explicit ScoredGlobals(Database& db);
  // Records that `global_id` scored in `event_id`; nothing when it already had.
  void add(std::int64_t event_id, std::int64_t global_id);
  // Records every global that scored in `event_id` (which has none recorded), in time order.
  void add_event(std::int64_t event_id);
  // The search rows of every global add() recorded, and the groups of every event it touched. Call once,
  // before the transaction commits.
  void finish();

 private:
  Database& db_;
  std::int64_t last_before_;                 // event_scored_global ids above this were added here
  std::set<std::int64_t> touched_events_;    // their groups are refreshed by finish()
};

// Every standing and scored global of one event, again from its matched globals.
void rebuild_event_scores(Database& db, std::int64_t event_id);

}  // namespace snap
