// tool_rate_limit_test.cc: the tool budget alone (edge/rate_limit/): the rolling window, what a refusal says,
// forgetting idle callers, the cap on remembered callers, and who the caller is behind a trusted proxy.
#include "edge/rate_limit/tool_rate_limit.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "edge/rate_limit/tool_caller.h"

namespace {

constexpr std::int64_t kStart = 1'795'176'000'000;  // ms

}  // namespace

TEST_CASE("the budget allows quota calls in a rolling minute and refuses the next until the oldest leaves",
          "[edge][rate-limit]") {
  snap::ToolRateLimit budget(3, 100);
  CHECK(budget.spend("a", kStart).remaining == 2);
  CHECK(budget.spend("a", kStart + 10'000).remaining == 1);
  const snap::ToolBudgetAnswer third = budget.spend("a", kStart + 20'000);
  CHECK(third.allowed);
  CHECK(third.remaining == 0);
  CHECK(third.seconds_until_slot == 40);  // the first call leaves at kStart + 60 s
  const snap::ToolBudgetAnswer refused = budget.spend("a", kStart + 30'500);
  CHECK_FALSE(refused.allowed);
  CHECK(refused.remaining == 0);
  CHECK(refused.seconds_until_slot == 30);            // 29.5 s, rounded up
  CHECK(budget.spend("b", kStart + 30'500).allowed);  // another caller has its own budget
  CHECK_FALSE(budget.spend("a", kStart + 59'999).allowed);
  const snap::ToolBudgetAnswer again = budget.spend("a", kStart + 60'000);  // refusals spent nothing
  CHECK(again.allowed);
  CHECK(again.remaining == 0);
  CHECK(again.seconds_until_slot == 10);
}

TEST_CASE("a caller whose window is empty is forgotten", "[edge][rate-limit]") {
  snap::ToolRateLimit budget(5, 100);
  budget.spend("a", kStart);
  budget.spend("b", kStart + 30'000);
  CHECK(budget.remembered_callers() == 2);
  budget.spend("c", kStart + 60'000);  // a's one call has left its window
  CHECK(budget.remembered_callers() == 2);
  budget.spend("c", kStart + 200'000);
  CHECK(budget.remembered_callers() == 1);
}

TEST_CASE("a full table drops the least recently seen caller", "[edge][rate-limit]") {
  snap::ToolRateLimit budget(1, 3);
  budget.spend("a", kStart);
  budget.spend("b", kStart + 1);
  budget.spend("c", kStart + 2);
  CHECK_FALSE(budget.spend("a", kStart + 3).allowed);  // a is now the most recently seen
  budget.spend("d", kStart + 4);                       // drops b
  CHECK(budget.remembered_callers() == 3);
  CHECK_FALSE(budget.spend("a", kStart + 5).allowed);
  CHECK_FALSE(budget.spend("c", kStart + 6).allowed);
  CHECK(budget.spend("b", kStart + 7).allowed);  // forgotten, so a fresh budget
}

TEST_CASE("the caller is the peer, or behind a trusted proxy the right-most untrusted forwarded address",
          "[edge][rate-limit]") {
  const std::vector<std::string> proxies = {"10.0.0.1", "10.0.0.2"};
  snap::HttpRequest request;
  request.peer_address = "203.0.113.9";
  request.forwarded_for = "198.51.100.1";
  CHECK(snap::tool_caller(request, proxies) == "203.0.113.9");  // an untrusted peer's header is ignored
  request.peer_address = "10.0.0.1";
  CHECK(snap::tool_caller(request, proxies) == "198.51.100.1");
  request.forwarded_for = "1.1.1.1, 198.51.100.1 ,10.0.0.2";  // the client may have forged 1.1.1.1
  CHECK(snap::tool_caller(request, proxies) == "198.51.100.1");
  request.forwarded_for = "";
  CHECK(snap::tool_caller(request, proxies) == "10.0.0.1");
  request.forwarded_for = "10.0.0.2";
  CHECK(snap::tool_caller(request, proxies) == "10.0.0.2");
  CHECK(snap::tool_caller(request, {}) == "10.0.0.1");
}

// Not a timing assertion: it shows the one mutex keeps the count exact under contention, and prints the cost.
TEST_CASE("the budget counts exactly when many threads spend at once", "[edge][rate-limit]") {
  snap::ToolRateLimit budget(1'000'000, 100'000);
  constexpr int kThreads = 8, kCalls = 50'000;
  const auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&budget, t] {
      for (int i = 0; i < kCalls; ++i) budget.spend("caller" + std::to_string((t * kCalls + i) % 5000), kStart + i);
    });
  for (auto& thread : threads) thread.join();
  const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - started).count();
  WARN("spend: " << ns / (kThreads * kCalls) << " ns per call, " << kThreads << " threads");
  CHECK(budget.remembered_callers() == 5000);
  CHECK(budget.spend("caller0", kStart + kCalls).remaining == 1'000'000 - kThreads * kCalls / 5000 - 1);
}
