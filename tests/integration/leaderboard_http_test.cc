// leaderboard_http_test.cc: the six /leaderboard boards through real snapedge processes over a hand-built
// dataset whose expected points the test computes itself from the points table of api-description.md
// "Leaderboards": every row of the table, the 50 PED hunting threshold, team exclusion, the three-month edge,
// both PvP sources, rank order, paging, search with true rank, rankChange after a second rebuild, and explain.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <map>

#include "core/clock.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/activity_world.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::ActivityWorld;
using snap::test::GlobalRow;
using snap::test::KillRow;

namespace {

constexpr std::int64_t kNow = snap::test::kTestNowSeconds;
const std::int64_t kWindowStart = *snap::parse_iso8601_utc("2026-08-20T12:00:00Z");  // three calendar months back
constexpr std::int64_t kHour = 3600, kDay = 86400;

// The points table of the description, written out again here so the test does not trust the code under test.
double spec_points(const GlobalRow& g) {
  if (g.type == "Hunting") return g.value.value_or(0) >= 50 ? 6 : 3;
  if (g.type == "Mining" || g.type == "Space Mining" || g.type == "Construction") return 6;
  if (g.type == "PvP") return 2.0 * static_cast<double>(g.pvp_kills.value_or(0));
  if (g.type == "Rare Item") return 0.5;
  if (g.type == "Tiered Item") return 5;
  if (g.type == "Discovery") return 50;
  return -1000;  // an unknown type in the fixture: fail loudly
}
constexpr double kRecordedKillPoints = 0.5;

// The board each global type counts on besides overall.
std::string board_of_type(const std::string& type) {
  if (type == "Hunting") return "hunting";
  if (type == "Mining") return "mining";
  if (type == "Space Mining") return "space-mining";
  if (type == "Construction") return "construction";
  if (type == "PvP") return "pvp";
  return "";
}

std::vector<GlobalRow> crowd_globals() {  // 60 miners of 6 points each, enough for a second page of overall
  std::vector<GlobalRow> rows;
  for (int i = 1; i <= 60; ++i) {
    const std::string n = (i < 10 ? "0" : "") + std::to_string(i);
    rows.push_back({"Crowd Miner " + n, "Mining", 20, kNow - 30 * kDay - i * kHour, false, std::nullopt, "Lyst"});
  }
  return rows;
}

std::vector<GlobalRow> scoring_globals() {
  std::vector<GlobalRow> rows = {
      // Hunting: 49.99 scores 3, 50.00 and above 6; the team global counts nowhere.
      {"Alpha Hunter", "Hunting", 49.99, kNow - 2 * kDay, false},
      {"Alpha Hunter", "Hunting", 50.00, kNow - 3 * kDay, false},
      {"Alpha Hunter", "Hunting", 720, kNow - 4 * kDay, false},
      {"Alpha Hunter", "Hunting", 5000, kNow - 5 * kDay, true},
      // Mining, space mining and construction: 6 flat whatever the value.
      {"Beta Miner", "Mining", 10, kNow - 6 * kDay, false, std::nullopt, "Lyst"},
      {"Beta Miner", "Mining", 3000, kNow - 7 * kDay, false, std::nullopt, "Lyst"},
      {"Beta Miner", "Space Mining", 5, kNow - 8 * kDay, false, std::nullopt, "Ares Asteroid"},
      {"Gamma Builder", "Construction", 1, kNow - 9 * kDay, false, std::nullopt, "Opalo"},
      {"Gamma Builder", "Construction", 2, kNow - 10 * kDay, false, std::nullopt, "Opalo"},
      // PvP: 2 per kill of a spree global (no value), 0.5 per recorded kill.
      {"Delta Fighter", "PvP", std::nullopt, kNow - 11 * kDay, false, 3, "Spree"},
      // Rare item 0.5, tiering 5, discovery 50 (overall only).
      {"Epsilon Finder", "Discovery", std::nullopt, kNow - 12 * kDay, false, std::nullopt, "Caly Gem"},
      {"Epsilon Finder", "Tiered Item", std::nullopt, kNow - 13 * kDay, false, std::nullopt, "Opalo"},
      {"Epsilon Finder", "Rare Item", 12, kNow - 14 * kDay, false, std::nullopt, "Shiny Ring"},
      // The three-month edge: (start, now]. One second inside counts; the start itself, before it and the
      // future do not.
      {"Zeta Edge", "Hunting", 100, kWindowStart + 1, false},
      {"Zeta Edge", "Hunting", 100, kWindowStart, false},
      {"Zeta Edge", "Hunting", 100, kWindowStart - 1, false},
      {"Zeta Edge", "Hunting", 100, kNow + 10 * kDay, false},
      // Ties on points: who reached them first wins (Theta before Iota), then the name (Kappa before Lambda).
      {"Theta Tie", "Hunting", 60, kNow - 20 * kDay, false},
      {"Iota Tie", "Hunting", 60, kNow - 19 * kDay, false},
      {"Kappa Same", "Hunting", 60, kNow - 18 * kDay, false},
      {"Lambda Same", "Hunting", 60, kNow - 18 * kDay, false},
      // Only a team global: on no board.
      {"Mu Team", "Hunting", 80, kNow - kDay, true},
  };
  const auto crowd = crowd_globals();
  rows.insert(rows.end(), crowd.begin(), crowd.end());
  return rows;
}

std::vector<KillRow> scoring_kills() {
  return {{"Delta Fighter", "Crowd Miner 01", kNow - 2 * kHour},
          {"Delta Fighter", "Crowd Miner 02", kNow - 3 * kHour},
          {"Delta Fighter", "Crowd Miner 03", kNow - 4 * kHour},
          {"Eta Killer", "Crowd Miner 04", kNow - 5 * kHour},
          {"Eta Killer", "Crowd Miner 05", kNow - 6 * kHour},
          {"Eta Killer", "Crowd Miner 06", kWindowStart}};  // outside: the window starts after it
}

struct Expected {
  std::string name;
  double points = 0;
  std::int64_t globals = 0;
  std::optional<double> value;
  std::int64_t reached_at = 0;
};

bool in_window(std::int64_t ts) { return ts > kWindowStart && ts <= kNow; }

// What a board should hold, ranked as documented: points desc, then reached first, then name.
std::vector<Expected> expected_board(const std::string& board, const std::vector<GlobalRow>& globals,
                                     const std::vector<KillRow>& kills) {
  std::map<std::string, Expected> by_name;
  for (const GlobalRow& g : globals) {
    if (g.team || !in_window(g.ts) || (board != "overall" && board_of_type(g.type) != board)) continue;
    Expected& e = by_name[g.avatar];
    e.name = g.avatar;
    e.points += spec_points(g);
    e.globals += 1;
    if (g.value) e.value = e.value.value_or(0) + *g.value;
    e.reached_at = std::max(e.reached_at, g.ts);
  }
  for (const KillRow& k : kills) {
    if (!in_window(k.ts) || (board != "overall" && board != "pvp")) continue;
    Expected& e = by_name[k.killer];
    e.name = k.killer;
    e.points += kRecordedKillPoints;
    e.reached_at = std::max(e.reached_at, k.ts);
  }
  std::vector<Expected> ranked;
  for (auto& [name, e] : by_name) ranked.push_back(e);
  std::sort(ranked.begin(), ranked.end(), [](const Expected& a, const Expected& b) {
    if (a.points != b.points) return a.points > b.points;
    if (a.reached_at != b.reached_at) return a.reached_at < b.reached_at;
    return a.name < b.name;
  });
  return ranked;
}

const ActivityWorld& scoring_world() {
  static const std::unique_ptr<ActivityWorld> world =
      std::make_unique<ActivityWorld>(scoring_globals(), scoring_kills());
  return *world;
}

using snap::test::ok_json;

// Every entry of a board, page after page.
std::vector<Json> all_entries(const snap::test::EdgeProcess& edge, const std::string& board) {
  std::vector<Json> entries;
  const Json first = ok_json(edge, "/leaderboard/" + board);
  for (std::int64_t page = 1; page <= first.at("totalPages").get<std::int64_t>(); ++page) {
    const Json body = ok_json(edge, "/leaderboard/" + board + "?page=" + std::to_string(page));
    for (const Json& e : body.at("entries")) entries.push_back(e);
  }
  return entries;
}

const Json& entry_named(const std::vector<Json>& entries, const std::string& name) {
  for (const Json& e : entries)
    if (e.at("avatarName") == name) return e;
  static const Json kMissing;
  FAIL("no entry for " << name);
  return kMissing;
}

bool has_entry(const std::vector<Json>& entries, const std::string& name) {
  return std::any_of(entries.begin(), entries.end(), [&](const Json& e) { return e.at("avatarName") == name; });
}

const char* const kBoards[] = {"overall", "hunting", "mining", "space-mining", "construction", "pvp"};

}  // namespace

