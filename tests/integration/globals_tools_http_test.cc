// globals_tools_http_test.cc: query_globals and aggregate_globals through a real snapedge over the small demo: their
// schemas in GET /tools, answers cross-checked against GET /globals, /avatars/{slug}/globals and SQL over the demo
// database, typo-tolerant creature and avatar names named in the note, a blank value named in the note, list arguments
// (repeated and comma-separated), argument errors and ignoredParameters.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/db/database.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::Json;
using snap::test::catalogue_entry;
using snap::test::demo_world;
using snap::test::note_of;
using snap::test::require_problem;
using snap::test::tool;

namespace {

// One row per group from SQL over the demo database: {group, count, total, max} (total and max in PED, or null).
struct SqlGroup {
  Json group;
  std::int64_t count;
  Json total, max;
};

std::vector<SqlGroup> sql_groups(const std::string& sql) {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  auto rows = db.prepare_uncached(sql);
  std::vector<SqlGroup> groups;
  while (rows->step())
    groups.push_back({rows->json(0), rows->int64(1), rows->is_null(2) ? Json(nullptr) : Json(rows->int64(2) / 100.0),
                      rows->is_null(3) ? Json(nullptr) : Json(rows->int64(3) / 100.0)});
  return groups;
}

// Each row of the tool equals the group of SQL at the same place (blank totals are 0 in rows).
void require_rows_equal(const Json& answer, const std::vector<SqlGroup>& expected) {
  INFO(answer.dump());
  REQUIRE(answer.at("rowCount") == expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    const Json& row = answer.at("rows").at(i);
    CHECK(row.at("group") == expected[i].group);
    CHECK(row.at("count") == expected[i].count);
    CHECK(row.at("total").get<double>() == Approx(expected[i].total.is_null() ? 0.0 : expected[i].total.get<double>()));
    CHECK(row.at("max").get<double>() == Approx(expected[i].max.is_null() ? 0.0 : expected[i].max.get<double>()));
  }
}

const char* const kCents = "CAST(ROUND(value * 100) AS INTEGER)";

std::string grouped_sql(const std::string& key, const std::string& where, const std::string& order, int limit) {
  return "SELECT " + key + ", COUNT(*), SUM(" + kCents + "), MAX(" + kCents +
         ") FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id WHERE 1" + where + " GROUP BY 1 ORDER BY " + order +
         " LIMIT " + std::to_string(limit);
}

std::vector<std::int64_t> ids_of(const Json& list, const char* field) {
  std::vector<std::int64_t> ids;
  for (const Json& item : list) ids.push_back(item.at(field).get<std::int64_t>());
  return ids;
}

}  // namespace

TEST_CASE("query_globals and aggregate_globals are in the catalogue with the arguments of /globals", "[tools]") {
  const Json query = catalogue_entry("query_globals").at("inputSchema").at("properties");
  for (const char* name : {"type", "creatureName", "avatarName", "planet", "minValue", "maxValue", "fromDate", "toDate",
                           "isHof", "sortBy", "limit"})
    CHECK(query.contains(name));
  CHECK(query.at("limit").at("maximum") == 30);
  CHECK(query.at("limit").at("default") == 20);
  const Json aggregate = catalogue_entry("aggregate_globals").at("inputSchema").at("properties");
  CHECK(aggregate.at("groupBy").at("enum") ==
        Json::array({"type", "creature", "deposit", "item", "landArea", "avatar", "day", "week", "month"}));
  CHECK(aggregate.at("type").at("type") == "array");
  CHECK(aggregate.at("limit").at("maximum") == 100);
  CHECK(aggregate.at("orderBy").at("enum") == Json::array({"count", "total", "name"}));
}

TEST_CASE("query_globals: 'atrox yung' resolves to Atrox Young, the note says so, and the rows are /globals' own",
          "[tools]") {
  const Json answer = tool("query_globals?creatureName=atrox%20yung&limit=5");
  CHECK(note_of(answer).find("'atrox yung' -> Atrox Young") != std::string::npos);
  CHECK(note_of(answer).find("'atrox yung' -> Atrox Young (typo: 1 edit; maturity stripped: Young).") != std::string::npos);
  const Json page = snap::test::ok_json(*demo_world().live, "/globals?creatureName=Atrox%20Young&pageSize=5");
  REQUIRE(answer.at("rowCount") == page.at("items").size());
  REQUIRE(answer.at("rowCount").get<int>() > 0);
  CHECK(ids_of(answer.at("rows"), "id") == ids_of(page.at("items"), "id"));
  for (const Json& row : answer.at("rows")) {
    CHECK(row.at("subject") == "Atrox Young");
    CHECK(row.at("type") == "Hunting");
  }
  CHECK(note_of(answer).find(std::to_string(page.at("totalCount").get<int>()) + " globals match") != std::string::npos);
}

