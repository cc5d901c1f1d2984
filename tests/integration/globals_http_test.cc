// globals_http_test.cc: the globals routes through a real snapedge (api-description.md "Globals", API.md
// "Globals"): every 400 and non-error rule, each filter and sort, paging arithmetic, afterId, recent, last-5,
// top-24h, activity-24h and inspect over the hand-made globals_fixture.sql (its comments give the times), and
// over the small demo that every answer and totalCount equals the same question asked of SQLite directly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/db/fts_words.h"
#include "core/route_table.h"
#include "core/routes/globals/globals_query.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::EdgeProcess;
using snap::test::HttpResult;

namespace {

using Ids = std::vector<std::int64_t>;

// tests/integration/globals_fixture.sql in a fresh database.
void write_globals_database(const std::string& path) {
  snap::test::write_sql_database(path, snap::test::checkout_path("tests/integration/globals_fixture.sql"), snap::test::kFixtureNow);
}

struct GlobalsWorld {
  std::string dir = snap::test::make_temp_dir("globals-world");
  std::string db = dir + "/globals.db";
  std::unique_ptr<EdgeProcess> edge;
  GlobalsWorld() {
    write_globals_database(db);
    edge = std::make_unique<EdgeProcess>(db, "", snap::test::kFixtureNow);
  }
  ~GlobalsWorld() {
    edge.reset();
    snap::test::remove_tree(dir);
  }
};

const GlobalsWorld& globals_world() {
  static const GlobalsWorld world;
  return world;
}

HttpResult get(const std::string& target) { return globals_world().edge->get(target); }

using snap::test::ok_json;

Json ok_json(const std::string& target) { return ok_json(*globals_world().edge, target); }

Ids ids_of(const Json& list) {
  Ids ids;
  for (const Json& g : list) ids.push_back(g.at("id").get<std::int64_t>());
  return ids;
}

// Ids of every matching global (one page of 30 holds the whole fixture).
Ids list_ids(const std::string& query) { return ids_of(ok_json("/globals?pageSize=30&" + query).at("items")); }

std::int64_t total_of(const std::string& query) {
  const Json body = ok_json("/globals?" + query);
  CHECK(body.at("totalCountExact") == true);
  return body.at("totalCount").get<std::int64_t>();
}

}  // namespace

// api-description.md Globals rule 1 and the Errors table: out-of-bound input is a 400, never clamped.
TEST_CASE("globals parameters that break a rule are 400 problems naming the parameter", "[globals][errors]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/globals?minValue=300&maxValue=100", "minValue"},
      {"/globals?fromDate=2026-11-21&toDate=2026-11-20", "fromDate"},
      {"/globals?fromDate=2026-11-20T12:00:01Z&toDate=2026-11-20T12:00:00Z", "fromDate"},
      {"/globals?sortBy=Name", "sortBy"},
      {"/globals?pageSize=31", "pageSize"},
      {"/globals?pageSize=0", "pageSize"},
      {"/globals?pageNumber=0", "pageNumber"},
      {"/globals?pageNumber=9223372036854775807&pageSize=30", "pageNumber"},
      {"/globals?sortOrder=up", "sortOrder"},
      {"/globals?type=Fishing", "type"},
      {"/globals?isHof=maybe", "isHof"},
      {"/globals?isAth=2", "isAth"},
      {"/globals?isTeam=yes", "isTeam"},
      {"/globals?creatureId=abc", "creatureId"},
      {"/globals?minValue=abc", "minValue"},
      {"/globals?maxValue=1e999", "maxValue"},
      {"/globals?fromDate=yesterday", "fromDate"},
      {"/globals?toDate=2026-02-30", "toDate"},
      {"/globals?afterId=-1", "afterId"},
      {"/globals?search=%21%21%21", "search"},
      {"/globals/recent?count=0", "count"},
      {"/globals/recent?count=201", "count"},
      {"/globals/recent?count=abc", "count"},
      {"/globals/recent?afterId=x", "afterId"},
      {"/globals/top-24h?excludeTeams=maybe", "excludeTeams"}};
  for (const auto& [target, parameter] : cases) {
    INFO(target);
    snap::test::require_problem(get(target), 400, parameter);
  }
}

TEST_CASE("a wrong sortBy lists the four accepted values", "[globals][errors]") {
  const std::string detail = get("/globals?sortBy=Name").json().at("detail");
  for (const char* name : {"DateTime", "GlobalValue", "AvatarName", "Type"}) CHECK(detail.find(name) != std::string::npos);
}

TEST_CASE("globals inputs at the edge of a rule are answered, not refused", "[globals]") {
  CHECK(ok_json("/globals?pageSize=30").at("pageSize") == 30);
  CHECK(list_ids("minValue=300&maxValue=300") == Ids{4, 3});
  // a date-only toDate covers its whole day, so the same date on both ends is one day
  CHECK(list_ids("fromDate=2026-11-20&toDate=2026-11-20") == Ids{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5});
  CHECK(list_ids("fromDate=2026-11-20T12:00:00Z&toDate=2026-11-20T12:00:00Z") == Ids{15});
  CHECK(list_ids("sortby=Type&Unknown=1") == list_ids(""));  // unknown names (and wrong case) are ignored
  CHECK(ids_of(ok_json("/globals/recent?count=200")).size() == 16);
  CHECK(ids_of(ok_json("/globals/recent?count=1")) == Ids{15});
  CHECK(ok_json("/globals?type=mining").at("totalCount") == 3);  // choices match in any case
}

TEST_CASE("one global carries the API.md fields, the subject in the field of its kind", "[globals]") {
  const Json team = ok_json("/globals/inspect/5").at("global");
  const std::vector<std::string> fields = {
      "id",           "type",           "avatarName",          "avatarSlug",         "teamName",
      "teamSlug",     "isTeam",         "globalValue",         "dateTime",           "isHof",
      "isAth",        "creatureName",   "creatureId",          "creatureSlug",       "depositName",
      "depositSlug",  "depositCategory", "craftedItemName",    "craftedItemSlug",    "craftedItemCategory",
      "discoveredItemName", "discoveredItemSlug", "discoveredItemCategory", "rareItemName", "rareItemSlug",
      "rareItemCategory", "tieredItemName", "tieredItemSlug", "tieredItemCategory", "tieredItemTier",
      "pvpSpree",     "planet",         "planetSlug",          "landareaName",       "landareaSlug",
      "message"};
  std::vector<std::string> keys;
  for (const auto& item : team.items()) keys.push_back(item.key());
  CHECK(keys == fields);
  CHECK(team.at("avatarName").is_null());
  CHECK(team.at("teamName") == "Iron Wolves");
  CHECK(team.at("teamSlug") == "iron-wolves");
  CHECK(team.at("isTeam") == true);
  CHECK(team.at("depositName") == "Cerulean Cluster");
  CHECK(team.at("creatureName").is_null());
  CHECK(team.at("dateTime") == "2026-11-20T02:00:00Z");
  const Json hunt = ok_json("/globals/inspect/3").at("global");
  CHECK(hunt.at("creatureName") == "Atrox Old");
  CHECK(hunt.at("creatureId") == 1);
  CHECK(hunt.at("creatureSlug") == "atrox");  // the species, without its maturity
  CHECK(team.at("depositSlug").is_null());    // no asteroid or material of that name in this wiki
  CHECK(hunt.at("landareaName") == "Atrox Plains");
  CHECK(hunt.at("isHof") == true);
  CHECK(ok_json("/globals/inspect/12").at("global").at("tieredItemTier") == 3);
  CHECK(ok_json("/globals/inspect/12").at("global").at("globalValue").is_null());
  CHECK(ok_json("/globals/inspect/8").at("global").at("pvpSpree") == 12);
}