TEST_CASE("every board holds exactly the points the table gives, in rank order", "[leaderboards][scoring]") {
  for (const char* board : kBoards) {
    const std::vector<Expected> expected = expected_board(board, scoring_globals(), scoring_kills());
    const std::vector<Json> entries = all_entries(scoring_world().edge(), board);
    INFO("board " << board);
    REQUIRE(entries.size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      INFO("rank " << i + 1 << ": " << entries[i].dump());
      CHECK(entries[i].at("rank") == i + 1);
      CHECK(entries[i].at("avatarName") == expected[i].name);
      CHECK(entries[i].at("points").get<double>() == Approx(expected[i].points));
      CHECK(entries[i].at("globalsCount") == expected[i].globals);
      if (expected[i].value)
        CHECK(entries[i].at("globalsValue").get<double>() == Approx(*expected[i].value));
      else
        CHECK(entries[i].at("globalsValue").is_null());
      CHECK(entries[i].at("rankChange").is_null());  // the first rebuild: everyone is new
      CHECK(entries[i].contains("pointsByProfession") == (std::string(board) == "overall"));
    }
  }
}

TEST_CASE("each row of the points table, by hand", "[leaderboards][scoring]") {
  const auto& edge = scoring_world().edge();
  const auto hunting = all_entries(edge, "hunting");
  CHECK(entry_named(hunting, "Alpha Hunter").at("points") == 15.0);     // 49.99 -> 3, 50.00 -> 6, 720 -> 6
  CHECK(entry_named(hunting, "Alpha Hunter").at("globalsCount") == 3);  // the team global is not counted
  CHECK(entry_named(all_entries(edge, "mining"), "Beta Miner").at("points") == 12.0);
  CHECK(entry_named(all_entries(edge, "space-mining"), "Beta Miner").at("points") == 6.0);
  CHECK(entry_named(all_entries(edge, "construction"), "Gamma Builder").at("points") == 12.0);
  const auto pvp = all_entries(edge, "pvp");
  CHECK(entry_named(pvp, "Delta Fighter").at("points") == 7.5);  // 3 kills in a spree x 2 + 3 recorded x 0.5
  CHECK(entry_named(pvp, "Delta Fighter").at("globalsValue").is_null());
  CHECK(entry_named(pvp, "Eta Killer").at("points") == 1.0);  // two recorded kills inside the window
  CHECK(entry_named(pvp, "Eta Killer").at("globalsCount") == 0);
  const auto overall = all_entries(edge, "overall");
  const Json& finder = entry_named(overall, "Epsilon Finder");
  CHECK(finder.at("points") == 55.5);
  CHECK(finder.at("pointsByProfession") ==
        Json::parse(R"({"hunting":0.0,"mining":0.0,"spaceMining":0.0,"construction":0.0,"pvp":0.0,)"
                    R"("rareItem":0.5,"tiering":5.0,"discovery":50.0})"));
  CHECK(entry_named(overall, "Beta Miner").at("points") == 18.0);
  CHECK(entry_named(overall, "Beta Miner").at("globalsValue") == 3015.0);
}