TEST_CASE(
    "query_globals: a subject of globals named exactly or in another case is that subject, said as globals name it",
    "[tools]") {
  const Json exact = tool("query_globals?creatureName=Atrox%20Young&limit=5");
  CHECK(note_of(exact).find("'Atrox Young' -> Atrox Young (exact, as globals name it).") != std::string::npos);
  const Json other_case = tool("query_globals?creatureName=aTROX%20young&limit=5");
  CHECK(note_of(other_case).find("'aTROX young' -> Atrox Young (same name, other case, as globals name it).") !=
        std::string::npos);
  REQUIRE(exact.at("rowCount").get<int>() > 0);
  CHECK(ids_of(other_case.at("rows"), "id") == ids_of(exact.at("rows"), "id"));
}

TEST_CASE("query_globals: a species without a maturity counts every maturity, as /globals?creatureName does",
          "[tools]") {
  const Json answer = tool("query_globals?creatureName=Atrox&limit=30");
  CHECK(note_of(answer).find("'Atrox' -> Atrox (exact). Every maturity of it counts.") != std::string::npos);
  const Json page = snap::test::ok_json(*demo_world().live, "/globals?creatureName=Atrox&pageSize=30");
  CHECK(ids_of(answer.at("rows"), "id") == ids_of(page.at("items"), "id"));
}

TEST_CASE("query_globals: a Discovery global's missing value shows 0 and the note names it", "[tools]") {
  const Json answer = tool("query_globals?type=Discovery&limit=2");
  REQUIRE(answer.at("rowCount") == 2);
  const Json& first = answer.at("rows").at(0);
  CHECK(first.at("value") == 0);
  CHECK(first.at("type") == "Discovery");
  CHECK(note_of(answer).find("No recorded value (shown as 0): " + std::to_string(first.at("id").get<int>()) +
                             ": value") != std::string::npos);
  CHECK(note_of(answer).find("it is not a value of zero") != std::string::npos);
}

TEST_CASE("query_globals: a misspelt avatar's globals, newest first, as /avatars/{slug}/globals lists them",
          "[tools]") {
  const Json answer = tool("query_globals?avatarName=ivo%20blot%20vik&limit=10");
  CHECK(note_of(answer).find("'ivo blot vik' -> Ivo Bolt Vik (typo: ") != std::string::npos);
  const Json page = snap::test::ok_json(*demo_world().live, "/avatars/ivo-bolt-vik/globals?pageSize=10");
  CHECK(ids_of(answer.at("rows"), "id") == ids_of(page.at("items"), "id"));
  const Json hunting = tool("query_globals?avatarName=Ivo%20Bolt%20Vik&type=Hunting&planet=calypso&limit=30");
  REQUIRE(hunting.at("rowCount").get<int>() > 0);
  for (const Json& row : hunting.at("rows")) {
    CHECK(row.at("avatarName") == "Ivo Bolt Vik");
    CHECK(row.at("type") == "Hunting");
    CHECK(row.at("planet") == "Calypso");
  }
}

TEST_CASE("query_globals: bad arguments are 400s naming them, unknown names 404, undeclared ones listed", "[tools]") {
  const auto& edge = *demo_world().live;
  require_problem(edge.get("/tools/query_globals?limit=31"), 400, "limit");
  require_problem(edge.get("/tools/query_globals?minValue=5&maxValue=1"), 400, "minValue");
  require_problem(edge.get("/tools/query_globals?fromDate=yesterday"), 400, "fromDate");
  require_problem(edge.get("/tools/query_globals?sortBy=Colour"), 400, "sortBy");
  require_problem(edge.get("/tools/query_globals?creatureName=qqqqzzzzxx"), 404);
  require_problem(edge.get("/tools/query_globals?avatarName=qqqqzzzzxx"), 404);
  require_problem(edge.get("/tools/query_globals?planet=Nowhere"), 404);
  const Json answer = tool("query_globals?limit=1&colour=red");
  CHECK(answer.at("ignoredParameters") == Json::array({"colour"}));
  CHECK(note_of(answer).find("Ignored parameters this tool does not declare: colour.") != std::string::npos);
}

