// value_bands.h: a value range of /globals in time order, read band by band from global_by_value_band (0026):
// a band is a quarter of a doubling of value, its entries in time order, so the newest globals of a range are the
// newest of each band it touches, merged (SQLite merges the bands' walks without sorting them). The bands the range
// holds all or most of are walked; the few matching globals of the bands at either end that the range barely
// touches are read from global_by_value and sorted. Used by globals_query.cc when the maintained counts say this
// is the cheapest path.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/routes/globals/globals_filter.h"

namespace snap {

// Index entries' worth of work for each global read from global_by_value and sorted by time (a temporary
// b-tree's insert: ~190 ns at 10M globals against ~57 ns an entry walked in order).
constexpr double kSortedEntryCost = 3;

// One band a value range touches, with what the maintained counts (global_value_count) say about it.
struct ValueBand {
  std::int64_t band = 0;      // CAST(log2(value) * 4 AS INTEGER)
  std::int64_t matching = 0;  // globals of the band inside the range (an estimate at the band's edges)
  std::int64_t all = 0;       // globals of the band
};

// The bands of the filter's value range, lowest first; none when the band index cannot answer the filter
// (other filters than a value and a date range, no minValue above 0, or more bands than are worth merging).
std::vector<ValueBand> value_bands(Database& db, const GlobalsFilter& filter);

// How the bands are read for the first `wanted` globals in time order: bands first_walked..last_walked (indexes
// into the bands) are walked, those below and above them read from global_by_value; `cost` in index entries.
struct ValueBandsPlan {
  size_t first_walked = 0, last_walked = 0;
  double cost = 0;
};
std::optional<ValueBandsPlan> plan_value_bands(const std::vector<ValueBand>& bands, std::int64_t wanted);

// "SELECT g.id, g.ts … UNION ALL … ORDER BY ts, id" (newest first when descending) of the range, as planned; the
// caller pages it.
std::string value_bands_in_time_order(const std::vector<ValueBand>& bands, const ValueBandsPlan& plan,
                                      const GlobalsFilter& filter, bool descending, SqlBuilder& sql);

}  // namespace snap
