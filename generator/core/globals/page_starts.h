// page_starts.h: where a deep page of /globals in time order (of every global or one type), in type order,
// in avatar-name order or in value order starts, placed by the maintained counts (maintained_counts.h;
// avatar_name_block, avatar_name_globals) so that the page skips at most part of one time slot (of one avatar's
// globals, of one value's); globals_query.cc reads the page from there.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/globals/owner_global_marks.h"

namespace snap {

// Where a page of every global (or of one type) in time order starts, `offset` rows in, from the time slot
// counts: the slots wholly before the page are counted, not read. The page is the rows from `offset` on among
// those with ts < bound (newest first) or ts >= bound (oldest first). None when the counts do not cover every row
// (rows above the watermark, or none counted yet) or the page starts beyond the last row.
struct TimePageStart {
  UnixTime bound = 0;
  std::int64_t offset = 0;
};
std::optional<TimePageStart> time_page_start(Database& db, const std::optional<std::string>& type, std::int64_t offset,
                                             bool newest_first);

// Where a page of every global in type order (sortBy=Type: type, then time) starts, `offset` rows in: the types
// before the page are counted (global_count), then the slots before it within its type (time_page_start()).
// The page is the rows from `within.offset` on after (type, within.bound) in that order. None as for
// time_page_start().
struct TypePageStart {
  std::string type;
  TimePageStart within;
};
std::optional<TypePageStart> type_page_start(Database& db, std::int64_t offset, bool descending);

// Where a page of globals (of every type or one) in avatar-name order starts, `offset` rows in: its block of
// avatars by the running totals of avatar_name_block (one lookup), then its avatar by the globals of the block's
// avatars (avatar_name_globals), walked from the block's nearer end; no global before the page is read. The page
// is the rows from `offset` on among the globals of avatars named `name` or after it in that order, or, when it
// starts after the last avatar's globals (no name), among the globals that name no avatar. Within the avatar's
// globals the page starts from the nearest of its list's marks before it (owner_global_marks, in the order
// asked), so at most a mark spacing of them is skipped. None as for time_page_start().
struct AvatarNamePageStart {
  std::optional<std::string> name;
  std::int64_t avatar_id = 0;
  std::optional<GlobalKey> mark;  // the page is read from this global of the avatar's list on, itself included
  std::int64_t offset = 0;
};
std::optional<AvatarNamePageStart> avatar_name_page_start(Database& db, const std::optional<std::string>& type,
                                                          std::int64_t offset, bool descending);
// The first name of the type's avatar_name_block after the one that starts at `first_name`; none after the last.
// The block's avatars are those from its first name up to that one (snapgen sums a block's globals over them).
std::optional<std::string> next_avatar_name_block(Database& db, const std::string& type,
                                                  const std::string& first_name);

// Where a page of every global in value order starts, `offset` rows in, from the running totals of
// global_value_count: the values before the page are counted, not read, and within its value (in id order) the
// globals before the mark at or before it (global_value_mark). The page is the rows from `offset` on among those
// at or after (value, mark_id) in the order asked (at or after `value` without a mark), then the globals of
// unknown value; or, when it starts after every known value (no value), among those of unknown value. None as for
// time_page_start(). Fewer than a mark spacing of globals are skipped.
struct ValuePageStart {
  std::optional<double> value;
  std::optional<std::int64_t> mark_id;
  std::int64_t offset = 0;
  std::int64_t value_rows = 0;  // globals of `value` from where `offset` counts (0 with no value)
  std::int64_t known_from = 0;  // globals of known value from there
};
std::optional<ValuePageStart> value_page_start(Database& db, std::int64_t offset, bool descending);

}  // namespace snap
