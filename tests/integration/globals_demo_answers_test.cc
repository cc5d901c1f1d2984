// globals_demo_answers_test.cc: over the small demo (50,000 globals), every shape of /globals answers the page and
// totalCount that the same question asked of SQLite answers; a value range read band by band costs less than the
// plain walk; shapes without a maintained count are counted up to 1000 and say so; afterId is counted exactly
// while the ids have no gaps.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <optional>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "tests/support/globals_pages.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::check_shape_equals_sql;
using snap::test::copy_of_demo;
using snap::test::EdgeProcess;
using snap::test::ok_json;

namespace {

// A window of /globals and the same window in SQL.
struct Window {
  std::string query, where;
};

Window window(snap::UnixTime from, snap::UnixTime to, const std::string& type = "") {
  return {(type.empty() ? "" : "type=" + type + "&") + "fromDate=" + snap::format_iso8601(from) +
              "&toDate=" + snap::format_iso8601(to),
          (type.empty() ? "" : "g.type = '" + type + "' AND ") + "g.ts BETWEEN " + std::to_string(from) + " AND " +
              std::to_string(to)};
}

// Windows that cut the demo's ten-minute slots (0028), found in its last three days: one slot from just after its
// first global to just before its last (its count less globals outside, on both sides), the same of one type
// (one of that type outside), a few minutes of one slot, and parts of two slots with no whole slot between (the
// second's count less its globals after the window).
std::vector<Window> slot_cuts(snap::Database& db) {
  const std::int64_t now = snap::test::kTestNowSeconds;
  std::map<std::int64_t, std::vector<std::pair<std::int64_t, std::string>>> slots;  // slot -> (ts, type)
  auto rows = db.prepare_uncached("SELECT ts, type FROM global WHERE ts > ?1 ORDER BY ts, id");
  rows->bind(1, now - 3 * 86400);
  while (rows->step()) slots[rows->int64(0) / 600].emplace_back(rows->int64(0), rows->text(1));
  std::vector<Window> cuts;
  std::optional<Window> most, of_type, few, two;
  for (const auto& [slot, globals] : slots) {
    const std::int64_t first = globals.front().first, last = globals.back().first;
    if (!most && globals.size() >= 3 && first + 1 < last - 1 && globals[1].first > first && globals[1].first < last)
      most = window(first + 1, last - 1);
    std::vector<std::int64_t> hunts;
    for (const auto& [ts, type] : globals)
      if (type == "Hunting") hunts.push_back(ts);
    if (!of_type && hunts.size() >= 2 && hunts[0] < hunts[1]) of_type = window(hunts[0] + 1, slot * 600 + 599, "Hunting");
    if (!few && globals.size() >= 2 && last - first <= 240) few = window(first, last);
    const auto next = slots.find(slot + 1);
    if (!two && next != slots.end() && next->second.size() >= 2 && next->second[0].first < next->second[1].first)
      two = window(first, next->second[0].first);
  }
  for (const auto* found : {&most, &of_type, &few, &two}) {
    REQUIRE(found->has_value());  // the demo's last days hold each kind
    cuts.push_back(**found);
  }
  return cuts;
}

}  // namespace