TEST_CASE("team globals count nowhere, the window is the 3 calendar months up to now, its start excluded",
          "[leaderboards][scoring]") {
  for (const char* board : kBoards) {
    INFO(board);
    CHECK_FALSE(has_entry(all_entries(scoring_world().edge(), board), "Mu Team"));
  }
  const Json edge_avatar = entry_named(all_entries(scoring_world().edge(), "hunting"), "Zeta Edge");
  CHECK(edge_avatar.at("points") == 6.0);  // only the global one second after the window start
  CHECK(edge_avatar.at("globalsCount") == 1);
}

TEST_CASE("ties: reached first, then name", "[leaderboards][scoring]") {
  const auto hunting = all_entries(scoring_world().edge(), "hunting");
  const auto rank = [&](const char* name) { return entry_named(hunting, name).at("rank").get<int>(); };
  CHECK(rank("Theta Tie") < rank("Iota Tie"));           // same points; Theta's last global is a day earlier
  CHECK(rank("Kappa Same") + 1 == rank("Lambda Same"));  // same points at the same second: by name
}

TEST_CASE("pages of 50: page 2, a page beyond the end, and the snapshot files", "[leaderboards][paging]") {
  const auto& world = scoring_world();
  const std::size_t total = expected_board("overall", scoring_globals(), scoring_kills()).size();
  REQUIRE(total > 50);
  const Json first = ok_json(world.edge(), "/leaderboard/overall");
  CHECK(first.at("totalEntries") == total);
  CHECK(first.at("page") == 1);
  CHECK(first.at("pageSize") == 50);
  CHECK(first.at("totalPages") == 2);
  CHECK(first.at("entries").size() == 50);
  const auto second = world.edge().get("/leaderboard/overall?page=2");
  CHECK(second.json().at("entries").size() == total - 50);
  CHECK(second.json().at("entries").at(0).at("rank") == 51);
  CHECK(second.json().at("page") == 2);
  CHECK(second.header("x-snapshot-version") != "");  // written by the build as page-2.json
  CHECK(second.body == snap::read_file_bytes(world.snapshots() + "/current/leaderboard/overall/page-2.json"));
  CHECK(second.body == world.live().get("/leaderboard/overall?page=2").body);
  const Json beyond = ok_json(world.edge(), "/leaderboard/overall?page=3");
  CHECK(beyond.at("entries").empty());
  CHECK(beyond.at("totalEntries") == total);
  CHECK(beyond.at("page") == 3);
  CHECK(beyond.at("totalPages") == 2);
  CHECK(ok_json(world.edge(), "/leaderboard/overall?pageSize=10").at("entries").size() == 50);  // not a parameter
}

