// derived_rebuild_test.cc: the scheduled first step of `snapgen build` (standings and game health): it
// rebuilds on a first build and after a data change, and keeps both tables when nothing they depend on changed,
// so the following render writes no file bodies and leaderboards_built_at stays put.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>

#include "core/db/database.h"
#include "core/db/dataset_meta.h"
#include "snapgen/derived/refresh_derived.h"
#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::test::run_snapgen;

namespace {

struct Fixture {
  std::string dir = snap::test::make_temp_dir("derived");
  std::string db = dir + "/f.db";
  std::string out = dir + "/snaps";
  Fixture() { snap::test::write_fixture_database(db, snap::test::kFixtureNow); }
  ~Fixture() { snap::test::remove_tree(dir); }

  std::string build(const std::string& now) {
    const auto result = run_snapgen({"build", "--db", db, "--out", out, "--now", now});
    INFO(result.output);
    REQUIRE(result.exit_code == 0);
    return result.output;
  }
  std::string meta(const std::string& key) {
    snap::Database d(db, snap::OpenMode::ReadOnly);
    return snap::read_meta(d, key).value_or("");
  }
  ino_t inode(const std::string& file) {
    struct stat s {};
    ::stat((fs::path(out) / "current" / file).c_str(), &s);
    return s.st_ino;
  }
};

}  // namespace

TEST_CASE("an unchanged rebuild keeps the derived tables and writes no bodies", "[snapgen][build][leaderboards]") {
  Fixture f;
  CHECK(f.build(snap::test::kFixtureNow).find("leaderboards rebuilt, game health rebuilt") != std::string::npos);
  CHECK(f.meta("leaderboards_built_at") == "2026-11-20T12:00:00Z");
  const ino_t board = f.inode("leaderboard/overall/index.json"), health = f.inode("stats/game-health/daily/index.json");
  const std::string again = f.build(snap::test::fixture_time(5 * 60));
  CHECK(again.find("leaderboards kept, game health kept") != std::string::npos);
  CHECK(again.find("0 files (0 bytes) written") != std::string::npos);
  CHECK(f.meta("leaderboards_built_at") == "2026-11-20T12:00:00Z");  // when they were built, not checked
  CHECK(f.inode("leaderboard/overall/index.json") == board);
  CHECK(f.inode("stats/game-health/daily/index.json") == health);
}

TEST_CASE("a data change rebuilds both derived tables", "[snapgen][build][leaderboards]") {
  Fixture f;
  f.build(snap::test::kFixtureNow);
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    snap::Transaction tx(db);
    db.exec("INSERT INTO global (ts, type, avatar_id, value, subject, message)"
            " VALUES (1795175500, 'Mining', 1, 12, 'Lyst', 'Mira Quickshot Holm found a deposit (Lyst) with a value of 12 PED!')");
    snap::refresh_derived(db, snap::test::kTestNowSeconds - 400);
    tx.commit();
  }
  CHECK(f.build(snap::test::fixture_time(10 * 60)).find("leaderboards rebuilt, game health rebuilt") != std::string::npos);
  CHECK(f.meta("leaderboards_built_at") == "2026-11-20T12:10:00Z");
}
