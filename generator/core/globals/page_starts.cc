// page_starts.cc: where a deep page of /globals in time, type, avatar-name or value order starts, from the
// maintained counts (global_count, the running totals of global_time_count and global_value_count,
// avatar_name_block and avatar_name_globals) instead of an index walked past every row before it.
#include "core/globals/page_starts.h"

#include <algorithm>
#include <cmath>

#include "core/globals/maintained_counts.h"
#include "core/globals/read_model.h"

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

// Whether the maintained counts cover every global (none above their watermark).
bool counts_cover_every_global(Database& db) {
  const auto watermark = global_counts_watermark(db);
  return watermark && db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global") <= *watermark;
}

}  // namespace

std::optional<TimePageStart> time_page_start(Database& db, const std::optional<std::string>& type, std::int64_t offset,
                                             bool newest_first) {
  if (!counts_cover_every_global(db)) return std::nullopt;
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

std::optional<std::string> next_avatar_name_block(Database& db, const std::string& type,
                                                  const std::string& first_name) {
  Statement& next = db.prepare("SELECT first_name FROM avatar_name_block WHERE type = ?1 AND first_name > ?2"
                               " ORDER BY first_name LIMIT 1");
  next.bind(1, type).bind(2, first_name);
  const std::optional<std::string> end = next.step() ? std::optional<std::string>(next.text(0)) : std::nullopt;
  next.reset();
  return end;
}

std::optional<AvatarNamePageStart> avatar_name_page_start(Database& db, const std::optional<std::string>& type,
                                                          std::int64_t offset, bool descending) {
  if (!counts_cover_every_global(db)) return std::nullopt;
  const std::string key = type.value_or("");
  const std::int64_t with_avatar =  // globals that name an avatar
      db.prepare("SELECT IFNULL(MAX(running), 0) FROM avatar_name_block WHERE type = ?1").bind(1, key).single_int64();
  if (offset >= with_avatar) return AvatarNamePageStart{std::nullopt, 0, std::nullopt, offset - with_avatar};
  // The page's place in ascending name order, its block by the running totals, and its avatar by the block's
  // avatars walked from the block's nearer end.
  const std::int64_t place = descending ? with_avatar - 1 - offset : offset;
  Statement& block = db.prepare("SELECT first_name, globals, running FROM avatar_name_block WHERE type = ?1"
                                " AND running > ?2 ORDER BY running LIMIT 1");
  block.bind(1, key).bind(2, place);
  if (!block.step()) return std::nullopt;  // the counts disagree with the blocks' (never after one fold)
  const std::string first = block.text(0);
  const std::int64_t in_block = place - (block.int64(2) - block.int64(1)), block_globals = block.int64(1);
  block.reset();
  const bool from_block_end = in_block >= block_globals / 2;
  const std::optional<std::string> end = next_avatar_name_block(db, key, first);
  const std::string columns = "SELECT name, avatar_id, globals FROM avatar_name_globals WHERE type = ?1";
  Statement& avatars = !from_block_end ? db.prepare(columns + " AND name >= ?2 ORDER BY name")
                       : end           ? db.prepare(columns + " AND name < ?2 ORDER BY name DESC")
                                       : db.prepare(columns + " ORDER BY name DESC");
  avatars.bind(1, key);
  if (!from_block_end) avatars.bind(2, first);
  else if (end) avatars.bind(2, *end);
  AvatarNamePageStart start;
  std::int64_t length = 0, within = from_block_end ? block_globals - 1 - in_block : in_block;
  while (!start.name && avatars.step()) {
    length = avatars.int64(2);
    if (within < length) start.name = avatars.text(0), start.avatar_id = avatars.int64(1);
    else within -= length;
  }
  avatars.reset();
  if (!start.name) return std::nullopt;
  const std::int64_t ascending = from_block_end ? length - 1 - within : within;  // in the avatar's list
  start.offset = descending ? length - 1 - ascending : ascending;                 // in the order asked
  const PlacedGlobalMarks marks(read_global_marks(db, "avatar", start.avatar_id, key), length);
  if (descending) {  // the avatar's list newest first: the mark at or before the page's place
    if (const auto i = marks.at_or_newer_than(start.offset))
      start.mark = marks.mark(*i), start.offset -= marks.place(*i);
  } else {  // oldest first: the page's place counted newest first, and the mark at or after it
    const std::int64_t newest_first = length - 1 - start.offset;
    if (const auto i = marks.at_or_older_than(newest_first))
      start.mark = marks.mark(*i), start.offset = marks.place(*i) - newest_first;
  }
  return start;
}

std::optional<ValuePageStart> value_page_start(Database& db, std::int64_t offset, bool descending) {
  if (!counts_cover_every_global(db)) return std::nullopt;
  const std::int64_t known = db.scalar_int(  // globals of known value
      "SELECT IFNULL(MAX(at_or_below), 0) FROM global_value_count WHERE type = ''");
  if (offset >= known) {  // among the unknown values
    ValuePageStart unknown;
    unknown.offset = offset - known;
    return unknown;
  }
  // The page starts at the smallest value whose running total reaches the target: one lookup of the totals' index.
  Statement& values = db.prepare("SELECT value, count, at_or_below FROM global_value_count WHERE type = ''"
                                 " AND at_or_below >= ?1 ORDER BY at_or_below LIMIT 1");
  values.bind(1, descending ? known - offset : offset + 1);
  ValuePageStart start;
  std::int64_t count = 0, before = 0;  // of the value; the globals before it in the order asked
  if (values.step()) {
    start.value = values.real(0), count = values.int64(1);
    // Descending, the globals worth more come before it; ascending, those worth less.
    before = descending ? known - values.int64(2) : values.int64(2) - count;
  }
  values.reset();
  if (!start.value) return std::nullopt;  // the counts disagree with themselves (never after one fold)
  // Within the value (in id order) from the mark at or before the page's place in the order asked.
  const std::int64_t place = descending ? count - 1 - (offset - before) : offset - before;  // counted by id
  Statement& mark = db.prepare(descending ? "SELECT position, id FROM global_value_mark WHERE value = ?1"
                                            " AND position >= ?2 ORDER BY position LIMIT 1"
                                          : "SELECT position, id FROM global_value_mark WHERE value = ?1"
                                            " AND position <= ?2 ORDER BY position DESC LIMIT 1");
  mark.bind(1, *start.value).bind(2, place);
  start.value_rows = count;
  if (mark.step()) {
    start.mark_id = mark.int64(1);
    const std::int64_t marked_before = descending ? count - 1 - mark.int64(0) : mark.int64(0);
    before += marked_before, start.value_rows -= marked_before;
  }
  mark.reset();
  start.offset = offset - before;
  start.known_from = known - before;
  return start;
}

}  // namespace snap
