// worker_slice.h: asks the kernel for a short time slice for the calling worker thread. Linux 6.12 and later
// (the EEVDF scheduler) take a per-thread slice for ordinary threads through sched_setattr's sched_runtime
// (0.1-100 ms; the default is the kernel's base slice, 1.4 ms on this project's 2-vCPU machines).
//
// Why: when every core is busy, each request in flight is a runnable worker, and one preempted mid-render waits
// for a turn of every other runnable worker. With short turns the workers share the cores evenly, so no request
// waits long behind the others: rendering 100-row avatar pages at 16 connections on 2 vCPUs, p99 fell 25-30 %
// (11.9 -> 8.7, 11.4 -> 8.1, 9.9 -> 7.4 ms, 100-300 us against the default, alternated) at the same req/s.
// Kernels before 6.12 accept the call and keep their own slices.
#pragma once

#include <chrono>

namespace snap {

// Sets the calling thread's slice; false when the kernel refused it (an out-of-range value or no sched_setattr).
bool request_time_slice(std::chrono::microseconds slice);

}  // namespace snap
