// tool_rate_limit.h: the tool budget: at most `quota` calls per caller in any rolling window (60 s), one budget
// shared by POST /mcp and every rate-limited route (GET /tools/{name}). A call refused for being over budget
// does not spend. Per edge instance (each snapedge keeps its own). Memory is bounded: a caller whose window is
// empty is forgotten, and when `max_callers` are remembered the least recently seen one is dropped.
// Thread-safe: one mutex over the whole table (each spend is a few map and list operations).
#pragma once

#include <cstdint>
#include <deque>
#include <list>
#include <mutex>
#include <string>
#include <unordered_map>

namespace snap {

struct ToolBudgetAnswer {
  bool allowed = false;
  int quota = 0;
  int window_seconds = 0;
  int remaining = 0;           // calls left in the window after this one
  int seconds_until_slot = 0;  // until the oldest call leaves the window (rounded up); 0 while a call is left
};

class ToolRateLimit {
 public:
  static constexpr std::int64_t kWindowMs = 60'000;

  ToolRateLimit(int quota, size_t max_callers) : quota_(quota), max_callers_(max_callers) {}

  // Spends one call of `caller` at `now_ms` when the budget allows it.
  ToolBudgetAnswer spend(const std::string& caller, std::int64_t now_ms);

  size_t remembered_callers() const;

 private:
  struct Caller {
    std::deque<std::int64_t> calls;  // times of the calls in the window, oldest first
    std::int64_t last_seen_ms = 0;
    std::list<std::string>::iterator recency;  // its place in recency_
  };

  void forget_idle(std::int64_t now_ms);
  ToolBudgetAnswer answer(const Caller& caller, bool allowed, std::int64_t now_ms) const;

  const int quota_;
  const size_t max_callers_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Caller> callers_;
  std::list<std::string> recency_;  // most recently seen first
};

}  // namespace snap
