// config_file_test.cc: both programs read their options from a TOML file given by --config (CLI11's config
// support), an option given on the command line wins over the file's, and a name neither knows is exit 110.
#include <catch2/catch.hpp>
#include <fstream>

#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::test::demo_world;

TEST_CASE("snapedge takes its options from --config, and the command line wins over the file", "[config]") {
  const std::string dir = snap::test::make_temp_dir("config");
  std::ofstream(dir + "/snapedge.toml") << "tool-calls-per-minute = 2\n"
                                           "now = \"2000-01-01T00:00:00Z\"\n"
                                           "trusted-proxy = [\"10.0.0.1\", \"10.0.0.2\"]\n";
  {
    // EdgeProcess gives --now (the demo's clock) on the command line.
    const snap::test::EdgeProcess edge(demo_world().db, "", demo_world().now, {"--config", dir + "/snapedge.toml"});
    const std::string call = "/tools/aggregate_trade_messages?groupBy=channel";
    const snap::Json first = snap::test::ok_json(edge, call);
    CHECK(snap::test::note_of(first).find("24 hours before " + demo_world().now) != std::string::npos);
    CHECK(edge.get(call).status == 200);
    const auto third = edge.get(call);
    CHECK(third.status == 429);
    CHECK(third.header("ratelimit-policy") == "\"tools\";q=2;w=60");
  }
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a name in the config file the program does not know is exit 110, naming it", "[config]") {
  const std::string dir = snap::test::make_temp_dir("config");
  std::ofstream(dir + "/bad.toml") << "no-such-option = 1\n";
  const auto edge = snap::test::run_program(snap::test::snapedge_bin(),
                                            {"--db", demo_world().db, "--config", dir + "/bad.toml"});
  INFO(edge.output);
  CHECK(edge.exit_code == 110);
  CHECK(edge.output.find("no-such-option") != std::string::npos);
  const auto gen = snap::test::run_snapgen({"--config", dir + "/bad.toml", "status", dir});
  INFO(gen.output);
  CHECK(gen.exit_code == 110);
  CHECK(gen.output.find("no-such-option") != std::string::npos);
  snap::test::remove_tree(dir);
}

TEST_CASE("snapgen takes a subcommand's options from its table in --config", "[config]") {
  const std::string dir = snap::test::make_temp_dir("config");
  std::ofstream(dir + "/snapgen.toml") << "[status]\nformat = \"json\"\n";
  const auto json = snap::test::run_snapgen({"--config", dir + "/snapgen.toml", "status", dir});
  INFO(json.output);
  CHECK(json.output.rfind("{\"dir\":", 0) == 0);
  const auto text = snap::test::run_snapgen({"--config", dir + "/snapgen.toml", "status", dir, "--format", "text"});
  CHECK(text.output.rfind("snapshots: ", 0) == 0);
  snap::test::remove_tree(dir);
}
