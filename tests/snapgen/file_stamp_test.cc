// file_stamp_test.cc: the routes whose files a build keeps by their stamp (route.h FileStampFn) while other data
// changes, over a copy of the small demo: an ended challenge's pages (every page of a paged list), a creature's
// all-time stats and an avatar's three pages (profile, top achievements, monthly activity). Each rule is checked both ways: what its stamp reads changed, the file is written
// again with what changed; anything else changed, the file is the previous version's (the same inode).
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>

#include "core/db/database.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::read_file_bytes;

namespace {

struct DemoCopy {
  std::string dir = snap::test::make_temp_dir("file-stamp");
  std::string db = dir + "/demo.db";
  std::string out = dir + "/snaps";
  DemoCopy() { fs::copy_file(snap::test::demo_world().db, db); }
  ~DemoCopy() { snap::test::remove_tree(dir); }

  fs::path build(std::int64_t seconds_after) {
    const auto result = snap::test::run_snapgen(
        {"build", "--db", db, "--out", out, "--now", snap::test::fixture_time(seconds_after)});
    INFO(result.output);
    REQUIRE(result.exit_code == 0);
    return fs::path(out) / fs::read_symlink(fs::path(out) / "current");
  }
  void change(const std::string& sql) {
    snap::Database write(db, snap::OpenMode::ReadWrite);
    write.exec(sql);
  }
  // An Argonaut global: the data stamp changes, so every route without a file stamp is rendered again.
  void record_unrelated_global() {
    change("INSERT INTO global (ts, type, avatar_id, value, subject, creature_id, planet, is_hof, is_ath, message)"
           " SELECT 1795175500, 'Hunting', 1, 60, c.name, c.id, 'Calypso', 0, 0, 'another global' FROM creature c"
           " WHERE c.slug = 'argonaut'");
  }
};

ino_t inode(const fs::path& file) {
  struct stat s {};
  return ::stat(file.c_str(), &s) == 0 ? s.st_ino : 0;
}

// Two avatars off the overall and PvP boards (their ranks cannot move between the builds) with a team and
// monthly activity, as slug and id.
std::vector<std::pair<std::string, std::int64_t>> quiet_avatars(const std::string& db) {
  snap::Database read(db, snap::OpenMode::ReadOnly);
  snap::Statement& rows = read.prepare(
      "SELECT a.slug, a.id FROM avatar a WHERE NOT EXISTS (SELECT 1 FROM leaderboard_standing l WHERE"
      " l.avatar_id = a.id AND l.board IN ('overall', 'pvp')) AND EXISTS (SELECT 1 FROM team_member m WHERE"
      " m.avatar_id = a.id) AND EXISTS (SELECT 1 FROM owner_month_summary s WHERE s.owner = 'avatar' AND"
      " s.owner_id = a.id) ORDER BY a.id LIMIT 2");
  std::vector<std::pair<std::string, std::int64_t>> avatars;
  while (rows.step()) avatars.emplace_back(rows.text(0), rows.int64(1));
  return avatars;
}

}  // namespace

