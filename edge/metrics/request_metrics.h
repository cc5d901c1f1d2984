// request_metrics.h: what this edge instance counts as it answers, for /metrics: requests by route (the route
// table's pattern, or "/mcp", "/healthz", "/metrics", "none" when no route matched, "refused" when civetweb
// refused the request before reading it) and status, their latency by route, how long requests waited for and
// held a database connection, and tool calls refused by the budget. Thread-safe.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "edge/metrics/latency_histogram.h"

namespace snap {

class RequestMetrics {
 public:
  void count_request(std::string_view route, int status, double seconds);
  void count_refused_tool_call() { refused_tool_calls_.fetch_add(1, std::memory_order_relaxed); }
  LatencyHistogram& database_wait() { return database_wait_; }
  LatencyHistogram& database_held() { return database_held_; }

  // The counters' and histograms' lines, HELP and TYPE included.
  void write(std::string& out) const;

 private:
  struct RouteCounts {
    std::map<int, std::uint64_t> by_status;
    LatencyHistogram latency;
  };
  mutable std::mutex mutex_;  // guards routes_ (the histograms inside need none)
  std::map<std::string, std::unique_ptr<RouteCounts>, std::less<>> routes_;
  std::atomic<std::uint64_t> refused_tool_calls_{0};
  LatencyHistogram database_wait_, database_held_;
};

}  // namespace snap
