// stop_signal.h: SIGTERM and SIGINT as a flag, for the commands that run until they are stopped (`ingest
// --follow`, `replicate`): each finishes the batch in hand, then exits 0.
#pragma once

#include <atomic>

namespace snap {

// Installs the handlers (once) and returns the flag they set.
const std::atomic<bool>& stop_on_signals();

}  // namespace snap