TEST_CASE("aggregate_globals by type over all time equals SQL and names blank totals in the note", "[tools]") {
  const Json answer = tool("aggregate_globals");
  require_rows_equal(answer, sql_groups(grouped_sql("g.type", "", "2 DESC, 1", 20)));
  CHECK(note_of(answer).find("Counted over all time (UTC).") != std::string::npos);
  CHECK(note_of(answer).find("summary") == std::string::npos);  // notes are for readers: no table names
  for (const Json& row : answer.at("rows"))
    if (!row.at("average").is_null())  // PED to the cent, as everywhere
      CHECK(row.at("average").get<double>() * 100.0 == Approx(std::round(row.at("average").get<double>() * 100.0)));
  CHECK(note_of(answer).find("Discovery: total") != std::string::npos);
}

TEST_CASE("rule: groupBy creature groups Hunting globals, deposit Mining and Space Mining, item the others, and a "
          "type list is kept to the grouping's types",
          "[tools]") {
  const auto creatures = sql_groups(grouped_sql("g.subject", " AND g.type = 'Hunting'", "2 DESC, 1", 5));
  require_rows_equal(tool("aggregate_globals?groupBy=creature&limit=5"), creatures);
  const Json repeated = tool("aggregate_globals?groupBy=creature&type=Hunting&type=Mining&limit=5");
  require_rows_equal(repeated, creatures);
  const Json commas = tool("aggregate_globals?groupBy=creature&type=Hunting,Mining&limit=5");
  CHECK(commas.at("rows") == repeated.at("rows"));
  CHECK(note_of(commas).find("Grouped by creature: Hunting globals only") != std::string::npos);
  require_rows_equal(tool("aggregate_globals?groupBy=deposit&limit=5"),
                     sql_groups(grouped_sql("g.subject", " AND g.type IN ('Mining', 'Space Mining')", "2 DESC, 1", 5)));
  require_rows_equal(tool("aggregate_globals?groupBy=item&limit=5"),
                     sql_groups(grouped_sql("g.subject",
                                            " AND g.type IN ('Construction', 'Discovery', 'Rare Item', 'Tiered Item')",
                                            "2 DESC, g.subject IS NULL, 1", 5)));
  require_problem(demo_world().live->get("/tools/aggregate_globals?groupBy=creature&type=Mining"), 400, "type");
  const Json by_total = tool("aggregate_globals?groupBy=creature&type=Hunting&orderBy=total&limit=3");
  require_rows_equal(by_total, sql_groups(grouped_sql("g.subject", " AND g.type = 'Hunting'", "3 DESC, 1", 3)));
}

TEST_CASE("aggregate_globals by month over a window with part days equals SQL, the note gives the window",
          "[tools]") {
  const Json answer =
      tool("aggregate_globals?groupBy=month&orderBy=name&fromDate=2025-03-15T06:00:00Z&toDate=2025-06-10T12:00:00Z");
  require_rows_equal(
      answer, sql_groups(grouped_sql(
                  "strftime('%Y-%m', g.ts, 'unixepoch')",
                  " AND g.ts BETWEEN strftime('%s', '2025-03-15 06:00:00') AND strftime('%s', '2025-06-10 12:00:00')",
                  "1", 20)));
  const std::string note = note_of(answer);
  CHECK(note.find("Counted over 2025-03-15T06:00:00Z to 2025-06-10T12:00:00Z (UTC).") != std::string::npos);
}

TEST_CASE("aggregate_globals by week and by day count whole days of a filtered creature as SQL does", "[tools]") {
  const std::string where =
      " AND g.creature_id = (SELECT id FROM creature WHERE name = 'Atrox') AND g.ts BETWEEN strftime('%s', "
      "'2026-01-01') AND strftime('%s', '2026-06-30 23:59:59')";
  const Json weeks =
      tool("aggregate_globals?groupBy=week&creatureName=atrox&fromDate=2026-01-01&toDate=2026-06-30&limit=100");
  require_rows_equal(
      weeks, sql_groups(grouped_sql("date(g.ts, 'unixepoch', '-6 days', 'weekday 1')", where, "2 DESC, 1", 100)));
  const Json days = tool(
      "aggregate_globals?groupBy=day&creatureName=atrox&fromDate=2026-01-01&toDate=2026-06-30&orderBy=name&limit=100");
  require_rows_equal(days, sql_groups(grouped_sql("date(g.ts, 'unixepoch')", where, "1", 100)));
}

