// batch_priority.h: snapgen's batch work yields the cores and the disk to the edges that share its machine. A
// command that writes in bulk (demo, import, ingest, match, build) lowers its own CPU priority (nice 10) and I/O
// priority (best-effort, level 7) once its command line is read, unless --keep-priority keeps what it was started
// with (an operator who runs it alone, or who set priorities of their own). `replicate` keeps its priority: an
// edge's follower that falls behind makes that edge stale.
// Measured beside the soak's edge at 1M globals (scripts/bench soak: 6,300 threads, 15-30 runnable), a busy loop
// got 18.6 % of the machine at nice 0 and 6 % at nice 10 in the edge's session, and 0.7 % in a session of its own,
// whether its autogroup was at nice 10 or 0: so the work stays in the session that started it (a child of its own
// session, tried, made builds slower there).
#pragma once

#include <CLI/CLI.hpp>

namespace snap {

// Gives `command` the --keep-priority flag and lowers the priorities of the process when the command is chosen.
void run_as_batch_work(CLI::App* command);

}  // namespace snap
