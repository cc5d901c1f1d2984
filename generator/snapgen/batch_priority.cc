// batch_priority.cc: setpriority(2) and ioprio_set(2) for the calling thread, before the command starts any other
// (threads inherit both). glibc has no wrapper for ioprio_set; its constants are the kernel's (linux/ioprio.h).
// A nice value only ever goes up here: a command started at nice 15 stays there, and one started in the idle I/O
// class stays in it.
#include "snapgen/batch_priority.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <memory>

namespace snap {
namespace {

constexpr int kBatchNice = 10;
constexpr int kIoprioWhoProcess = 1, kIoprioClassShift = 13, kIoprioClassBestEffort = 2, kIoprioClassIdle = 3,
              kIoprioLastLevel = 7;

void lower_cpu_priority() {
  errno = 0;
  const int nice_now = getpriority(PRIO_PROCESS, 0);
  if (errno == 0 && nice_now < kBatchNice && setpriority(PRIO_PROCESS, 0, kBatchNice) != 0)
    std::cerr << "snapgen: could not lower the CPU priority (nice " << kBatchNice << "); going on\n";
}

void lower_io_priority() {
  const int best_effort_last = (kIoprioClassBestEffort << kIoprioClassShift) | kIoprioLastLevel;
  const long io_now = syscall(SYS_ioprio_get, kIoprioWhoProcess, 0);
  if (io_now >= 0 && (io_now >> kIoprioClassShift) == kIoprioClassIdle) return;  // already lower (a unit's "idle")
  if (syscall(SYS_ioprio_set, kIoprioWhoProcess, 0, best_effort_last) != 0)
    std::cerr << "snapgen: could not lower the I/O priority (best-effort 7); going on\n";
}

}  // namespace

void run_as_batch_work(CLI::App* command, BatchWork work) {
  auto keep = std::make_shared<bool>(false);
  command->add_flag("--keep-priority", *keep,
                    work == BatchWork::Bulk
                        ? "keep the CPU and I/O priority snapgen was started with (by default it lowers its own to "
                          "nice 10 and best-effort I/O level 7, so that edges on the same machine answer first)"
                        : "keep the I/O priority snapgen was started with (by default it lowers its own to "
                          "best-effort level 7, so that edges on the same machine read first)");
  command->parse_complete_callback([keep, work] {
    if (*keep) return;
    if (work == BatchWork::Bulk) lower_cpu_priority();
    lower_io_priority();
  });
}

}  // namespace snap
