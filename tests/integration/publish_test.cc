// publish_test.cc: scripts/publish (issue 19) with Debian's rclone into a folder destination: a version arrives
// whole and in the order a static host needs (data files, then the entry points, then manifest.json), the next
// version sends only what its changes.json lists, and a destination holding anything else is made exactly the
// version (`snapgen verify` on the destination finds nothing missing, corrupt or extra).
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::CommandResult;

namespace {

struct PublishWorld {
  std::string dir = snap::test::make_temp_dir("publish");
  std::string db = dir + "/api.db";
  std::string snapshots = dir + "/snapshots";
  std::string dest = dir + "/bucket";

  PublishWorld() {
    std::filesystem::copy_file(snap::test::avatar_world().db, db);  // globals: its time windows move with the clock
    const std::string config = dir + "/rclone.conf";  // no remotes: the destination is a folder
    std::ofstream(config).flush();
    ::setenv("RCLONE_CONFIG", config.c_str(), 1);
    ::setenv("RCLONE_VERBOSE", "1", 1);  // one "Copied" line per file, in the order they were sent
  }
  ~PublishWorld() { snap::test::remove_tree(dir); }

  std::string build(const std::string& now) {
    const CommandResult built = snap::test::run_snapgen({"build", "--db", db, "--out", snapshots, "--now", now});
    INFO(built.output);
    REQUIRE(built.exit_code == 0);
    return std::filesystem::read_symlink(snapshots + "/current").filename().string();
  }

  CommandResult publish(const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args = {snap::test::checkout_path("scripts/publish"), snapshots, dest};
    args.insert(args.end(), extra.begin(), extra.end());
    return snap::test::run_program("/bin/bash", args);
  }

  CommandResult verify_destination() { return snap::test::run_snapgen({"verify", dest}); }

  std::string published_version() const {
    return Json::parse(snap::read_file_bytes(dest + "/manifest.json").value_or("{}")).value("version", "");
  }
};

// The files rclone reported copied, in the order it reported them.
std::vector<std::string> copied_in_order(const std::string& output) {
  std::vector<std::string> files;
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) {
    const size_t info = line.find("INFO  : ");
    const size_t copied = line.find(": Copied");
    if (info != std::string::npos && copied != std::string::npos && copied > info + 8)
      files.push_back(line.substr(info + 8, copied - info - 8));
  }
  return files;
}

size_t position_of(const std::vector<std::string>& files, const std::string& file) {
  for (size_t i = 0; i < files.size(); ++i)
    if (files[i] == file) return i;
  return files.size();
}

bool is_entry_point(const std::string& file) {
  return file == "index.html" || file == "index.html.gz" || file == "changes.json" || file == "manifest.json";
}

// Every data file before every entry point, and manifest.json the very last.
void require_static_host_order(const std::vector<std::string>& order) {
  REQUIRE_FALSE(order.empty());
  CHECK(order.back() == "manifest.json");
  size_t first_entry_point = order.size();
  for (size_t i = 0; i < order.size(); ++i)
    if (is_entry_point(order[i])) first_entry_point = std::min(first_entry_point, i);
  for (size_t i = first_entry_point; i < order.size(); ++i) {
    INFO(order[i]);
    CHECK(is_entry_point(order[i]));
  }
}

}  // namespace

TEST_CASE("rule: publish sends a version's files first, its entry points next and manifest.json last, then only "
          "what changed",
          "[publish][external]") {
  PublishWorld w;
  const std::string first = w.build(snap::test::kFixtureNow);
  const CommandResult whole = w.publish();
  INFO(whole.output);
  REQUIRE(whole.exit_code == 0);
  CHECK(w.published_version() == first);
  const CommandResult verified = w.verify_destination();
  INFO(verified.output);
  CHECK(verified.exit_code == 0);

  std::vector<std::string> order = copied_in_order(whole.output);
  require_static_host_order(order);
  CHECK(position_of(order, "index.html") < order.size());
  CHECK(position_of(order, "weapons/index.json") < position_of(order, "index.html"));

  // Two days later the time windows' pages change: only they travel (each with its .gz), and the entry points
  // and the manifest still come last.
  const std::string second = w.build(snap::test::fixture_time(2 * 86400));
  REQUIRE(second != first);
  const Json changes = Json::parse(snap::read_file_bytes(w.snapshots + "/" + second + "/changes.json").value());
  const size_t changed = changes["added"].size() + changes["changed"].size();
  REQUIRE(changed > 1);
  const CommandResult step = w.publish();
  INFO(step.output);
  REQUIRE(step.exit_code == 0);
  CHECK(step.output.find("the changes since " + first) != std::string::npos);
  order = copied_in_order(step.output);
  CHECK(order.size() == 2 * changed + 2);  // each file and its .gz, changes.json and manifest.json
  require_static_host_order(order);
  CHECK(w.published_version() == second);
  CHECK(w.verify_destination().exit_code == 0);

  CHECK(w.publish().output.find("already holds " + second) != std::string::npos);
}

