// batch_priority_test.cc: snapgen's batch work yields the machine to the edges (snapgen/batch_priority.h), seen
// from outside the way an operator would see it (ps's NI, ionice): `snapgen ingest --follow`, a command that keeps
// up with the clock, at its own nice and best-effort I/O level 7; `snapgen demo`, bulk work, at nice 10 too; with
// --keep-priority, each at what it was started with.
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

// `snapgen ingest --follow` over a chat log of one global, until it has ingested that global (its priority is
// set long before): the nice value and I/O priority it then runs at.
struct SeenPriority {
  int nice;
  long io;
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
  const SeenPriority seen{nice_of(ingest.pid()), io_priority_of(ingest.pid())};
  CHECK(ingest.stop() == 0);
  return seen;
}

TEST_CASE("rule: snapgen's batch commands lower their I/O priority (best-effort 7), and bulk work its CPU priority "
          "too (nice 10), so that edges on the same machine answer first, unless --keep-priority",
          "[snapgen][priority]") {
  const std::string dir = snap::test::make_temp_dir("batch-priority");
  const int own_nice = getpriority(PRIO_PROCESS, 0);
  REQUIRE(own_nice < 10);  // else there is nothing to lower
  const long best_effort_last = (2L << kIoprioClassShift) | 7;  // best-effort, the last of its 8 levels
  const SeenPriority keeping_up = priority_of_ingest(dir, "lowered", {});
  CHECK(keeping_up.nice == own_nice);
  CHECK(keeping_up.io == best_effort_last);
  const SeenPriority kept = priority_of_ingest(dir, "kept", {"--keep-priority"});
  CHECK(kept.nice == own_nice);
  CHECK(kept.io == io_priority_of(0));
  {  // a medium demo takes minutes: seen once its command line is read, then stopped
    snap::test::BackgroundProcess demo(snap::test::snapgen_bin(),
                                       {"demo", "--db", dir + "/bulk.db", "--scale", "medium"});
    // snapgen lowers its CPU priority, then its I/O priority: both are awaited (reading the second as soon as the
    // first showed raced with it on a busy machine)
    CHECK(snap::test::eventually([&] { return nice_of(demo.pid()) == 10; }));
    CHECK(snap::test::eventually([&] { return io_priority_of(demo.pid()) == best_effort_last; }));
    demo.stop();
  }
  snap::test::remove_tree(dir);
}
