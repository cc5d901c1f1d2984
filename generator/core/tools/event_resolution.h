// event_resolution.h: an event name as people type it. Events come in editions ("Deep Drill Derby July 2025",
// "... November 2026"), and a name without its month and year means the edition that matters now: among the
// events the one resolver (name_resolution.h) finds equally close that share a series name (the name less its
// month names and years), the active one first, then the next upcoming, then the latest completed, a cancelled
// one last. Every event tool resolves its event argument here.
#pragma once

#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/tools/name_resolution.h"

namespace snap {

// The event `asked` names at `now`, with the other close events (the note says when an edition was chosen by its
// status); nullopt when no event's name is close.
std::optional<Resolution> resolve_event_name(Database& db, UnixTime now, const std::string& asked);

// "Deep Drill Derby July 2025" -> "deep drill derby": the name's words, folded, less month names and years.
std::string event_series_name(Database& db, const std::string& name);

}  // namespace snap