TEST_CASE("bad page or search values are 400 problems naming them", "[leaderboards][errors]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/leaderboard/hunting?page=0", "page"},
      {"/leaderboard/hunting?page=-1", "page"},
      {"/leaderboard/hunting?page=two", "page"},
      {"/leaderboard/hunting?page=1.5", "page"},
      {"/leaderboard/hunting?page=999999999999999999", "page"},
      {"/leaderboard/pvp?search=" + std::string(101, 'a'), "search"}};
  for (const auto& [target, name] : cases) {
    INFO(target);
    snap::test::require_problem(scoring_world().live().get(target), 400, name);
  }
  CHECK(scoring_world().live().get("/leaderboard/pvp?search=" + std::string(100, 'a')).status == 200);
}

TEST_CASE("search keeps avatars whose name contains the text, with their true rank", "[leaderboards][search]") {
  const auto& edge = scoring_world().edge();
  // Three or more characters (trigram index) and one or two (scan), in any case, on several boards.
  for (const char* board : {"overall", "hunting", "mining"}) {
    const std::vector<Json> full = all_entries(edge, board);
    for (const std::string needle : {"tie", "TIE", "ta", "A", "er 0", "miner", "Edge", "zz", "\"", "%", "_"}) {
      INFO(board << " search " << needle);
      std::string folded = needle;
      std::transform(folded.begin(), folded.end(), folded.begin(), [](unsigned char c) { return std::tolower(c); });
      std::vector<Json> expected;
      for (const Json& e : full) {
        std::string name = e.at("avatarName");
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
        if (name.find(folded) != std::string::npos) expected.push_back(e);
      }
      std::string escaped;
      for (char c : needle) escaped += c == '"' ? "%22" : c == '%' ? "%25" : c == ' ' ? "%20" : std::string(1, c);
      const Json body = ok_json(edge, "/leaderboard/" + std::string(board) + "?search=" + escaped);
      CHECK(body.at("totalEntries") == expected.size());
      const std::vector<Json> got(body.at("entries").begin(), body.at("entries").end());
      CHECK(got == std::vector<Json>(expected.begin(), expected.begin() + std::min<size_t>(50, expected.size())));
    }
  }
  const Json tie = ok_json(edge, "/leaderboard/hunting?search=tie");
  REQUIRE(tie.at("entries").size() == 2);
  CHECK(tie.at("entries").at(0).at("avatarName") == "Theta Tie");
  CHECK(tie.at("entries").at(0).at("rank") == entry_named(all_entries(edge, "hunting"), "Theta Tie").at("rank"));
}

