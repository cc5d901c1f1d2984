// dispatch.h: answers one request: a static route with default parameters from the current snapshot,
// anything else rendered live by the core. The one place errors become problem+json responses.
#pragma once

#include <optional>
#include <string>

#include "clock.h"
#include "http_exchange.h"
#include "route_table.h"
#include "snapshot_store.h"

namespace snap {

struct EdgeConfig {
  std::string db_path;
  std::optional<UnixTime> fixed_now;  // --now; otherwise the real clock per request
};

class Dispatcher {
 public:
  Dispatcher(const RouteTable& routes, EdgeConfig config, SnapshotStore* snapshots)
      : routes_(routes), config_(std::move(config)), snapshots_(snapshots) {}

  // Never throws.
  HttpResponse answer(const HttpRequest& request) const;

 private:
  HttpResponse answer_route(const HttpRequest& request) const;
  std::optional<HttpResponse> from_snapshot(const Route& route, const PathArgs& args, const Params& params,
                                            const HttpRequest& request) const;
  void add_data_version_if_missing(HttpResponse& response) const;
  HttpResponse render_live(const Route& route, const PathArgs& args, const Params& params,
                           const HttpRequest& request) const;

  const RouteTable& routes_;
  EdgeConfig config_;
  SnapshotStore* snapshots_;  // null without --snapshots
};

}  // namespace snap
