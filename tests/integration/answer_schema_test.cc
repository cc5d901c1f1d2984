// answer_schema_test.cc: every JSON answer (and every line of an NDJSON one) matches the schema /openapi.json
// declares for its route. The answers are real: every JSON and NDJSON file of two worlds' snapshots (the hand-made
// fixture and the small demo) and live renders of every route, the live-only ones included; Ajv validates them
// (tests/openapi_lint/validate_answers.mjs, installed by scripts/setup). The schemas close every object, so a field
// a render adds, drops or retypes fails here.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>

#include "core/json_bytes.h"
#include "core/route_table.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

namespace {

using snap::Json;
using snap::test::ok_json;

struct AnswerCases {
  std::string dir;
  std::ofstream lines;
  std::set<std::string> patterns;
  int written = 0;

  void add(const std::string& pattern, const std::string& file, bool ndjson = false) {
    Json entry{{"pattern", pattern}, {"file", file}};
    if (ndjson) entry["lines"] = true;
    lines << snap::to_bytes(entry) << "\n";
    patterns.insert(pattern);
  }

  // Every JSON and NDJSON file of a snapshot, under the pattern its manifest names.
  void add_snapshot(const std::string& snapshots) {
    const std::string current = snapshots + "/current/";
    const Json manifest = Json::parse(snap::read_file_bytes(current + "manifest.json").value());
    for (const Json& f : manifest.at("files")) {
      const std::string file = f.at("file");
      const auto ends_with = [&](const std::string& tail) {
        return file.size() > tail.size() && file.compare(file.size() - tail.size(), tail.size(), tail) == 0;
      };
      if (ends_with(".json") || ends_with(".ndjson")) add(f.at("pattern"), current + file, ends_with(".ndjson"));
    }
  }

  // The live answer to a request, which must be a 200, under the pattern the route table matches.
  void add_live(const snap::test::EdgeProcess& edge, const std::string& target) {
    const Json answer = ok_json(edge, target);
    snap::PathArgs args;
    const snap::Route* route =
        snap::all_routes().match(snap::split_request_path(target.substr(0, target.find('?'))), args);
    REQUIRE(route != nullptr);
    const std::string file = dir + "/live-" + std::to_string(++written) + ".json";
    std::ofstream(file) << snap::to_bytes(answer);
    add(route->pattern, file);
  }
};

// Requests for every route, the live-only ones among them, with values read from the demo's own answers.
std::vector<std::string> live_targets(const snap::test::EdgeProcess& edge) {
  const Json board = ok_json(edge, "/leaderboard/hunting").at("entries").at(0);
  const std::string avatar = board.at("avatarSlug");
  const std::string team = ok_json(edge, "/teams").at("items").at(0).at("slug");
  const std::string global_id = std::to_string(ok_json(edge, "/globals/recent").at(0).at("id").get<long>());
  const std::string challenge = ok_json(edge, "/challenges").at("items").at(0).at("slug");
  const Json participant = ok_json(edge, "/challenges/" + challenge + "/participants").at("items").at(0);
  std::string climber = participant.at("avatarName");  // the progress routes take a name
  for (size_t space = climber.find(' '); space != std::string::npos; space = climber.find(' '))
    climber.replace(space, 1, "%20");
  const std::string creature = ok_json(edge, "/creatures").at("items").at(0).at("slug");
  const std::string event = ok_json(edge, "/events").at("items").at(0).at("slug");
  std::vector<std::string> targets = {"/weapons?sortBy=Name&sortOrder=desc&pageSize=50",
                                      "/creatures?search=a",
                                      "/creatures/" + creature + "/activity",
                                      "/feed/globals/head.json",
                                      "/feed/globals/" + std::to_string(ok_json(edge, "/feed/globals/head.json")
                                                                            .at("seq").get<std::int64_t>()) + ".json",
                                      "/search?q=atrox",
                                      "/search?q=ne",
                                      "/globals?pageSize=30",
                                      "/globals?search=atrox",
                                      "/globals/recent?afterId=1",
                                      "/globals/last-5",
                                      "/globals/top-24h",
                                      "/globals/activity-24h",
                                      "/globals/inspect/" + global_id,
                                      "/avatars?search=a",
                                      "/avatars/" + avatar,
                                      "/avatars/" + avatar + "/globals",
                                      "/avatars/" + avatar + "/top-achievements",
                                      "/avatars/" + avatar + "/monthly-activity",
                                      "/teams",
                                      "/teams/" + team,
                                      "/teams/" + team + "/globals",
                                      "/teams/" + team + "/monthly-activity",
                                      "/leaderboard/hunting?search=a",
                                      "/leaderboard/overall?page=2",
                                      "/leaderboard/hunting/history/" + avatar,
                                      "/leaderboard/hunting/explain/" + avatar,
                                      "/events?pageSize=50",
                                      "/events/" + event,
                                      "/events/" + event + "/statistics",
                                      "/events/" + event + "/participants",
                                      "/events/" + event + "/globals",
                                      "/events/" + event + "/teams",
                                      "/challenges?pageSize=50",
                                      "/challenges/" + challenge,
                                      "/challenges/" + challenge + "/trophy",
                                      "/challenges/" + challenge + "/completions",
                                      "/challenges/" + challenge + "/participants",
                                      "/challenges/" + challenge + "/progress/" + climber,
                                      "/challenges/avatar/" + climber,
                                      "/tools/find_wiki_item?name=atrox%20yung",
                                      "/tools/list_wiki_items?category=weapons&sortBy=dps",
                                      "/tools/query_globals?creature=atrox",
                                      "/tools/aggregate_globals?groupBy=creature",
                                      "/tools/resolve_avatar?name=" + avatar,
                                      "/tools/search_documentation?query=paging"};
  const Json categories = ok_json(edge, "/events/" + event).at("categories");
  if (!categories.empty())
    targets.push_back("/events/" + event + "/leaderboard/" + std::to_string(categories.at(0).at("id").get<long>()));
  return targets;
}

}  // namespace

TEST_CASE("rule: every JSON answer, from a snapshot file or rendered live, matches its route's schema in /openapi.json",
          "[openapi]") {
  const std::string validator = snap::test::checkout_path("tests/openapi_lint/validate_answers.mjs");
  INFO(snap::test::checkout_path("tests/openapi_lint") << "/node_modules is missing? scripts/setup installs Ajv there");
  REQUIRE(std::filesystem::exists(snap::test::checkout_path("tests/openapi_lint/node_modules/ajv")));
  const auto& demo = snap::test::demo_world();
  AnswerCases cases;
  cases.dir = snap::test::make_temp_dir("answer-schemas");
  cases.lines.open(cases.dir + "/cases.jsonl");
  cases.add_snapshot(snap::test::fixture_world().snapshots);
  cases.add_snapshot(demo.snapshots);
  for (const std::string& target : live_targets(*demo.live)) cases.add_live(*demo.live, target);
  cases.lines.close();

  // Every route that answers JSON is checked at least once.
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern << " has no answer among the cases: add a request for it to live_targets()");
    if (route.answer_schema) CHECK(cases.patterns.count(route.pattern) == 1);
  }

  std::ofstream(cases.dir + "/openapi.json") << snap::to_bytes(ok_json(*demo.edge, "/openapi.json"));
  const auto run =
      snap::test::run_program("node", {validator, cases.dir + "/openapi.json", cases.dir + "/cases.jsonl"});
  INFO(run.output);
  CHECK(run.exit_code == 0);
  snap::test::remove_tree(cases.dir);
}