TEST_CASE("each /globals filter keeps exactly its globals, newest first, with an exact totalCount", "[globals]") {
  const std::vector<std::pair<std::string, Ids>> cases = {
      {"", {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 16, 2, 1}},
      {"type=Hunting", {14, 10, 4, 3, 16, 1}},
      {"type=Space%20Mining", {6, 5}},
      {"type=Rare%20Item", {11}},
      {"creatureName=Atrox", {14, 10, 3, 16, 1}},        // a wiki creature: every maturity
      {"creatureName=atrox", {14, 10, 3, 16, 1}},        // case-insensitive
      {"creatureName=Lysterium", {15, 13, 2}},          // any other subject, exactly
      {"creatureName=Atrox%20Old", {3, 16}},
      {"creatureName=Omegaton%20Pistol", {7}},
      {"creatureId=2", {4}},
      {"creatureId=1&creatureName=Atrox", {14, 10, 3, 16, 1}},
      {"creatureId=2&creatureName=Atrox", {}},           // two different creatures
      {"isHof=true", {10, 8, 3}},
      {"isHof=false", {15, 14, 13, 12, 11, 9, 7, 6, 5, 4, 16, 2, 1}},
      {"isAth=1", {10}},
      {"isTeam=true", {10, 5}},
      {"isTeam=false", {15, 14, 13, 12, 11, 9, 8, 7, 6, 4, 3, 16, 2, 1}},
      {"minValue=300", {10, 5, 4, 3, 16}},
      {"maxValue=60", {14, 13, 11, 1}},
      {"minValue=55.5&maxValue=120", {14, 13, 7, 6, 2}},
      {"type=Hunting&minValue=300", {10, 4, 3, 16}},
      {"fromDate=2026-11-20", {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5}},
      {"toDate=2026-11-19", {4, 3, 16, 2, 1}},
      {"fromDate=2026-11-20T09:00:00Z&toDate=2026-11-20T11:30:00Z", {13, 12, 11, 10}},
      {"fromDate=2026-11-20T09:00:01Z&toDate=2026-11-20T11:29:59", {12, 11}},
      {"type=Mining&fromDate=2026-11-19T00:00:00Z&toDate=2026-11-20T11:59:59Z", {13, 2}},
      {"search=atrox", {14, 10, 3, 16, 1}},
      {"search=Bram%20ATROX", {14, 3}},
      {"search=hall%20fame", {10, 8, 3}},
      {"search=nothingmatches", {}},
      {"type=Hunting&isHof=true&minValue=500", {10}},
      {"isHof=true&search=atrox", {10, 3}}};
  for (const auto& [query, ids] : cases) {
    INFO(query);
    CHECK(list_ids(query) == ids);
    CHECK(total_of(query) == static_cast<std::int64_t>(ids.size()));
  }
}

TEST_CASE("each /globals sort in both orders, ties broken by id (Type and AvatarName by time first)", "[globals]") {
  const std::vector<std::pair<std::string, Ids>> cases = {
      {"sortBy=DateTime&sortOrder=desc", {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 16, 2, 1}},
      {"sortBy=DateTime&sortOrder=asc", {1, 2, 16, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}},
      // unknown values (Discovery, Tiered Item, PvP) last in both orders; 3 and 4 tie at 300
      {"sortBy=GlobalValue&sortOrder=desc", {10, 16, 5, 4, 3, 15, 2, 6, 7, 13, 14, 1, 11, 12, 9, 8}},
      {"sortBy=GlobalValue&sortOrder=asc", {11, 1, 14, 13, 7, 6, 2, 15, 3, 4, 5, 16, 10, 8, 9, 12}},
      // globals naming no avatar (5, a team's) last in both orders
      {"sortBy=AvatarName&sortOrder=asc", {1, 6, 8, 10, 13, 2, 3, 9, 12, 14, 16, 4, 7, 11, 15, 5}},
      {"sortBy=AvatarName&sortOrder=desc", {15, 11, 7, 4, 16, 14, 12, 9, 3, 2, 13, 10, 8, 6, 1, 5}},
      {"sortBy=Type&sortOrder=asc", {7, 9, 1, 16, 3, 4, 10, 14, 2, 13, 15, 8, 11, 5, 6, 12}},
      {"sortBy=Type&sortOrder=desc", {12, 6, 5, 11, 8, 15, 13, 2, 14, 10, 4, 3, 16, 1, 9, 7}},
      {"sortBy=Type", {12, 6, 5, 11, 8, 15, 13, 2, 14, 10, 4, 3, 16, 1, 9, 7}},  // sortOrder defaults to desc
      {"sortBy=globalvalue&sortOrder=ASC&type=Hunting", {1, 14, 3, 4, 16, 10}}};
  for (const auto& [query, ids] : cases) {
    INFO(query);
    CHECK(list_ids(query) == ids);
  }
}

TEST_CASE("paging: totalCount, totalPages, the last page and a page past it", "[globals]") {
  const Json first = ok_json("/globals");
  CHECK(first.at("pageNumber") == 1);
  CHECK(first.at("pageSize") == 10);  // the default
  CHECK(first.at("totalCount") == 16);
  CHECK(first.at("totalPages") == 2);
  CHECK(first.at("items").size() == 10);
  std::vector<std::string> keys;
  for (const auto& item : first.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"items", "totalCount", "pageNumber", "pageSize", "totalPages", "totalCountExact"});
  const Json last = ok_json("/globals?pageSize=3&pageNumber=6");
  CHECK(last.at("totalPages") == 6);
  CHECK(ids_of(last.at("items")) == Ids{1});
  CHECK(ids_of(ok_json("/globals?pageSize=3&pageNumber=2").at("items")) == Ids{12, 11, 10});
  const Json past = ok_json("/globals?pageSize=3&pageNumber=7");
  CHECK(past.at("items").empty());
  CHECK(past.at("totalCount") == 16);
  const Json none = ok_json("/globals?creatureName=Nobody");
  CHECK(none.at("totalCount") == 0);
  CHECK(none.at("totalPages") == 0);
}

// API.md "Polling without overlap": afterId keeps larger ids only, oldest first.
TEST_CASE("afterId on /globals and /globals/recent: only larger ids, oldest first", "[globals]") {
  CHECK(list_ids("afterId=12") == Ids{13, 14, 15, 16});
  CHECK(list_ids("afterId=12&sortBy=GlobalValue&sortOrder=desc") == Ids{13, 14, 15, 16});
  CHECK(list_ids("afterId=12&type=Mining") == Ids{13, 15});
  CHECK(list_ids("afterId=16").empty());
  CHECK(total_of("afterId=12") == 4);
  CHECK(ids_of(ok_json("/globals?afterId=0&pageSize=2&pageNumber=2").at("items")) == Ids{3, 4});
  CHECK(ids_of(ok_json("/globals/recent?afterId=13&count=2")) == Ids{14, 15});
  CHECK(ids_of(ok_json("/globals/recent?afterId=16")).empty());
}

TEST_CASE("recent is newest first, 50 by default, last-5 returns seven", "[globals]") {
  CHECK(ids_of(ok_json("/globals/recent")) == Ids{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 16, 2, 1});
  CHECK(ids_of(ok_json("/globals/recent?count=3")) == Ids{15, 14, 13});
  CHECK(ids_of(ok_json("/globals/last-5")) == Ids{15, 14, 13, 12, 11, 10, 9});
}

