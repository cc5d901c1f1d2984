// global_page_starts.cc: where a deep page of /globals in time, type or avatar-name order starts, from the
// maintained counts (global_count, global_time_count's running totals, owner_type_summary) instead of an index
// walked past every row before it.
#include "core/routes/globals/global_page_starts.h"

#include <algorithm>
#include <cmath>

#include "core/routes/globals/global_totals.h"

namespace snap {
namespace {

// Two slots with their running totals around a target: R(low) < target <= R(high).
struct SlotBracket {
  std::int64_t low = 0, r_low = 0, high = 0, r_high = 0;
};

// Closes the bracket to neighbouring slots (high is then the first slot whose running total reaches `target`).
// The totals grow about evenly with time, so a probe placed where the line between the ends crosses the target
// lands near it (regula falsi); the Illinois rule halves the weight of an end that stays twice, so the probes close
// in from both sides. At 10M globals over two years: ~6 lookups, where halving the bracket took ~17.
SlotBracket close_bracket(Database& db, const std::string& key, std::int64_t target, SlotBracket b) {
  double under = static_cast<double>(target - b.r_low) - 0.5, over = static_cast<double>(b.r_high - target) + 0.5;
  int kept = 0;  // which end the last probe kept: -1 low, +1 high
  while (b.high - b.low > 1) {
    const double share = under / (under + over);
    const std::int64_t step = std::llround(share * static_cast<double>(b.high - b.low));
    const std::int64_t probe = b.low + std::clamp<std::int64_t>(step, 1, b.high - b.low - 1);
    const std::int64_t r = counted_through_slot(db, key, probe);
    if (r >= target) {
      b.high = probe, b.r_high = r, over = static_cast<double>(r - target) + 0.5;
      if (kept == -1) under /= 2;
      kept = -1;
    } else {
      b.low = probe, b.r_low = r, under = static_cast<double>(target - r) - 0.5;
      if (kept == 1) over /= 2;
      kept = 1;
    }
  }
  return b;
}

}  // namespace

std::optional<TimePageStart> time_page_start(Database& db, const std::optional<std::string>& type, std::int64_t offset,
                                             bool newest_first) {
  const auto watermark = global_counts_watermark(db);
  if (!watermark || db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global") > *watermark) return std::nullopt;
  const std::string key = type.value_or("");
  // Two statements: SQLite reads the key's ends with an index each only when each is asked alone.
  Statement& first_slot = db.prepare("SELECT slot FROM global_time_count WHERE type = ?1 ORDER BY slot LIMIT 1");
  Statement& last_slot =
      db.prepare("SELECT slot, running FROM global_time_count WHERE type = ?1 ORDER BY slot DESC LIMIT 1");
  first_slot.bind(1, key);
  last_slot.bind(1, key);
  const bool counted = first_slot.step() && last_slot.step();
  const std::int64_t first = counted ? first_slot.int64(0) : 0, last = counted ? last_slot.int64(0) : 0;
  const std::int64_t total = counted ? last_slot.int64(1) : 0;
  first_slot.reset();
  last_slot.reset();
  if (!counted || offset >= total) return std::nullopt;
  // Globals up to the end of a slot, R(s), grow with s (R(first - 1) = 0, R(last) = total). Newest first, the page
  // starts in the first slot after which at most `offset` globals come: the first with R(s) >= total - offset.
  // Oldest first, in the first slot with R(s) > offset, after the R(s - 1) globals before it.
  const SlotBracket slots = close_bracket(db, key, newest_first ? total - offset : offset + 1,
                                          SlotBracket{first - 1, 0, last, total});
  if (newest_first) return TimePageStart{(slots.high + 1) * kCountSlotSeconds, offset - (total - slots.r_high)};
  return TimePageStart{slots.high * kCountSlotSeconds, offset - slots.r_low};
}

std::optional<TypePageStart> type_page_start(Database& db, std::int64_t offset, bool descending) {
  Statement& types = db.prepare(std::string("SELECT key, count FROM global_count WHERE shape = 'type' ORDER BY key") +
                                (descending ? " DESC" : ""));
  std::optional<std::string> type;
  std::int64_t before = 0;  // globals of the types before it
  while (!type && types.step()) {
    if (offset < before + types.int64(1)) type = types.text(0);
    else before += types.int64(1);
  }
  types.reset();
  if (!type) return std::nullopt;
  const auto within = time_page_start(db, *type, offset - before, descending);
  if (!within) return std::nullopt;
  return TypePageStart{*type, *within};
}

AvatarNamePageStart avatar_name_page_start(Database& db, const std::optional<std::string>& type, std::int64_t offset,
                                           bool descending) {
  const std::string of_type = type ? " AND s.type = ?1" : "";
  Statement& avatars = db.prepare(
      "SELECT a.name, a.id, (SELECT IFNULL(SUM(s.globals), 0) FROM owner_type_summary s WHERE s.owner = 'avatar'"
      " AND s.owner_id = a.id" + of_type + ") FROM avatar a ORDER BY a.name" + (descending ? " DESC" : ""));
  if (type) avatars.bind(1, *type);
  AvatarNamePageStart start;
  std::int64_t length = 0;  // of the avatar's list
  while (!start.name && avatars.step()) {
    length = avatars.int64(2);
    if (offset < length) start.name = avatars.text(0), start.avatar_id = avatars.int64(1);
    else offset -= length;
  }
  avatars.reset();
  start.offset = offset;
  if (!start.name) return start;
  const PlacedGlobalMarks marks(read_global_marks(db, "avatar", start.avatar_id, type.value_or("")), length);
  if (descending) {  // the avatar's list newest first: the mark at or before the page's place
    if (const auto i = marks.at_or_newer_than(offset))
      start.mark = marks.mark(*i), start.offset = offset - marks.place(*i);
  } else {  // oldest first: the page's place counted newest first, and the mark at or after it
    const std::int64_t place = length - 1 - offset;
    if (const auto i = marks.at_or_older_than(place))
      start.mark = marks.mark(*i), start.offset = marks.place(*i) - place;
  }
  return start;
}

}  // namespace snap