// Over the small demo (50k globals): the answers, including the index each shape picks, equal plain SQL.
TEST_CASE("over the demo, every shape's page and totalCount equal the same question asked of SQLite", "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  struct Case {
    std::string query, where, order;
  };
  const std::string by_time = "g.ts DESC, g.id DESC";
  // the page that holds the last globals with an avatar and the first without (both arms of the avatar walk)
  const std::int64_t with_avatar = db.scalar_int("SELECT COUNT(*) FROM global WHERE avatar_id IS NOT NULL");
  const std::string boundary_page = std::to_string(with_avatar / 30 + 1);
  const std::vector<Case> cases = {
      {"sortBy=AvatarName&pageSize=30&pageNumber=" + boundary_page, "1", "a.name IS NULL, a.name DESC, g.ts DESC, g.id DESC"},
      {"", "1", by_time},
      {"pageNumber=500", "1", by_time},
      {"type=Mining&pageNumber=3", "g.type = 'Mining'", by_time},
      {"creatureName=Atrox", "g.creature_id = (SELECT id FROM creature WHERE name = 'Atrox')", by_time},
      {"isHof=true&pageNumber=2", "g.is_hof = 1", by_time},
      {"isAth=false", "g.is_ath = 0", by_time},
      {"isTeam=true", "g.is_team = 1", by_time},
      {"minValue=2000", "g.value >= 2000", by_time},  // few rows: read from the value index
      {"minValue=1000&pageNumber=2", "g.value >= 1000", by_time},
      {"minValue=60&maxValue=80", "g.value BETWEEN 60 AND 80", by_time},  // many rows: walk the time index
      {"maxValue=30&pageNumber=40", "g.value <= 30", by_time},
      {"type=Hunting&minValue=500&maxValue=700.5", "g.type = 'Hunting' AND g.value BETWEEN 500 AND 700.5", by_time},
      // a value range with a date range: counted along the narrower (the value index, then the time index)
      {"minValue=2000&fromDate=2025-01-01&toDate=2026-11-30", "g.value >= 2000 AND g.ts BETWEEN 1735689600 AND 1796083199",
       by_time},
      {"minValue=60&maxValue=80&fromDate=2026-06-01&toDate=2026-06-03",
       "g.value BETWEEN 60 AND 80 AND g.ts BETWEEN 1780272000 AND 1780531199", by_time},
      {"fromDate=2026-03-01T10:20:30Z&toDate=2026-07-09T17:45:00Z", "g.ts BETWEEN 1772360430 AND 1783619100", by_time},
      {"fromDate=2026-11-19T23:10:00Z", "g.ts >= 1795129800", by_time},
      {"toDate=2025-05-05", "g.ts <= 1746489599", by_time},
      {"type=Construction&fromDate=2026-01-01T00:30:00Z&toDate=2026-01-31",
       "g.type = 'Construction' AND g.ts BETWEEN 1767227400 AND 1769903999", by_time},
      {"fromDate=2026-11-20T11:05:00Z&toDate=2026-11-20T11:50:00Z", "g.ts BETWEEN 1795172700 AND 1795175400", by_time},
      {"type=Hunting&fromDate=2026-11-19T16:10:00Z&toDate=2026-11-19T17:40:00Z",
       "g.type = 'Hunting' AND g.ts BETWEEN 1795104600 AND 1795110000", by_time},
      {"sortBy=AvatarName&sortOrder=asc", "1", "a.name IS NULL, a.name, g.ts, g.id"},
      {"sortBy=AvatarName&pageNumber=4", "1", "a.name IS NULL, a.name DESC, g.ts DESC, g.id DESC"},
      {"sortBy=AvatarName&type=Mining&isHof=true", "g.type = 'Mining' AND g.is_hof = 1",
       "a.name IS NULL, a.name DESC, g.ts DESC, g.id DESC"},
      {"search=sabakuma&pageNumber=3", "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'sabakuma')", by_time},
      {"search=sabakuma&sortOrder=asc&pageNumber=2", "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'sabakuma')",
       "g.ts, g.id"},
      {"search=sabakuma&type=Hunting&isHof=false", "g.type = 'Hunting' AND g.is_hof = 0 AND g.id IN"
       " (SELECT rowid FROM global_fts WHERE global_fts MATCH 'sabakuma')", by_time},
      {"sortBy=GlobalValue&sortOrder=asc&pageNumber=7", "1", "g.value IS NULL, g.value, g.id"},
      {"sortBy=Type&sortOrder=asc&pageNumber=9", "1", "g.type, g.ts, g.id"}};
  for (const Case& c : cases) check_shape_equals_sql(*demo.live, db, c.query, c.where, c.order);
  for (const Window& c : slot_cuts(db)) check_shape_equals_sql(*demo.live, db, c.query, c.where, by_time);
}

