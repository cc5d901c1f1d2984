// globals_http_test.cc: the globals routes through a real snapedge (api-description.md "Globals", API.md
// "Globals") over the hand-made globals_fixture.sql (its comments give the times): every 400 and non-error rule,
// each filter and sort, paging arithmetic, afterId, recent, last-5, top-24h, activity-24h, inspect, owners by name
// or slug, and totals kept exact as globals arrive. Over the small demo: globals_demo_answers_test.cc (answers and
// totals against SQL), globals_deep_pages_test.cc, globals_search_test.cc, globals_migrate_test.cc.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>

#include "core/db/database.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/globals_pages.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::EdgeProcess;
using snap::test::HttpResult;
using snap::test::Ids;
using snap::test::ids_of;

namespace {

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
