// page_starts.cc: where a deep page of /globals in time, type, avatar-name or value order starts, from the
// maintained counts (global_count; the running totals of global_time_count, global_value_count and
// avatar_name_block, each read by first_reaching(); avatar_name_globals) instead of an index walked past every row
// before it.
#include "core/globals/page_starts.h"

#include "core/globals/maintained_counts.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

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
  const std::int64_t total = counted_in_all(db, kTimeSlotTotals, key);
  if (offset >= total) return std::nullopt;
  // Newest first, the page starts in the first slot after which at most `offset` globals come: the first whose
  // running total reaches total - offset. Oldest first, in the first slot whose running total passes `offset`.
  const auto slot = first_reaching(db, kTimeSlotTotals, key, newest_first ? total - offset : offset + 1);
  if (!slot) return std::nullopt;  // the counts disagree with themselves (never after one fold)
  const std::int64_t s = slot->key.get<std::int64_t>();
  if (newest_first) return TimePageStart{(s + 1) * kCountSlotSeconds, offset - (total - slot->total)};
  return TimePageStart{s * kCountSlotSeconds, offset - (slot->total - slot->count)};
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
  const std::int64_t with_avatar = counted_in_all(db, kAvatarNameBlockTotals, key);  // globals that name an avatar
  if (offset >= with_avatar) return AvatarNamePageStart{std::nullopt, 0, std::nullopt, offset - with_avatar};
  // The page's place in ascending name order, its block by the running totals, and its avatar by the block's
  // avatars walked from the block's nearer end.
  const std::int64_t place = descending ? with_avatar - 1 - offset : offset;
  const auto block = first_reaching(db, kAvatarNameBlockTotals, key, place + 1);
  if (!block) return std::nullopt;  // the counts disagree with the blocks' (never after one fold)
  const std::string first = block->key.get<std::string>();
  const std::int64_t in_block = place - (block->total - block->count), block_globals = block->count;
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
  const std::int64_t known = counted_in_all(db, kValueTotals, "");  // globals of known value
  if (offset >= known) {  // among the unknown values
    ValuePageStart unknown;
    unknown.offset = offset - known;
    return unknown;
  }
  // The page starts at the smallest value whose running total reaches the target.
  const auto value = first_reaching(db, kValueTotals, "", descending ? known - offset : offset + 1);
  if (!value) return std::nullopt;  // the counts disagree with themselves (never after one fold)
  ValuePageStart start;
  start.value = value->key.get<double>();
  const std::int64_t count = value->count;  // globals of the value
  // The globals before it in the order asked: descending, those worth more; ascending, those worth less.
  std::int64_t before = descending ? known - value->total : value->total - count;
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
