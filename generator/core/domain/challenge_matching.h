// challenge_matching.h: challenge progress from globals (templates/docs/challenges.md). An avatar's progress in
// a challenge is the sum, by the challenge's metric (Count, TotalValue, Points), of its globals that fall inside
// the challenge's window (start inclusive, end exclusive) and meet its criteria; team globals count for nobody,
// as on the leaderboards. A tier is reached by the global that brings the progress to its target, at that
// global's time. Each challenge touched gets its counts again (challenge_count). Callers own the transaction;
// global_matching.h is the entry point of import and ingest.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/domain/global_criteria.h"

namespace snap {

// The metrics a challenge may have (challenge.metric): the scoring methods that sum, all but HighestValue.
const std::vector<std::string>& challenge_metric_names();

// Adds `globals` (just recorded) to the progress of every challenge but those in `skip_challenges`. Each
// (challenge, avatar) touched is read once and written once; when a global is older than the progress it joins
// (an import of old lines), that avatar's progress in that challenge is re-derived from its globals instead, so
// tier dates stay exact. Returns the (challenge, avatar) pairs written.
std::int64_t match_globals_to_challenges(Database& db, const std::vector<GlobalFacts>& globals,
                                         const std::vector<std::int64_t>& skip_challenges);

// Re-derives every avatar's progress and tiers reached in one challenge from the globals in its window; a second
// run changes nothing. Returns the avatars with progress.
std::int64_t rematch_challenge(Database& db, std::int64_t challenge_id);

}  // namespace snap
