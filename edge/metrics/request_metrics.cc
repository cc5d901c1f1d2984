// request_metrics.cc: per-route counts under one short lock; the exposition of what was counted.
#include "edge/metrics/request_metrics.h"

#include "edge/metrics/exposition.h"

namespace snap {

void RequestMetrics::count_request(std::string_view route, int status, double seconds) {
  RouteCounts* counts = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = routes_.find(route);
    if (it == routes_.end()) it = routes_.emplace(std::string(route), std::make_unique<RouteCounts>()).first;
    counts = it->second.get();
    ++counts->by_status[status];
  }
  counts->latency.observe(seconds);  // entries are never removed, so the pointer outlives the lock
}

void RequestMetrics::write(std::string& out) const {
  std::lock_guard<std::mutex> lock(mutex_);
  metric_header(out, "snap_http_requests_total", "counter", "Requests answered, by route pattern and status code.");
  for (const auto& [route, counts] : routes_)
    for (const auto& [status, n] : counts->by_status)
      out += "snap_http_requests_total{route=\"" + label_value(route) + "\",code=\"" + std::to_string(status) + "\"} " +
             std::to_string(n) + "\n";
  metric_header(out, "snap_http_request_duration_seconds", "histogram",
                "Time from reading a request to its answer written, by route.");
  for (const auto& [route, counts] : routes_)
    counts->latency.write(out, "snap_http_request_duration_seconds", "route=\"" + label_value(route) + "\",");
  metric_header(out, "snap_tool_calls_refused_total", "counter",
                "Tool calls (GET /tools/{name}, POST /mcp) refused by the budget.");
  out += "snap_tool_calls_refused_total " + std::to_string(refused_tool_calls_.load()) + "\n";
  metric_header(out, "snap_db_wait_seconds", "histogram",
                "Time a request waited for one of the read-only database connections.");
  database_wait_.write(out, "snap_db_wait_seconds", "");
  metric_header(out, "snap_db_query_seconds", "histogram",
                "Time a request held a database connection (its queries and render).");
  database_held_.write(out, "snap_db_query_seconds", "");
}

}  // namespace snap
