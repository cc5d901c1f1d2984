// stats_http_test.cc: /stats/* through real snapedge processes over a hand-built dataset with known numbers:
// the activity windows per profession with their trends, tracker figures against the period before, and game
// health (overview, daily and monthly series paged backwards from now). api-description.md "Statistics",
// API.md "Avatars, teams, statistics"; the window and changePercent rules are in templates/docs/statistics.md.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "tests/support/activity_world.h"
#include "tests/support/problem_json.h"
#include "core/clock.h"

using snap::Json;
using snap::test::ActivityWorld;
using snap::test::GlobalRow;

namespace {

constexpr std::int64_t kNow = snap::test::kTestNowSeconds;
constexpr std::int64_t kHour = 3600, kDay = 86400;
const std::int64_t kMonthAgo = *snap::parse_iso8601_utc("2026-10-20T12:00:00Z");
const std::int64_t kTwoMonthsAgo = *snap::parse_iso8601_utc("2026-09-20T12:00:00Z");

std::vector<GlobalRow> stats_globals() {
  return {
      // The last 24 hours.
      {"Ann", "Hunting", 100, kNow - kHour, false, std::nullopt, "Atrox Young"},
      {"Bob", "Hunting", 50, kNow - 2 * kHour, false, std::nullopt, "Atrox Young"},
      {"Cid", "Hunting", 30, kNow - 3 * kHour, true, std::nullopt, "Daikiba"},  // team globals count here
      {"Ann", "Mining", 40, kNow - 4 * kHour, false, std::nullopt, "Lyst"},
      {"Dan", "PvP", std::nullopt, kNow - 5 * kHour, false, 5, "Spree"},
      // The 24 hours before: starts after now - 48 h, ends with now - 24 h itself.
      {"Bob", "Hunting", 90, kNow - kDay, false, std::nullopt, "Daikiba"},
      {"Eve", "Hunting", 30, kNow - 30 * kHour, false, std::nullopt, "Daikiba"},
      {"Fay", "Construction", 10, kNow - 40 * kHour, false, std::nullopt, "Opalo"},
      {"Fay", "Construction", 20, kNow - 2 * kDay, false, std::nullopt, "Opalo"},  // the edge: not in either
      // The rest of the week, the week before, the month and the month before (no September globals at all).
      {"Gus", "Hunting", 500, kNow - 3 * kDay, false, std::nullopt, "Atrox Old"},
      {"Gus", "Space Mining", 70, kNow - 6 * kDay, false, std::nullopt, "Ares Asteroid"},
      {"Hal", "Hunting", 25, kNow - 9 * kDay, false, std::nullopt, "Atrox Young"},
      {"Hal", "Mining", 15, kNow - 20 * kDay, false, std::nullopt, "Lyst"},
      {"Ivy", "Hunting", 60, kNow - 35 * kDay, false, std::nullopt, "Atrox Young"},
      {"Jon", "Hunting", 45, kNow - 45 * kDay, false, std::nullopt, "Daikiba"},
      {"Kim", "Mining", 80, kNow - 100 * kDay, false, std::nullopt, "Lyst"},  // 2026-08-12, the first day
  };
}

const ActivityWorld& stats_world() {
  static const std::unique_ptr<ActivityWorld> world = std::make_unique<ActivityWorld>(stats_globals(), std::vector<snap::test::KillRow>{});
  return *world;
}

Json get_json(const std::string& target) {
  const auto res = stats_world().edge().get(target);
  INFO(target << " -> " << res.status << " " << res.body);
  REQUIRE(res.status == 200);
  CHECK(res.body == stats_world().live().get(target).body);  // snapshot file == live render
  return res.json();
}

// Reference aggregation of the fixture over (start, end], written independently of the code under test.
struct Window {
  std::int64_t count = 0;
  double value = 0;
  std::int64_t valued = 0;
  std::set<std::string> avatars;
  std::map<std::string, int> subjects;
};

Window reference(std::int64_t start, std::int64_t end, const std::string& type = "") {
  Window w;
  for (const GlobalRow& g : stats_globals()) {
    if (g.ts <= start || g.ts > end || (!type.empty() && g.type != type)) continue;
    w.count += 1;
    if (g.value) w.value += *g.value, w.valued += 1;
    w.avatars.insert(g.avatar);
    w.subjects[g.subject] += 1;
  }
  return w;
}

}  // namespace

