// metrics_test.cc: /metrics through a real snapedge: Prometheus' own checker (promtool, Debian's prometheus
// package) accepts the exposition, and what it counts is what happened: requests by route pattern and status,
// their latency histogram, tool calls refused by the budget, database time, and the snapshot served.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/clock.h"
#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

namespace {

// A fresh edge (its counters at zero) over the fixture world, with a budget of one tool call a minute.
struct CountedEdge {
  snap::test::EdgeProcess edge{snap::test::fixture_world().db,
                               snap::test::fixture_world().snapshots,
                               snap::test::fixture_world().now,
                               {"--tool-calls-per-minute", "1"}};
  std::string metrics() const {
    const auto answer = edge.get("/metrics");
    REQUIRE(answer.status == 200);
    CHECK(answer.header("content-type") == "text/plain; version=0.0.4; charset=utf-8");
    return answer.body;
  }
};

bool has_line(const std::string& text, const std::string& line) {
  return text.find("\n" + line + "\n") != std::string::npos;
}

}  // namespace

TEST_CASE("rule: /metrics is valid Prometheus exposition, as promtool checks it", "[metrics][external]") {
  CountedEdge counted;
  counted.edge.get("/weapons");
  counted.edge.get("/weapons?pageSize=1");
  const std::string dir = snap::test::make_temp_dir("metrics");
  std::ofstream(dir + "/metrics.txt") << counted.metrics();
  const auto check = snap::test::run_program("sh", {"-c", "promtool check metrics < " + dir + "/metrics.txt"});
  INFO(check.output);
  CHECK(check.exit_code == 0);
  CHECK(check.output.empty());  // promtool prints each problem it finds, even the ones it only warns about
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: /metrics counts requests by route pattern and status, with their latency", "[metrics]") {
  CountedEdge counted;
  CHECK(counted.edge.get("/weapons").status == 200);             // from the snapshot
  CHECK(counted.edge.get("/weapons?pageSize=1").status == 200);  // rendered live
  CHECK(counted.edge.get("/weapons/no-such-weapon").status == 404);
  CHECK(counted.edge.get("/weapons?pageSize=0").status == 400);
  CHECK(counted.edge.get("/no/such/route").status == 404);
  const std::string text = counted.metrics();
  INFO(text);
  CHECK(has_line(text, "snap_http_requests_total{route=\"/weapons\",code=\"200\"} 2"));
  CHECK(has_line(text, "snap_http_requests_total{route=\"/weapons\",code=\"400\"} 1"));
  CHECK(has_line(text, "snap_http_requests_total{route=\"/weapons/{slug}\",code=\"404\"} 1"));
  CHECK(has_line(text, "snap_http_requests_total{route=\"none\",code=\"404\"} 1"));
  CHECK(has_line(text, "snap_http_request_duration_seconds_count{route=\"/weapons\"} 3"));
  CHECK(has_line(text, "snap_http_request_duration_seconds_bucket{route=\"/weapons\",le=\"+Inf\"} 3"));
  CHECK(text.find("snap_db_query_seconds_count 0\n") == std::string::npos);  // the live render leased one
  // The scrape itself is counted once it is written: the next one sees it.
  CHECK(has_line(counted.metrics(), "snap_http_requests_total{route=\"/metrics\",code=\"200\"} 1"));
}

TEST_CASE("rule: /metrics counts tool calls the budget refused", "[metrics]") {
  CountedEdge counted;
  CHECK(counted.edge.get("/tools/find_wiki_item?name=opalo").status == 200);
  CHECK(counted.edge.get("/tools/find_wiki_item?name=opalo").status == 429);
  const std::string text = counted.metrics();
  INFO(text);
  CHECK(has_line(text, "snap_tool_calls_refused_total 1"));
  CHECK(has_line(text, "snap_http_requests_total{route=\"/tools/{name}\",code=\"429\"} 1"));
}

TEST_CASE("rule: /metrics names the snapshot served and its age", "[metrics]") {
  CountedEdge counted;
  const auto& world = snap::test::fixture_world();
  const std::string version = std::filesystem::read_symlink(world.snapshots + "/current").string();
  const auto manifest =
      snap::parse_manifest(snap::read_file_bytes(world.snapshots + "/" + version + "/manifest.json").value_or(""));
  REQUIRE(manifest);
  const std::string text = counted.metrics();
  INFO(text);
  CHECK(has_line(text, "snap_snapshot_info{version=\"" + version + "\"} 1"));
  CHECK(has_line(text, "snap_snapshot_age_seconds " + std::to_string(*snap::parse_iso8601_utc(world.now) -
                                                                     *snap::parse_iso8601_utc(manifest->built_at))));
}

// The count on the line "name value" of the exposition.
long counter(const std::string& text, const std::string& name) {
  const size_t at = text.find("\n" + name + " ");
  REQUIRE(at != std::string::npos);
  return std::stol(text.substr(at + name.size() + 2));
}

TEST_CASE(
    "rule: a live answer held per data stamp (a leaderboard search) takes one database lease a request: the stamp "
    "and the render read one version",
    "[metrics][leaderboards]") {
  CountedEdge counted;
  const long before = counter(counted.metrics(), "snap_db_query_seconds_count");
  const long scrape = counter(counted.metrics(), "snap_db_query_seconds_count") - before;  // what a scrape takes
  const long start = before + 2 * scrape;
  for (int i = 0; i < 5; ++i)  // each target its own, so each is rendered
    CHECK(counted.edge.get("/leaderboard/overall?search=a&page=" + std::to_string(i + 1)).status == 200);
  CHECK(counted.edge.get("/leaderboard/overall?search=a&page=1").status == 200);  // held: its stamp is read
  CHECK(counter(counted.metrics(), "snap_db_query_seconds_count") - start == 6);
}