TEST_CASE("search pages like the board", "[leaderboards][search][paging]") {
  const auto& edge = scoring_world().edge();
  const Json first = ok_json(edge, "/leaderboard/mining?search=crowd");
  CHECK(first.at("totalEntries") == 60);
  CHECK(first.at("totalPages") == 2);
  CHECK(first.at("entries").size() == 50);
  const Json second = ok_json(edge, "/leaderboard/mining?search=crowd&page=2");
  REQUIRE(second.at("entries").size() == 10);
  CHECK(second.at("entries").at(0).at("rank").get<int>() > first.at("entries").at(49).at("rank").get<int>());
  CHECK(ok_json(edge, "/leaderboard/mining?search=crowd&page=3").at("entries").empty());
  CHECK(ok_json(edge, "/leaderboard/mining?search=nobody").at("totalEntries") == 0);
  // Held at the edge for the standings' lifetime (a rebuild makes a new entry: see the rankChange test).
  CHECK(edge.get("/leaderboard/mining?search=crowd").header("cache-control") ==
        "public, max-age=300, stale-while-revalidate=5");
}

TEST_CASE("rankChange is against the previous rebuild, an unchanged build keeps the standings",
          "[leaderboards][rebuild]") {
  ActivityWorld world(scoring_globals(), scoring_kills());
  const Json before = ok_json(world.live(), "/leaderboard/hunting");
  CHECK(ok_json(world.live(), "/leaderboard/hunting?search=kappa").at("entries").at(0).at("rank") != 1);
  // The same data at the same clock: the standings are kept and no file changes.
  const std::string again = world.build();
  CHECK(again.find("leaderboards kept") != std::string::npos);
  CHECK(again.find("0 files (0 bytes) written") != std::string::npos);
  CHECK(ok_json(world.live(), "/leaderboard/hunting") == before);

  // Kappa climbs from behind the 6-point avatars to the top; a newcomer appears.
  world.add({{"Kappa Same", "Hunting", 900, kNow - kHour, false},
             {"Kappa Same", "Hunting", 900, kNow - 2 * kHour, false},
             {"Kappa Same", "Hunting", 900, kNow - 3 * kHour, false},
             {"Nu Newcomer", "Hunting", 10, kNow - kHour, false}});
  CHECK(world.build().find("leaderboards rebuilt") != std::string::npos);
  const auto old_rank = [&](const std::string& name) {
    for (const Json& e : before.at("entries"))
      if (e.at("avatarName") == name) return e.at("rank").get<int>();
    return -1;
  };
  const std::vector<Json> after = all_entries(world.live(), "hunting");
  CHECK(entry_named(after, "Kappa Same").at("rank") == 1);
  CHECK(entry_named(after, "Kappa Same").at("rankChange") == old_rank("Kappa Same") - 1);
  CHECK(entry_named(after, "Nu Newcomer").at("rankChange").is_null());
  for (const Json& e : after) {
    if (e.at("avatarName") == "Nu Newcomer") continue;
    INFO(e.dump());
    CHECK(e.at("rankChange") == old_rank(e.at("avatarName")) - e.at("rank").get<int>());
  }
  CHECK(ok_json(world.edge(), "/leaderboard/hunting") == ok_json(world.live(), "/leaderboard/hunting"));
  // Search answers from the new standings, not from the lists the edges read before the rebuild.
  const Json found = ok_json(world.live(), "/leaderboard/hunting?search=newcomer");
  REQUIRE(found.at("entries").size() == 1);
  CHECK(found.at("entries").at(0) == entry_named(after, "Nu Newcomer"));
  CHECK(ok_json(world.live(), "/leaderboard/hunting?search=kappa").at("entries").at(0).at("rank") == 1);
}

