// hostile_requests_test.cc: requests no client should send, answered at once with a 4xx problem+json and no
// harm: a request line or headers beyond civetweb's limits (civetweb refuses them before the handler; the edge
// gives its refusal the API's error shape), thousands of parameters, a malformed request line; repeated
// parameters take the first value. After each, the server answers an ordinary request normally.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;

namespace {

// Sends `headers` with GET `target`; requires a 400 problem+json within a second and an ordinary answer after.
void require_refused_fast(const std::string& target, const std::string& headers = "") {
  const auto& edge = *demo_world().live;
  const auto started = std::chrono::steady_clock::now();
  const auto res = edge.request("GET", target, headers);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(1));
  snap::test::require_problem(res, 400);
  snap::test::ok_json(edge, "/globals?pageSize=1");
}

}  // namespace

TEST_CASE("rule: a huge request line is a 400 problem at once", "[edge][hostile]") {
  require_refused_fast("/globals?search=" + std::string(100000, 'a'));
  require_refused_fast("/" + std::string(30000, 'x'));
}

TEST_CASE("rule: a header flood or a huge header is a 400 problem at once", "[edge][hostile]") {
  std::string flood;
  for (int i = 0; i < 300; ++i) flood += "X-Flood-" + std::to_string(i) + ": " + std::string(40, 'v') + "\r\n";
  require_refused_fast("/healthz", flood);
  require_refused_fast("/healthz", "X-Huge: " + std::string(100000, 'v') + "\r\n");
}

TEST_CASE("rule: thousands of parameters are a 400 problem at once", "[edge][hostile]") {
  std::string query;
  for (int i = 0; i < 3000; ++i) query += (i ? "&p" : "p") + std::to_string(i) + "=" + std::to_string(i);
  require_refused_fast("/globals?" + query);
}

TEST_CASE("rule: a repeated parameter takes its first value, as on every route", "[edge][hostile]") {
  const auto& edge = *demo_world().live;
  const Json repeated = snap::test::ok_json(edge, "/globals?pageSize=5&type=Hunting&type=Mining&type=nonsense");
  const Json first = snap::test::ok_json(edge, "/globals?pageSize=5&type=Hunting");
  CHECK(repeated.at("items") == first.at("items"));
  CHECK_FALSE(repeated.at("items").empty());
}