TEST_CASE("aggregate_globals by land area for a misspelt creature with a maturity, on a planet", "[tools]") {
  const Json answer = tool("aggregate_globals?groupBy=landArea&creatureName=qafara%20scarab%20yung&planet=toulan");
  CHECK(note_of(answer).find("'qafara scarab yung' -> Qafara Scarab Young") != std::string::npos);
  require_rows_equal(
      answer, sql_groups(grouped_sql("g.location", " AND g.subject = 'Qafara Scarab Young' AND g.planet = 'Toulan'",
                                     "2 DESC, g.location IS NULL, 1", 20)));
}

TEST_CASE("aggregate_globals by avatar over all time: the top avatars by count and by total, as SQL ranks them",
          "[tools]") {
  require_rows_equal(tool("aggregate_globals?groupBy=avatar&limit=5"),
                     sql_groups(grouped_sql("a.name", " AND g.avatar_id IS NOT NULL", "2 DESC, g.avatar_id", 5)));
  const Json by_total = tool("aggregate_globals?groupBy=avatar&orderBy=total&type=Mining&limit=3");
  require_rows_equal(by_total, sql_groups(grouped_sql("a.name", " AND g.avatar_id IS NOT NULL AND g.type = 'Mining'",
                                                      "3 DESC, g.avatar_id", 3)));
  CHECK(note_of(by_total).find("each avatar's lifetime globals") != std::string::npos);
}

TEST_CASE("aggregate_globals for one avatar reads its own globals, with a window by avatar it reads the matches",
          "[tools]") {
  const Json answer = tool("aggregate_globals?avatarName=ivo%20bolt%20vik&groupBy=creature&limit=3");
  require_rows_equal(answer, sql_groups(grouped_sql("g.subject", " AND a.name = 'Ivo Bolt Vik' AND g.type = 'Hunting'",
                                                    "2 DESC, 1", 3)));
  CHECK(note_of(answer).find("Counted over all time (UTC).") != std::string::npos);
  const Json windowed = tool("aggregate_globals?groupBy=avatar&fromDate=2026-11-01&limit=3");
  require_rows_equal(windowed, sql_groups(grouped_sql("a.name", " AND g.ts >= strftime('%s', '2026-11-01')",
                                                      "2 DESC, a.name IS NULL, 1", 3)));
}

TEST_CASE("aggregate_globals: bad arguments are 400s naming them, undeclared ones listed", "[tools]") {
  const auto& edge = *demo_world().live;
  require_problem(edge.get("/tools/aggregate_globals?groupBy=colour"), 400, "groupBy");
  require_problem(edge.get("/tools/aggregate_globals?type=Hunting,Fishing"), 400, "type");
  require_problem(edge.get("/tools/aggregate_globals?limit=101"), 400, "limit");
  require_problem(edge.get("/tools/aggregate_globals?fromDate=2026-02-01&toDate=2026-01-01"), 400, "fromDate");
  const Json answer = tool("aggregate_globals?period=month");
  CHECK(answer.at("ignoredParameters") == Json::array({"period"}));
}

TEST_CASE("a database from before schema 0014 gets from snapgen migrate the group summary snapgen's refresh built",
          "[tools][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT * FROM global_group_summary ORDER BY scope, period, type, subject, creature_id, location, planet",
      "DROP VIEW global_group_day_rule; DROP VIEW global_group_month_rule; DROP VIEW global_group_all_time_rule; "
      "DROP VIEW global_group_type_rule; DROP VIEW global_group_rollup_rule; DROP TABLE global_group_summary; DROP "
      "INDEX owner_type_by_globals; DROP INDEX owner_type_by_value_cents; ALTER TABLE weapon DROP COLUMN "
      "computed_figures; " +
          snap::test::undo_schemas_from(17) + "PRAGMA user_version = 13");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}