// The 24 hours are (now - 24 h, now]: global 16 at exactly now - 24 h is out, global 15 at now is in.
TEST_CASE("top-24h: five professions, best value first, excludeTeams on hunting and space mining only", "[globals]") {
  const Json top = ok_json("/globals/top-24h");
  std::vector<std::string> keys;
  for (const auto& item : top.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"hunting", "mining", "spaceMining", "construction", "pvp"});
  CHECK(ids_of(top.at("hunting")) == Ids{10, 4, 3, 14});
  CHECK(ids_of(top.at("mining")) == Ids{15, 13});
  CHECK(ids_of(top.at("spaceMining")) == Ids{5, 6});
  CHECK(ids_of(top.at("construction")) == Ids{7});
  CHECK(ids_of(top.at("pvp")) == Ids{8});
  const Json solo = ok_json("/globals/top-24h?excludeTeams=true");
  CHECK(ids_of(solo.at("hunting")) == Ids{4, 3, 14});
  CHECK(ids_of(solo.at("spaceMining")) == Ids{6});
  CHECK(solo.at("mining") == top.at("mining"));
  CHECK(ok_json("/globals/top-24h?excludeTeams=false") == top);
  CHECK(get("/globals/top-24h").header("cache-control") == "public, max-age=300, stale-while-revalidate=5");
}

TEST_CASE("activity-24h: 24 hourly buckets ending with the current hour, empty hours zero", "[globals]") {
  const Json hours = ok_json("/globals/activity-24h");
  REQUIRE(hours.size() == 24);
  CHECK(hours[0].at("hour") == "2026-11-19T13:00:00Z");
  CHECK(hours[23].at("hour") == "2026-11-20T12:00:00Z");
  auto bucket = [](std::int64_t hunting, std::int64_t mining, std::int64_t space, std::int64_t construction,
                   std::int64_t pvp, std::int64_t other) {
    return std::vector<std::int64_t>{hunting, mining, space, construction, pvp, other};
  };
  std::map<size_t, std::vector<std::int64_t>> expected = {
      {3, bucket(2, 0, 0, 0, 0, 0)},  {13, bucket(0, 0, 1, 0, 0, 0)}, {14, bucket(0, 0, 1, 0, 0, 0)},
      {15, bucket(0, 0, 0, 1, 0, 0)}, {18, bucket(0, 0, 0, 0, 1, 0)}, {19, bucket(0, 0, 0, 0, 0, 1)},
      {20, bucket(1, 0, 0, 0, 0, 0)}, {21, bucket(0, 0, 0, 0, 0, 1)}, {22, bucket(1, 1, 0, 0, 0, 1)},
      {23, bucket(0, 1, 0, 0, 0, 0)}};
  for (size_t i = 0; i < hours.size(); ++i) {
    INFO("bucket " << i << ": " << hours[i].dump());
    std::vector<std::int64_t> counts;
    for (const char* key : {"hunting", "mining", "spaceMining", "construction", "pvp", "other"})
      counts.push_back(hours[i].at(key).get<std::int64_t>());
    CHECK(counts == (expected.count(i) ? expected[i] : bucket(0, 0, 0, 0, 0, 0)));
  }
  CHECK(get("/globals/activity-24h").header("cache-control") == "public, max-age=60, stale-while-revalidate=5");
}

TEST_CASE("inspect: up to 20 on each side in time order, the first and last globals have one side empty", "[globals]") {
  const Json first = ok_json("/globals/inspect/1");
  CHECK(first.at("global").at("id") == 1);
  CHECK(first.at("before").empty());
  CHECK(ids_of(first.at("after")) == Ids{2, 16, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
  const Json last = ok_json("/globals/inspect/15");
  CHECK(ids_of(last.at("before")) == Ids{1, 2, 16, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14});
  CHECK(last.at("after").empty());
  const Json tie = ok_json("/globals/inspect/4");  // 3 has the same time and a smaller id: it is before
  CHECK(ids_of(tie.at("before")) == Ids{1, 2, 16, 3});
  CHECK(ids_of(tie.at("after")).front() == 5);
  const HttpResult missing = get("/globals/inspect/999");
  snap::test::require_problem(missing, 404);
  CHECK(missing.json().at("detail") == "global '999' was not found");
  snap::test::require_problem(get("/globals/inspect/abc"), 404);
}

TEST_CASE("inspect keeps 20 on each side when there are more", "[globals]") {
  const EdgeProcess& demo = *snap::test::demo_world().live;
  const Json recent = ok_json(demo, "/globals/recent?count=60");
  const std::int64_t middle = recent[30].at("id");
  const Json around = ok_json(demo, "/globals/inspect/" + std::to_string(middle));
  CHECK(around.at("before").size() == 20);
  CHECK(around.at("after").size() == 20);
  CHECK(around.at("before").back().at("id") == recent[31].at("id"));
  CHECK(around.at("after").front().at("id") == recent[29].at("id"));
}

TEST_CASE("totals stay exact when globals are added: by snapgen import, and above the counted watermark", "[globals]") {
  const std::string dir = snap::test::make_temp_dir("globals-import");
  const std::string db = dir + "/globals.db";
  write_globals_database(db);
  // The edge holds each /globals answer 5 seconds of its clock: the clock moves on after each write.
  const std::string clock = dir + "/clock";
  std::int64_t now = snap::test::kTestNowSeconds;
  snap::test::set_edge_clock(clock, now);
  EdgeProcess edge(db, "", "", {"--clock-file", clock});
  const std::vector<std::string> queries = {"",
                                            "type=Hunting",
                                            "creatureName=Atrox",
                                            "isHof=true",
                                            "isHof=false",
                                            "minValue=300",
                                            "type=Hunting&maxValue=400",
                                            "fromDate=2026-11-20T11:00:00Z",
                                            "toDate=2026-11-20T11:56:00Z"};
  const std::vector<std::int64_t> before = {16, 6, 5, 3, 13, 5, 4, 4, 15};
  for (size_t i = 0; i < queries.size(); ++i) {
    INFO(queries[i]);
    CHECK(ok_json(edge, "/globals?" + queries[i]).at("totalCount") == before[i]);
  }

  // Two Hunting globals of the Atrox through snapgen import (which refreshes the counts).
  const std::string file = dir + "/globals.jsonl";
  std::ofstream(file) << R"({"kind":"globals"})" "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2026-11-20T11:55:00Z","value":400,)"
                         R"("creatureName":"Atrox Young","isHof":true,"message":"Ada Fireborn killed a creature (Atrox Young) with a value of 400 PED!"})"
                      << "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2026-11-20T11:57:00Z","value":70,)"
                         R"("creatureName":"Atrox Young","message":"Ada Fireborn killed a creature (Atrox Young) with a value of 70 PED!"})"
                      << "\n";
  const auto imported = snap::test::run_snapgen({"import", "--db", db, "--now", snap::test::kFixtureNow, file});
  REQUIRE(imported.exit_code == 0);
  snap::test::set_edge_clock(clock, now += 5);
  const std::vector<std::int64_t> after_import = {18, 8, 7, 4, 14, 6, 6, 6, 16};
  for (size_t i = 0; i < queries.size(); ++i) {
    INFO(queries[i]);
    CHECK(ok_json(edge, "/globals?" + queries[i]).at("totalCount") == after_import[i]);
  }
  CHECK(ids_of(ok_json(edge, "/globals?creatureName=Atrox&pageSize=2").at("items")) == Ids{18, 17});

  // A writer that does not refresh the counts (rows above the watermark): the edge counts those live.
  {
    snap::Database writer(db, snap::OpenMode::ReadWrite);
    writer.exec("INSERT INTO global (id, ts, type, avatar_id, value, subject, creature_id, is_hof, message) VALUES"
                " (40, 1795175990, 'Hunting', 2, 500, 'Atrox Old', 1, 1, 'Bram Stone killed a creature (Atrox Old)')");
  }
  snap::test::set_edge_clock(clock, now += 5);
  const std::vector<std::int64_t> above_watermark = {19, 9, 8, 5, 14, 7, 6, 7, 16};
  for (size_t i = 0; i < queries.size(); ++i) {
    INFO(queries[i]);
    CHECK(ok_json(edge, "/globals?" + queries[i]).at("totalCount") == above_watermark[i]);
  }
  edge.stop();
  snap::test::remove_tree(dir);
}

