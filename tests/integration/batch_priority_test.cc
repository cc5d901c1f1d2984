// batch_priority_test.cc: snapgen's batch work yields the machine to the edges (snapgen/batch_priority.h), seen
// from outside the way an operator would see it (ps's NI, ionice): `snapgen ingest --follow`, a command that runs
// until stopped, at nice 10 and best-effort I/O level 7; with --keep-priority, at what it was started with.
#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/bytes/file_bytes.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

namespace {

constexpr int kIoprioWhoProcess = 1, kIoprioClassShift = 13;

// The nice value of a process: the 19th field of /proc/PID/stat (counted after its name, which may hold spaces).
int nice_of(pid_t pid) {
  const std::string stat = snap::read_file_bytes("/proc/" + std::to_string(pid) + "/stat").value_or("");
  std::istringstream fields(stat.substr(stat.rfind(')') + 2));
  std::string field;
  for (int i = 3; i <= 19 && fields >> field; ++i) {
  }
  return std::stoi(field);
}

// The I/O priority of a process (its main thread) as ioprio_get(2) gives it: class << 13 | level.
long io_priority_of(pid_t pid) { return syscall(SYS_ioprio_get, kIoprioWhoProcess, pid); }

}  // namespace

// The processes a process started: /proc/PID/task/PID/children, space-separated pids.
std::vector<pid_t> children_of(pid_t pid) {
  std::istringstream ids(snap::read_file_bytes("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) +
                                               "/children").value_or(""));
  std::vector<pid_t> children;
  for (pid_t child; ids >> child;) children.push_back(child);
  return children;
}

// The session of a process: the 6th field of /proc/PID/stat.
pid_t session_of(pid_t pid) {
  const std::string stat = snap::read_file_bytes("/proc/" + std::to_string(pid) + "/stat").value_or("");
  std::istringstream fields(stat.substr(stat.rfind(')') + 2));
  std::string state, ppid, pgrp, session;
  fields >> state >> ppid >> pgrp >> session;
  return std::stoi(session);
}

// `snapgen ingest --follow` over a chat log of one global, until it has ingested that global (its priority is
// set long before): the nice value and I/O priority it then runs at, and the process doing its work (the one
// started, or its child in a session of its own) with that session's autogroup line ("/autogroup-N nice K").
struct SeenPriority {
  int nice;
  long io;
  int workers;  // children of the process started
  bool own_session;
  std::string autogroup;
};
SeenPriority priority_of_ingest(const std::string& dir, const std::string& name, std::vector<std::string> extra) {
  const std::string db = dir + "/" + name + ".db", log = dir + "/" + name + ".log";
  std::filesystem::copy_file(snap::test::demo_world().db, db);
  snap::test::write_lines(log, {snap::test::globals_line(
                                   "2026-11-20 11:59:00",
                                   "Ada Fireborn killed a creature (Atrox Young) with a value of 61 PED!")});
  std::vector<std::string> args = {"ingest", "--db", db, "--follow", log};
  args.insert(args.end(), extra.begin(), extra.end());
  snap::test::BackgroundProcess ingest(snap::test::snapgen_bin(), args);
  REQUIRE(snap::test::eventually([&] { return ingest.output().find("ingested") != std::string::npos; }));
  const std::vector<pid_t> children = children_of(ingest.pid());
  const pid_t worker = children.empty() ? ingest.pid() : children.front();
  const SeenPriority seen{nice_of(worker), io_priority_of(worker), static_cast<int>(children.size()),
                          session_of(worker) == worker,
                          snap::read_file_bytes("/proc/" + std::to_string(worker) + "/autogroup").value_or("")};
  CHECK(nice_of(ingest.pid()) == seen.nice);
  CHECK(ingest.stop() == 0);  // SIGTERM to the process started: the worker stops as it did alone
  return seen;
}

TEST_CASE("rule: snapgen's batch commands lower their own CPU and I/O priority (nice 10, best-effort I/O 7) so that "
          "edges on the same machine answer first, unless --keep-priority",
          "[snapgen][priority]") {
  const std::string dir = snap::test::make_temp_dir("batch-priority");
  const int own_nice = getpriority(PRIO_PROCESS, 0);
  REQUIRE(own_nice < 10);  // else there is nothing to lower
  const SeenPriority lowered = priority_of_ingest(dir, "lowered", {});
  CHECK(lowered.nice == 10);
  CHECK(lowered.io == ((2L << kIoprioClassShift) | 7));  // best-effort, the last of its 8 levels
  const SeenPriority kept = priority_of_ingest(dir, "kept", {"--keep-priority"});
  CHECK(kept.nice == own_nice);
  CHECK(kept.io == io_priority_of(0));
  CHECK(kept.workers == 0);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: snapgen's batch work runs in a session of its own whose CPU share is weighed at nice 10, "
          "however many threads the edge runs",
          "[snapgen][priority]") {
  if (snap::read_file_bytes("/proc/sys/kernel/sched_autogroup_enabled").value_or("0").substr(0, 1) != "1") {
    WARN("this kernel schedules without autogroups: nothing to check");
    return;
  }
  const std::string dir = snap::test::make_temp_dir("batch-session");
  const SeenPriority lowered = priority_of_ingest(dir, "lowered", {});
  CHECK(lowered.workers == 1);
  CHECK(lowered.own_session);
  CHECK(lowered.autogroup.find(" nice 10") != std::string::npos);
  const SeenPriority kept = priority_of_ingest(dir, "kept", {"--keep-priority"});
  CHECK_FALSE(kept.own_session);
  snap::test::remove_tree(dir);
}
