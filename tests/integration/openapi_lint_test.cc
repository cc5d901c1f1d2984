// openapi_lint_test.cc: /openapi.json as Redocly's CLI lints it with its recommended rules
// (tests/openapi_lint/redocly.yaml says which two are off and why): no error and no warning. The CLI is
// installed by scripts/setup into tests/openapi_lint.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "core/json_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

TEST_CASE("rule: redocly lint (recommended rules) finds no error and no warning in /openapi.json", "[openapi][external]") {
  const std::string cli = snap::test::checkout_path("tests/openapi_lint/node_modules/.bin/redocly");
  INFO(cli << " is missing? scripts/setup installs it");
  REQUIRE(std::filesystem::exists(cli));
  const std::string dir = snap::test::make_temp_dir("openapi-lint");
  std::ofstream(dir + "/openapi.json") << snap::to_bytes(
      snap::test::ok_json(*snap::test::demo_world().edge, "/openapi.json"));
  // No telemetry and no update check: the lint reads only the file.
  const auto lint = snap::test::run_program(
      "sh", {"-c", "REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true " + cli + " lint " + dir +
                       "/openapi.json --config " + snap::test::checkout_path("tests/openapi_lint/redocly.yaml") +
                       " --format=stylish"});
  INFO(lint.output);
  CHECK(lint.exit_code == 0);
  CHECK(lint.output.find("Your API description is valid") != std::string::npos);
  CHECK(lint.output.find("warning") == std::string::npos);
  snap::test::remove_tree(dir);
}