// Ids of /globals?query from edge and from plain SQL over db with the same page (`where` and `order` restate the
// query; the avatar is joined as a, for the avatar-name order); the answer, for its other fields.
Json check_page_equals_sql(const EdgeProcess& edge, snap::Database& db, const std::string& query,
                           const std::string& where, const std::string& order) {
  INFO(query);
  const Json body = ok_json(edge, "/globals?" + query);
  const std::int64_t page = body.at("pageNumber"), size = body.at("pageSize");
  Ids expected;
  snap::Statement& rows = db.prepare("SELECT g.id FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id WHERE " +
                                     where + " ORDER BY " + order + " LIMIT ?1 OFFSET ?2");
  rows.bind(1, size).bind(2, (page - 1) * size);
  while (rows.step()) expected.push_back(rows.int64(0));
  CHECK_FALSE(expected.empty());
  CHECK(ids_of(body.at("items")) == expected);
  return body;
}

// The same page as plain SQL, and an exact totalCount.
void check_shape_equals_sql(const EdgeProcess& edge, snap::Database& db, const std::string& query,
                            const std::string& where, const std::string& order) {
  INFO(query);
  const Json body = check_page_equals_sql(edge, db, query, where, order);
  CHECK(body.at("totalCount") == db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where));
  CHECK(body.at("totalCountExact") == true);
}

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
      {"minValue=2000&pageNumber=3", "g.value >= 2000", by_time},
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
      // ten-minute slots (0028) cut at both ends; most of one slot (its count less the minutes outside, which hold
      // globals of the demo: 01:11:33 and 01:17:45; 18:51:03 of one type), of every type and of one; a few minutes
      // of one slot; and parts of two slots with no whole slot between (the second's count less 01:16:54 and on)
      {"fromDate=2026-11-20T11:05:00Z&toDate=2026-11-20T11:50:00Z", "g.ts BETWEEN 1795172700 AND 1795175400", by_time},
      {"fromDate=2026-11-20T01:12:00Z&toDate=2026-11-20T01:17:35Z", "g.ts BETWEEN 1795137120 AND 1795137455", by_time},
      {"type=Hunting&fromDate=2026-11-19T18:51:10Z&toDate=2026-11-19T18:56:30Z",
       "g.type = 'Hunting' AND g.ts BETWEEN 1795114270 AND 1795114590", by_time},
      {"fromDate=2026-11-20T01:14:00Z&toDate=2026-11-20T01:16:00Z", "g.ts BETWEEN 1795137240 AND 1795137360", by_time},
      {"fromDate=2026-11-20T01:05:00Z&toDate=2026-11-20T01:16:00Z", "g.ts BETWEEN 1795136700 AND 1795137360", by_time},
      {"type=Hunting&fromDate=2026-11-19T16:10:00Z&toDate=2026-11-19T17:40:00Z",
       "g.type = 'Hunting' AND g.ts BETWEEN 1795104600 AND 1795110000", by_time},
      {"sortBy=AvatarName&sortOrder=asc", "1", "a.name IS NULL, a.name, g.ts, g.id"},
      {"sortBy=AvatarName&pageNumber=4", "1", "a.name IS NULL, a.name DESC, g.ts DESC, g.id DESC"},
      {"sortBy=AvatarName&type=Mining&isHof=true", "g.type = 'Mining' AND g.is_hof = 1",
       "a.name IS NULL, a.name DESC, g.ts DESC, g.id DESC"},
      {"search=atrox&pageNumber=3", "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'atrox')", by_time},
      {"search=atrox&sortOrder=asc&pageNumber=2", "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'atrox')",
       "g.ts, g.id"},
      {"search=atrox&type=Hunting&isHof=false", "g.type = 'Hunting' AND g.is_hof = 0 AND g.id IN"
       " (SELECT rowid FROM global_fts WHERE global_fts MATCH 'atrox')", by_time},
      {"sortBy=GlobalValue&sortOrder=asc&pageNumber=7", "1", "g.value IS NULL, g.value, g.id"},
      {"sortBy=Type&sortOrder=asc&pageNumber=9", "1", "g.type, g.ts, g.id"}};
  for (const Case& c : cases) check_shape_equals_sql(*demo.live, db, c.query, c.where, c.order);
}

// The page statement GET /globals runs for a query string (globals_query.h), to see which indexes it reads.
std::string page_sql_of(snap::Database& db, const std::string& query) {
  snap::PathArgs args;
  const snap::Route* route = snap::all_routes().match({"globals"}, args);
  return snap::globals_page_sql_of(db, snap::parse_params(route->params, snap::parse_query_string(query))).sql;
}

TEST_CASE("rule: a value range in time order is read band by band where the counts say that is cheapest (the bands "
          "the range barely touches sorted from the value index), and answers exactly what SQL answers",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::string newest = "g.ts DESC, g.id DESC", oldest = "g.ts, g.id";
  struct Case {
    std::string query, where, order;
    bool sorts_a_piece;  // a band at an end of the range is read from global_by_value, not walked
  };
  // In the demo's 50,000 globals a band plan pays from a few pages deep: bands 30-33 (181-362 PED) hold ~1,800.
  const std::string range = "g.value BETWEEN 200 AND 350";
  const std::vector<Case> cases = {
      {"minValue=200&maxValue=350&pageNumber=4", range, newest, false},
      {"minValue=200&maxValue=350&pageNumber=30", range, newest, false},
      {"minValue=200&maxValue=350&sortOrder=asc&pageNumber=6", range, oldest, false},
      // 214-215.3 of band 30 (181-215.3): too little of it to walk
      {"minValue=214&maxValue=363&pageNumber=4", "g.value BETWEEN 214 AND 363", newest, true},
      {"minValue=214&maxValue=363&sortOrder=asc&pageNumber=7", "g.value BETWEEN 214 AND 363", oldest, true},
      {"minValue=200&maxValue=350&toDate=2026-03-01&pageNumber=12", range + " AND g.ts <= 1772409599", newest, false},
      // no top, and a top above the largest value: the bands end at the largest value's
      {"minValue=200&pageNumber=8", "g.value >= 200", newest, false},
      {"minValue=200&maxValue=90000&pageNumber=8", "g.value BETWEEN 200 AND 90000", newest, false},
      {"minValue=200&maxValue=350&fromDate=2025-11-01&toDate=2026-10-01&pageNumber=20",
       range + " AND g.ts BETWEEN 1761955200 AND 1790899199", newest, false}};
  for (const Case& c : cases) {
    INFO(c.query);
    const std::string sql = page_sql_of(db, c.query);
    INFO(sql);
    CHECK(sql.find("INDEXED BY global_by_value_band") != std::string::npos);
    CHECK((sql.find("INDEXED BY global_by_value WHERE") != std::string::npos) == c.sorts_a_piece);
    check_shape_equals_sql(*demo.live, db, c.query, c.where, c.order);
  }
}

// A copy of the demo database in a fresh folder (named after `name`), for a test that writes into it.
struct DemoCopy {
  std::string dir, db;
};
DemoCopy copy_of_demo(const std::string& name) {
  DemoCopy copy{snap::test::make_temp_dir(name), ""};
  copy.db = copy.dir + "/demo.db";
  std::filesystem::copy_file(snap::test::demo_world().db, copy.db);
  return copy;
}

