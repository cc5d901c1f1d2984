// request_metrics.cc: per-route counts under one short lock; the exposition of what was counted.
#include "edge/metrics/request_metrics.h"

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
  out += "# HELP snap_http_requests_total Requests answered, by route pattern and status code.\n";
  out += "# TYPE snap_http_requests_total counter\n";
  for (const auto& [route, counts] : routes_)
    for (const auto& [status, n] : counts->by_status)
      out += "snap_http_requests_total{route=\"" + label_value(route) + "\",code=\"" + std::to_string(status) + "\"} " +
             std::to_string(n) + "\n";
  out += "# HELP snap_http_request_duration_seconds Time from reading a request to its answer written, by route.\n";
  out += "# TYPE snap_http_request_duration_seconds histogram\n";
  for (const auto& [route, counts] : routes_)
    counts->latency.write(out, "snap_http_request_duration_seconds", "route=\"" + label_value(route) + "\",");
  out += "# HELP snap_tool_calls_refused_total Tool calls (GET /tools/{name}, POST /mcp) refused by the budget.\n";
  out += "# TYPE snap_tool_calls_refused_total counter\n";
  out += "snap_tool_calls_refused_total " + std::to_string(refused_tool_calls_.load()) + "\n";
  out += "# HELP snap_db_wait_seconds Time a request waited for one of the read-only database connections.\n";
  out += "# TYPE snap_db_wait_seconds histogram\n";
  database_wait_.write(out, "snap_db_wait_seconds", "");
  out += "# HELP snap_db_query_seconds Time a request held a database connection (its queries and render).\n";
  out += "# TYPE snap_db_query_seconds histogram\n";
  database_held_.write(out, "snap_db_query_seconds", "");
}

std::string label_value(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '"')
      out += "\\\"";
    else if (c == '\n')
      out += "\\n";
    else
      out.push_back(c);
  }
  return out;
}

}  // namespace snap
