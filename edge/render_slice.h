// render_slice.h: a worker thread renders live answers with a short kernel time slice and answers everything else
// (snapshot files, held answers) with the kernel's own. Linux 6.12 and later (the EEVDF scheduler) take a slice
// for an ordinary thread through sched_setattr's sched_runtime (0.1-100 ms; the kernel's base slice is 1.4 ms on
// this project's 2-vCPU machines); older kernels accept the call and keep their own slices.
//
// Why: when every core is busy rendering, each request in flight is a runnable worker, and one preempted
// mid-render waits for a turn of every other one. In short turns the renders share the cores evenly, so none
// waits long: 100-row avatar pages at 16 connections on 2 vCPUs, p99 9.7-11.0 -> 7.0-7.1 ms (200 us against the
// kernel's, alternated) at the same req/s. Short turns for every request instead doubled the p99 of snapshot
// files at 16 connections (0.3-0.9 -> 0.8-1.7 ms): a request that takes 15 us gains nothing from them, and a
// woken worker with a short slice preempts more often.
#pragma once

#include <chrono>

namespace snap {

// Held for one request on the calling thread. rendering() switches the thread to the request's render slice;
// when the request ends without a render, the thread goes back to the kernel's own. The thread remembers which
// it has, so requests of one kind in a row make no system call. A slice of 0 leaves the kernel's always.
class RequestTimeSlice {
 public:
  explicit RequestTimeSlice(std::chrono::microseconds render_slice);
  ~RequestTimeSlice();
  RequestTimeSlice(const RequestTimeSlice&) = delete;
  RequestTimeSlice& operator=(const RequestTimeSlice&) = delete;

  // Called as a live answer's render begins; nothing outside a RequestTimeSlice.
  static void rendering();
};

}  // namespace snap
