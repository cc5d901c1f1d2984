// batch_priority.cc: setpriority(2) and ioprio_set(2) for the calling thread, before the command starts any other
// (threads inherit both), then the fork into a session of its own whose autogroup gets the same nice value.
// glibc has no wrapper for ioprio_set; its constants are the kernel's (linux/ioprio.h). A nice value only ever goes
// up here: a command started at nice 15 stays there, and one started in the idle I/O class stays in it.
#include "snapgen/batch_priority.h"

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "core/bytes/file_bytes.h"

namespace snap {
namespace {

constexpr int kBatchNice = 10;
constexpr int kIoprioWhoProcess = 1, kIoprioClassShift = 13, kIoprioClassBestEffort = 2, kIoprioClassIdle = 3,
              kIoprioLastLevel = 7;

void lower_own_priority() {
  errno = 0;
  const int nice_now = getpriority(PRIO_PROCESS, 0);
  if (errno == 0 && nice_now < kBatchNice && setpriority(PRIO_PROCESS, 0, kBatchNice) != 0)
    std::cerr << "snapgen: could not lower the CPU priority (nice " << kBatchNice << "); going on\n";
  const int best_effort_last = (kIoprioClassBestEffort << kIoprioClassShift) | kIoprioLastLevel;
  const long io_now = syscall(SYS_ioprio_get, kIoprioWhoProcess, 0);
  if (io_now >= 0 && (io_now >> kIoprioClassShift) == kIoprioClassIdle) return;  // already lower (a unit's "idle")
  if (syscall(SYS_ioprio_set, kIoprioWhoProcess, 0, best_effort_last) != 0)
    std::cerr << "snapgen: could not lower the I/O priority (best-effort 7); going on\n";
}

volatile sig_atomic_t worker_pid = 0;

// The parent's handler: what would have stopped snapgen (a terminal's Ctrl-C, a service manager's SIGTERM) goes
// to the worker, which stops as it always has; the parent then ends as the worker did.
void forward_signal(int signal) {
  if (worker_pid > 0) ::kill(worker_pid, signal);
}

[[noreturn]] void wait_for_worker_and_end_alike(pid_t worker) {
  worker_pid = worker;
  struct sigaction forward {};
  forward.sa_handler = forward_signal;
  sigemptyset(&forward.sa_mask);
  for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaction(signal, &forward, nullptr);
  int status = 0;
  while (::waitpid(worker, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) {
    std::signal(WTERMSIG(status), SIG_DFL);
    std::raise(WTERMSIG(status));
    _exit(128 + WTERMSIG(status));
  }
  _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

// The kernel's autogroup scheduling (on in Debian's kernels) gives each session one share of the cores, weighed by
// the autogroup's nice value; a process's own nice counts only against the other threads of its session. Beside
// an edge answering with 15 runnable threads, a build at nice 10 in the edge's session got 1.5 % of a core (226 s
// for a build of 7 s); in a session of its own at autogroup nice 10 it gets about a tenth of the machine, however
// many threads the edge runs. So the command goes on in a child in a new session (setsid needs a process that
// leads no group, hence the fork), which dies with its parent; the parent forwards signals and ends as it did.
void continue_in_own_scheduling_group() {
  if (read_file_bytes("/proc/sys/kernel/sched_autogroup_enabled").value_or("0").substr(0, 1) != "1") return;
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  const pid_t parent = ::getpid();
  const pid_t worker = ::fork();
  if (worker < 0) {
    std::cerr << "snapgen: could not start its work in a session of its own (fork); going on at nice " << kBatchNice
              << " alone\n";
    return;
  }
  if (worker > 0) wait_for_worker_and_end_alike(worker);
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // a killed snapgen stops whole, as it would without the fork
  if (::getppid() != parent) _exit(1);  // the parent died before that was set
  ::setsid();
  std::ofstream autogroup("/proc/self/autogroup");
  autogroup << kBatchNice << "\n";
  autogroup.flush();
  if (!autogroup)
    std::cerr << "snapgen: could not lower its session's CPU share (autogroup nice " << kBatchNice << "); going on\n";
}

}  // namespace

void run_as_batch_work(CLI::App* command) {
  auto keep = std::make_shared<bool>(false);
  command->add_flag("--keep-priority", *keep,
                    "keep the CPU and I/O priority snapgen was started with (by default it lowers its own to nice 10 "
                    "and best-effort I/O level 7, and runs in a session of its own whose share of the cores is "
                    "weighed at nice 10, so that edges on the same machine answer first)");
  command->parse_complete_callback([keep] {
    if (*keep) return;
    lower_own_priority();
    continue_in_own_scheduling_group();
  });
}

}  // namespace snap
