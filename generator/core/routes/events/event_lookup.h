// event_lookup.h: what every /events/{slug}/... route needs first: the event named by the slug (404 when there
// is none), and the one definition of an event's status at a moment (API.md "Events and challenges").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/route.h"

namespace snap {

struct EventRef {
  std::int64_t id = 0;
  std::string slug;
};

// The event with this slug. Throws ApiError 404 ("event '<slug>' was not found") when there is none.
EventRef find_event(Database& db, const std::string& slug);

// The event types (event.type), in the order the documentation lists them: Hunting, Mining, Crafting, Mixed.
const std::vector<std::string>& event_types();

// The statuses in the order the documentation lists them: Upcoming, Active, Completed, Cancelled.
const std::vector<std::string>& event_statuses();

// SQL for the status of the event aliased `e` at the moment bound to parameter ?<now_index>: Cancelled when a
// cancellation is recorded, else Upcoming before start_at, Active from start_at until end_at, Completed from
// end_at on.
std::string event_status_sql(int now_index);

// Snapshot captures: the slugs of the events whose pages can no longer change with the clock (Completed or
// Cancelled at ctx.now()); the pages of upcoming and active events are rendered live.
SnapshotArgsFn finished_event_slugs();

}  // namespace snap
