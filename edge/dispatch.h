// dispatch.h: answers one request: a static route with default parameters from the current snapshot (prepared
// answers held in memory), anything else rendered live by the core (held for edge_cache_seconds when the route
// asks); POST /mcp to the MCP endpoint. Tool calls (rate-limited routes and /mcp) spend the caller's budget
// first. The one place errors become problem+json responses.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "edge/database_pool.h"
#include "edge/edge_clock.h"
#include "edge/http_exchange.h"
#include "edge/live/live_feed.h"
#include "edge/live_cache.h"
#include "edge/metrics/request_metrics.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "edge/rate_limit/tool_rate_limit.h"
#include "edge/snapshot_store.h"

namespace snap {

struct EdgeConfig {
  std::string db_path;
  int db_connections = 8;                        // read-only connections shared by every worker thread
  EdgeClock clock = EdgeClock::real();
  int tool_calls_per_minute = 60;                // the tool budget per caller (POST /mcp and GET /tools/{name})
  size_t max_budget_callers = 100'000;           // callers remembered at once by the tool budget
  std::vector<std::string> trusted_proxies;      // peers whose X-Forwarded-For names the caller
  int push_clients = 5000;                       // hub and stream clients connected at once, at most
  std::string follower_status;                   // `snapgen replicate --status-file` beside a replica, or empty
  std::chrono::microseconds render_slice{200};   // a live render's time slice (render_slice.h); 0: the kernel's
};

// The one shape of an error answer: problem+json with its status, and Allow or Retry-After where they belong.
HttpResponse problem_response(const Problem& problem);

class Dispatcher {
 public:
  Dispatcher(const RouteTable& routes, EdgeConfig config, SnapshotStore* snapshots)
      : routes_(routes),
        config_(std::move(config)),
        snapshots_(snapshots),
        started_at_(real_now()),
        databases_(config_.db_path, config_.db_connections, &metrics_.database_wait(), &metrics_.database_held()),
        tool_budget_(config_.tool_calls_per_minute, config_.max_budget_callers),
        live_feed_(databases_, config_.push_clients, config_.clock, [this] { live_cache_.forget_all(); }) {}

  // Never throws.
  HttpResponse answer(const HttpRequest& request) const;

  LiveFeed& live_feed() const { return live_feed_; }  // the hubs' clients join it (edge/hubs/hub_server.h)
  RequestMetrics& metrics() const { return metrics_; }  // the server counts each answer once it is written

 private:
  // `route_label` is set to what answers (HttpResponse::route) as soon as that is known.
  HttpResponse answer_route(const HttpRequest& request, std::optional<ToolBudgetAnswer>& spent,
                            std::string_view& route_label) const;
  HttpResponse answer_mcp(const HttpRequest& request, std::optional<ToolBudgetAnswer>& spent) const;
  HttpResponse answer_global_stream(const HttpRequest& request) const;
  HttpResponse answer_hub_negotiate(const HttpRequest& request) const;
  ToolBudgetAnswer spend_tool_call(const HttpRequest& request) const;
  std::optional<HttpResponse> prepared_for_target(const HttpRequest& request) const;
  std::optional<HttpResponse> from_snapshot(const Route& route, const PathArgs& args, const Params& params,
                                            const HttpRequest& request) const;
  HttpResponse render_live(const Route& route, const PathArgs& args, const Params& params,
                           const HttpRequest& request) const;
  void add_data_version_if_missing(const HttpRequest& request, HttpResponse& response) const;

  const RouteTable& routes_;
  EdgeConfig config_;
  SnapshotStore* snapshots_;  // null without --snapshots
  mutable RequestMetrics metrics_;  // before the pool, which adds to it
  UnixTime started_at_;             // the real clock at start, for /metrics
  mutable DatabasePool databases_;
  mutable LiveCache live_cache_;
  mutable ToolRateLimit tool_budget_;
  mutable LiveFeed live_feed_;  // last: its thread stops first, before what it calls goes
};

}  // namespace snap
