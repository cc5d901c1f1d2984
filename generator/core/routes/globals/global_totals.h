// global_totals.h: totalCount of GET /globals without a full scan per request. snapgen maintains counts per
// filter shape over every id up to a watermark (derived/global_counts.cc); a request adds a live count of
// the few rows above the watermark. Shapes that are not maintained are counted up to a cap and flagged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/routes/globals/globals_filter.h"

namespace snap {

// The width of global_time_count's slots (schema 0028, which says it in SQL too): a date range reads the rows of
// at most part of a slot at each end, and a deep page in time order skips at most part of one.
inline constexpr std::int64_t kCountSlotSeconds = 600;
// The slot of a time, rounded down (before 1970 too), as 0028's SQL and the fold's compute it.
inline std::int64_t time_slot_of(UnixTime ts) { return ts / kCountSlotSeconds - (ts % kCountSlotSeconds < 0 ? 1 : 0); }

struct GlobalTotal {
  std::int64_t count = 0;
  bool exact = true;  // false: count is kGlobalCountCap and more rows match
};

// How many globals the filter matches. Exact for no filter, or exactly one of: type, creature (id or
// name), isHof, isAth, isTeam, a value range, a date range; for type with a value or a date range; and for
// afterId alone while the ids have no gaps. Every other shape (search, afterId with a filter or over ids with
// gaps, other combinations) is counted up to kGlobalCountCap.
GlobalTotal count_globals(Database& db, const GlobalsFilter& filter);

// Every global (of the type), exact; none when snapgen has not counted this database yet.
std::optional<std::int64_t> count_all_globals(Database& db, const std::optional<std::string>& type);

// Globals worth at most this many PED among the ids up to the watermark, from the maintained counts by value (0
// before snapgen has counted this database).
std::int64_t counted_worth_at_most(Database& db, double value);

// Globals with this subject among the ids up to the watermark (a lower bound of all with it; 0 before snapgen
// has counted this database).
std::int64_t counted_with_subject(Database& db, const std::string& subject);

// Globals (of the type; '' for every type) up to the end of a slot of global_time_count (its running total: 0
// before the first counted slot), among the ids up to the watermark.
std::int64_t counted_through_slot(Database& db, const std::string& type_key, std::int64_t slot);

// The highest id the maintained counts cover; none when snapgen has not counted this database yet.
std::optional<std::int64_t> global_counts_watermark(Database& db);

// The id up to which ids ascend with time (ts never goes back as the id grows), stamped by snapgen with the
// counts; none when snapgen has not counted this database yet.
std::optional<std::int64_t> globals_time_ordered_through(Database& db);

}  // namespace snap
