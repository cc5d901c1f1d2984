// worker_slice.cc: sched_setattr (no glibc wrapper in Debian 12) with the kernel's struct sched_attr (v1, the
// layout of linux/sched/types.h).
#include "edge/worker_slice.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdint>

namespace snap {
namespace {

struct SchedAttr {
  std::uint32_t size = sizeof(SchedAttr);
  std::uint32_t sched_policy = 0;  // SCHED_OTHER
  std::uint64_t sched_flags = 0;
  std::int32_t sched_nice = 0;
  std::uint32_t sched_priority = 0;
  std::uint64_t sched_runtime = 0;  // an ordinary thread's slice, ns (Linux 6.12+)
  std::uint64_t sched_deadline = 0;
  std::uint64_t sched_period = 0;
  std::uint32_t sched_util_min = 0;
  std::uint32_t sched_util_max = 0;
};

}  // namespace

bool request_time_slice(std::chrono::microseconds slice) {
  SchedAttr attr;
  attr.sched_nice = static_cast<std::int32_t>(getpriority(PRIO_PROCESS, 0));  // keep the thread's nice value
  attr.sched_runtime = static_cast<std::uint64_t>(std::chrono::nanoseconds(slice).count());
  return syscall(SYS_sched_setattr, 0, &attr, 0) == 0;
}

}  // namespace snap
