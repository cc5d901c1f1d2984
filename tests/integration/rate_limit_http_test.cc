// rate_limit_http_test.cc: the tool budget through a real snapedge with the default budget (60 per rolling
// minute per caller, on the real monotonic clock, whatever the data clock the test moves with --clock-file
// says; the window's end on a clock a test moves is tests/edge/tool_rate_limit_test.cc's): one budget shared by POST /mcp and
// GET /tools/{name}, the 429 (problem+json on /tools, JSON-RPC on /mcp) with Retry-After, the RateLimit fields on
// every limited answer, the routes that spend nothing, and callers behind a trusted proxy.
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/json_bytes.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::EdgeProcess;
using snap::test::HttpResult;
using snap::test::kTestNowSeconds;

namespace {

const std::string kToolTarget = "/tools/find_wiki_item?name=atrox";

// A fresh edge over the demo database with its own clock file and budget (the shared edges are unthrottled).
struct ThrottledEdge {
  std::string dir = snap::test::make_temp_dir("rate-limit");
  std::string clock = dir + "/clock";
  std::unique_ptr<EdgeProcess> edge;

  explicit ThrottledEdge(std::vector<std::string> extra_args = {}) {
    set_time(0);
    extra_args.insert(extra_args.begin(), {"--clock-file", clock});
    edge = std::make_unique<EdgeProcess>(demo_world().db, "", "", extra_args);
  }
  ~ThrottledEdge() {
    edge.reset();
    snap::test::remove_tree(dir);
  }
  void set_time(std::int64_t seconds_after_start) {
    snap::test::set_edge_clock(clock, kTestNowSeconds + seconds_after_start);
  }

  HttpResult tool_get() const { return edge->get(kToolTarget); }
  HttpResult mcp_call(int id, const std::string& headers = "") const {
    const std::string body = "{\"jsonrpc\":\"2.0\",\"id\":" + std::to_string(id) +
                             ",\"method\":\"tools/call\",\"params\":{\"name\":\"find_wiki_item\",\"arguments\":"
                             "{\"name\":\"atrox\"}}}";
    return edge->request("POST", "/mcp", "Content-Type: application/json\r\n" + headers, body);
  }
};

}  // namespace

TEST_CASE(
    "tool budget runs on a monotonic real clock: 60 mixed /mcp and /tools calls pass, the 61st is 429 with "
    "Retry-After whatever the data clock says, /weapons still answers, and Retry-After counts down in real seconds",
    "[rate-limit]") {
  ThrottledEdge throttled;
  for (int i = 0; i < 30; ++i) {
    INFO("call " << i);
    REQUIRE(throttled.tool_get().status == 200);
    REQUIRE(throttled.mcp_call(i).status == 200);
  }
  const HttpResult refused = throttled.tool_get();
  snap::test::require_problem(refused, 429);
  const int retry_after = std::stoi(refused.header("retry-after"));
  CHECK(retry_after >= 55);  // the first calls leave the window 60 real seconds after they were made
  CHECK(retry_after <= 60);
  CHECK(refused.header("ratelimit") == "\"tools\";r=0;t=" + std::to_string(retry_after));
  const HttpResult refused_mcp = throttled.mcp_call(99);
  CHECK(refused_mcp.status == 429);
  CHECK(refused_mcp.header("content-type") == "application/json");
  CHECK(refused_mcp.json().at("id") == 99);
  CHECK(refused_mcp.json().at("error").at("code") == -31429);
  CHECK(throttled.edge->get("/weapons").status == 200);
  CHECK(throttled.edge->get("/tools").status == 200);  // the catalogue spends nothing

  // The data clock moving, forward or back, neither frees nor locks the budget.
  throttled.set_time(3600);
  CHECK(throttled.tool_get().status == 429);
  throttled.set_time(-3600);
  const HttpResult still_refused = throttled.tool_get();
  CHECK(still_refused.status == 429);
  CHECK(std::stoi(still_refused.header("retry-after")) <= retry_after);

  // Real seconds move the window: two of them take two from Retry-After (the calls pass again once it reaches 0:
  // tests/edge/tool_rate_limit_test.cc, on a clock the test moves, for the minute this would wait here).
  const int before_wait = std::stoi(still_refused.header("retry-after"));
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));
  const HttpResult later = throttled.tool_get();
  CHECK(later.status == 429);
  CHECK(std::stoi(later.header("retry-after")) <= before_wait - 2);
}

TEST_CASE("every limited answer carries RateLimit-Policy and RateLimit, unlimited routes carry neither",
          "[rate-limit]") {
  ThrottledEdge throttled;
  const HttpResult first = throttled.tool_get();
  CHECK(first.header("ratelimit-policy") == "\"tools\";q=60;w=60");
  CHECK(first.header("ratelimit") == "\"tools\";r=59;t=0");
  const HttpResult second = throttled.mcp_call(1);
  CHECK(second.header("ratelimit-policy") == "\"tools\";q=60;w=60");
  CHECK(second.header("ratelimit") == "\"tools\";r=58;t=0");
  const HttpResult bad_argument = throttled.edge->get("/tools/list_wiki_items?category=weapons&limit=0");
  snap::test::require_problem(bad_argument, 400, "limit");
  CHECK(bad_argument.header("ratelimit") == "\"tools\";r=57;t=0");
  CHECK(bad_argument.header("access-control-expose-headers").find("RateLimit") != std::string::npos);
  for (const char* target : {"/tools", "/weapons", "/.well-known/mcp/server-card.json"})
    CHECK(throttled.edge->get(target).header("ratelimit").empty());
  CHECK(throttled.edge->request("GET", "/mcp").header("ratelimit").empty());  // a 405 spends nothing
  CHECK(throttled.tool_get().header("ratelimit") == "\"tools\";r=56;t=0");
}

TEST_CASE("behind a --trusted-proxy, each X-Forwarded-For caller has a budget of its own", "[rate-limit]") {
  ThrottledEdge throttled({"--tool-calls-per-minute", "2", "--trusted-proxy", "127.0.0.1"});
  const auto from = [&](const std::string& address) {
    return throttled.mcp_call(1, "X-Forwarded-For: 203.0.113.1, " + address + "\r\n").status;
  };
  CHECK(from("198.51.100.1") == 200);
  CHECK(from("198.51.100.1") == 200);
  CHECK(from("198.51.100.1") == 429);
  CHECK(from("198.51.100.2") == 200);         // only the right-most untrusted address counts
  CHECK(throttled.tool_get().status == 200);  // no header: the proxy's own budget
}