TEST_CASE("a row leaving the window as the clock moves triggers a rebuild", "[leaderboards][rebuild]") {
  ActivityWorld world(scoring_globals(), scoring_kills());
  // Two seconds later Zeta's global at start + 1 has left the window.
  const std::string output = world.build(snap::test::fixture_time(2));
  CHECK(output.find("leaderboards rebuilt") != std::string::npos);
  const snap::test::EdgeProcess later(world.db_path(), "", snap::test::fixture_time(2));
  CHECK_FALSE(has_entry(all_entries(later, "hunting"), "Zeta Edge"));
  CHECK(ok_json(later, "/healthz").at("leaderboardsBuiltAt") == "2026-11-20T12:00:02Z");
}

// The points of one global of the explanation, from its JSON and the description's table.
double spec_points_of(const Json& global) {
  GlobalRow row{"", global.at("type").get<std::string>(), std::nullopt, 0, false};
  if (!global.at("globalValue").is_null()) row.value = global.at("globalValue").get<double>();
  if (!global.at("pvpSpree").is_null()) row.pvp_kills = global.at("pvpSpree").get<std::int64_t>();
  return spec_points(row);
}

TEST_CASE("rule: explain takes a standing apart into the points table's rows and the globals behind them",
          "[leaderboards][explain]") {
  const auto& edge = scoring_world().live();
  for (const char* board : kBoards) {
    for (const Json& entry : all_entries(edge, board)) {
      const std::string slug = entry.at("avatarSlug").get<std::string>();
      INFO(board << " " << slug);
      const Json explained = ok_json(edge, "/leaderboard/" + std::string(board) + "/explain/" + slug + "?pageSize=100");
      CHECK(explained.at("board") == board);
      CHECK(explained.at("avatarName") == entry.at("avatarName"));
      CHECK(explained.at("standing").at("rank") == entry.at("rank"));
      CHECK(explained.at("standing").at("points") == entry.at("points"));
      CHECK(explained.at("window") == Json{{"after", "2026-08-20T12:00:00Z"}, {"through", "2026-11-20T12:00:00Z"}});
      CHECK(explained.at("explainedPoints").get<double>() == Approx(entry.at("points").get<double>()));
      double by_activity = 0, recorded = 0;
      for (const Json& line : explained.at("activities")) {
        by_activity += line.at("points").get<double>();
        if (line.at("activity") == "Recorded PvP kill") recorded = line.at("count").get<double>() * kRecordedKillPoints;
      }
      CHECK(by_activity == Approx(entry.at("points").get<double>()));
      // Every counted global, newest first, each with the points the table gives it; with the recorded kills
      // they add up to the standing.
      const Json& globals = explained.at("globals");
      REQUIRE(globals.at("totalPages") <= 1);
      CHECK(globals.at("totalCount") == entry.at("globalsCount"));
      double listed = 0;
      std::string previous = "9999";
      for (const Json& g : globals.at("items")) {
        CHECK(g.at("points").get<double>() == Approx(spec_points_of(g)));
        CHECK(g.at("isTeam") == false);
        CHECK(g.at("dateTime").get<std::string>() <= previous);
        previous = g.at("dateTime").get<std::string>();
        listed += g.at("points").get<double>();
      }
      CHECK(listed + recorded == Approx(entry.at("points").get<double>()));
    }
  }
}