TEST_CASE("rule: a value range in time order is read band by band where the counts say that is cheapest, costs SQLite "
          "less than walking the time index, and answers exactly what SQL answers",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::string newest = "g.ts DESC, g.id DESC", oldest = "g.ts, g.id";
  struct Case {
    std::string query, where, order;
  };
  // In the demo's 50,000 globals a band plan pays from a few pages deep: bands 30-33 (181-362 PED) hold ~2,900.
  const std::string range = "g.value BETWEEN 200 AND 350";
  const std::vector<Case> cases = {
      {"minValue=200&maxValue=350&pageNumber=4", range, newest},
      {"minValue=200&maxValue=350&pageNumber=30", range, newest},
      {"minValue=200&maxValue=350&sortOrder=asc&pageNumber=6", range, oldest},
      // 214-215.3 of band 30 (181-215.3): too little of it to walk, read from the value index
      {"minValue=214&maxValue=363&pageNumber=4", "g.value BETWEEN 214 AND 363", newest},
      {"minValue=214&maxValue=363&sortOrder=asc&pageNumber=7", "g.value BETWEEN 214 AND 363", oldest},
      {"minValue=200&maxValue=350&toDate=2025-12-31&pageNumber=12", range + " AND g.ts <= 1767225599", newest},
      // no top, and a top above the largest value: the bands end at the largest value's (without a top, page 16:
      // by page 8 the two paths cost within 1 % of each other, a tie the counts' estimate may break either way)
      {"minValue=200&pageNumber=16", "g.value >= 200", newest},
      {"minValue=200&maxValue=90000&pageNumber=8", "g.value BETWEEN 200 AND 90000", newest},
      {"minValue=200&maxValue=350&fromDate=2025-12-01&toDate=2026-09-01&pageNumber=17",
       range + " AND g.ts BETWEEN 1764547200 AND 1788307199", newest}};
  for (const Case& c : cases) {
    INFO(c.query);
    const Json body = check_shape_equals_sql(*demo.live, db, c.query, c.where, c.order);
    const std::int64_t banded = snap::test::page_steps(demo.db, c.query);
    const std::int64_t walked =
        snap::test::plain_page_steps(demo.db, c.where, c.order, body.at("pageSize"), body.at("pageNumber"));
    INFO(banded << " steps band by band, " << walked << " walking the time index");
    CHECK(banded < walked);
  }
}

TEST_CASE("over the demo, shapes without a maintained count are counted up to 1000 and say so", "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  for (const char* query : {"type=Hunting&isHof=false", "search=killed", "afterId=1&type=Hunting"}) {
    INFO(query);
    const Json many = ok_json(*demo.live, std::string("/globals?") + query);
    CHECK(many.at("totalCount") == 1000);
    CHECK(many.at("totalCountExact") == false);
    CHECK(many.at("totalPages").is_null());  // never a false last page
  }
  const Json few = ok_json(*demo.live, "/globals?type=Hunting&isAth=true");
  CHECK(few.at("totalCountExact") == true);
  CHECK(few.at("totalCount") == few.at("items").size());
}

// Each afterId's totalCount against SQL's count of the ids after it; `exact`: whether the edge says it is exact.
void check_after_id_counts(const EdgeProcess& edge, snap::Database& db, bool exact) {
  const std::int64_t largest = db.scalar_int("SELECT MAX(id) FROM global");
  const std::int64_t afters[] = {0, 1, 1000, largest / 2, largest - 7, largest, largest + 10};
  for (const std::int64_t after : afters) {
    INFO("afterId=" << after);
    const Json page = ok_json(edge, "/globals?pageSize=30&afterId=" + std::to_string(after));
    const std::int64_t after_it = db.scalar_int("SELECT COUNT(*) FROM global WHERE id > " + std::to_string(after));
    const bool counted_exactly = exact || after_it <= 1000;
    CHECK(page.at("totalCountExact") == counted_exactly);
    CHECK(page.at("totalCount") == (counted_exactly ? after_it : 1000));
    if (counted_exactly) CHECK(page.at("totalPages") == (page.at("totalCount").get<std::int64_t>() + 29) / 30);
    else CHECK(page.at("totalPages").is_null());
  }
}

TEST_CASE("rule: afterId alone is counted exactly from the ends of the ids while they have no gaps, and up to 1000 "
          "when they have",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  {
    snap::Database db(demo.db, snap::OpenMode::ReadOnly);
    check_after_id_counts(*demo.live, db, true);
  }
  const auto [dir, db_path] = copy_of_demo("globals-after-id");
  // a global written past snapgen (above the counted watermark) is counted too
  snap::Database(db_path, snap::OpenMode::ReadWrite)
      .exec("INSERT INTO global(ts, type, avatar_id, value, message) VALUES (1795000000, 'Mining', 1, 50, 'late')");
  {
    EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    check_after_id_counts(edge, db, true);
  }
  // a global imported with an id of its own, past the largest: a gap the ends no longer count
  const std::string file = dir + "/own-id.jsonl";
  std::ofstream(file) << R"({"kind":"globals"})" "\n"
                      << R"({"id":900000,"type":"Mining","avatarName":"Ada Fireborn","dateTime":"2026-11-20T11:00:00Z",)"
                         R"("value":70,"depositName":"Lysterium","message":"Ada Fireborn found a deposit (Lysterium) )"
                         R"(with a value of 70 PED!"})"
                      << "\n";
  REQUIRE(snap::test::run_snapgen({"import", "--db", db_path, "--now", snap::test::kFixtureNow, file}).exit_code == 0);
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  check_after_id_counts(edge, db, false);
  edge.stop();
  snap::test::remove_tree(dir);
}


