// live_cache.cc: a map with expiry; when full, expired entries go first, then everything (a burst of distinct
// targets must not grow memory without bound).
#include "live_cache.h"

namespace snap {

std::shared_ptr<const LiveAnswer> LiveCache::get_or_render(const std::string& key, UnixTime now,
                                                           const RenderFn& render) {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    const auto held = answers_.find(key);
    if (held != answers_.end() && held->second->expires_at > now) {
      ++counts_.hits;
      return held->second;
    }
    if (rendering_.count(key) == 0) break;
    rendered_.wait(lock);
  }
  rendering_.insert(key);
  lock.unlock();
  std::shared_ptr<const LiveAnswer> answer;
  try {
    answer = render();
  } catch (...) {
    lock.lock();
    rendering_.erase(key);
    rendered_.notify_all();
    throw;
  }
  lock.lock();
  rendering_.erase(key);
  ++counts_.renders;
  put(key, answer, now);
  rendered_.notify_all();
  return answer;
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
