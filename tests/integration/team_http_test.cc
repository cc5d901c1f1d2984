// team_http_test.cc: /teams and its sub-resources through a real snapedge over tests/support/avatar_fixture.sql:
// the list, the profile (members with roles, headline counts), team globals with and without an avatar,
// the monthly series with an empty month, snapshot files equal to live answers, and 404s.
#include <catch2/catch.hpp>

#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::avatar_world;
using snap::test::HttpResult;

namespace {

HttpResult live_get(const std::string& target) { return avatar_world().live->get(target); }

Json live_json(const std::string& target) { return snap::test::ok_json(*avatar_world().live, target); }

}  // namespace

TEST_CASE("the team list is in name order with headline counts, pageSize is ignored", "[teams]") {
  const Json list = live_json("/teams");
  CHECK(list.at("totalCount") == 3);
  CHECK(list.at("pageSize") == 20);
  CHECK(list.at("items") == Json::parse(R"([
    {"slug":"deep-divers","name":"Deep Divers","memberCount":0,"totalGlobals":1250,
     "professions":{"hunting":1000,"mining":250,"spaceMining":0,"construction":0},"lastGlobalAt":"2026-01-09T16:20:00Z"},
    {"slug":"iron-wolves","name":"Iron Wolves","memberCount":2,"totalGlobals":3,
     "professions":{"hunting":2,"mining":0,"spaceMining":1,"construction":0},"lastGlobalAt":"2026-11-12T07:00:00Z"},
    {"slug":"quiet-crew","name":"Quiet Crew","memberCount":0,"totalGlobals":0,
     "professions":{"hunting":0,"mining":0,"spaceMining":0,"construction":0},"lastGlobalAt":null}])"));
  CHECK(live_get("/teams?pageSize=1").body == live_get("/teams").body);
  CHECK(live_json("/teams?search=QUIET").at("items").at(0).at("slug") == "quiet-crew");
  CHECK(live_json("/teams?search=wolves&pageNumber=2").at("items").empty());
  snap::test::require_problem(live_get("/teams?pageNumber=0"), 400, "pageNumber");
}

// api-description.md: a team global counts for the team and appears on the team's profile.
TEST_CASE("a team profile counts the team's globals, with or without an avatar, and lists its members", "[teams]") {
  const Json team = live_json("/teams/iron-wolves");
  CHECK(team == Json::parse(R"({"slug":"iron-wolves","name":"Iron Wolves","description":"A hunting team.",
    "createdAt":"2025-12-01T00:00:00Z","memberCount":2,
    "totalGlobals":3,"totalValue":1730.0,"largestGlobalValue":1000.0,"largestGlobalType":"Hunting",
    "largestGlobalDetail":"Atrox Prowler","largestGlobalId":11,
    "huntingGlobals":2,"miningGlobals":0,"spaceMiningGlobals":1,"constructionGlobals":0,
    "huntingValue":1640.0,"miningValue":0.0,"spaceMiningValue":90.0,"constructionValue":0.0,"hofCount":2,"athCount":0,
    "firstGlobalAt":"2026-09-15T12:00:00Z","lastGlobalAt":"2026-11-12T07:00:00Z",
    "members":[
      {"slug":"mira-quickshot-holm","name":"Mira Quickshot Holm","role":"Leader","joinedAt":"2025-12-01T00:00:00Z","leftAt":null},
      {"slug":"filler-01","name":"Filler 01","role":"Member","joinedAt":"2026-01-01T00:00:00Z","leftAt":null}],
    "formerMembers":[
      {"slug":"filler-02","name":"Filler 02","role":"Member","joinedAt":"2026-01-01T00:00:00Z","leftAt":"2026-10-01T00:00:00Z"}]})"));
  const Json quiet = live_json("/teams/quiet-crew");
  CHECK(quiet.at("description").is_null());
  CHECK(quiet.at("totalGlobals") == 0);
  CHECK(quiet.at("largestGlobalValue").is_null());
  CHECK(quiet.at("members").empty());
}

