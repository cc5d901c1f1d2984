// health.h: /healthz, the operations endpoint of one edge instance (API.md "Operations endpoints"): 200 with how
// fresh its snapshot and data are; 503 with the same body when the database cannot be read, when the edge was
// given a snapshot folder and has no version of it to serve, or when its follower (`follower_status`, a
// replica's status file: core/follower_status.h) is stale, so that a load balancer takes it out of its pool.
#pragma once

#include <string>

#include "core/clock.h"
#include "edge/database_pool.h"
#include "edge/http_exchange.h"
#include "edge/live_cache.h"
#include "edge/snapshot_store.h"

namespace snap {

HttpResponse health_response(DatabasePool& databases, SnapshotStore* snapshots, const LiveCacheCounts& live_cache,
                             UnixTime now, const std::string& follower_status);

}  // namespace snap
