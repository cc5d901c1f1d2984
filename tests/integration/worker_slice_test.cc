// worker_slice_test.cc: each of the edge's worker threads asks the kernel for --worker-slice-us (edge/worker_slice.h),
// read back from the running snapedge's threads with sched_getattr. Kernels before 6.12 keep their own slices and
// report none, so there the check is skipped with a warning.
#include <dirent.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

using snap::test::demo_world;
using snap::test::EdgeProcess;

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

// The slice (us) of each of the process's threads named `comm`.
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

std::unique_ptr<EdgeProcess> edge_with(const std::vector<std::string>& args) {
  std::vector<std::string> all{"--threads", "8", "--no-access-log"};
  all.insert(all.end(), args.begin(), args.end());
  return std::make_unique<EdgeProcess>(demo_world().db, "", "", all);
}

}  // namespace

TEST_CASE("each worker thread asks the kernel for --worker-slice-us (200 us by default; 0 leaves the kernel's own)",
          "[edge]") {
  if (!kernel_takes_thread_slices()) {
    WARN("skipped: this kernel (before Linux 6.12) keeps its own time slices and reports none");
    return;
  }
  const auto chosen = edge_with({"--worker-slice-us", "350"});
  REQUIRE(chosen->get("/healthz").status == 200);
  CHECK(slices_of(chosen->pid(), "civetweb-worker") == std::vector<std::uint64_t>(8, 350));

  const auto by_default = edge_with({});
  CHECK(slices_of(by_default->pid(), "civetweb-worker") == std::vector<std::uint64_t>(8, 200));

  const auto kernels_own = edge_with({"--worker-slice-us", "0"});
  const std::vector<std::uint64_t> master = slices_of(kernels_own->pid(), "civetweb-master");
  REQUIRE(master.size() == 1);
  CHECK(master[0] != 200);
  CHECK(slices_of(kernels_own->pid(), "civetweb-worker") == std::vector<std::uint64_t>(8, master[0]));
}

TEST_CASE("a --worker-slice-us outside 100-100000 (other than 0) is refused at start, naming the option", "[edge]") {
  const auto refused = snap::test::run_program(SNAPEDGE_BIN, {"--db", demo_world().db, "--worker-slice-us", "50"});
  CHECK(refused.exit_code != 0);
  CHECK(refused.output.find("--worker-slice-us") != std::string::npos);
}
