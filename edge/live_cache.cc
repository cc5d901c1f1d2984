// live_cache.cc: a map with expiry; when full, expired entries go first, then everything (a burst of distinct
// targets must not grow memory without bound).
#include "live_cache.h"

namespace snap {

std::shared_ptr<const LiveAnswer> LiveCache::get_or_render(const std::string& key, UnixTime now,
                                                           const RenderFn& render) {
  std::unique_lock<std::mutex> lock(mutex_);
  const auto held = answers_.find(key);
  if (held != answers_.end() && held->second->expires_at > now) {
    ++counts_.hits;
    return held->second;
  }
  if (const auto flying = flights_.find(key); flying != flights_.end()) {  // wait for that render's outcome
    const std::shared_ptr<Flight> flight = flying->second;
    rendered_.wait(lock, [&] { return flight->done; });
    if (flight->error) std::rethrow_exception(flight->error);
    ++counts_.hits;
    return flight->answer;
  }
  const auto flight = std::make_shared<Flight>();
  flights_.emplace(key, flight);
  lock.unlock();
  try {
    flight->answer = render();
  } catch (...) {
    flight->error = std::current_exception();
  }
  lock.lock();
  flight->done = true;
  flights_.erase(key);
  rendered_.notify_all();
  if (flight->error) std::rethrow_exception(flight->error);
  ++counts_.renders;
  put(key, flight->answer, now);
  return flight->answer;
}

LiveCacheCounts LiveCache::counts() {
  std::lock_guard<std::mutex> lock(mutex_);
  LiveCacheCounts now = counts_;
  now.entries = static_cast<std::int64_t>(answers_.size());
  return now;
}

// Under the lock.
void LiveCache::put(const std::string& target, std::shared_ptr<const LiveAnswer> answer, UnixTime now) {
  if (answers_.size() >= max_entries_) {
    for (auto it = answers_.begin(); it != answers_.end();)
      it = it->second->expires_at <= now ? answers_.erase(it) : std::next(it);
    if (answers_.size() >= max_entries_) answers_.clear();
  }
  answers_[target] = std::move(answer);
}

}  // namespace snap
