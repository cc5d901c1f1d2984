// value_bands.cc: the band-by-band page of a value range in time order (value_bands.h, index of 0026).
#include "core/routes/globals/value_bands.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/globals/maintained_counts.h"
#include "core/routes/globals/global_totals.h"

namespace snap {
namespace {

// The band of g.value, exactly as global_by_value_band (0026) is keyed, or SQLite will not use the index.
constexpr const char* kBandOfG = "CAST(log2(g.value) * 4 AS INTEGER)";

// At most this many bands are merged (minValue=1000 at 10M globals: 26 bands, page 24 us against 155 walking the
// time index; each band costs a count and an arm).
constexpr std::int64_t kMostBands = 40;

// The values of band k: 2^(k/4) up to 2^((k+1)/4); the CAST truncates toward zero, so band 0 spans both sides
// of 1 and a band below it reaches from 2^((k-1)/4) up to 2^(k/4). One band's top is the next one's bottom.
double band_bottom(std::int64_t k) { return std::exp2(static_cast<double>(k <= 0 ? k - 1 : k) / 4); }
double band_top(std::int64_t k) { return band_bottom(k + 1); }

// A band's edges widened by far more than log2()'s rounding, for reading the range's globals in the bands beyond
// the walked ones from global_by_value: with the band numbers beside them they miss none and take no other.
constexpr double kEdgeSlack = 1e-9;

// The first and last band of the range as SQLite computes them; the top ends at the largest value there is.
std::optional<std::pair<std::int64_t, std::int64_t>> band_span(Database& db, const GlobalsFilter& f) {
  Statement& row = db.prepare(
      "SELECT CAST(log2(?1) * 4 AS INTEGER),"
      " CAST(log2(min(coalesce(?2, 1e308), (SELECT max(value) FROM global))) * 4 AS INTEGER)");
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

// The range's globals in the bands below or above the walked ones (`beyond` " < " or " > " the walked band
// nearest them), read from global_by_value between `low` and `high` (a bound of the range, the walked bands'
// edge) and sorted.
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
  // Counts at the range's ends and at each band's bottom (estimates: a global worth exactly an edge may count on
  // either side of it).
  const double low = *filter.min_value, high = filter.max_value.value_or(band_top(span->second));
  const std::int64_t below_range = counted_worth_at_most(db, low), through_range = counted_worth_at_most(db, high);
  std::int64_t below_band = counted_worth_at_most(db, band_bottom(span->first));
  std::vector<ValueBand> bands;
  for (std::int64_t k = span->first; k <= span->second; ++k) {
    const std::int64_t through_band = counted_worth_at_most(db, band_top(k));
    ValueBand b;
    b.band = k;
    b.all = through_band - below_band;
    b.matching = std::min(through_band, through_range) - std::max(below_band, below_range);
    bands.push_back(b);
    below_band = through_band;
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
    add(sorted_piece(filter, *filter.min_value, band_top(bands[plan.first_walked - 1].band) * (1 + kEdgeSlack), " < ",
                     bands[plan.first_walked].band, sql));
  for (size_t i = plan.first_walked; i <= plan.last_walked; ++i) add(walked_band(bands[i], filter, sql));
  if (plan.last_walked + 1 < bands.size())
    add(sorted_piece(filter, band_bottom(bands[plan.last_walked + 1].band) * (1 - kEdgeSlack), filter.max_value, " > ",
                     bands[plan.last_walked].band, sql));
  const std::string d = descending ? " DESC" : "";
  return arms + " ORDER BY ts" + d + ", id" + d;
}

}  // namespace snap
