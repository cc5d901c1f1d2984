// global_matching.h: the one entry point of matching (event standings and challenge progress) for whoever
// records globals: `snapgen import` calls it inside its transaction, the live ingest will call it inside its own,
// and `snapgen match` re-runs it for whole events and challenges. The rules are event_matching.h's and
// challenge_matching.h's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"

namespace snap {

// What one transaction recorded: new globals, and events and challenges written (or replaced) whole.
struct RecordedChanges {
  std::vector<std::int64_t> globals;
  std::vector<std::int64_t> events;
  std::vector<std::int64_t> challenges;
};

struct MatchSummary {
  std::int64_t event_rows_added = 0, event_rows_rescored = 0, event_rows_removed = 0;
  std::int64_t challenge_progress_written = 0;  // (challenge, avatar) pairs

  void add(const MatchSummary& batch);  // a run's totals, batch by batch
};

// Brings event_global, challenge_progress and challenge_tier_reached up to date with `changes`: events and
// challenges written are re-derived whole; the new globals are matched to every other event and challenge.
// Cost follows the new globals (and the size of what was rewritten), not the whole table. Matched at `now`.
MatchSummary match_recorded(Database& db, const RecordedChanges& changes, UnixTime now);

// Re-derives the given events and challenges from the globals (all of them when both lists are empty); a
// second run changes nothing.
MatchSummary rematch(Database& db, const RecordedChanges& whole, UnixTime now);

// "event rows +3 ~0 -1, challenge progress 2"
std::string describe(const MatchSummary& summary);

}  // namespace snap
