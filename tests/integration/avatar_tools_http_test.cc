// avatar_tools_http_test.cc: resolve_avatar and get_avatar_profile through a real snapedge over the small demo: their
// schemas in GET /tools, exact, prefix and fuzzy resolutions named in the note, the profile equal to GET
// /avatars/{slug}, a blank stat named in the note, 400s, 404s and ignoredParameters.
#include <catch2/catch.hpp>

#include "core/db/database.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::test::catalogue_entry;
using snap::test::note_of;
using snap::test::tool;
using snap::Json;
using snap::test::demo_world;
using snap::test::require_problem;

namespace {

// The first demo avatar no global names, and its name as a query value (spaces as %20).
std::pair<std::string, std::string> avatar_without_globals() {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  auto row = db.prepare_uncached(
      "SELECT name FROM avatar a WHERE NOT EXISTS (SELECT 1 FROM global g WHERE g.avatar_id = a.id) ORDER BY id LIMIT 1");
  REQUIRE(row->step());
  std::string name = row->text(0), query;
  for (char c : name) query += c == ' ' ? std::string("%20") : std::string(1, c);
  return {name, query};
}

}  // namespace

TEST_CASE("resolve_avatar and get_avatar_profile are in the catalogue, each requiring a name", "[tools]") {
  for (const char* name : {"resolve_avatar", "get_avatar_profile"}) {
    const Json schema = catalogue_entry(name).at("inputSchema");
    CHECK(schema.at("required") == Json::array({"name"}));
    CHECK(schema.at("properties").at("name").at("type") == "string");
  }
}

TEST_CASE("resolve_avatar: a misspelt name finds the avatar, and the note says it was a fuzzy match", "[tools]") {
  const Json answer = tool("resolve_avatar?name=ivo%20blot%20vik");
  REQUIRE(answer.at("rowCount").get<int>() >= 1);
  const Json& best = answer.at("rows").at(0);
  CHECK(best.at("name") == "Ivo Bolt Vik");
  CHECK(best.at("slug") == "ivo-bolt-vik");
  CHECK(best.at("match") == "fuzzy");
  const Json profile = snap::test::ok_json(*demo_world().live, "/avatars/ivo-bolt-vik");
  CHECK(best.at("totalGlobals") == profile.at("totalGlobals"));
  CHECK(note_of(answer).find("'ivo blot vik' -> Ivo Bolt Vik (typo: ") != std::string::npos);
}

TEST_CASE("resolve_avatar: the first words of names give the closest and the other candidates", "[tools]") {
  const Json answer = tool("resolve_avatar?name=ada%20crazy");
  REQUIRE(answer.at("rowCount").get<int>() >= 2);
  CHECK(answer.at("rows").at(0).at("match") == "prefix");
  for (size_t i = 1; i < answer.at("rows").size(); ++i) {
    CHECK(answer.at("rows").at(i).at("match") == "candidate");
    CHECK(answer.at("rows").at(i).at("name").get<std::string>().rfind("Ada Crazy", 0) == 0);
  }
  CHECK(note_of(answer).find("also close:") != std::string::npos);
  const Json exact = tool("resolve_avatar?name=Ivo%20Bolt%20Vik");
  CHECK(exact.at("rows").at(0).at("match") == "exact");
  CHECK(note_of(exact).find("'Ivo Bolt Vik' -> Ivo Bolt Vik (exact).") != std::string::npos);
}

TEST_CASE("resolve_avatar: the whole name in another case is that avatar alone, said as the same name in another case",
          "[tools]") {
  const Json answer = tool("resolve_avatar?name=ivo%20BOLT%20vik");
  REQUIRE(answer.at("rowCount") == 1);
  CHECK(answer.at("rows").at(0).at("name") == "Ivo Bolt Vik");
  CHECK(answer.at("rows").at(0).at("match") == "other case");
  CHECK(note_of(answer).find("'ivo BOLT vik' -> Ivo Bolt Vik (same name, other case).") != std::string::npos);
}

TEST_CASE("resolve_avatar: no close name is a 404 naming the argument", "[tools]") {
  const auto problem = snap::test::require_problem(demo_world().live->get("/tools/resolve_avatar?name=qqqqzzzzxx"), 404,
                                                   "name");
  CHECK(problem.at("detail") == "name names no avatar: no avatar has a name close to 'qqqqzzzzxx'");
}

TEST_CASE("get_avatar_profile: one row of GET /avatars/{slug}'s fields for a misspelt name", "[tools]") {
  const Json answer = tool("get_avatar_profile?name=ivo%20blot%20vik");
  REQUIRE(answer.at("rowCount") == 1);
  const Json& row = answer.at("rows").at(0);
  const Json profile = snap::test::ok_json(*demo_world().live, "/avatars/ivo-bolt-vik");
  for (const auto& [field, value] : profile.items()) {
    INFO(field);
    CHECK(row.at(field) == value);
  }
  CHECK(answer.at("columns").size() == profile.size());
  CHECK(note_of(answer).find("'ivo blot vik' -> Ivo Bolt Vik (typo: ") != std::string::npos);
}

TEST_CASE("get_avatar_profile: an avatar without a valued global shows largestGlobalValue 0, named in the note",
          "[tools]") {
  const auto [name, query] = avatar_without_globals();
  const Json answer = tool("get_avatar_profile?name=" + query);
  const Json& row = answer.at("rows").at(0);
  CHECK(row.at("name") == name);
  CHECK(row.at("totalGlobals") == 0);
  CHECK(row.at("largestGlobalValue") == 0);
  CHECK(row.at("largestGlobalType").is_null());
  CHECK(note_of(answer).find("No recorded value (shown as 0): " + name + ": largestGlobalValue") != std::string::npos);
}

TEST_CASE("the avatar tools: a missing name is a 400 naming it, no close avatar a 404, undeclared names listed",
          "[tools]") {
  const auto& edge = *demo_world().live;
  require_problem(edge.get("/tools/resolve_avatar"), 400, "name");
  require_problem(edge.get("/tools/get_avatar_profile"), 400, "name");
  require_problem(edge.get("/tools/get_avatar_profile?name=qqqqzzzzxx"), 404);
  const Json answer = tool("get_avatar_profile?name=Ivo%20Bolt%20Vik&slug=ivo");
  CHECK(answer.at("ignoredParameters") == Json::array({"slug"}));
  CHECK(tool("resolve_avatar?name=Ivo%20Bolt%20Vik&limit=3").at("ignoredParameters") == Json::array({"limit"}));
}
