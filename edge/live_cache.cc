// live_cache.cc: a map with expiry; when full, expired entries go first, then everything (a burst of distinct
// targets must not grow memory without bound).
#include "live_cache.h"

namespace snap {

std::shared_ptr<const LiveAnswer> LiveCache::find(const std::string& target, UnixTime now) {
  std::lock_guard<std::mutex> lock(mutex_);
  const auto it = answers_.find(target);
  if (it == answers_.end() || it->second->expires_at <= now) return nullptr;
  return it->second;
}

void LiveCache::put(const std::string& target, std::shared_ptr<const LiveAnswer> answer, UnixTime now) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (answers_.size() >= max_entries_) {
    for (auto it = answers_.begin(); it != answers_.end();)
      it = it->second->expires_at <= now ? answers_.erase(it) : std::next(it);
    if (answers_.size() >= max_entries_) answers_.clear();
  }
  answers_[target] = std::move(answer);
}

}  // namespace snap
