// health.h: /healthz, the operations endpoint of one edge instance (API.md "Operations endpoints"): 200 with how
// fresh its snapshot and data are, 503 with the same body when the database cannot be read.
#pragma once

#include <string>

#include "clock.h"
#include "http_exchange.h"
#include "live_cache.h"
#include "snapshot_store.h"

namespace snap {

HttpResponse health_response(const std::string& db_path, SnapshotStore* snapshots, const LiveCacheCounts& live_cache,
                             UnixTime now);

}  // namespace snap
