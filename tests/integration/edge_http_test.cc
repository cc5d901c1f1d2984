// edge_http_test.cc: snapedge's HTTP behaviour through a real process: methods (405 with Allow, HEAD,
// CORS preflight), unknown routes, snapshot-backed answers with ETag/304, hostile paths that must never
// read outside the snapshot, the access log and a clean stop on SIGTERM.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <sstream>
#include <thread>

#include "core/route_table.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::fixture_world;

TEST_CASE("methods other than GET, HEAD and OPTIONS are 405 with Allow", "[edge][methods]") {
  for (const char* method : {"POST", "PUT", "DELETE", "PATCH"}) {
    INFO(method);
    const auto res = fixture_world().edge->request(method, "/weapons", "Content-Length: 0\r\n");
    snap::test::require_problem(res, 405);
    CHECK(res.header("allow") == "GET, HEAD, OPTIONS");
  }
}

TEST_CASE("HEAD answers the GET headers without a body", "[edge][methods]") {
  const auto get = fixture_world().edge->get("/weapons/sollomate-opalo");
  const auto head = fixture_world().edge->request("HEAD", "/weapons/sollomate-opalo");
  CHECK(head.status == 200);
  CHECK(head.body.empty());
  CHECK(head.header("content-length") == std::to_string(get.body.size()));
  CHECK(head.header("etag") == get.header("etag"));
}

TEST_CASE("CORS: every answer allows any origin, OPTIONS is a preflight", "[edge][cors]") {
  CHECK(fixture_world().edge->get("/weapons").header("access-control-allow-origin") == "*");
  CHECK(fixture_world().edge->get("/weapons").header("access-control-expose-headers").find("X-Data-Version") != std::string::npos);
  CHECK(fixture_world().edge->get("/nowhere").header("access-control-allow-origin") == "*");
  const auto pre = fixture_world().edge->request("OPTIONS", "/weapons");
  CHECK(pre.status == 204);
  CHECK(pre.header("access-control-allow-methods") == "GET, HEAD, OPTIONS");
}

TEST_CASE("unknown routes are 404 problems", "[edge][errors]") {
  for (const char* target : {"/nowhere", "/index.html", "/weapons/sollomate-opalo/stats", "/search/extra"}) {
    INFO(target);
    snap::test::require_problem(fixture_world().edge->get(target), 404);
  }
}

TEST_CASE("default-parameter requests of static routes come from the snapshot", "[edge][snapshot]") {
  const auto& world = fixture_world();
  const auto file = world.edge->get("/weapons/sollomate-opalo");
  CHECK(file.status == 200);
  CHECK_FALSE(file.header("x-snapshot-version").empty());
  CHECK(file.header("cache-control") == "public, max-age=300");
  CHECK(world.edge->get("/weapons?sortBy=name&pageSize=20").header("x-snapshot-version") != "");  // defaults spelled out
  const auto live = world.edge->get("/weapons?sortBy=Dps");
  CHECK(live.status == 200);
  CHECK(live.header("x-snapshot-version").empty());
  CHECK_FALSE(live.header("x-data-version").empty());
  CHECK(world.edge->get("/search?q=atrox").header("x-snapshot-version").empty());
  const auto again = world.edge->request("GET", "/weapons/sollomate-opalo", "If-None-Match: " + file.header("etag") + "\r\n");
  CHECK(again.status == 304);
  CHECK(again.body.empty());
  const auto live_again = world.edge->request("GET", "/weapons?sortBy=Dps", "If-None-Match: " + live.header("etag") + "\r\n");
  CHECK(live_again.status == 304);
  const std::string etag = file.header("etag");
  CHECK(world.edge->request("GET", "/weapons/sollomate-opalo", "If-None-Match: \"x\", W/" + etag + "\r\n").status == 304);
  CHECK(world.edge->request("GET", "/weapons/sollomate-opalo", "If-None-Match: *\r\n").status == 304);
  CHECK(world.edge->request("GET", "/weapons/sollomate-opalo", "If-None-Match: \"x\"\r\n").status == 200);
  CHECK(world.edge->request("GET", "/weapons/sollomate-opalo",
                            "If-None-Match: " + etag.substr(0, etag.size() - 2) + "\"\r\n").status == 200);
}