// The same with a Mining global written past snapgen (above the counted watermark, with an old time): no
// maintained count holds it.
DemoCopy copy_of_demo_with_a_late_global(const std::string& name) {
  DemoCopy copy = copy_of_demo(name);
  snap::Database(copy.db, snap::OpenMode::ReadWrite)
      .exec("INSERT INTO global(ts, type, avatar_id, value, message) SELECT ts, 'Mining', avatar_id, 50, 'late'"
            " FROM global WHERE type = 'Mining' ORDER BY ts DESC LIMIT 1 OFFSET 3000");
  return copy;
}

// Pages of every global or of one type in time order, and of every global in type order, 2,000 rows deep or more,
// over the demo's 50,000 globals, newest and oldest first: every 97th page up to the last. `slot_started`: each page
// statement starts after the counted time slots (and types).
void check_slot_started_pages(const EdgeProcess& edge, snap::Database& db, bool slot_started) {
  struct Shape {
    std::string query, where, newest, oldest, start;  // `start`: how the statement starts after the counted rows
  };
  const std::string by_time_newest = "g.ts DESC, g.id DESC", by_time_oldest = "g.ts, g.id";
  for (const Shape& shape : std::vector<Shape>{
           {"x=1", "1", by_time_newest, by_time_oldest, "AND g.ts"},
           {"type=Mining", "g.type = 'Mining'", by_time_newest, by_time_oldest, "AND g.ts"},
           {"type=Hunting&pageSize=30", "g.type = 'Hunting'", by_time_newest, by_time_oldest, "AND g.ts"},
           {"sortBy=Type&pageSize=30", "1", "g.type DESC, g.ts DESC, g.id DESC", "g.type, g.ts, g.id",
            "WHERE (g.type, g.ts)"}}) {
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + shape.where);
    const std::int64_t size = shape.query.find("pageSize=30") != std::string::npos ? 30 : 10;
    for (const bool newest : {true, false}) {
      for (std::int64_t page = (2000 + size - 1) / size + 1; (page - 1) * size < total; page += 97) {
        const std::string query = shape.query + (newest ? "" : "&sortOrder=asc") + "&pageNumber=" + std::to_string(page);
        INFO(query);
        const std::string sql = page_sql_of(db, query);
        INFO(sql);
        CHECK((sql.find(shape.start + (newest ? " < " : " >= ")) != std::string::npos) == slot_started);
        const Json body = check_page_equals_sql(edge, db, query, shape.where, newest ? shape.newest : shape.oldest);
        CHECK(body.at("totalCount") == total);
      }
    }
  }
}

TEST_CASE("rule: a deep page in time order (every global or one type) or type order starts in the time slot the "
          "counts place it in, and answers what SQL answers, but not while rows are above the counted watermark",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  {
    snap::Database db(demo.db, snap::OpenMode::ReadOnly);
    check_slot_started_pages(*demo.live, db, true);
  }
  // A global written past snapgen (above the watermark, with an old time) is in no slot count: pages walk again.
  const auto [dir, db_path] = copy_of_demo_with_a_late_global("globals-slots");
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    check_slot_started_pages(edge, db, false);
  }
  edge.stop();
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a page past the last match reads no row, whatever the order, and still says the total",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  for (const auto& [query, where] : std::vector<std::pair<std::string, std::string>>{
           {"pageSize=30", "1"},
           {"type=Hunting&pageSize=30", "g.type = 'Hunting'"},
           {"sortBy=AvatarName&pageSize=30", "1"},
           {"sortBy=GlobalValue&sortOrder=asc&pageSize=30", "1"}}) {
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where);
    const std::string past = query + "&pageNumber=" + std::to_string(total / 30 + 6);
    INFO(past);
    CHECK(page_sql_of(db, past).find("WHERE 0") != std::string::npos);
    const Json page = ok_json(*demo.live, "/globals?" + past);
    CHECK(page.at("items").empty());
    CHECK(page.at("totalCount") == total);
  }
}

TEST_CASE("rule: deep pages in value order and in avatar-name order are placed by no count while rows are above the "
          "counted watermark, and answer what SQL answers",
          "[globals]") {
  const auto [dir, db_path] = copy_of_demo_with_a_late_global("globals-unplaced");
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global");
    for (const std::int64_t offset : {std::int64_t{2500}, total / 2 + 3, total - 40}) {
      for (const bool descending : {false, true}) {
        const std::string d = descending ? " DESC" : "", way = descending ? "desc" : "asc";
        const std::string page = "&sortOrder=" + way + "&pageSize=30&pageNumber=" + std::to_string(offset / 30);
        const std::string by_value = "sortBy=GlobalValue" + page, by_name = "sortBy=AvatarName" + page;
        const std::string value_sql = page_sql_of(db, by_value), name_sql = page_sql_of(db, by_name);
        CHECK(value_sql.find("g.value = ") == std::string::npos);
        CHECK(name_sql.find("a.name <") == std::string::npos);
        CHECK(name_sql.find("a.name >") == std::string::npos);
        check_shape_equals_sql(edge, db, by_value, "1",
                               descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id");
        check_shape_equals_sql(edge, db, by_name, "1", "a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d);
      }
    }
  }
  edge.stop();
  snap::test::remove_tree(dir);
}

TEST_CASE("snapgen migrate counts a database from before schema 0028 in ten-minute slots as snapgen counts it",
          "[globals][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT type, slot, count, running FROM global_time_count ORDER BY 1, 2",
      snap::test::undo_schemas_from(28) + "PRAGMA user_version = 27");
  CHECK(std::count(reads.built.begin(), reads.built.end(), '\n') > 5000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("snapgen migrate stores each avatar's globals in name order and in blocks of avatars for a database from "
          "before schema 0030 as snapgen does",
          "[globals][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT type, name, avatar_id, globals FROM avatar_name_globals UNION ALL"
      " SELECT 'block ' || type, first_name, globals, running FROM avatar_name_block ORDER BY 1, 2",
      snap::test::undo_schemas_from(30) + "PRAGMA user_version = 29");
  CHECK(std::count(reads.built.begin(), reads.built.end(), '\n') > 1000);
  CHECK(reads.migrated == reads.built);
}

// Pages past the first, of every global and of one type, in both orders: among the avatars' globals (the avatar
// placed by avatar_name_globals, the page read from that avatar's mark), across the last avatar into the globals
// that name none, and among those.
TEST_CASE("rule: a deep page in avatar-name order starts at the avatar the summaries place it at, from that "
          "avatar's mark, as SQL orders it",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  for (const auto& [type_query, where] : std::vector<std::pair<std::string, std::string>>{
           {"", "1"}, {"&type=Hunting", "g.type = 'Hunting'"}}) {
    const std::int64_t with_avatar =
        db.scalar_int("SELECT COUNT(*) FROM global g WHERE g.avatar_id IS NOT NULL AND " + where);
    const std::int64_t all = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where);
    REQUIRE(all - with_avatar > 60);
    std::vector<std::int64_t> offsets{1, 29, 30, 2000, 2017, with_avatar - 7, with_avatar + 31, all - 30};
    for (std::int64_t step = 1; step <= 9; ++step) offsets.push_back(2000 + step * (with_avatar - 2000) / 10 + step);
    for (const bool descending : {false, true}) {
      const std::string d = descending ? " DESC" : "";
      for (std::int64_t offset : offsets) {
        // the row at the offset alone, and the page of 30 that holds it
        const std::string query = "sortBy=AvatarName&sortOrder=" + std::string(descending ? "desc" : "asc") +
                                  type_query + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
        check_shape_equals_sql(*demo.live, db, query, where,
                               "a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d);
        const std::string page30 = "sortBy=AvatarName&sortOrder=" + std::string(descending ? "desc" : "asc") +
                                   type_query + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1);
        check_shape_equals_sql(*demo.live, db, page30, where,
                               "a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d);
      }
    }
  }
}

// Deep pages of every global in value order, both ways: on the first and last globals of values, inside the value
// most globals share, across the last known value into the unknown ones, and among those.
TEST_CASE("rule: a deep page in value order starts at the value the running totals place it at, then reads on into "
          "the unknown values, as SQL orders it",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::int64_t known = db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL");
  const std::int64_t all = db.scalar_int("SELECT COUNT(*) FROM global");
  REQUIRE(all - known > 60);
  const std::int64_t shared = db.scalar_int(
      "SELECT COUNT(*) FROM global WHERE value < (SELECT value FROM global WHERE value IS NOT NULL"
      " GROUP BY value ORDER BY COUNT(*) DESC LIMIT 1)");  // ascending, the globals before the commonest value
  REQUIRE(db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL GROUP BY value ORDER BY 1 DESC LIMIT 1") >
          20);
  std::vector<std::int64_t> offsets{2000, 2001, shared, shared + 10, known - shared - 10, known - 15, known - 1,
                                    known, known + 3, all - 30, all - 1};
  for (std::int64_t step = 1; step <= 9; ++step) offsets.push_back(2000 + step * (known - 2000) / 10 + step);
  for (const bool descending : {false, true}) {
    const std::string order = descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id";
    const std::string sort = std::string("sortBy=GlobalValue&sortOrder=") + (descending ? "desc" : "asc");
    for (std::int64_t offset : offsets) {
      const std::string row = sort + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
      const std::string sql = page_sql_of(db, row);  // placed by the counts: read from the value, or unknowns only
      if (offset < known) CHECK(sql.find("WHERE g.value = ") != std::string::npos);
      else CHECK((sql.find("g.value IS NULL") != std::string::npos && sql.find("IS NOT NULL") == std::string::npos));
      check_shape_equals_sql(*demo.live, db, row, "1", order);
      check_shape_equals_sql(*demo.live, db, sort + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1), "1",
                             order);
    }
  }
}

