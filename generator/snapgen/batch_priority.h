// batch_priority.h: snapgen's batch work yields the cores and the disk to the edges that share its machine. A
// command that writes in bulk (demo, import, ingest, match, build) lowers its own CPU priority (nice 10) and I/O
// priority (best-effort, level 7) once its command line is read, and goes on in a child process in a session of
// its own, whose share of the cores the kernel weighs as one (its autogroup, at nice 10) against the edge's
// session, however many threads the edge runs (the parent waits, forwards signals and ends as the child did).
// --keep-priority keeps what it was started with (an operator who runs it alone, or who set priorities of their
// own). `replicate` keeps its priority: an
// edge's follower that falls behind makes that edge stale.
#pragma once

#include <CLI/CLI.hpp>

namespace snap {

// Gives `command` the --keep-priority flag and lowers the priorities of the process when the command is chosen.
void run_as_batch_work(CLI::App* command);

}  // namespace snap
