// batch_priority.h: snapgen's batch work yields the disk, and bulk work the cores too, to the edges that share its
// machine. Once its command line is read, a command that writes lowers its I/O priority (best-effort, level 7);
// bulk work (demo, import, match) also lowers its CPU priority (nice 10). `build` and `ingest` keep their CPU
// priority: they must keep up with the clock (a build a minute, globals as they are announced), and a
// single-threaded command at the edge's nice already gets one share among the edge's runnable threads. Measured
// with the soak at 1M globals (scripts/bench soak, 600 s; 15-30 of the edge's 6,300 threads runnable): builds took
// 122-153 s at nice 10 (3 of 10 done) and 72-107 s at nice 5, with p99 at most 103 and 95 ms; at the edge's nice
// (and best-effort I/O 7) 25-44 s, all 9 within their minute, with p99 at most 70 ms. --keep-priority keeps what the command was started with (an operator
// who runs it alone, or who set priorities of their own). `replicate` keeps its priority: an edge's follower that
// falls behind makes that edge stale. The work stays in the session that started it: a session of its own gave a
// busy loop 0.7 % of the machine beside the soak's edge, against 18.6 % in the edge's session.
#pragma once

#include <CLI/CLI.hpp>

namespace snap {

enum class BatchWork {
  Bulk,     // CPU and I/O priority lowered
  KeepsUp,  // I/O priority lowered
};

// Gives `command` the --keep-priority flag and lowers the priorities of the process when the command is chosen.
void run_as_batch_work(CLI::App* command, BatchWork work);

}  // namespace snap