// 2,500 more globals of the demo's commonest value through snapgen import (which counts and marks every global
// again; the fold's marks are checked by the fold tests): pages on, around and between the marks, both ways,
// against SQL; the marks against their rule, and against what `snapgen migrate` writes for the database set back
// to schema 0030.
TEST_CASE("rule: a deep page within a value of many globals starts from the value's mark at or before it, and "
          "answers what SQL answers, and snapgen migrate marks a database from before schema 0031 as snapgen's "
          "count does",
          "[globals][migrate]") {
  const auto [dir, db_path] = copy_of_demo("globals-value-marks");
  double value = 0;
  std::string avatar;
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    snap::Statement& commonest = db.prepare(
        "SELECT value FROM global WHERE value IS NOT NULL GROUP BY value ORDER BY COUNT(*) DESC, value LIMIT 1");
    REQUIRE(commonest.step());
    value = commonest.real(0);
    commonest.reset();
    snap::Statement& first_avatar = db.prepare("SELECT name FROM avatar ORDER BY id LIMIT 1");
    REQUIRE(first_avatar.step());
    avatar = first_avatar.text(0);
    first_avatar.reset();
  }
  const std::string file = dir + "/globals.jsonl";
  {
    std::ofstream out(file);
    out << R"({"kind":"globals"})" "\n";
    for (int i = 0; i < 2500; ++i)
      out << Json{{"type", "Mining"}, {"avatarName", avatar}, {"value", value},
                  {"dateTime", snap::format_iso8601(snap::test::kTestNowSeconds - 86400 * 30 + i * 60)},
                  {"message", "a marked claim " + std::to_string(i)}}.dump()
          << "\n";
  }
  const auto imported = snap::test::run_snapgen({"import", "--db", db_path, "--now", snap::test::kFixtureNow, file});
  INFO(imported.output);
  REQUIRE(imported.exit_code == 0);
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    const auto globals_where = [&](const std::string& condition) {  // ?1 is the value
      return db.prepare("SELECT COUNT(*) FROM global WHERE " + condition).bind(1, value).single_int64();
    };
    const std::int64_t count = globals_where("value = ?1");
    REQUIRE(count > 2500);
    CHECK(snap::test::read_rows(db_path, "SELECT value, position, id FROM global_value_mark ORDER BY 1, 2") ==
          snap::test::read_rows(db_path, "SELECT value, position, id FROM (SELECT value, id, ROW_NUMBER() OVER"
                                         " (PARTITION BY value ORDER BY id) - 1 AS position FROM global WHERE value"
                                         " IS NOT NULL) WHERE position > 0 AND position % 1000 = 0 ORDER BY 1, 2"));
    CHECK(db.prepare("SELECT COUNT(*) FROM global_value_mark WHERE value = ?1").bind(1, value).single_int64() ==
          (count - 1) / 1000);
    const std::int64_t below = globals_where("value < ?1"), above = globals_where("value > ?1");
    for (const bool descending : {false, true}) {
      const std::string order = descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id";
      const std::string sort = std::string("sortBy=GlobalValue&sortOrder=") + (descending ? "desc" : "asc");
      for (const std::int64_t in_value : {std::int64_t{0}, std::int64_t{1}, std::int64_t{999}, std::int64_t{1000},
                                          std::int64_t{1001}, std::int64_t{1500}, std::int64_t{2000}, count - 15,
                                          count - 1}) {
        const std::int64_t offset = (descending ? above : below) + in_value;
        const std::string row = sort + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
        if (in_value == 1500) CHECK(page_sql_of(db, row).find("AND g.id") != std::string::npos);  // from a mark
        check_shape_equals_sql(edge, db, row, "1", order);
        check_shape_equals_sql(edge, db, sort + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1), "1",
                               order);
      }
    }
  }
  edge.stop();
  const std::string marks = "SELECT value, position, id FROM global_value_mark ORDER BY 1, 2";
  const std::string counted = snap::test::read_rows(db_path, marks);
  snap::Database(db_path, snap::OpenMode::ReadWrite)
      .exec(snap::test::undo_schemas_from(31) + "PRAGMA user_version = 30");
  const auto migrated = snap::test::run_snapgen({"migrate", "--db", db_path});
  INFO(migrated.output);
  REQUIRE(migrated.exit_code == 0);
  CHECK(snap::test::read_rows(db_path, marks) == counted);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: ascending value order puts unknown values last, also on the page where the known values end",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::string order = "g.value IS NULL, g.value, g.id";
  const std::int64_t known = db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL");
  REQUIRE(known % 30 != 0);  // so the page below holds both
  check_shape_equals_sql(*demo.live, db,
                         "sortBy=GlobalValue&sortOrder=asc&pageSize=30&pageNumber=" + std::to_string(known / 30 + 1),
                         "1", order);
  check_shape_equals_sql(*demo.live, db, "type=Discovery&sortBy=GlobalValue&sortOrder=asc&pageNumber=2",
                         "g.type = 'Discovery'", order);
  check_shape_equals_sql(*demo.live, db, "type=Mining&sortBy=GlobalValue&sortOrder=asc&pageNumber=5",
                         "g.type = 'Mining'", order);
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


