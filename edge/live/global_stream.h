// global_stream.h: /stream/globals, the Server-Sent Events stream of new globals (text/event-stream: one
// "id: <global id>", "event: global", "data: <the global as /globals lists it>" block each). A client that
// reconnects with Last-Event-ID first gets what it missed, read from the database (the newest kMaxBacklog at
// most, with a comment saying how many older ones it skipped), then the live feed. A comment line every 15 s
// keeps proxies from closing a quiet stream. The writing never blocks anyone but this client's own thread.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "core/db/database.h"
#include "core/params.h"
#include "edge/live/push_queue.h"

namespace snap {

inline constexpr int kMaxBacklog = 1000;

// The ids in (after_id, through_id] that a client with these /stream/globals filters receives: /globals' own
// SQL conditions (globals_filter.h), plus the avatar filter by name.
std::set<std::int64_t> matching_global_ids(Database& db, const QueryPairs& filter, std::int64_t after_id,
                                           std::int64_t through_id);

// One event block of the stream.
std::string global_event(std::int64_t id, const std::string& global_json);

// What a client resuming after `after_id` missed, up to `through_id` (what the feed published before it joined).
std::string global_stream_backlog(Database& db, const QueryPairs& filter, std::int64_t after_id,
                                  std::int64_t through_id);

// Writes `backlog`, then the client's queue as it fills, until a write fails (the client left), the queue is
// closed (the server stops) or cut off (the client fell behind). `write` returns false when the client is gone.
void stream_events(PushQueue& queue, const std::string& backlog, const std::function<bool(std::string_view)>& write);

}  // namespace snap
