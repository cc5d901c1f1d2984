// render_slice.cc: the thread's slice through sched_setattr (no glibc wrapper in Debian 12), with the kernel's
// struct sched_attr (v1, the layout of linux/sched/types.h). A refusal (a seccomp filter, say) is said once.
#include "edge/render_slice.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>

namespace snap {
namespace {

struct SchedAttr {
  std::uint32_t size = sizeof(SchedAttr);
  std::uint32_t sched_policy = 0;  // SCHED_OTHER
  std::uint64_t sched_flags = 0;
  std::int32_t sched_nice = 0;
  std::uint32_t sched_priority = 0;
  std::uint64_t sched_runtime = 0;  // an ordinary thread's slice, ns; 0: the kernel's own (Linux 6.12+)
  std::uint64_t sched_deadline = 0;
  std::uint64_t sched_period = 0;
  std::uint32_t sched_util_min = 0;
  std::uint32_t sched_util_max = 0;
};

using Microseconds = std::chrono::microseconds;
thread_local Microseconds thread_slice{0};     // what this thread last asked for; 0: the kernel's own
thread_local Microseconds request_slice{0};    // the render slice of the request in progress
thread_local bool request_rendered = false;

void switch_to(Microseconds slice) {
  if (slice == thread_slice) return;
  thread_slice = slice;  // also when refused: a refusing kernel is not asked again on every request
  SchedAttr attr;
  attr.sched_nice = static_cast<std::int32_t>(getpriority(PRIO_PROCESS, 0));  // keep the thread's nice value
  attr.sched_runtime = static_cast<std::uint64_t>(std::chrono::nanoseconds(slice).count());
  if (syscall(SYS_sched_setattr, 0, &attr, 0) == 0) return;
  const int error = errno;
  static std::once_flag said;
  std::call_once(said, [&] {
    std::fprintf(stderr, "snapedge: the kernel refused a render time slice of %lld us: %s\n",
                 static_cast<long long>(slice.count()), std::strerror(error));
  });
}

}  // namespace

RequestTimeSlice::RequestTimeSlice(Microseconds render_slice) {
  request_slice = render_slice;
  request_rendered = false;
}

RequestTimeSlice::~RequestTimeSlice() {
  if (!request_rendered) switch_to(Microseconds(0));
  request_slice = Microseconds(0);
}

void RequestTimeSlice::rendering() {
  request_rendered = true;
  switch_to(request_slice);
}

}  // namespace snap
