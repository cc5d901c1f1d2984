// activity_tool_support.cc: avatar arguments, time windows, periods and group tallies of the PvP and trade tools.
#include "core/tools/activity_tool_support.h"

#include <algorithm>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/tools/name_resolution.h"

namespace snap {

NamedAvatar resolve_avatar_argument(Database& db, const std::string& argument, const std::string& asked,
                                    std::vector<std::string>& notes) {
  const Resolution resolution = require_name(db, asked, {"avatars"}, argument, "avatar");
  Statement& avatar = db.prepare("SELECT id, name FROM avatar WHERE slug = ?1");
  avatar.bind(1, resolution.hit.slug);
  if (!avatar.step()) throw ApiError(Problem::not_found("avatar", asked));
  NamedAvatar named{avatar.int64(0), avatar.text(1)};
  avatar.reset();
  notes.push_back(resolution_note(asked, resolution));
  return named;
}

std::vector<ParamSpec> window_params(const std::string& what) {
  return {ParamSpec::date_time("fromDate", false, "only " + what + " at or after this UTC date or date-time"),
          ParamSpec::date_time("toDate", true,
                               "only " + what + " at or before this UTC date-time (a date: its whole day)")};
}

TimeWindow read_window(const RenderContext& ctx, const Params& args, std::optional<int> default_days,
                       const std::string& what, std::vector<std::string>& notes) {
  TimeWindow window;
  window.to = args.optional_integer("toDate").value_or(ctx.now());
  if (auto from = args.optional_integer("fromDate")) {
    window.from = *from;
    if (window.from > window.to) throw ApiError(Problem::bad_parameter("fromDate", "must not be after toDate"));
  } else if (default_days) {
    window.from = window.to - *default_days * 86400;
    const std::string span = *default_days == 1 ? "24 hours" : std::to_string(*default_days) + " days";
    notes.push_back("Only " + what + " of the " + span + " before " + format_iso8601(window.to) +
                    " were read (give fromDate for earlier ones).");
  }
  return window;
}

const std::vector<std::string>& period_choices() {
  static const std::vector<std::string> choices = {"day", "week", "month"};
  return choices;
}

std::string period_label(UnixTime t, const std::string& period) {
  if (period == "month") return format_month(t);
  if (period == "week") {
    const std::int64_t days = utc_day_number(t);
    const std::int64_t since_monday = ((days + 3) % 7 + 7) % 7;  // 1970-01-01 was a Thursday
    return format_date((days - since_monday) * kDaySeconds);
  }
  return format_date(t);
}

const std::string& PeriodLabels::of(UnixTime t) {
  if (t < day_start_ || t >= day_end_ || label_.empty()) {
    day_start_ = utc_day_start(t);
    day_end_ = day_start_ + kDaySeconds;
    label_ = period_label(t, period_);
  }
  return label_;
}

std::string_view keep_in(std::pmr::memory_resource& arena, std::string_view key) {
  char* kept = static_cast<char*>(arena.allocate(key.size(), 1));
  std::copy(key.begin(), key.end(), kept);
  return std::string_view(kept, key.size());
}

GroupTally& GroupCounter::at(std::optional<std::string_view> key, UnixTime t) {
  GroupTally* group = nullptr;
  if (!key) {
    if (!null_group_) null_group_ = &groups_.emplace_back(GroupTally{std::nullopt, 0, 0, t, t});
    group = null_group_;
  } else if (last_ && last_->key && *last_->key == *key) {  // rows read in time order often share a group
    group = last_;
  } else if (auto it = by_key_.find(*key); it != by_key_.end()) {
    group = it->second;
  } else {
    group = &groups_.emplace_back(GroupTally{keep_in(arena_, *key), 0, 0, t, t});
    by_key_.emplace(*group->key, group);
  }
  group->first_at = std::min(group->first_at, t);
  group->last_at = std::max(group->last_at, t);
  last_ = group;
  return *group;
}

std::vector<GroupTally> GroupCounter::first(size_t limit, bool (*before)(const GroupTally*, const GroupTally*)) const {
  std::vector<const GroupTally*> ranked;
  ranked.reserve(groups_.size());
  for (const GroupTally& g : groups_) ranked.push_back(&g);
  const size_t shown = std::min(limit, ranked.size());
  std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(shown), ranked.end(), before);
  std::vector<GroupTally> first;
  for (size_t i = 0; i < shown; ++i) first.push_back(*ranked[i]);
  return first;
}

std::vector<GroupTally> GroupCounter::by_count(size_t limit) const {
  return first(limit, [](const GroupTally* a, const GroupTally* b) {
    return a->count != b->count ? a->count > b->count : a->key < b->key;
  });
}

std::vector<GroupTally> GroupCounter::newest_first(size_t limit) const {
  return first(limit, [](const GroupTally* a, const GroupTally* b) { return a->key > b->key; });
}

std::string sql_placeholders(size_t first, size_t count) {
  std::string list;
  for (size_t i = 0; i < count; ++i) list += (i ? ", ?" : "?") + std::to_string(first + i);
  return list;
}

Json iso_time(UnixTime t) { return format_iso8601(t); }

Json optional_text(std::optional<std::string_view> text) {
  return text && !text->empty() ? Json(std::string(*text)) : Json();
}

}  // namespace snap
