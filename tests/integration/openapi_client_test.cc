// openapi_client_test.cc: what a user's generated client meets. openapi-typescript turns the demo server's own
// /openapi.json into TypeScript types, tsc type-checks tests/openapi_client/calls.mts against them (a parameter,
// a value or a field the document does not declare fails here), and the compiled program calls one route of
// every family and every tool through openapi-fetch against a real snapedge. The npm tools are installed by
// scripts/setup into tests/openapi_client.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/json_bytes.h"
#include "core/route_table.h"
#include "core/tools/tool_registry.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

using snap::Json;

TEST_CASE("rule: a client generated from /openapi.json type-checks and calls a route of every family and every tool",
          "[openapi][client][external]") {
  const std::string tools = snap::test::checkout_path("tests/openapi_client/node_modules");
  INFO(tools << " is missing? scripts/setup installs openapi-typescript, openapi-fetch and typescript there");
  REQUIRE(std::filesystem::exists(tools + "/openapi-typescript/bin/cli.js"));
  const auto& edge = *snap::test::demo_world().live;
  const std::string dir = snap::test::make_temp_dir("openapi-client");
  std::filesystem::create_directory_symlink(tools, dir + "/node_modules");  // calls.mts imports openapi-fetch
  for (const char* file : {"calls.mts", "tsconfig.json"})
    std::filesystem::copy_file(snap::test::checkout_path("tests/openapi_client/") + file, dir + "/" + file);
  std::ofstream(dir + "/openapi.json") << snap::to_bytes(snap::test::ok_json(edge, "/openapi.json"));

  const auto generate = snap::test::run_program(
      "node", {tools + "/openapi-typescript/bin/cli.js", dir + "/openapi.json", "--output", dir + "/api.d.ts"});
  INFO(generate.output);
  REQUIRE(generate.exit_code == 0);
  const auto check = snap::test::run_program("node", {tools + "/typescript/bin/tsc", "-p", dir + "/tsconfig.json"});
  INFO(check.output);
  REQUIRE(check.exit_code == 0);
  const auto calls = snap::test::run_program(
      "node", {dir + "/out/calls.mjs", "http://127.0.0.1:" + std::to_string(edge.port())});
  INFO(calls.output);
  CHECK(calls.exit_code == 0);

  std::set<std::string> families, tool_paths;
  std::istringstream lines(calls.output);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line.front() != '{') continue;
    const Json call = Json::parse(line);
    INFO(line);
    CHECK(call.at("ok") == true);
    const std::string family = call.at("family"), path = call.at("path");
    families.insert(family);
    if (path.rfind("/tools/", 0) == 0) tool_paths.insert(path);
  }
  for (const snap::RouteFamily& family : snap::all_routes().families()) {
    INFO("family " << family.document << ": add a call of one of its routes to tests/openapi_client/calls.mts");
    CHECK(families.count(family.document) == 1);
  }
  for (const snap::Tool& tool : snap::all_tools().tools()) {
    INFO("tool " << tool.name << ": add a call of it to tests/openapi_client/calls.mts");
    CHECK(tool_paths.count("/tools/" + tool.name) == 1);
  }
  snap::test::remove_tree(dir);
}