// One pair of builds for every stamped route (each build of the demo costs seconds): between them, the progress of
// one ended challenge moves, an Argonaut global is recorded, one avatar's team role and another's month change.
TEST_CASE("rule: a build keeps every page of an ended challenge, a creature's stats and an avatar's pages until a "
          "row they read changes",
          "[snapgen][build][stamps]") {
  DemoCopy demo;
  // The two ended challenges with the most participants: one whose progress moves, one whose pages are kept.
  std::vector<std::pair<std::string, std::int64_t>> ended;
  {
    snap::Database read(demo.db, snap::OpenMode::ReadOnly);
    snap::Statement& rows = read.prepare(
        "SELECT c.slug, COUNT(*) FROM challenge c JOIN challenge_progress p ON p.challenge_id = c.id"
        " WHERE c.end_at <= ?1 GROUP BY c.id ORDER BY 2 DESC LIMIT 2");
    rows.bind(1, snap::test::kTestNowSeconds);
    while (rows.step()) ended.emplace_back(rows.text(0), rows.int64(1));
  }
  REQUIRE(ended.size() == 2);
  const std::int64_t pages = (ended[1].second + 49) / 50;  // 50 a page
  REQUIRE(pages >= 2);
  const std::string kept_pages = "challenges/" + ended[1].first + "/participants/";
  const std::string last_page = "page-" + std::to_string(pages) + ".json";
  const std::string moved = "challenges/" + ended[0].first + "/participants/index.json";
  const std::string detail = "challenges/" + ended[1].first + "/index.json";
  const std::string atrox = "creatures/atrox/stats/index.json", argonaut = "creatures/argonaut/stats/index.json";
  const fs::path first = demo.build(0);
  REQUIRE(fs::exists(first / kept_pages / last_page));
  REQUIRE_FALSE(fs::exists(first / kept_pages / ("page-" + std::to_string(pages + 1) + ".json")));
  REQUIRE(fs::exists(first / atrox));
  const snap::Json argonaut_before = snap::Json::parse(read_file_bytes(first / argonaut).value_or("{}"));
  const auto avatars = quiet_avatars(demo.db);
  REQUIRE(avatars.size() == 2);
  const std::string role_moved = "avatars/" + avatars[0].first, month_moved = "avatars/" + avatars[1].first;
  const std::string profile = "/index.json", top = "/top-achievements/index.json", monthly = "/monthly-activity/index.json";
  const snap::Json months_before = snap::Json::parse(read_file_bytes(first / (month_moved + monthly)).value_or("[]"));

  demo.record_unrelated_global();  // an Argonaut global
  demo.change("UPDATE challenge_progress SET current = current + 1000000 WHERE challenge_id = (SELECT id FROM"
              " challenge WHERE slug = '" + ended[0].first + "') AND avatar_id = (SELECT MIN(avatar_id) FROM"
              " challenge_progress p JOIN challenge c ON c.id = p.challenge_id WHERE c.slug = '" + ended[0].first + "')");
  demo.change("UPDATE team_member SET role = 'Stamp Officer' WHERE avatar_id = " + std::to_string(avatars[0].second));
  demo.change("UPDATE owner_month_summary SET globals = globals + 1 WHERE owner = 'avatar' AND owner_id = " +
              std::to_string(avatars[1].second) + " AND month = (SELECT MIN(month) FROM owner_month_summary WHERE"
              " owner = 'avatar' AND owner_id = " + std::to_string(avatars[1].second) + ")");
  const fs::path second = demo.build(60);
  REQUIRE(second != first);

  // An ended challenge: every page kept while its rows are the same, written again when they move.
  for (const std::string& page : {std::string("index.json"), std::string("page-2.json"), last_page}) {
    INFO(page);
    CHECK(inode(second / kept_pages / page) == inode(first / kept_pages / page));
  }
  CHECK(inode(second / detail) == inode(first / detail));
  CHECK(inode(second / moved) != inode(first / moved));
  const snap::Json participants = snap::Json::parse(read_file_bytes(second / moved).value_or("{}"));
  CHECK(participants.at("items").at(0).at("current").get<double>() >= 1000000);  // the one moved, now furthest
  // A creature's stats: kept while its globals are the same, written again with a new one.
  CHECK(inode(second / atrox) == inode(first / atrox));
  CHECK(inode(second / argonaut) != inode(first / argonaut));
  const snap::Json after = snap::Json::parse(read_file_bytes(second / argonaut).value_or("{}"));
  CHECK(after.at("globalsCount") == argonaut_before.at("globalsCount").get<std::int64_t>() + 1);
  // An avatar's pages: each kept while the rows it reads are the same, written again when one moves.
  CHECK(inode(second / (role_moved + profile)) != inode(first / (role_moved + profile)));
  const snap::Json moved_profile = snap::Json::parse(read_file_bytes(second / (role_moved + profile)).value_or("{}"));
  CHECK(moved_profile.at("teams").at(0).at("role") == "Stamp Officer");
  CHECK(inode(second / (role_moved + top)) == inode(first / (role_moved + top)));
  CHECK(inode(second / (role_moved + monthly)) == inode(first / (role_moved + monthly)));
  CHECK(inode(second / (month_moved + monthly)) != inode(first / (month_moved + monthly)));
  const snap::Json months_after = snap::Json::parse(read_file_bytes(second / (month_moved + monthly)).value_or("[]"));
  CHECK(months_after.at(0).at("globals") == months_before.at(0).at("globals").get<std::int64_t>() + 1);
  CHECK(inode(second / (month_moved + profile)) == inode(first / (month_moved + profile)));
  CHECK(inode(second / (month_moved + top)) == inode(first / (month_moved + top)));
  CHECK(snap::test::run_snapgen({"verify", demo.out}).exit_code == 0);
}
