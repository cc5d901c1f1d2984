// activity_tool_support.h: what the PvP and trade tools share: the avatar an argument names (typo tolerant, its
// resolution told in the note), the time window a call reads (bounded by default when no avatar bounds it, so
// no call reads two years of rows), and the tally of groups with their count, first and last time.
#pragma once

#include <cstdint>
#include <deque>
#include <memory_resource>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "core/json_bytes.h"
#include "core/params.h"
#include "core/route.h"

namespace snap {

// The avatar an argument names, resolved through /search's index; the sentence about it goes to `notes`.
// Throws ApiError 404 when no avatar's name is close.
struct NamedAvatar {
  std::int64_t id;
  std::string name;
};
NamedAvatar resolve_avatar_argument(Database& db, const std::string& argument, const std::string& asked,
                                    std::vector<std::string>& notes);

// fromDate and toDate, described for `what` ("kills", "messages").
std::vector<ParamSpec> window_params(const std::string& what);

// The seconds [from, to] a call reads. toDate defaults to now; fromDate to `default_days` before toDate (said in
// `notes`), or to the beginning when there is no default (an index of the filter bounds the rows). Throws
// ApiError 400 naming fromDate when it is after toDate.
struct TimeWindow {
  UnixTime from = 0;
  UnixTime to = 0;
};
TimeWindow read_window(const RenderContext& ctx, const Params& args, std::optional<int> default_days,
                       const std::string& what, std::vector<std::string>& notes);

// "day", "week" or "month" as the period argument names them, and a time's period: "2026-11-20" (day),
// "2026-11-16" (the Monday its week starts), "2026-11" (month).
const std::vector<std::string>& period_choices();
std::string period_label(UnixTime t, const std::string& period);

// period_label for rows read in time order, formatted once per day met rather than once per row.
class PeriodLabels {
 public:
  explicit PeriodLabels(std::string period) : period_(std::move(period)) {}
  const std::string& of(UnixTime t);

 private:
  std::string period_;
  UnixTime day_start_ = 0, day_end_ = 0;  // the day `label_` was made for: [start, end)
  std::string label_;
};

// Groups with how many items fell in each and the first and last time; a null key is the group of items
// without a value. Ranked by count (most first), or, for periods, newest period first.
struct GroupTally {
  std::optional<std::string_view> key;  // held by its GroupCounter: valid while the counter lives
  std::int64_t count = 0;               // what groups are ranked by
  std::int64_t rows = 0;  // rows read into the group, where count counts fewer things (offers of messages)
  UnixTime first_at = 0;
  UnixTime last_at = 0;
};

// A copy of `key` in `arena`: the key of a map keyed by views, which must outlive the row it was read from.
std::string_view keep_in(std::pmr::memory_resource& arena, std::string_view key);

class GroupCounter {
 public:
  GroupTally& at(std::optional<std::string_view> key, UnixTime t);  // the group, its times widened to t
  std::vector<GroupTally> by_count(size_t limit) const;             // ties: null first, then keys ascending
  std::vector<GroupTally> newest_first(size_t limit) const;         // keys descending, null last
  size_t size() const { return groups_.size(); }

 private:
  // The first `limit` groups in the order `before` says (no two groups are equal in it).
  std::vector<GroupTally> first(size_t limit, bool (*before)(const GroupTally*, const GroupTally*)) const;
  std::pmr::monotonic_buffer_resource arena_;    // the keys, groups and index nodes of one count, freed at once
  std::pmr::deque<GroupTally> groups_{&arena_};  // never moved: the views below stay valid
  std::pmr::unordered_map<std::string_view, GroupTally*> by_key_{&arena_};  // a view of the group's own key
  GroupTally* null_group_ = nullptr;
  GroupTally* last_ = nullptr;  // the group of the previous call
};

// "?6, ?7, ?8": `count` numbered SQL parameters from `first`, for an IN list of a filter's values.
std::string sql_placeholders(size_t first, size_t count);

// The JSON value of a time or of a text that may be absent.
Json iso_time(UnixTime t);
Json optional_text(std::optional<std::string_view> text);

}  // namespace snap