TEST_CASE("/stats/last24h: per profession counts, values, favourite and trend, by hand", "[stats]") {
  const Json day = get_json("/stats/last24h");
  CHECK(day.at("hunting") == Json::parse(R"({"count":3,"totalValue":180.0,"averageValue":60.0,
      "favoriteItem":"Atrox Young","trend":{"previousCount":2,"previousValue":120.0,"countChangePercent":50.0,
      "valueChangePercent":50.0,"countTrend":"up","valueTrend":"up"}})"));
  // From nothing: no percent (neither 0 nor infinity), but the direction is known.
  CHECK(day.at("mining") == Json::parse(R"({"count":1,"totalValue":40.0,"averageValue":40.0,"favoriteItem":"Lyst",
      "trend":{"previousCount":0,"previousValue":0.0,"countChangePercent":null,"valueChangePercent":null,
      "countTrend":"up","valueTrend":"up"}})"));
  CHECK(day.at("spaceMining") == Json::parse(R"({"count":0,"totalValue":0.0,"averageValue":null,
      "favoriteItem":null,"trend":{"previousCount":0,"previousValue":0.0,"countChangePercent":null,
      "valueChangePercent":null,"countTrend":"flat","valueTrend":"flat"}})"));
  CHECK(day.at("construction") == Json::parse(R"({"count":0,"totalValue":0.0,"averageValue":null,
      "favoriteItem":null,"trend":{"previousCount":1,"previousValue":10.0,"countChangePercent":-100.0,
      "valueChangePercent":-100.0,"countTrend":"down","valueTrend":"down"}})"));
  // PvP sprees carry no value: the value figures are unknown, not zero.
  CHECK(day.at("pvp") == Json::parse(R"({"count":1,"totalValue":null,"averageValue":null,"favoriteItem":"Spree",
      "trend":{"previousCount":0,"previousValue":0.0,"countChangePercent":null,"valueChangePercent":null,
      "countTrend":"up","valueTrend":null}})"));
}

TEST_CASE("/stats/lastweek and /stats/lastmonth match the reference windows", "[stats]") {
  struct Case {
    const char* path;
    std::int64_t start, previous_start;
  };
  for (const Case& c : {Case{"/stats/lastweek", kNow - 7 * kDay, kNow - 14 * kDay},
                        Case{"/stats/lastmonth", kMonthAgo, kTwoMonthsAgo}}) {
    const Json body = get_json(c.path);
    for (const auto& [key, type] : std::vector<std::pair<std::string, std::string>>{
             {"hunting", "Hunting"}, {"mining", "Mining"}, {"spaceMining", "Space Mining"},
             {"construction", "Construction"}, {"pvp", "PvP"}}) {
      INFO(c.path << " " << key);
      const Window now = reference(c.start, kNow, type), before = reference(c.previous_start, c.start, type);
      const Json& p = body.at(key);
      CHECK(p.at("count") == now.count);
      CHECK(p.at("trend").at("previousCount") == before.count);
      if (now.valued > 0) CHECK(p.at("totalValue").get<double>() == Approx(now.value));
      if (before.valued > 0) CHECK(p.at("trend").at("previousValue").get<double>() == Approx(before.value));
      if (before.count > 0)
        CHECK(p.at("trend").at("countChangePercent").get<double>() ==
              Approx(100.0 * static_cast<double>(now.count - before.count) / static_cast<double>(before.count)).margin(0.05));
      else
        CHECK(p.at("trend").at("countChangePercent").is_null());
      CHECK(p.at("trend").at("countTrend") == (now.count > before.count ? "up" : now.count < before.count ? "down" : "flat"));
    }
  }
  const Json month = get_json("/stats/lastmonth");
  CHECK(month.at("hunting").at("count") == 7);             // Ann, Bob x2, Cid, Eve, Gus, Hal
  CHECK(month.at("hunting").at("favoriteItem") == "Atrox Young");  // 3 against Daikiba's 3: ties go by name
  CHECK(month.at("hunting").at("trend").at("previousCount") == 2);  // Ivy and Jon
}

TEST_CASE("tracker stats: globals recorded, total value, active avatars against the period before", "[stats]") {
  const Json day = get_json("/stats/tracker-stats-last24h");
  CHECK(day == Json::parse(R"({"globalsRecorded":{"value":5,"previous":3,"changePercent":66.7},
      "totalValue":{"value":220.0,"previous":130.0,"changePercent":69.2},
      "activeAvatars":{"value":4,"previous":3,"changePercent":33.3}})"));
  const Json month = get_json("/stats/tracker-stats-lastmonth");
  const Window now = reference(kMonthAgo, kNow), before = reference(kTwoMonthsAgo, kMonthAgo);
  CHECK(month.at("globalsRecorded").at("value") == now.count);
  CHECK(month.at("globalsRecorded").at("previous") == before.count);
  CHECK(month.at("totalValue").at("value").get<double>() == Approx(now.value));
  CHECK(month.at("activeAvatars").at("value") == now.avatars.size());
  CHECK(month.at("activeAvatars").at("previous") == before.avatars.size());
}