TEST_CASE("explain: an avatar off the board has no rank and 0 points, the hunting threshold splits hunting",
          "[leaderboards][explain]") {
  const auto& edge = scoring_world().live();
  const Json off = ok_json(edge, "/leaderboard/hunting/explain/crowd-miner-01");
  CHECK(off.at("standing").at("rank").is_null());
  CHECK(off.at("standing").at("points") == 0.0);
  CHECK(off.at("activities").empty());
  CHECK(off.at("globals").at("totalCount") == 0);
  const Json alpha = ok_json(edge, "/leaderboard/hunting/explain/alpha-hunter");
  CHECK(alpha.at("activities") ==
        Json::parse(R"([{"activity":"Hunting global worth 50 PED or more","count":2,"kills":null,"points":12.0},)"
                    R"( {"activity":"Hunting global under 50 PED","count":1,"kills":null,"points":3.0}])"));
  const Json delta = ok_json(edge, "/leaderboard/pvp/explain/delta-fighter");
  CHECK(delta.at("activities") ==
        Json::parse(R"([{"activity":"PvP spree","count":1,"kills":3,"points":6.0},)"
                    R"( {"activity":"Recorded PvP kill","count":3,"kills":null,"points":1.5}])"));
}

TEST_CASE("explain: unknown boards and avatars are 404s, bad paging a 400 naming it", "[leaderboards][explain]") {
  const auto& edge = scoring_world().live();
  snap::test::require_problem(edge.get("/leaderboard/fishing/explain/alpha-hunter"), 404);
  snap::test::require_problem(edge.get("/leaderboard/hunting/explain/no-such-avatar"), 404);
  snap::test::require_problem(edge.get("/leaderboard/hunting/explain/alpha-hunter?pageSize=101"), 400, "pageSize");
}

