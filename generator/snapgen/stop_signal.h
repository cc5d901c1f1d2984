// stop_signal.h: SIGTERM and SIGINT as a flag, for the commands that run until they are stopped (`ingest
// --follow`, `replicate`): each finishes the batch in hand, then exits 0. A command that has not stopped
// within kStopGraceSeconds of the first signal (a library call blocked on a server that accepted and went
// silent) or that gets a second signal exits at once with status 1: every write of these commands is one
// SQLite transaction or a file renamed into place, so nothing is left half written.
#pragma once

#include <atomic>

namespace snap {

inline constexpr unsigned kStopGraceSeconds = 10;

// Installs the handlers (once) and returns the flag they set.
const std::atomic<bool>& stop_on_signals();

}  // namespace snap
