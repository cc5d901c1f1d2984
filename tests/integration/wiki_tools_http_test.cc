// wiki_tools_http_test.cc: find_wiki_item, get_wiki_item and list_wiki_items through GET /tools/{name} on a real
// snapedge over the small demo: their schemas in GET /tools, answers equal to the REST routes they mirror, the
// envelope (api-description.md "Tool response envelope"), fuzzy names and blank stats named in the note,
// argument errors naming the argument, and undeclared parameters listed under ignoredParameters.
#include <catch2/catch.hpp>

#include <algorithm>

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
using snap::test::ok_json;

namespace {

// A weapon of the demo without a recorded dps (the demo leaves some stats blank, as the wiki does).
std::string weapon_without_dps() {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& row = db.prepare("SELECT name FROM weapon WHERE dps IS NULL AND damage IS NOT NULL ORDER BY name LIMIT 1");
  REQUIRE(row.step());
  return row.text(0);
}

}  // namespace

TEST_CASE("the envelope: tool, columns, rows keyed by column, rowCount, note", "[tools][wiki][envelope]") {
  const Json body = tool("list_wiki_items?category=weapons&sortBy=Dpp&limit=4");
  CHECK(body.at("tool") == "list_wiki_items");
  REQUIRE(body.at("rows").size() == 4);
  CHECK(body.at("rowCount") == 4);
  CHECK(body.at("note").is_string());
  CHECK_FALSE(body.contains("ignoredParameters"));
  for (const Json& row : body.at("rows")) {
    REQUIRE(row.size() == body.at("columns").size());
    for (const Json& column : body.at("columns")) CHECK(row.contains(column.get<std::string>()));
  }
}

TEST_CASE("wiki tools are in the catalogue with their argument schemas", "[tools][wiki][catalogue]") {
  const Json find = catalogue_entry("find_wiki_item");
  CHECK(find.at("inputSchema").at("required") == Json::array({"name"}));
  CHECK(find.at("inputSchema").at("properties").at("category").at("enum").size() == 27);
  const Json list = catalogue_entry("list_wiki_items");
  const Json& limit = list.at("inputSchema").at("properties").at("limit");
  CHECK(limit.at("type") == "integer");
  CHECK(limit.at("minimum") == 1);
  CHECK(limit.at("maximum") == 50);
  CHECK(limit.at("default") == 10);
  CHECK(list.at("inputSchema").at("properties").at("filters").at("type") == "object");
  CHECK(list.at("outputSchema").at("required") ==
        Json::array({"tool", "columns", "rows", "rowCount", "truncated", "unknown", "note"}));
  CHECK_FALSE(catalogue_entry("get_wiki_item").at("description").get<std::string>().empty());
}

TEST_CASE("find_wiki_item: a misspelt name resolves to the closest entry, and the note says it was fuzzy",
          "[tools][wiki][resolution]") {
  const Json body = tool("find_wiki_item?name=solomate%20opalp");
  REQUIRE(body.at("rowCount") == 1);
  CHECK(body.at("rows")[0].at("name") == "Sollomate Opalo");
  CHECK(body.at("rows")[0].at("category") == "weapons");
  CHECK(body.at("note").get<std::string>().find("'solomate opalp' -> Sollomate Opalo (typo: ") == 0);
  const Json exact = tool("find_wiki_item?name=Sollomate%20Opalo");
  CHECK(exact.at("note").get<std::string>().find("(exact)") != std::string::npos);
}

TEST_CASE("rule: a name no entry is close to is a 404 naming the argument, in the finders and the getters alike",
          "[tools][wiki][resolution]") {
  for (const char* target : {"/tools/find_wiki_item?name=zzqx%20qqzz", "/tools/get_wiki_item?name=zzqx%20qqzz",
                             "/tools/find_wiki_item?name=zzqx%20qqzz&category=weapons"}) {
    INFO(target);
    const auto problem = snap::test::require_problem(snap::test::demo_world().live->get(target), 404, "name");
    CHECK(problem.at("detail").get<std::string>().find("close to 'zzqx qqzz'") != std::string::npos);
  }
}

TEST_CASE("get_wiki_item: the entry's fields equal GET /{category}/{slug}, an unknown name is a 404",
          "[tools][wiki]") {
  const Json body = tool("get_wiki_item?name=atrox&category=creatures");
  REQUIRE(body.at("rowCount") == 1);
  const Json entry = ok_json(*demo_world().live, "/creatures/atrox");
  const Json& row = body.at("rows")[0];
  CHECK(row.at("category") == "creatures");
  for (const auto& [field, value] : entry.items()) {
    INFO(field);
    if (!value.is_null()) CHECK(row.at(field) == value);
  }
  snap::test::require_problem(demo_world().live->get("/tools/get_wiki_item?name=zzqx%20qqzz"), 404);
}

