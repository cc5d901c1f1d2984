// value_bands.cc: the band-by-band page of a value range in time order (value_bands.h, index of 0026).
#include "core/routes/globals/value_bands.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/routes/globals/global_totals.h"

namespace snap {
namespace {

// The band of g.value, exactly as global_by_value_band (0026) is keyed, or SQLite will not use the index.
constexpr const char* kBandOfG = "CAST(log2(g.value) * 4 AS INTEGER)";

// Merging more bands than this costs more than walking the time index would.
constexpr std::int64_t kMostBands = 24;

// A band's edges widened by far more than log2()'s rounding, so a band's piece of the range, read from
// global_by_value by these edges and the band's own number, misses none of its globals.
constexpr double kEdgeSlack = 1e-9;

// The values of band k: 2^(k/4) up to 2^((k+1)/4); the CAST truncates toward zero, so band 0 spans both sides
// of 1 and a band below it reaches from 2^((k-1)/4) up to 2^(k/4).
double band_low(std::int64_t k) { return std::exp2(static_cast<double>(k <= 0 ? k - 1 : k) / 4) * (1 - kEdgeSlack); }
double band_high(std::int64_t k) { return std::exp2(static_cast<double>(k >= 0 ? k + 1 : k) / 4) * (1 + kEdgeSlack); }

// The band's piece of the filter's range.
double piece_low(const GlobalsFilter& f, std::int64_t k) { return std::max(*f.min_value, band_low(k)); }
double piece_high(const GlobalsFilter& f, std::int64_t k) {
  return f.max_value ? std::min(*f.max_value, band_high(k)) : band_high(k);
}

// The first and last band of the range as SQLite computes them (an open top ends at the largest value).
std::optional<std::pair<std::int64_t, std::int64_t>> band_span(Database& db, const GlobalsFilter& f) {
  Statement& row = db.prepare(
      "SELECT CAST(log2(?1) * 4 AS INTEGER), CAST(log2(coalesce(?2, (SELECT max(value) FROM global))) * 4 AS INTEGER)");
  row.bind(1, *f.min_value).bind(2, f.max_value);
  std::optional<std::pair<std::int64_t, std::int64_t>> span;
  if (row.step() && !row.is_null(0) && !row.is_null(1)) span.emplace(row.int64(0), row.int64(1));
  row.reset();
  return span;
}

// A walk of band b in the range's time order: "SELECT g.id, g.ts …" (the merge orders it).
std::string walked_band(const ValueBand& b, const GlobalsFilter& filter, SqlBuilder& sql) {
  // The literal "g.value > 0" is the partial index's own condition: SQLite uses the index only when it sees it.
  return "SELECT g.id, g.ts FROM global g INDEXED BY global_by_value_band WHERE " + std::string(kBandOfG) + " = " +
         sql.placeholder(b.band) + " AND g.value > 0" + globals_conditions(filter, sql);
}

// The range's globals in bands below (`below`) or above the walked ones, read from global_by_value between
// `low` and `high` (the range's bounds and the walked bands' edges) and sorted.
std::string sorted_piece(const GlobalsFilter& filter, double low, std::optional<double> high, const char* beyond,
                         std::int64_t walked_band, SqlBuilder& sql) {
  GlobalsFilter piece = filter;
  piece.min_value = low;
  piece.max_value = high;
  return "SELECT g.id, g.ts FROM global g INDEXED BY global_by_value WHERE " + std::string(kBandOfG) + beyond +
         sql.placeholder(walked_band) + globals_conditions(piece, sql);
}

// Index entries read for band b's share of the first `wanted` of `matching_in_all` globals: walked, at least
// until its first match, then about all / matching entries per global it gives; or its matches sorted.
double walk_cost(const ValueBand& b, std::int64_t wanted, double matching_in_all) {
  if (b.matching == 0) return static_cast<double>(b.all) + 1;
  const double all = static_cast<double>(b.all), matching = static_cast<double>(b.matching);
  return std::min(all, std::max(all / matching, static_cast<double>(wanted) * all / matching_in_all)) + 1;
}
double sort_cost(const ValueBand& b) { return kSortedEntryCost * static_cast<double>(b.matching) + 1; }

}  // namespace

std::vector<ValueBand> value_bands(Database& db, const GlobalsFilter& filter) {
  if (!filter.has_only_ranges() || !filter.min_value || !(*filter.min_value > 0)) return {};
  const auto span = band_span(db, filter);
  if (!span || span->second < span->first || span->second - span->first >= kMostBands) return {};
  std::vector<ValueBand> bands;
  for (std::int64_t k = span->first; k <= span->second; ++k) {
    ValueBand b;
    b.band = k;
    b.all = counted_in_value_range(db, band_low(k), band_high(k));
    const bool whole = piece_low(filter, k) == band_low(k) && piece_high(filter, k) == band_high(k);
    b.matching = whole ? b.all : counted_in_value_range(db, piece_low(filter, k), piece_high(filter, k));
    bands.push_back(b);
  }
  return bands;
}

std::optional<ValueBandsPlan> plan_value_bands(const std::vector<ValueBand>& bands, std::int64_t wanted) {
  double matching_in_all = 1;
  for (const ValueBand& b : bands) matching_in_all += static_cast<double>(b.matching);
  // Each band the cheaper way; the walked ones are made one run (the bands between walked ones are walked too).
  std::optional<ValueBandsPlan> plan;
  for (size_t i = 0; i < bands.size(); ++i) {
    if (walk_cost(bands[i], wanted, matching_in_all) > sort_cost(bands[i])) continue;
    if (!plan) plan.emplace(ValueBandsPlan{i, i, 0});
    plan->last_walked = i;
  }
  if (!plan) return plan;
  for (size_t i = 0; i < bands.size(); ++i)
    plan->cost += i >= plan->first_walked && i <= plan->last_walked ? walk_cost(bands[i], wanted, matching_in_all)
                                                                     : sort_cost(bands[i]);
  return plan;
}

std::string value_bands_in_time_order(const std::vector<ValueBand>& bands, const ValueBandsPlan& plan,
                                      const GlobalsFilter& filter, bool descending, SqlBuilder& sql) {
  std::string arms;
  const auto add = [&](const std::string& arm) { arms += (arms.empty() ? "" : " UNION ALL ") + arm; };
  if (plan.first_walked > 0)
    add(sorted_piece(filter, *filter.min_value, band_high(bands[plan.first_walked - 1].band), " < ",
                     bands[plan.first_walked].band, sql));
  for (size_t i = plan.first_walked; i <= plan.last_walked; ++i) add(walked_band(bands[i], filter, sql));
  if (plan.last_walked + 1 < bands.size())
    add(sorted_piece(filter, band_low(bands[plan.last_walked + 1].band), filter.max_value, " > ",
                     bands[plan.last_walked].band, sql));
  const std::string d = descending ? " DESC" : "";
  return arms + " ORDER BY ts" + d + ", id" + d;
}

}  // namespace snap
