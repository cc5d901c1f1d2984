// global_page_starts.h: where a deep page of /globals in time order (of every global or one type) or in type
// order starts, placed by the maintained counts (global_totals.h) so that the page skips at most part of one time
// slot; globals_query.cc reads the page from there.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"

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

}  // namespace snap
