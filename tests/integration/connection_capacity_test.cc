// connection_capacity_test.cc: the edge holds more slow, idle and silent connections than it has worker threads
// without starving ordinary requests (issue 13): an address's connections beyond --connections-per-address are
// shut down as they are accepted, before they can hold a worker; the rest are released by the keep-alive and
// request timeouts.
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "tests/support/eventually.h"
#include "tests/support/slow_clients.h"
#include "tests/support/test_worlds.h"

using snap::test::demo_world;
using snap::test::EdgeProcess;
using snap::test::eventually;
using snap::test::SlowClients;
using snap::test::SlowKind;

namespace {

double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// 16 workers, 4 connections per address, short timeouts.
std::unique_ptr<EdgeProcess> small_edge() {
  return std::make_unique<EdgeProcess>(
      demo_world().db, "", "",
      std::vector<std::string>{"--threads", "16", "--connections-per-address", "4", "--keep-alive-timeout-ms",
                               "2000", "--request-timeout-ms", "2000", "--no-access-log"});
}

}  // namespace

TEST_CASE("an address's connections beyond its limit are closed as they are accepted, before they hold a worker",
          "[connections]") {
  const auto edge = small_edge();
  SlowClients silent(edge->port(), SlowKind::Silent, 30, "127.0.0.2");
  REQUIRE(eventually([&] { return silent.counts().refused >= 26; }));
  CHECK(silent.counts().open == 4);
  const auto started = std::chrono::steady_clock::now();
  CHECK(edge->get("/weapons?pageSize=1").status == 200);
  CHECK(milliseconds_since(started) < 1000);
}

TEST_CASE("more slow, idle and silent connections than worker threads leave ordinary requests answered within a "
          "second", "[connections]") {
  const auto edge = small_edge();
  // 120 connections against 16 workers, from two addresses, reopened at once whenever the edge closes them.
  SlowClients idle(edge->port(), SlowKind::Idle, 40, "127.0.0.2", true);
  SlowClients trickle(edge->port(), SlowKind::Trickle, 40, "127.0.0.3", true);
  SlowClients silent(edge->port(), SlowKind::Silent, 40, "127.0.0.3", true);
  REQUIRE(eventually([&] { return idle.counts().answered >= 4 && trickle.counts().opened >= 40; }));
  double slowest = 0;
  for (int i = 0; i < 20; ++i) {
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(edge->get("/weapons?pageSize=1&pageNumber=" + std::to_string(i + 1)).status == 200);
    slowest = std::max(slowest, milliseconds_since(started));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  INFO("slowest ordinary request " << slowest << " ms");
  CHECK(slowest < 1000);
  CHECK(idle.counts().refused > 0);
  CHECK(silent.counts().refused + trickle.counts().refused > 0);
}

TEST_CASE("a trusted proxy is exempt from the connection limit per address", "[connections]") {
  const auto edge = std::make_unique<EdgeProcess>(
      demo_world().db, "", "",
      std::vector<std::string>{"--threads", "32", "--connections-per-address", "4", "--trusted-proxy", "127.0.0.4",
                               "--no-access-log"});
  SlowClients idle(edge->port(), SlowKind::Idle, 12, "127.0.0.4");
  REQUIRE(eventually([&] { return idle.counts().answered == 12; }));
  CHECK(idle.counts().refused == 0);
  CHECK(idle.counts().open == 12);
}
