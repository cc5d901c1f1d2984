// render_slice_test.cc: a worker thread that renders a live answer asks the kernel for --render-slice-us
// (edge/render_slice.h), and goes back to the kernel's own when it next answers without rendering. Read back
// from the running snapedge's threads with sched_getattr, over one keep-alive connection (civetweb keeps a
// connection on one worker). Kernels before 6.12 keep their own slices and report none: there the check is
// skipped with a warning.
#include <dirent.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

using snap::test::demo_world;
using snap::test::EdgeProcess;
using snap::test::KeepAliveConnection;

namespace {

// The kernel's struct sched_attr (v1).
struct SchedAttr {
  std::uint32_t size = sizeof(SchedAttr);
  std::uint32_t sched_policy = 0;
  std::uint64_t sched_flags = 0;
  std::int32_t sched_nice = 0;
  std::uint32_t sched_priority = 0;
  std::uint64_t sched_runtime = 0;
  std::uint64_t sched_deadline = 0;
  std::uint64_t sched_period = 0;
  std::uint32_t sched_util_min = 0;
  std::uint32_t sched_util_max = 0;
};

bool kernel_takes_thread_slices() {
  utsname name{};
  int major = 0, minor = 0;
  return uname(&name) == 0 && std::sscanf(name.release, "%d.%d", &major, &minor) == 2 &&
         (major > 6 || (major == 6 && minor >= 12));
}

// The slice (us) of each of the process's threads named `comm`, in no particular order.
std::vector<std::uint64_t> slices_of(pid_t pid, const std::string& comm) {
  std::vector<std::uint64_t> slices;
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
  DIR* dir = opendir(tasks.c_str());
  REQUIRE(dir);
  while (const dirent* entry = readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    std::string name;
    std::getline(std::ifstream(tasks + "/" + entry->d_name + "/comm"), name);
    if (name != comm) continue;
    SchedAttr attr;
    REQUIRE(syscall(SYS_sched_getattr, std::stoi(entry->d_name), &attr, sizeof attr, 0) == 0);
    slices.push_back(attr.sched_runtime / 1000);
  }
  closedir(dir);
  return slices;
}

// How many of the edge's workers have each slice: {with `slice`, with the kernel's (the master thread's)}.
std::pair<long, long> workers_with(pid_t pid, std::uint64_t slice) {
  const std::vector<std::uint64_t> master = slices_of(pid, "civetweb-master");
  REQUIRE(master.size() == 1);
  REQUIRE(master[0] != slice);
  const std::vector<std::uint64_t> workers = slices_of(pid, "civetweb-worker");
  return {std::count(workers.begin(), workers.end(), slice), std::count(workers.begin(), workers.end(), master[0])};
}

// An edge with 8 workers, once its threads have named themselves (each does when it first runs, which may be after
// the edge reports its port).
std::unique_ptr<EdgeProcess> edge_with(const std::vector<std::string>& args) {
  std::vector<std::string> all{"--threads", "8", "--no-access-log"};
  all.insert(all.end(), args.begin(), args.end());
  auto edge = std::make_unique<EdgeProcess>(demo_world().db, "", "", all);
  REQUIRE(snap::test::eventually([&] {
    return slices_of(edge->pid(), "civetweb-master").size() == 1 && slices_of(edge->pid(), "civetweb-worker").size() == 8;
  }));
  return edge;
}

}  // namespace

TEST_CASE("a worker rendering a live answer asks the kernel for --render-slice-us (200 us by default), and goes "
          "back to the kernel's own when it next answers without rendering, and 0 never asks",
          "[edge]") {
  if (!kernel_takes_thread_slices()) {
    WARN("skipped: this kernel (before Linux 6.12) keeps its own time slices and reports none");
    return;
  }
  const auto edge = edge_with({"--render-slice-us", "350"});
  KeepAliveConnection connection(edge->port());
  CHECK(workers_with(edge->pid(), 350) == std::make_pair(0L, 8L));
  CHECK(connection.get("/globals?type=Mining").status == 200);  // rendered
  CHECK(workers_with(edge->pid(), 350) == std::make_pair(1L, 7L));
  CHECK(connection.get("/globals?type=Mining").status == 200);  // held: not rendered again
  CHECK(workers_with(edge->pid(), 350) == std::make_pair(0L, 8L));

  const auto by_default = edge_with({});
  KeepAliveConnection default_connection(by_default->port());
  CHECK(default_connection.get("/globals?type=Hunting").status == 200);
  CHECK(workers_with(by_default->pid(), 200) == std::make_pair(1L, 7L));

  const auto kernels_own = edge_with({"--render-slice-us", "0"});
  KeepAliveConnection own_connection(kernels_own->port());
  CHECK(own_connection.get("/globals?type=Hunting").status == 200);
  CHECK(workers_with(kernels_own->pid(), 200) == std::make_pair(0L, 8L));
}

TEST_CASE("a --render-slice-us outside 100-100000 (other than 0) is refused at start, naming the option", "[edge]") {
  const auto refused = snap::test::run_program(snap::test::snapedge_bin(), {"--db", demo_world().db, "--render-slice-us", "50"});
  CHECK(refused.exit_code != 0);
  CHECK(refused.output.find("--render-slice-us") != std::string::npos);
}