TEST_CASE("no spelling of a path escapes the snapshot", "[edge][security]") {
  const std::vector<std::string> hostile = {
      "/../manifest.json",         "/weapons/../../etc/passwd", "/weapons/%2e%2e/%2e%2e/etc/passwd",
      "/weapons/..%2f..%2fetc%2fpasswd", "/weapons/%2E%2E%2Fmanifest.json", "/weapons/..%5c..%5cmanifest.json",
      "/weapons\\..\\manifest.json", "/weapons/%00", "/weapons/opalo%00.json", "/weapons/%c0%ae%c0%ae/manifest.json",
      "/weapons/%e0%80%ae%e0%80%ae", "/weapons/%ff", "/manifest.json", "/current/manifest.json", "/weapons/index.json",
      "/weapons/sollomate-opalo/index.json", "/%2e%2e/%2e%2e/etc/passwd", "/weapons/%", "/weapons/%zz",
      "//etc/passwd", "/weapons//sollomate-opalo", "/weapons%2Fsollomate-opalo", "/weapons/sollomate-opalo%3Fx",
      "/weapons/%2573ollomate-opalo", "/weapons/sollomate%2Dopalo%2F..%2F..", "/WEAPONS/sollomate-opalo"};
  for (const std::string& target : hostile) {
    INFO(target);
    const auto res = fixture_world().edge->get(target);
    CHECK((res.status == 400 || res.status == 404));
    snap::test::require_problem(res, res.status);
    CHECK(res.body.find("root:") == std::string::npos);
    CHECK(res.body.find("\"files\"") == std::string::npos);  // never the manifest
  }
}

TEST_CASE("an access-log line per request, request text escaped", "[edge][log]") {
  const auto& world = fixture_world();
  world.edge->get("/weapons/types?probe=access-log");
  world.edge->get("/weapons/x\"y?z=%0a");
  const std::string log = world.edge->log();
  CHECK(log.find("\"GET /weapons/types?probe=access-log\" 200") != std::string::npos);
  CHECK(log.find("\"GET /weapons/x\\x22y?z=%0a\" 404") != std::string::npos);
}

TEST_CASE("snapedge --log-format json writes one JSON object a line, request bytes percent-encoded, refusals included",
          "[edge][log]") {
  const auto& world = fixture_world();
  snap::test::EdgeProcess edge(world.db, world.snapshots, world.now, {"--log-format", "json"});
  edge.get("/weapons/types?probe=json-log");
  edge.get("/weapons/x\"y?z=%0a");
  CHECK(edge.get("/weapons/\xff").status == 400);  // refused by civetweb before the handler
  std::vector<Json> entries;
  for (int tries = 0; tries < 100 && entries.size() < 3; ++tries) {  // each line is written after its answer
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    entries.clear();
    std::istringstream lines(edge.log());
    for (std::string line; std::getline(lines, line);)
      if (!line.empty() && line.front() == '{') entries.push_back(Json::parse(line));  // throws on a bad line
  }
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].at("method") == "GET");
  CHECK(entries[0].at("target") == "/weapons/types?probe=json-log");
  CHECK(entries[0].at("status") == 200);
  CHECK(entries[0].at("bytes").get<int>() > 0);
  CHECK(entries[0].at("remote") == "127.0.0.1");
  CHECK(entries[0].at("ms").is_number());
  CHECK(snap::parse_iso8601_utc(entries[0].at("time").get<std::string>()));
  CHECK(entries[1].at("target") == "/weapons/x%22y?z=%0a");
  CHECK(entries[1].at("status") == 404);
  CHECK(entries[2].at("target") == "/weapons/%FF");
  CHECK(entries[2].at("status") == 400);
}

TEST_CASE("SIGTERM stops snapedge cleanly", "[edge][lifecycle]") {
  const auto& world = fixture_world();
  snap::test::EdgeProcess edge(world.db, world.snapshots, world.now);
  CHECK(edge.get("/weapons").status == 200);
  CHECK(edge.stop() == 0);
}

TEST_CASE("snapedge refuses to start on a missing database", "[edge][lifecycle]") {
  using Catch::Matchers::Contains;
  CHECK_THROWS_WITH(snap::test::EdgeProcess("/nonexistent/db.sqlite", "", snap::test::kFixtureNow),
                    Contains("snapedge exited at start") && Contains("/nonexistent/db.sqlite") &&
                        Contains("does not exist"));
}

// STYLE.md: a test that fails if a route is missing from the generated OpenAPI document.
TEST_CASE("/openapi.json describes every route and its parameters", "[edge][openapi]") {
  const Json doc = fixture_world().edge->get("/openapi.json").json();
  CHECK(doc.at("openapi") == "3.1.0");
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    REQUIRE(doc.at("paths").contains(route.pattern));
    const Json& params = doc.at("paths").at(route.pattern).at("get").at("parameters");
    for (const snap::ParamSpec& spec : route.params)
      CHECK(std::any_of(params.begin(), params.end(), [&](const Json& p) { return p.at("name") == spec.name; }));
  }
  const Json& page_size = doc.at("paths").at("/weapons").at("get").at("parameters");
  CHECK(std::any_of(page_size.begin(), page_size.end(),
                    [](const Json& p) { return p.at("name") == "pageSize" && p.at("schema").at("maximum") == 50; }));
}

