// dispatch.h: answers one request: a static route with default parameters from the current snapshot (prepared
// answers held in memory), anything else rendered live by the core (held for edge_cache_seconds when the route
// asks). The one place errors become problem+json responses.
#pragma once

#include <optional>
#include <string>

#include "edge/edge_clock.h"
#include "edge/http_exchange.h"
#include "edge/live_cache.h"
#include "core/route_table.h"
#include "edge/snapshot_store.h"

namespace snap {

struct EdgeConfig {
  std::string db_path;
  EdgeClock clock = EdgeClock::real();
};

class Dispatcher {
 public:
  Dispatcher(const RouteTable& routes, EdgeConfig config, SnapshotStore* snapshots)
      : routes_(routes), config_(std::move(config)), snapshots_(snapshots) {}

  // Never throws.
  HttpResponse answer(const HttpRequest& request) const;

 private:
  HttpResponse answer_route(const HttpRequest& request) const;
  std::optional<HttpResponse> prepared_for_target(const HttpRequest& request) const;
  std::optional<HttpResponse> from_snapshot(const Route& route, const PathArgs& args, const Params& params,
                                            const HttpRequest& request) const;
  HttpResponse render_live(const Route& route, const PathArgs& args, const Params& params,
                           const HttpRequest& request) const;
  void add_data_version_if_missing(const HttpRequest& request, HttpResponse& response) const;

  const RouteTable& routes_;
  EdgeConfig config_;
  SnapshotStore* snapshots_;  // null without --snapshots
  mutable LiveCache live_cache_;
};

}  // namespace snap