TEST_CASE("team globals are newest first and include those without an avatar", "[teams]") {
  const Json page = live_json("/teams/iron-wolves/globals");
  CHECK(page.at("totalCount") == 3);
  CHECK(page.at("totalPages") == 1);
  REQUIRE(page.at("items").size() == 3);
  CHECK(page.at("items").at(0).at("id") == 12);
  CHECK(page.at("items").at(0).at("avatarName").is_null());
  CHECK(page.at("items").at(0).at("avatarSlug").is_null());
  CHECK(page.at("items").at(0).at("teamSlug") == "iron-wolves");
  CHECK(page.at("items").at(0).at("isTeam") == true);
  CHECK(page.at("items").at(1).at("id") == 11);
  CHECK(page.at("items").at(2).at("id") == 13);
  const Json second = live_json("/teams/iron-wolves/globals?pageSize=2&pageNumber=2");
  CHECK(second.at("items").size() == 1);
  CHECK(second.at("items").at(0).at("id") == 13);
  CHECK(second.at("totalPages") == 2);
  CHECK(live_json("/teams/quiet-crew/globals").at("items").empty());
  for (const auto& [query, parameter] : std::vector<std::pair<std::string, std::string>>{
           {"?pageSize=101", "pageSize"}, {"?pageSize=0", "pageSize"}, {"?pageNumber=0", "pageNumber"}}) {
    INFO(query);
    snap::test::require_problem(live_get(std::string("/teams/iron-wolves/globals") + query), 400, parameter);
  }
}

TEST_CASE("a long team globals list pages the same from its mark as from the start", "[teams]") {
  std::vector<std::int64_t> expected;
  for (int i = 2500; i >= 2; i -= 2) expected.push_back(10000 + i);
  std::vector<std::int64_t> joined;
  for (int page = 1; page <= 13; ++page) {
    const Json body = live_json("/teams/deep-divers/globals?pageSize=100&pageNumber=" + std::to_string(page));
    for (const Json& g : body.at("items")) joined.push_back(g.at("id").get<std::int64_t>());
  }
  CHECK(joined == expected);
  const Json straddling = live_json("/teams/deep-divers/globals?pageSize=30&pageNumber=34");  // places 990..1019
  CHECK(straddling.at("items").at(0).at("id") == expected[990]);
  CHECK(straddling.at("items").at(29).at("id") == expected[1019]);
}

TEST_CASE("team monthly activity fills the empty month between its globals", "[teams]") {
  const Json series = live_json("/teams/iron-wolves/monthly-activity");
  REQUIRE(series.size() == 3);
  CHECK(series.at(0).at("month") == "2026-09");
  CHECK(series.at(0).at("byType").at("spaceMining") == 1);
  CHECK(series.at(1) == Json::parse(R"({"month":"2026-10","globals":0,"value":0.0,"byType":{"hunting":0,"mining":0,
    "spaceMining":0,"construction":0,"rareItem":0,"discovery":0,"tieredItem":0,"pvp":0}})"));
  CHECK(series.at(2).at("globals") == 2);
  CHECK(series.at(2).at("value") == 1640.0);
  CHECK(live_json("/teams/quiet-crew/monthly-activity") == Json::array());
}

TEST_CASE("team lists, profiles and monthly series are snapshot files equal to the live answer", "[teams][snapshot]") {
  const auto& world = avatar_world();
  for (const char* target : {"/teams", "/teams/iron-wolves", "/teams/quiet-crew", "/teams/iron-wolves/monthly-activity"}) {
    INFO(target);
    const HttpResult snapshot = world.edge->get(target);
    REQUIRE(snapshot.status == 200);
    CHECK_FALSE(snapshot.header("x-snapshot-version").empty());
    CHECK(snapshot.body == world.live->get(target).body);
  }
}

TEST_CASE("unknown teams are 404 problems naming the slug", "[teams][errors]") {
  for (const char* target : {"/teams/no-team", "/teams/no-team/globals", "/teams/no-team/monthly-activity"}) {
    INFO(target);
    const HttpResult res = live_get(target);
    snap::test::require_problem(res, 404);
    CHECK(res.json().at("detail") == "team 'no-team' was not found");
  }
}