TEST_CASE("/healthz reports snapshot and data freshness", "[edge][health]") {
  const Json health = fixture_world().edge->get("/healthz").json();
  CHECK(health.at("status") == "ok");
  CHECK(health.at("database") == "ok");
  CHECK(health.at("snapshotVersion").get<std::string>().rfind("20261120T120000Z-", 0) == 0);
  CHECK(health.at("snapshotAgeSeconds") == 0);
  CHECK(health.at("lastGlobalAt") == "2026-11-20T11:43:20Z");
  CHECK(health.at("lastGlobalAgeSeconds") == 1000);
  CHECK(health.at("leaderboardsBuiltAt") == "2026-11-20T12:00:00Z");  // snapgen build rebuilt the standings
  const Json live = fixture_world().live->get("/healthz").json();
  CHECK(live.at("snapshotVersion").is_null());
  CHECK(live.at("snapshotAgeSeconds").is_null());
}

TEST_CASE("a database that cannot be read is a 503 on /healthz, and each failure is logged with its cause",
          "[edge][health][errors]") {
  const std::string dir = snap::test::make_temp_dir("health");
  const std::string db = dir + "/f.db";
  snap::test::write_fixture_database(db, snap::test::kFixtureNow);
  snap::test::EdgeProcess edge(db, "", snap::test::kFixtureNow);
  REQUIRE(edge.get("/healthz").status == 200);
  REQUIRE(edge.get("/nowhere").header("x-data-version") != "unavailable");
  std::filesystem::resize_file(db, 0);  // the file is gone from under the server
  const auto res = edge.get("/healthz");
  CHECK(res.status == 503);
  CHECK(res.json().at("database") == "unavailable");
  snap::test::require_problem(edge.get("/weapons?sortBy=Dps"), 503);  // unreadable database: 503, not 500
  const auto no_route = edge.get("/nowhere");
  snap::test::require_problem(no_route, 404);
  CHECK(no_route.header("x-data-version") == "unavailable");
  const std::string log = edge.log();
  INFO(log);
  // One line each, with the cause SQLite gave (the emptied file holds no schema).
  const std::string cause = " cannot be read: database schema version 0";
  CHECK(log.find("snapedge: /healthz: database " + db + cause) != std::string::npos);
  CHECK(log.find("snapedge: X-Data-Version of /nowhere unavailable, database " + db + cause) != std::string::npos);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: an absolute-form request (RFC 9112 3.2.2) is answered like its origin form, whatever host it names",
          "[edge][absolute-form]") {
  const auto& edge = *fixture_world().edge;
  const std::string port = std::to_string(edge.port());
  const auto origin = edge.get("/weapons?pageSize=2");
  REQUIRE(origin.status == 200);
  for (const std::string& authority : {"127.0.0.1:" + port, "api.example.org:" + port, "LOCALHOST:" + port}) {
    INFO(authority);
    const auto absolute = edge.get("http://" + authority + "/weapons?pageSize=2");
    CHECK(absolute.status == 200);
    CHECK(absolute.body == origin.body);
  }
  snap::test::require_problem(edge.get("http://127.0.0.1:" + port + "/nowhere"), 404);
}

TEST_CASE("rule: one data version: a snapshot answer and a live answer of the same data carry the same X-Data-Version",
          "[edge][data-version]") {
  const auto& world = fixture_world();
  const auto file = world.edge->get("/weapons/sollomate-opalo");
  REQUIRE_FALSE(file.header("x-snapshot-version").empty());
  const auto live_same_route = world.live->get("/weapons/sollomate-opalo");
  const auto live_other = world.edge->get("/weapons?sortBy=Dps");
  REQUIRE(live_other.header("x-snapshot-version").empty());
  CHECK(file.header("x-data-version") == live_same_route.header("x-data-version"));
  CHECK(file.header("x-data-version") == live_other.header("x-data-version"));
  CHECK(file.header("x-data-version") != file.header("x-snapshot-version"));  // the build is not the data
  CHECK(file.body == live_same_route.body);
}

TEST_CASE("rule: an unknown hub is a 404 whatever the method, not a 405", "[edge][hubs]") {
  const auto& edge = *fixture_world().edge;
  snap::test::require_problem(edge.request("POST", "/hubs/nope/negotiate?negotiateVersion=1", "Content-Length: 0\r\n"),
                              404);
  snap::test::require_problem(edge.get("/hubs/nope"), 404);
  CHECK(edge.request("POST", "/hubs/globals/negotiate?negotiateVersion=1", "Content-Length: 0\r\n").status == 200);
}

TEST_CASE("rule: /healthz never reports a negative age: a newest global ahead of the clock is 0 seconds old",
          "[edge][health]") {
  const auto& world = fixture_world();
  const snap::test::EdgeProcess early(world.db, "", "2026-11-20T11:00:00Z");  // the newest global is at 11:43:20
  const Json health = early.get("/healthz").json();
  CHECK(health.at("lastGlobalAt") == "2026-11-20T11:43:20Z");
  CHECK(health.at("lastGlobalAgeSeconds") == 0);
}
