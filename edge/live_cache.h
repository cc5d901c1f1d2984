// live_cache.h: live answers of routes that declare edge_cache_seconds, held in memory for that long on the
// edge clock, so /globals/top-24h is computed once per five minutes whatever the traffic, and a new global
// shows there only when its entry expires. Keyed by the request target as sent. A key is rendered by one
// request at a time: the others that want it meanwhile wait for that render (a burst at expiry costs one
// render, not one per connection). Thread-safe; bounded in entries and bytes (see live_cache.cc).
#pragma once

#include <memory>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/clock.h"

namespace snap {

// A body's gzip, compressed by the first request that wants it and then shared by every later one, so a held
// answer is compressed once however many gzip clients it serves.
struct LazyGzip {
  std::once_flag once;
  std::shared_ptr<const std::string> bytes;
};

struct LiveAnswer {
  std::string body;
  std::string etag;
  std::string data_version;
  UnixTime expires_at = 0;
  std::string link = {};  // a paged answer's Link header (page_links.h), or empty
  std::shared_ptr<LazyGzip> gzip = std::make_shared<LazyGzip>();
};

// `answer`'s body gzipped (compressed on the first call).
std::shared_ptr<const std::string> gzipped_body(const LiveAnswer& answer);

// How long past its expiry an answer may still be served while its successor renders.
constexpr UnixTime kServeStaleSeconds = 5;

struct HeldAnswer {
  std::shared_ptr<const LiveAnswer> answer;
  bool stale = false;  // expired, served while another request renders its successor
};

// Counts since the start, for /healthz: how the held answers are used.
struct LiveCacheCounts {
  std::int64_t entries = 0;  // answers held now (some may have expired)
  std::int64_t bytes = 0;    // their bodies' bytes, bounded by the byte budget
  std::int64_t renders = 0;  // answers rendered
  std::int64_t hits = 0;     // answers served from memory (including after waiting for a render)
  std::int64_t stale = 0;    // of those, expired ones served while their successor rendered
};

class LiveCache {
 public:
  explicit LiveCache(size_t max_entries = 4096, size_t max_bytes = size_t{64} << 20)
      : max_entries_(max_entries), max_bytes_(max_bytes) {}

  using RenderFn = std::function<std::shared_ptr<const LiveAnswer>()>;

  // The answer held for `key` unless it expired by `now`; else the one `render` makes now (held from then on).
  // While another request renders `key`, serves the expired answer when it expired less than
  // kServeStaleSeconds ago, else waits for that render's outcome: its answer, or its exception (so a failing
  // render is not retried by each waiter in turn). `before_waiting`, when given, is called (outside the lock)
  // before such a wait: a caller that holds what its own render would need (a database lease) gives it up there.
  HeldAnswer get_or_render(const std::string& key, UnixTime now, const RenderFn& render,
                           const std::function<void()>& before_waiting = {});

  LiveCacheCounts counts();

  // Drops every held answer, and keeps none of the renders under way: the data changed (a writer committed).
  void forget_all();

 private:
  void put(const std::string& key, std::shared_ptr<const LiveAnswer> answer, UnixTime now);
  template <typename Predicate>
  void erase_if(Predicate doomed);

  size_t max_entries_;
  size_t max_bytes_;
  size_t bytes_ = 0;  // bodies held
  std::uint64_t generation_ = 0;  // moves on with each forget_all()
  std::mutex mutex_;
  struct Flight {  // one render under way; the renderer fills it, then sets `done` under the lock
    bool done = false;
    std::shared_ptr<const LiveAnswer> answer;
    std::exception_ptr error;
  };

  std::condition_variable rendered_;  // a flight is done
  std::unordered_map<std::string, std::shared_ptr<const LiveAnswer>> answers_;
  std::unordered_map<std::string, std::shared_ptr<Flight>> flights_;  // keys a request is rendering now
  LiveCacheCounts counts_;
};

}  // namespace snap
