// live_cache.cc: a held answer's gzip, made once; and the cache, a map with expiry; when full (entries or
// bytes), expired entries go first, then the half that expires soonest, so a burst of distinct short-lived
// targets (a crawler of /globals queries) cannot push out the long-lived, costly answers (top-24h, leaderboard
// searches) nor grow memory without bound.
#include "edge/live_cache.h"

#include <algorithm>
#include <vector>

#include "core/bytes/gzip.h"

namespace snap {

std::shared_ptr<const std::string> gzipped_body(const LiveAnswer& answer) {
  std::call_once(answer.gzip->once,
                 [&] { answer.gzip->bytes = std::make_shared<const std::string>(gzip_compress(answer.body)); });
  return answer.gzip->bytes;
}

HeldAnswer LiveCache::get_or_render(const std::string& key, UnixTime now, const RenderFn& render,
                                    const std::function<void()>& before_waiting) {
  std::unique_lock<std::mutex> lock(mutex_);
  const auto held = answers_.find(key);
  if (held != answers_.end() && held->second->expires_at > now) {
    ++counts_.hits;
    return {held->second, false};
  }
  if (const auto flying = flights_.find(key); flying != flights_.end()) {
    if (held != answers_.end() && now < held->second->expires_at + kServeStaleSeconds) {  // its successor renders
      ++counts_.hits;
      ++counts_.stale;
      return {held->second, true};
    }
    const std::shared_ptr<Flight> flight = flying->second;  // nothing to serve meanwhile: wait for the outcome
    if (before_waiting) {
      lock.unlock();
      before_waiting();
      lock.lock();
    }
    rendered_.wait(lock, [&] { return flight->done; });
    if (flight->error) std::rethrow_exception(flight->error);
    ++counts_.hits;
    return {flight->answer, false};
  }
  const auto flight = std::make_shared<Flight>();
  flights_.emplace(key, flight);
  const std::uint64_t generation = generation_;
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
  if (generation == generation_) put(key, flight->answer, now);  // else it may predate a change: not held
  return {flight->answer, false};
}

LiveCacheCounts LiveCache::counts() {
  std::lock_guard<std::mutex> lock(mutex_);
  LiveCacheCounts now = counts_;
  now.entries = static_cast<std::int64_t>(answers_.size());
  now.bytes = static_cast<std::int64_t>(bytes_);
  return now;
}

// Under the lock.
void LiveCache::put(const std::string& target, std::shared_ptr<const LiveAnswer> answer, UnixTime now) {
  if (const auto old = answers_.find(target); old != answers_.end()) {
    bytes_ -= old->second->body.size();
    answers_.erase(old);
  }
  if (answers_.size() >= max_entries_ || bytes_ + answer->body.size() > max_bytes_) {
    erase_if([&](const LiveAnswer& a) { return a.expires_at <= now; });
    if (answers_.size() >= max_entries_ / 2 || bytes_ + answer->body.size() > max_bytes_ / 2) {
      std::vector<UnixTime> expiries;
      expiries.reserve(answers_.size());
      for (const auto& [key, held] : answers_) expiries.push_back(held->expires_at);
      const auto middle = expiries.begin() + static_cast<std::ptrdiff_t>(expiries.size() / 2);
      std::nth_element(expiries.begin(), middle, expiries.end());
      const UnixTime cut = *middle;
      erase_if([&](const LiveAnswer& a) { return a.expires_at <= cut; });
    }
  }
  bytes_ += answer->body.size();
  answers_.emplace(target, std::move(answer));
}

void LiveCache::forget_all() {
  std::lock_guard<std::mutex> lock(mutex_);
  ++generation_;
  answers_.clear();
  bytes_ = 0;
}

template <typename Predicate>
void LiveCache::erase_if(Predicate doomed) {
  for (auto it = answers_.begin(); it != answers_.end();) {
    if (doomed(*it->second)) {
      bytes_ -= it->second->body.size();
      it = answers_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace snap