TEST_CASE("rule: a board's widget is an SVG image of its top 10 as the board ranks them", "[leaderboards][widget]") {
  for (const char* board : kBoards) {
    INFO(board);
    const auto image = scoring_world().edge().get("/leaderboard/" + std::string(board) + "/widget.svg");
    REQUIRE(image.status == 200);
    CHECK(image.header("content-type") == "image/svg+xml");
    CHECK_FALSE(image.header("x-snapshot-version").empty());  // a snapshot file, like the board
    CHECK(image.body.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
    CHECK(image.body.find("<script") == std::string::npos);
    const std::vector<Json> entries = all_entries(scoring_world().live(), board);
    size_t at = 0;
    for (size_t i = 0; i < std::min<size_t>(10, entries.size()); ++i) {  // each name, in rank order
      at = image.body.find(">" + entries[i].at("avatarName").get<std::string>() + "<", at);
      CHECK(at != std::string::npos);
    }
    if (entries.size() > 10)
      CHECK(image.body.find(">" + entries[10].at("avatarName").get<std::string>() + "<") == std::string::npos);
    CHECK(image.body.find("of " + std::to_string(entries.size()) + ",") != std::string::npos);
  }
}

TEST_CASE("rule: history keeps each rebuild that changed an avatar's place in the top 100, newest first",
          "[leaderboards][history]") {
  ActivityWorld world(scoring_globals(), scoring_kills());
  const Json kappa_first = ok_json(world.live(), "/leaderboard/hunting/history/kappa-same");
  const Json kappa_rank = ok_json(world.live(), "/leaderboard/hunting?search=kappa").at("entries").at(0);
  REQUIRE(kappa_first.at("totalCount") == 1);
  CHECK(kappa_first.at("items").at(0) == Json({{"builtAt", "2026-11-20T12:00:00Z"},
                                               {"rank", kappa_rank.at("rank")},
                                               {"points", kappa_rank.at("points")}}));
  // Kappa climbs to the top at a later rebuild; an avatar whose place did not change gets no row.
  world.add({{"Kappa Same", "Hunting", 900, kNow, false},
             {"Kappa Same", "Hunting", 900, kNow - kHour, false},
             {"Kappa Same", "Hunting", 900, kNow - 2 * kHour, false}});
  world.build(snap::test::fixture_time(600));
  const Json kappa = ok_json(world.live(), "/leaderboard/hunting/history/kappa-same");
  REQUIRE(kappa.at("totalCount") == 2);
  CHECK(kappa.at("items").at(0).at("builtAt") == "2026-11-20T12:10:00Z");
  CHECK(kappa.at("items").at(0).at("rank") == 1);
  CHECK(kappa.at("items").at(1) == kappa_first.at("items").at(0));
  const Json crowd = ok_json(world.live(), "/leaderboard/mining/history/crowd-miner-30");
  CHECK(crowd.at("totalCount") == 1);  // the mining board did not move
  // An avatar never on the board has no rows; unknown boards and avatars are 404s.
  CHECK(ok_json(world.live(), "/leaderboard/hunting/history/crowd-miner-01").at("totalCount") == 0);
  snap::test::require_problem(world.live().get("/leaderboard/fishing/history/kappa-same"), 404);
  snap::test::require_problem(world.live().get("/leaderboard/hunting/history/nobody"), 404);
  snap::test::require_problem(world.live().get("/leaderboard/hunting/history/kappa-same?pageSize=0"), 400, "pageSize");
}

TEST_CASE(
    "a database from before schema 0025 keeps every standing through snapgen migrate, in (board, rank) order "
    "without rowids and with its avatar's name and slug",
    "[leaderboards][migrate]") {
  const std::string standings =
      "SELECT board, rank, avatar_id, avatar_name, avatar_slug, previous_rank, points, globals_count, globals_value,"
      " points_by_profession FROM leaderboard_standing";
  const auto reads = snap::test::reads_around_migration(
      standings + " UNION ALL SELECT 'schema', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, sql FROM sqlite_master"
                  " WHERE tbl_name = 'leaderboard_standing' ORDER BY 1, 2",
      snap::test::undo_schemas_from(25) + "PRAGMA user_version = 24");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated.find("WITHOUT ROWID") != std::string::npos);
  CHECK(reads.migrated == reads.built);
  // The rebuild wrote each standing's name and slug as its avatar has them.
  const std::string mismatched = snap::test::read_rows(
      snap::test::demo_world().db,
      "SELECT count(*) FROM leaderboard_standing s JOIN avatar a ON a.id = s.avatar_id"
      " WHERE s.avatar_name != a.name OR s.avatar_slug != a.slug");
  CHECK(mismatched == "0|\n");
}

TEST_CASE("a database from before schema 0018 gets from snapgen migrate the history its standings begin",
          "[leaderboards][history][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT board, avatar_id, built_at, rank, points FROM leaderboard_history ORDER BY board, avatar_id, built_at",
      snap::test::undo_schemas_from(18) + "PRAGMA user_version = 17");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}