// How many full-text queries a statement runs.
std::size_t full_text_queries_in(const std::string& sql) {
  std::size_t n = 0;
  for (auto at = sql.find("global_fts MATCH"); at != std::string::npos; at = sql.find("global_fts MATCH", at + 1)) ++n;
  return n;
}

// More than 1000 matches in time order are streamed newest-first from the full-text index where ids ascend
// with time; globals imported later with older times (larger ids, earlier times) must still land in place,
// and only then does the page ask the full-text index a second time, for the ids above the time-order mark.
TEST_CASE("rule: a search with many matches pages in time order, also after globals arrive out of time order, and "
          "reads the full-text index once while no id is above the time-order mark",
          "[globals]") {
  const std::string killed = "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'killed')";
  {
    snap::Database demo_db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
    for (const char* query : {"search=killed", "search=killed&pageNumber=40", "search=killed&sortOrder=asc"}) {
      INFO(query);
      CHECK(full_text_queries_in(page_sql_of(demo_db, query)) == 1);
    }
    check_page_equals_sql(*snap::test::demo_world().live, demo_db, "search=killed&pageNumber=40", killed,
                          "g.ts DESC, g.id DESC");
  }
  const auto [dir, db_path] = copy_of_demo("globals-search");
  const std::string file = dir + "/late.jsonl";
  std::ofstream(file) << R"({"kind":"globals"})" "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2026-11-20T11:59:59Z","value":61,)"
                         R"("creatureName":"Atrox Young","message":"Ada Fireborn killed a creature (Atrox Young) with a value of 61 PED!"})"
                      << "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2025-01-01T00:00:00Z","value":62,)"
                         R"("creatureName":"Atrox Young","message":"Ada Fireborn killed a creature (Atrox Young) with a value of 62 PED!"})"
                      << "\n";
  REQUIRE(snap::test::run_snapgen({"import", "--db", db_path, "--now", snap::test::kFixtureNow, file}).exit_code == 0);
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  CHECK(full_text_queries_in(page_sql_of(db, "search=killed")) == 2);
  const std::int64_t late = db.scalar_int("SELECT MAX(id) FROM global");
  CHECK(db.scalar_int("SELECT ts FROM global WHERE id = " + std::to_string(late)) == 1735689600);
  check_page_equals_sql(edge, db, "search=killed", killed, "g.ts DESC, g.id DESC");
  check_page_equals_sql(edge, db, "search=killed&pageNumber=40", killed, "g.ts DESC, g.id DESC");
  check_page_equals_sql(edge, db, "search=killed&sortOrder=asc&pageNumber=3", killed, "g.ts, g.id");
  check_page_equals_sql(edge, db, "search=killed&type=Hunting&isHof=true&pageNumber=2",
                        killed + " AND g.type = 'Hunting' AND g.is_hof = 1", "g.ts DESC, g.id DESC");
  // the late global of 2025-01-01 sits where its time puts it, not where its id would
  const std::int64_t newer = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + killed + " AND g.ts > 1735689600");
  check_page_equals_sql(edge, db, "search=killed&pageSize=30&pageNumber=" + std::to_string(newer / 30 + 1), killed,
                        "g.ts DESC, g.id DESC");
  edge.stop();
  snap::test::remove_tree(dir);
}

// The FTS5 expression /globals builds from a search text: each word quoted, joined by AND.
std::string fts_expression_of(const std::string& text) {
  std::string expression, word;
  for (const char c : text + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80) {
      word += c;
    } else if (!word.empty()) {
      expression += (expression.empty() ? "\"" : " AND \"") + word + "\"";
      word.clear();
    }
  }
  return expression;
}

// Searches of the small demo whose words are all name words (global_name_word): avatars' whole names and parts
// of them, the first word of subjects, an avatar's name with the subject of one of its globals; the busiest
// avatar and subject (over 1000 globals) among them. Each word is checked to be a name word, so the names path
// is what answers them. And the busiest subjects whole, name words or not (bounded from below by their counts),
// and two common words.
std::vector<std::string> name_word_searches(snap::Database& db) {
  std::vector<std::string> searches;
  const auto all_name_words = [&](const std::string& text) {
    std::string word;
    for (const char c : text + " ") {
      if (std::isalnum(static_cast<unsigned char>(c))) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      } else if (!word.empty()) {
        snap::Statement& row = db.prepare(
            "SELECT of_avatar_name OR of_subject FROM global_name_word WHERE word = ?1");
        row.bind(1, word);
        const bool name_word = row.step() && row.int64(0) != 0;
        row.reset();
        if (!name_word) return false;
        word.clear();
      }
    }
    return true;
  };
  const auto add = [&](const std::string& text) {
    if (all_name_words(text)) searches.push_back(text);
  };
  const auto texts = [&](const std::string& sql) {
    std::vector<std::string> out;
    auto rows = db.prepare_uncached(sql);
    while (rows->step()) out.push_back(rows->text(0));
    return out;
  };
  for (const std::string& name : texts("SELECT a.name FROM (SELECT avatar_id, COUNT(*) AS n FROM global WHERE avatar_id IS NOT"
                                       " NULL GROUP BY avatar_id ORDER BY n DESC, avatar_id LIMIT 12) b JOIN avatar a"
                                       " ON a.id = b.avatar_id ORDER BY b.n DESC")) {
    add(name);
    add(name.substr(0, name.find(' ')) + " " + name.substr(name.rfind(' ') + 1));
  }
  for (const std::string& subject : texts("SELECT subject FROM (SELECT subject, COUNT(*) AS n FROM global WHERE"
                                          " subject IS NOT NULL GROUP BY subject ORDER BY n DESC, subject LIMIT 12)")) {
    searches.push_back(subject);  // name words or not: those in every message of their subject bound the count
    add(subject.substr(0, subject.find(' ')));
  }
  for (const std::string& both : texts("SELECT a.name || ' ' || g.subject FROM global g JOIN avatar a ON a.id ="
                                       " g.avatar_id WHERE g.subject IS NOT NULL ORDER BY g.id LIMIT 12"))
    add(both);
  // two common words, alone and with a subject word
  searches.push_back("killed creature");
  searches.push_back("killed creature Atrox");
  return searches;
}

// Avatar ids as the statement yields them, sorted.
Ids sorted_ids(snap::Statement& rows) {
  Ids ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  std::sort(ids.begin(), ids.end());
  return ids;
}

