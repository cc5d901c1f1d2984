// build_crash_test.cc: crash safety of `snapgen build` (DESIGN.md "Snapshot layout"): a build SIGKILLed part
// way leaves `current` on the previous complete version, which still verifies and is still served; the next
// build clears the half-written folder.
#include <catch2/catch.hpp>

#include <filesystem>

#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::test::demo_world;
using snap::test::run_snapgen;

TEST_CASE("a build killed mid-way leaves the previous snapshot current and whole", "[snapshot][crash]") {
  // A build rewrites the derived tables (standings, game health) of its database, and these builds run at
  // another clock: they work on a copy, so the shared demo world stays as its own snapshot describes it.
  const std::string db = snap::test::make_temp_dir("crash-db") + "/demo.db", now = demo_world().now;
  fs::copy_file(demo_world().db, db);
  const std::string out = snap::test::make_temp_dir("crash") + "/snaps";
  REQUIRE(run_snapgen({"build", "--db", db, "--out", out, "--now", now}).exit_code == 0);
  const fs::path before = fs::read_symlink(fs::path(out) / "current");

  // Kill a rebuild at several points. One killed mid-way must leave `current` where it was; one that finished
  // first has moved it to its own complete version. Either way the current snapshot verifies. Each rebuild runs
  // an hour later than the one before, so each that finishes is a new version, and with --keep 2 every rebuild
  // after the first that finished works in the folder of the version it retires (snapshot_writer.h).
  bool killed_mid_way = false;
  fs::path expected = before;
  int hour = 0;
  for (int delay_ms : {20, 60, 120, 250, 500}) {
    const bool killed = snap::test::run_snapgen_killed_after(
        {"build", "--db", db, "--out", out, "--now", snap::test::fixture_time((12 + ++hour) * 3600), "--keep", "2"},
        std::chrono::milliseconds(delay_ms));
    killed_mid_way |= killed;
    const fs::path now_current = fs::read_symlink(fs::path(out) / "current");
    INFO("killed after " << delay_ms << " ms, " << (killed ? "mid-way" : "after it finished"));
    if (killed) CHECK(now_current == expected);
    expected = now_current;
    CHECK(run_snapgen({"verify", out}).exit_code == 0);
  }
  CHECK(killed_mid_way);

  snap::test::EdgeProcess edge(db, out, now);
  const auto served = edge.get("/weapons");
  CHECK(served.status == 200);
  CHECK(served.header("x-snapshot-version") == expected.string());

  REQUIRE(run_snapgen({"build", "--db", db, "--out", out, "--now", snap::test::fixture_time(20 * 3600)}).exit_code == 0);
  for (const auto& entry : fs::directory_iterator(out))
    CHECK(entry.path().filename().string().rfind(".building-", 0) != 0);
  CHECK(fs::read_symlink(fs::path(out) / "current").string().rfind("20261121T080000Z-", 0) == 0);
  CHECK(run_snapgen({"verify", out}).exit_code == 0);
  snap::test::remove_tree(fs::path(out).parent_path().string());
  snap::test::remove_tree(fs::path(db).parent_path().string());
}