TEST_CASE("rule: publish makes a destination that holds another version or stray files exactly the version",
          "[publish][external]") {
  PublishWorld w;
  const std::string first = w.build(snap::test::kFixtureNow);
  w.build(snap::test::fixture_time(2 * 86400));
  REQUIRE(w.publish().exit_code == 0);
  std::filesystem::create_directories(w.dest + "/stale");
  std::ofstream(w.dest + "/stale/index.json") << "{}";

  const CommandResult back = w.publish({first});  // not the version after the one there: every file compared
  INFO(back.output);
  REQUIRE(back.exit_code == 0);
  CHECK(back.output.find("every file, compared by checksum") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(w.dest + "/stale/index.json"));
  CHECK(w.published_version() == first);
  const CommandResult verified = w.verify_destination();
  INFO(verified.output);
  CHECK(verified.exit_code == 0);
}

TEST_CASE("publish refuses a folder that is not a complete version", "[publish][external]") {
  PublishWorld w;
  std::filesystem::create_directories(w.snapshots + "/half");
  const CommandResult refused = w.publish({"half"});
  CHECK(refused.exit_code == 1);
  CHECK(refused.output.find("is not a complete snapshot version") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(w.dest));
}

TEST_CASE("rule: one builder publishes and every edge fetches: the edges serve the builder's version with the same "
          "bytes and ETags",
          "[publish][external]") {
  PublishWorld w;
  const std::string first = w.build(snap::test::kFixtureNow);
  REQUIRE(w.publish().exit_code == 0);
  const std::vector<std::string> edges = {w.dir + "/edge-1", w.dir + "/edge-2"};
  const auto fetch = [&](const std::string& edge) {
    const CommandResult fetched =
        snap::test::run_program("/bin/bash", {snap::test::checkout_path("scripts/fetch-snapshot"), w.dest, edge, "2"});
    INFO(fetched.output);
    REQUIRE(fetched.exit_code == 0);
    return fetched.output;
  };
  for (const std::string& edge : edges) {
    fetch(edge);
    CHECK(snap::read_file_bytes(edge + "/current/manifest.json") ==
          snap::read_file_bytes(w.snapshots + "/" + first + "/manifest.json"));
  }
  CHECK(fetch(edges[0]).find("is " + first + " already") != std::string::npos);

  snap::test::EdgeProcess one(w.db, edges[0], snap::test::kFixtureNow, {"--threads", "16", "--no-access-log"});
  snap::test::EdgeProcess two(w.db, edges[1], snap::test::kFixtureNow, {"--threads", "16", "--no-access-log"});
  for (const std::string target : {"/weapons", "/avatars", "/stats/last24h", "/openapi.json"}) {
    INFO(target);
    const auto a = one.get(target), b = two.get(target);
    CHECK(a.status == 200);
    CHECK(a.header("x-snapshot-version") == first);
    CHECK(a.header("etag") == b.header("etag"));
    CHECK(a.body == b.body);
  }

  // A new version reaches an edge at its next fetch, and its edge switches to it (the first request that sees it
  // wakes the edge's loader); two versions are kept.
  const std::string second = w.build(snap::test::fixture_time(2 * 86400));
  REQUIRE(w.publish().exit_code == 0);
  fetch(edges[0]);
  // A file the new version did not change is a hard link to the older version's, not a second copy.
  CHECK(std::filesystem::hard_link_count(edges[0] + "/" + second + "/weapons/index.json") >= 2);
  CHECK(one.get_once_switched("/stats/last24h", second).header("x-snapshot-version") == second);
  CHECK(two.get("/stats/last24h").header("x-snapshot-version") == first);
  fetch(edges[1]);
  CHECK(two.get_once_switched("/stats/last24h", second).header("x-snapshot-version") == second);
  CHECK(two.get("/stats/last24h").header("etag") == one.get("/stats/last24h").header("etag"));
  const std::string third = w.build(snap::test::fixture_time(4 * 86400));
  REQUIRE(w.publish().exit_code == 0);
  fetch(edges[0]);
  CHECK_FALSE(std::filesystem::exists(edges[0] + "/" + first));
  CHECK(std::filesystem::exists(edges[0] + "/" + second));
  CHECK(snap::test::run_snapgen({"verify", edges[0]}).exit_code == 0);
}

TEST_CASE("fetch-snapshot refuses a source without a version and a copy that does not match its manifest",
          "[publish][external]") {
  PublishWorld w;
  const std::string edge = w.dir + "/edge";
  std::filesystem::create_directories(w.dest);
  CommandResult fetched = snap::test::run_program("/bin/bash", {snap::test::checkout_path("scripts/fetch-snapshot"), w.dest, edge});
  CHECK(fetched.exit_code == 1);
  CHECK(fetched.output.find("holds no manifest.json") != std::string::npos);

  w.build(snap::test::kFixtureNow);
  REQUIRE(w.publish().exit_code == 0);
  std::ofstream(w.dest + "/weapons/index.json", std::ios::trunc) << "{\"tampered\":true}";
  fetched = snap::test::run_program("/bin/bash", {snap::test::checkout_path("scripts/fetch-snapshot"), w.dest, edge});
  INFO(fetched.output);
  CHECK(fetched.exit_code == 1);
  CHECK(fetched.output.find("does not match its manifest") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(edge + "/current"));
  CHECK(std::filesystem::is_empty(edge));
}