TEST_CASE("rule: avatar_name_pair finds the avatars whose names hold a word or two, as search_entry's full-text "
          "index does, and snapgen migrate builds it for a database from before schema 0027",
          "[globals][search][migrate]") {
  snap::Database db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& names = db.prepare("SELECT name FROM avatar WHERE id % 7 = 0 ORDER BY id");
  std::vector<std::string> sampled;
  while (names.step()) sampled.push_back(names.text(0));
  names.reset();
  REQUIRE(sampled.size() > 20);
  snap::Statement& paired = db.prepare("SELECT avatar_id FROM avatar_name_pair WHERE word = ?1 AND other = ?2");
  snap::Statement& indexed = db.prepare(
      "SELECT a.id FROM search_entry s JOIN avatar a ON a.slug = s.slug WHERE search_entry MATCH ?1"
      " AND s.entity_type = 'avatars'");
  std::size_t shared = 0;  // words or pairs that more than one avatar's name holds
  for (const std::string& name : sampled) {
    std::vector<std::string> words = db.fts_words().split(name);
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    for (size_t i = 0; i < words.size(); ++i) {
      for (size_t j = i; j < words.size(); ++j) {
        const std::string other = j == i ? "" : words[j];
        INFO(name << ": " << words[i] << " + " << other);
        paired.bind(1, words[i]).bind(2, other);
        indexed.bind(1, "name : (\"" + words[i] + "\"" + (other.empty() ? "" : " AND \"" + other + "\"") + ")");
        const Ids from_pairs = sorted_ids(paired), from_index = sorted_ids(indexed);
        CHECK(from_pairs == from_index);
        shared += from_index.size() > 1 ? 1 : 0;
      }
    }
  }
  CHECK(shared > 10);
  const auto reads = snap::test::reads_around_migration(
      "SELECT word, other, avatar_id FROM avatar_name_pair UNION ALL"
      " SELECT key, value, NULL FROM dataset_meta WHERE key = 'avatar_name_pairs_through_id' ORDER BY 1, 2, 3",
      snap::test::undo_schemas_from(27) + "PRAGMA user_version = 26");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("rule: a search of name words is answered from avatar names and subjects with exactly what global_fts matches",
          "[globals][search]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  std::vector<std::string> searches = name_word_searches(db);
  REQUIRE(searches.size() >= 30);
  // the lower bound from the subjects' counts has something to say: some subjects' messages all hold "killed"
  // and "creature", and the busiest subjects' messages their maturity word, no name word of its own
  CHECK(db.scalar_int("SELECT COUNT(*) FROM global_subject_wording k JOIN global_subject_wording c USING (subject)"
                      " WHERE k.word = 'killed' AND c.word = 'creature'") > 10);
  CHECK(db.scalar_int("SELECT COUNT(*) FROM global_name_word n JOIN global_subject_wording w USING (word)"
                      " WHERE of_avatar_name = 0 AND of_subject = 0 AND word IN ('old', 'young', 'mature', 'provider')") > 0);
  // the same answers where the full-text index still decides: a word of messages only, and a non-ASCII word
  // that is two full-text words (a phrase)
  searches.push_back(searches.front() + " killed");
  searches.push_back("Atrox\xE2\x80\x99Old");
  std::int64_t many = 0, one_page = 0;
  for (const std::string& text : searches) {
    std::string escaped;
    for (const char c : text) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", static_cast<unsigned char>(c));
      escaped += std::isalnum(static_cast<unsigned char>(c)) ? std::string(1, c) : std::string(hex);
    }
    const std::string matches =
        "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH '" + fts_expression_of(text) + "')";
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + matches);
    many += total > 1000 ? 1 : 0;
    one_page += total <= 10 ? 1 : 0;
    for (const std::string& shape : {std::string(), std::string("&pageNumber=2"), std::string("&sortOrder=asc"),
                                     std::string("&sortBy=GlobalValue&pageSize=30")}) {
      const std::string query = "search=" + escaped + shape;
      INFO(query);
      const Json body = ok_json(*demo.live, "/globals?" + query);
      const std::int64_t page = body.at("pageNumber"), size = body.at("pageSize");
      const std::string order = shape == "&sortOrder=asc"       ? "g.ts, g.id"
                                : shape.find("GlobalValue") != std::string::npos ? "g.value DESC, g.id DESC"
                                                                                 : "g.ts DESC, g.id DESC";
      Ids expected;
      snap::Statement& rows = db.prepare("SELECT g.id FROM global g WHERE " + matches + " ORDER BY " + order +
                                         " LIMIT ?1 OFFSET ?2");
      rows.bind(1, size).bind(2, (page - 1) * size);
      while (rows.step()) expected.push_back(rows.int64(0));
      rows.reset();
      CHECK(ids_of(body.at("items")) == expected);
      CHECK(body.at("totalCount") == std::min<std::int64_t>(total, 1000));
      CHECK(body.at("totalCountExact") == (total <= 1000));
    }
  }
  CHECK(many >= 2);      // the busiest avatar's and subject's searches go past the cap
  CHECK(one_page >= 2);  // and whole names of avatars with few globals fit one page
}

// A copy of the demo set back to before schema `version` and migrated reads `query` as the demo's own build wrote it.
void require_migrated_as_built(const std::string& query, int version, size_t at_least) {
  const auto reads = snap::test::reads_around_migration(
      query, snap::test::undo_schemas_from(version) + "PRAGMA user_version = " + std::to_string(version - 1));
  CHECK(reads.built.size() > at_least);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("a database from before schema 0021 gets from snapgen migrate the name words a rebuild writes",
          "[globals][search][migrate]") {
  require_migrated_as_built(
      "SELECT word, of_avatar_name, of_subject, (SELECT group_concat(subject, '/') FROM global_subject_word s"
      " WHERE s.word = w.word) FROM global_name_word w ORDER BY word",
      21, 10000);
}

TEST_CASE("a database from before schema 0022 gets from snapgen migrate the subject wordings a rebuild writes",
          "[globals][search][migrate]") {
  require_migrated_as_built(
      "SELECT subject, group_concat(word, ' ') FROM (SELECT * FROM global_subject_wording ORDER BY subject, word)"
      " GROUP BY subject ORDER BY subject",
      22, 5000);
}

TEST_CASE("rule: a subject's wording holds only words that the message of every global of that subject holds",
          "[globals][search]") {
  snap::Database db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
  auto busiest = db.prepare_uncached(
      "SELECT subject FROM global WHERE subject IS NOT NULL GROUP BY subject ORDER BY COUNT(*) DESC, subject LIMIT 12");
  int words = 0;
  while (busiest->step()) {
    const std::string subject = busiest->text(0);
    auto wording = db.prepare_uncached("SELECT word FROM global_subject_wording WHERE subject = ?1 AND word <> ''");
    wording->bind(1, subject);
    while (wording->step()) {
      const std::string word = wording->text(0);
      INFO(subject << ": " << word);
      auto lacking = db.prepare_uncached(
          "SELECT COUNT(*) FROM global g WHERE g.subject = ?1 AND g.id NOT IN"
          " (SELECT rowid FROM global_fts WHERE global_fts MATCH ?2)");
      lacking->bind(1, subject).bind(2, "\"" + word + "\"");
      REQUIRE(lacking->step());
      CHECK(lacking->int64(0) == 0);
      ++words;
    }
  }
  CHECK(words > 12 * 5);  // each busy subject's messages share its wording's words and its own name's
}

TEST_CASE("rule: /globals takes avatar and team by name or slug, combinable, with an exact total alone or with a type",
          "[globals][owners]") {
  const std::vector<std::pair<std::string, Ids>> cases = {
      {"avatar=ada-fireborn", {13, 10, 8, 6, 1}},
      {"avatar=Ada%20Fireborn", {13, 10, 8, 6, 1}},
      {"avatar=ADA%20FIREBORN", {13, 10, 8, 6, 1}},       // a name in any letter case
      {"team=iron-wolves", {10, 5}},
      {"team=Iron%20Wolves", {10, 5}},
      {"avatar=ada-fireborn&type=Hunting", {10, 1}},
      {"avatar=ada-fireborn&team=iron-wolves", {10}},       // the team global that names her
      {"avatar=ada-fireborn&isHof=true", {10, 8}},
      {"avatar=bram-stone&sortBy=GlobalValue", {3, 2, 14, 12, 9}},
      {"avatar=nobody-here", {}},                           // no such avatar (yet): nothing
      {"team=no-such-team", {}}};
  for (const auto& [query, ids] : cases) {
    INFO(query);
    CHECK(list_ids(query) == ids);
    CHECK(total_of(query) == static_cast<std::int64_t>(ids.size()));
  }
  // The owner's own list says the same.
  CHECK(ok_json("/globals?avatar=ada-fireborn&pageSize=30").at("items") ==
        ok_json("/avatars/ada-fireborn/globals?pageSize=30").at("items"));
  snap::test::require_problem(globals_world().edge->get("/globals?avatar=" + std::string(201, 'a')), 400, "avatar");
}
