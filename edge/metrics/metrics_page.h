// metrics_page.h: /metrics, one edge instance's counters and gauges in Prometheus' text exposition format
// (version 0.0.4): what RequestMetrics counted, the snapshot served and its age, the held live answers, and the
// push clients connected. Its body reads no database, so a scrape costs the same however the database fares.
#pragma once

#include "core/clock.h"
#include "edge/http_exchange.h"
#include "edge/live_cache.h"
#include "edge/metrics/request_metrics.h"
#include "edge/snapshot_store.h"

namespace snap {

HttpResponse metrics_response(const RequestMetrics& metrics, SnapshotStore* snapshots, const LiveCacheCounts& cache,
                              int push_clients, int max_push_clients, UnixTime now, UnixTime started_at);

}  // namespace snap
