// event_matching.h: which globals score in which event categories (templates/docs/events.md "Categories and
// scoring"), recorded as event_global rows. A global counts for a category when its avatar joined the event
// (at or before the global), the global falls inside the event's window (start inclusive, end exclusive, and
// before the event was cancelled), it meets the category's criteria, and it is not a team global, unless the event
// runs in teams (has event teams): there a team global announced by a participant counts for that participant.
// Callers own the transaction; global_matching.h is the entry point of import and ingest.
#pragma once

#include <cstdint>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_criteria.h"

namespace snap {

// Adds the rows `globals` (just recorded) score, for every event but those in `skip_events`, matched at `now`.
// Rows that exist stay as they are. Costs what the globals cost: each global reads its avatar's participations.
// Returns the rows added.
std::int64_t match_globals_to_events(Database& db, const std::vector<GlobalFacts>& globals,
                                     const std::vector<std::int64_t>& skip_events, UnixTime now);

struct EventRematch {
  std::int64_t added = 0, rescored = 0, removed = 0;
};
// Re-derives one event's rows from every global of its participants inside its window: adds what is missing
// (matched at `now`), corrects a changed score, removes what no longer counts, keeps the rest untouched; a
// second run changes nothing.
EventRematch rematch_event(Database& db, std::int64_t event_id, UnixTime now);

}  // namespace snap
