// tool_rate_limit.cc: a sliding log per caller, kept in a table ordered by when each caller was last seen, so
// idle callers and (when full) the least recently seen one fall off its end.
#include "edge/rate_limit/tool_rate_limit.h"

namespace snap {

ToolBudgetAnswer ToolRateLimit::spend(const std::string& caller_key, std::int64_t now_ms) {
  const std::lock_guard<std::mutex> lock(mutex_);
  forget_idle(now_ms);
  auto it = callers_.find(caller_key);
  if (it == callers_.end()) {
    if (callers_.size() >= max_callers_ && !recency_.empty()) {
      callers_.erase(recency_.back());
      recency_.pop_back();
    }
    recency_.push_front(caller_key);
    it = callers_.emplace(caller_key, Caller{}).first;
    it->second.recency = recency_.begin();
  } else {
    recency_.splice(recency_.begin(), recency_, it->second.recency);
  }
  Caller& caller = it->second;
  caller.last_seen_ms = now_ms;
  while (!caller.calls.empty() && caller.calls.front() + kWindowMs <= now_ms) caller.calls.pop_front();
  const bool allowed = static_cast<int>(caller.calls.size()) < quota_;
  if (allowed) caller.calls.push_back(now_ms);
  return answer(caller, allowed, now_ms);
}

size_t ToolRateLimit::remembered_callers() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return callers_.size();
}

// A caller last seen a whole window ago has no call left in it (a refused call needs a full window, so it
// never outlives the calls that filled it).
void ToolRateLimit::forget_idle(std::int64_t now_ms) {
  while (!recency_.empty()) {
    auto last = callers_.find(recency_.back());
    if (last->second.last_seen_ms + kWindowMs > now_ms) break;
    callers_.erase(last);
    recency_.pop_back();
  }
}

ToolBudgetAnswer ToolRateLimit::answer(const Caller& caller, bool allowed, std::int64_t now_ms) const {
  ToolBudgetAnswer out;
  out.allowed = allowed;
  out.quota = quota_;
  out.window_seconds = static_cast<int>(kWindowMs / 1000);
  out.remaining = quota_ - static_cast<int>(caller.calls.size());
  if (out.remaining <= 0 && !caller.calls.empty()) {
    const std::int64_t wait_ms = caller.calls.front() + kWindowMs - now_ms;
    out.seconds_until_slot = static_cast<int>((wait_ms + 999) / 1000);
  }
  if (out.remaining < 0) out.remaining = 0;
  return out;
}

}  // namespace snap
