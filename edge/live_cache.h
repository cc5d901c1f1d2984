// live_cache.h: live answers of routes that declare edge_cache_seconds, held in memory for that long on the
// edge clock, so /globals/top-24h is computed once per five minutes whatever the traffic, and a new global
// shows there only when its entry expires. Keyed by the request target as sent. Thread-safe and bounded.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "clock.h"

namespace snap {

struct LiveAnswer {
  std::string body;
  std::string etag;
  std::string data_version;
  UnixTime expires_at = 0;
};

class LiveCache {
 public:
  explicit LiveCache(size_t max_entries = 4096) : max_entries_(max_entries) {}

  // The answer stored for `target`, unless it expired by `now` (shared: a hit copies no body).
  std::shared_ptr<const LiveAnswer> find(const std::string& target, UnixTime now);

  void put(const std::string& target, std::shared_ptr<const LiveAnswer> answer, UnixTime now);

 private:
  size_t max_entries_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<const LiveAnswer>> answers_;
};

}  // namespace snap