TEST_CASE("game health overview: unique avatars against the period before, and the peaks", "[stats][health]") {
  const Json health = get_json("/stats/game-health");
  CHECK(health.at("last24h") == Json::parse(R"({"value":4,"previous":3,"changePercent":33.3})"));
  for (const auto& [key, days] : std::vector<std::pair<std::string, int>>{{"last7Days", 7}, {"last30Days", 30}}) {
    INFO(key);
    CHECK(health.at(key).at("value") == reference(kNow - days * kDay, kNow).avatars.size());
    CHECK(health.at(key).at("previous") == reference(kNow - 2 * days * kDay, kNow - days * kDay).avatars.size());
  }
  CHECK(health.at("peakDay") == Json::parse(R"({"date":"2026-11-20","uniqueAvatars":4})"));
  CHECK(health.at("peakMonth") == Json::parse(R"({"month":"2026-11","uniqueAvatars":8})"));
}

TEST_CASE("game health daily pages backwards from today, quiet days are 0", "[stats][health][paging]") {
  const Json first = get_json("/stats/game-health/daily");
  CHECK(first.at("totalCount") == 101);  // 2026-08-12 .. 2026-11-20
  CHECK(first.at("pageNumber") == 1);
  CHECK(first.at("pageSize") == 30);
  CHECK(first.at("totalPages") == 4);
  REQUIRE(first.at("items").size() == 30);
  CHECK(first.at("items").at(0) == Json::parse(R"({"date":"2026-11-20","uniqueAvatars":4})"));
  CHECK(first.at("items").at(1) == Json::parse(R"({"date":"2026-11-19","uniqueAvatars":2})"));  // Bob, Eve
  CHECK(first.at("items").at(2) == Json::parse(R"({"date":"2026-11-18","uniqueAvatars":1})"));  // Fay twice
  CHECK(first.at("items").at(3) == Json::parse(R"({"date":"2026-11-17","uniqueAvatars":1})"));  // Gus
  CHECK(first.at("items").at(4) == Json::parse(R"({"date":"2026-11-16","uniqueAvatars":0})"));
  CHECK(first.at("items").at(29).at("date") == "2026-10-22");
  const Json second = get_json("/stats/game-health/daily?page=2");
  CHECK(second.at("items").at(0).at("date") == "2026-10-21");  // continues where page 1 stopped
  const Json last = get_json("/stats/game-health/daily?page=4");
  REQUIRE(last.at("items").size() == 11);
  CHECK(last.at("items").at(10) == Json::parse(R"({"date":"2026-08-12","uniqueAvatars":1})"));
  const Json week = get_json("/stats/game-health/daily?page=2&pageSize=7");
  CHECK(week.at("items").at(0).at("date") == "2026-11-13");
  CHECK(week.at("items").at(6).at("date") == "2026-11-07");
  CHECK(week.at("totalPages") == 15);
  const Json beyond = get_json("/stats/game-health/daily?page=5");
  CHECK(beyond.at("items").empty());
  CHECK(beyond.at("totalCount") == 101);
  CHECK(stats_world().edge().get("/stats/game-health/daily?page=4").header("x-snapshot-version") != "");
}

TEST_CASE("game health monthly pages backwards from this month, a quiet month is 0", "[stats][health][paging]") {
  const Json months = get_json("/stats/game-health/monthly");
  CHECK(months == Json::parse(R"({"items":[{"month":"2026-11","uniqueAvatars":8},{"month":"2026-10","uniqueAvatars":3},
      {"month":"2026-09","uniqueAvatars":0},{"month":"2026-08","uniqueAvatars":1}],
      "totalCount":4,"pageNumber":1,"pageSize":12,"totalPages":1})"));
  const Json second = get_json("/stats/game-health/monthly?pageSize=3&page=2");
  CHECK(second.at("items") == Json::parse(R"([{"month":"2026-08","uniqueAvatars":1}])"));
}

TEST_CASE("game health paging values out of range are 400 problems naming them", "[stats][errors]") {
  for (const auto& [target, name] : std::vector<std::pair<std::string, std::string>>{
           {"/stats/game-health/daily?page=0", "page"},
           {"/stats/game-health/daily?pageSize=0", "pageSize"},
           {"/stats/game-health/daily?pageSize=367", "pageSize"},
           {"/stats/game-health/monthly?pageSize=121", "pageSize"},
           {"/stats/game-health/monthly?page=x", "page"}}) {
    INFO(target);
    snap::test::require_problem(stats_world().live().get(target), 400, name);
  }
  CHECK(stats_world().live().get("/stats/game-health/daily?pageSize=366").status == 200);
}