TEST_CASE("a stat with no recorded value shows 0 in rows, and the note names it", "[tools][wiki][blank-stats]") {
  const std::string name = weapon_without_dps();
  const Json body = tool("get_wiki_item?category=weapons&name=" + snap::test::query_value(name));
  REQUIRE(body.at("rowCount") == 1);
  CHECK(body.at("rows")[0].at("dps") == 0);
  const std::string note = body.at("note");
  INFO(note);
  CHECK(note.find("No recorded value (shown as 0): " + name + ": ") != std::string::npos);
  CHECK(note.find("dps") != std::string::npos);
  const Json listed = tool("list_wiki_items?category=weapons&search=" + snap::test::query_value(name));
  REQUIRE(listed.at("rowCount").get<int>() >= 1);
  CHECK(listed.at("rows")[0].at("dps") == 0);
  CHECK(listed.at("note").get<std::string>().find(name + ": dps") != std::string::npos);
}

TEST_CASE("rule: beside rows, unknown lists per row the stat columns whose 0 means no recorded value", "[tools][wiki]") {
  const std::string name = weapon_without_dps();
  const Json body = tool("get_wiki_item?category=weapons&name=" + snap::test::query_value(name));
  REQUIRE(body.at("unknown").size() == 1);
  const Json& unknown = body.at("unknown")[0];
  CHECK(std::find(unknown.begin(), unknown.end(), Json("dps")) != unknown.end());
  for (const Json& column : unknown) CHECK(body.at("rows")[0].at(column.get<std::string>()) == 0);
  const Json list = tool("list_wiki_items?category=weapons&sortBy=Dpp&limit=4");
  REQUIRE(list.at("unknown").size() == list.at("rows").size());  // one entry a row, empty when all are known
  const Json known = tool("find_wiki_item?name=atrox");  // no stat columns: nothing unknown
  CHECK(known.at("unknown") == Json::array({Json::array()}));
}

TEST_CASE("list_wiki_items: the ranking GET /{category} gives, with filters given as a JSON object", "[tools][wiki]") {
  const Json body = tool("list_wiki_items?category=weapons&sortBy=dpp&sortOrder=desc&limit=5"
                         "&filters=%7B%22minDamage%22%3A30%2C%22type%22%3A%22Rifle%22%7D");
  const Json page = ok_json(*demo_world().live, "/weapons?sortBy=Dpp&sortOrder=desc&pageSize=5&minDamage=30&type=Rifle");
  REQUIRE(body.at("rowCount") == page.at("items").size());
  for (size_t i = 0; i < page.at("items").size(); ++i) {
    CHECK(body.at("rows")[i].at("slug") == page.at("items")[i].at("slug"));
    CHECK(body.at("rows")[i].at("type") == "Rifle");
    CHECK(body.at("rows")[i].at("damage").get<double>() >= 30);
  }
  CHECK(body.at("note").get<std::string>().find(std::to_string(page.at("totalCount").get<int>()) + " weapons") == 0);
}

TEST_CASE("wiki tools: each bad argument is a 400 naming it", "[tools][wiki][errors]") {
  const auto& edge = *demo_world().live;
  snap::test::require_problem(edge.get("/tools/find_wiki_item"), 400, "name");
  snap::test::require_problem(edge.get("/tools/find_wiki_item?name=x&category=spaceships"), 400, "category");
  snap::test::require_problem(edge.get("/tools/list_wiki_items?category=weapons&limit=51"), 400, "limit");
  snap::test::require_problem(edge.get("/tools/list_wiki_items?category=weapons&filters=minDamage"), 400, "filters");
  // A rule of the mirrored route names the route's parameter, which the tool shares.
  snap::test::require_problem(edge.get("/tools/list_wiki_items?category=weapons&filters=%7B%22minDamage%22%3A%22x%22%7D"),
                              400, "minDamage");
  snap::test::require_problem(edge.get("/tools/list_wiki_items?category=planets&sortBy=Dpp"), 400, "sortBy");
  snap::test::require_problem(edge.get("/tools/no_such_tool"), 404);
}

TEST_CASE("undeclared parameters are listed under ignoredParameters, and the answer is otherwise the same",
          "[tools][wiki][ignored]") {
  const Json plain = tool("find_wiki_item?name=Sollomate%20Opalo");
  const Json extra = tool("find_wiki_item?name=Sollomate%20Opalo&colour=red&nmae=x");
  CHECK(extra.at("ignoredParameters") == Json::array({"colour", "nmae"}));
  CHECK(extra.at("rows") == plain.at("rows"));
  CHECK(extra.at("note").get<std::string>().find("colour, nmae") != std::string::npos);
}
