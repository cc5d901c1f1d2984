// global_totals.cc: exact totals from the maintained counts (core/globals/maintained_counts.h; all over ids up to
// the watermark) plus live counts of the rows they do not cover, and one owner's from its profile summary
// (owner_type_summary).
#include "core/routes/globals/global_totals.h"

#include <algorithm>
#include <string>

#include "core/globals/maintained_counts.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

// Beyond any time in seconds, safe to add to, and a whole number of slots: an open end cuts no slot.
constexpr std::int64_t kOpenEnd = (std::int64_t{1} << 50) / kCountSlotSeconds * kCountSlotSeconds;
constexpr double kAboveAnyValue = 1e300;

// Rows above the watermark that match: a range of the rowid only, never an index that reads old rows.
std::int64_t live_above(Database& db, const GlobalsFilter& filter, std::int64_t watermark) {
  SqlBuilder sql;
  sql.sql = "SELECT COUNT(*) FROM global g NOT INDEXED WHERE g.id > " + sql.placeholder(watermark) +
            globals_conditions(filter, sql);
  Statement& row = db.prepare_shaped(sql.sql);
  bind_all(row, sql.values);
  return row.single_int64();
}

// Up to kGlobalCountCap + 1 matching rows. A search was already run up to the cap (read_globals_filter):
// alone, its count is known; with few matches they are read by id; with many, the full-text matches are
// streamed and cut at the cap (an IN (...) list would first collect every match). `index` is an INDEXED BY
// clause for SQLite, or empty.
std::int64_t capped(Database& db, const GlobalsFilter& filter, const std::string& index = "") {
  GlobalsFilter rest = filter;
  rest.search.reset();
  rest.search_ids.reset();
  if (filter.search && rest.is_empty()) return filter.search_matches;
  SqlBuilder sql;
  // afterId polls for the newest rows: walk the rowid range from it (SQLite would rather scan a covering index)
  std::string from = filter.after_id ? "global g NOT INDEXED WHERE 1" : "global g" + index + " WHERE 1";
  if (filter.search && !filter.search_ids)
    from = "global_fts f CROSS JOIN global g ON g.id = f.rowid WHERE global_fts MATCH " + sql.placeholder(*filter.search);
  const std::string conditions = globals_conditions(filter.search_ids ? filter : rest, sql);
  sql.sql = "SELECT COUNT(*) FROM (SELECT 1 FROM " + from + conditions + " LIMIT " +
            std::to_string(kGlobalCountCap + 1) + ")";
  Statement& row = db.prepare_shaped(sql.sql);
  bind_all(row, sql.values);
  return row.single_int64();
}

// --- value ranges: global_value_count holds, per type and value, how many globals are worth that or less.
std::int64_t maintained_in_value_range(Database& db, const GlobalsFilter& f) {
  const std::string type_key = f.type.value_or("");
  const std::int64_t up_to_max = valued_at_most(db, type_key, f.max_value.value_or(kAboveAnyValue), true);
  const std::int64_t below_min = f.min_value ? valued_at_most(db, type_key, *f.min_value, false) : 0;
  return up_to_max - below_min;
}

// --- time ranges: whole slots from global_time_count's running totals, the cut slots at either end apart.
// Globals (of the type) with from <= ts <= to among ids up to the watermark, read from the time index.
std::int64_t counted_live_in_time(Database& db, const GlobalsFilter& f, UnixTime from, UnixTime to,
                                  std::int64_t watermark) {
  Statement& row = db.prepare(f.type ? "SELECT COUNT(*) FROM global g WHERE g.type = ?4 AND g.ts >= ?1"
                                       " AND g.ts <= ?2 AND +g.id <= ?3"
                                     : "SELECT COUNT(*) FROM global g WHERE g.ts >= ?1 AND g.ts <= ?2 AND +g.id <= ?3");
  row.bind(1, from).bind(2, to).bind(3, watermark);
  if (f.type) row.bind(4, *f.type);
  return row.single_int64();
}

// Globals with from <= ts <= to, both within one slot: counted live over the shorter of the part asked and the
// rest of the slot, which is taken from the slot's maintained count (a range cutting slots at 10:17 and 08:44
// reads 3 and 4 minutes of the time index, not 7 and 6).
std::int64_t counted_in_part_of_slot(Database& db, const GlobalsFilter& f, UnixTime from, UnixTime to,
                                     std::int64_t watermark) {
  const std::int64_t slot = time_slot_of(from);
  const UnixTime start = slot * kCountSlotSeconds, end = start + kCountSlotSeconds - 1;
  if (to - from + 1 <= kCountSlotSeconds / 2) return counted_live_in_time(db, f, from, to, watermark);
  std::int64_t n = counted_in_slot(db, f.type.value_or(""), slot);
  if (from > start) n -= counted_live_in_time(db, f, start, from - 1, watermark);
  if (to < end) n -= counted_live_in_time(db, f, to + 1, end, watermark);
  return n;
}

std::int64_t maintained_in_time_range(Database& db, const GlobalsFilter& f, std::int64_t watermark) {
  const std::string type_key = f.type.value_or("");
  const UnixTime from = f.from.value_or(-kOpenEnd), to = f.to.value_or(kOpenEnd - 1);
  if (from > to) return 0;
  const std::int64_t first_slot = time_slot_of(from), last_slot = time_slot_of(to);
  if (first_slot == last_slot) return counted_in_part_of_slot(db, f, from, to, watermark);
  // whole slots from the running totals; the cut slots at either end (if any) on their own
  const std::int64_t first_whole = from == first_slot * kCountSlotSeconds ? first_slot : first_slot + 1;
  const std::int64_t last_whole = to == (last_slot + 1) * kCountSlotSeconds - 1 ? last_slot : last_slot - 1;
  std::int64_t n = 0;
  if (first_whole <= last_whole)
    n = counted_through_slot(db, type_key, last_whole) - counted_through_slot(db, type_key, first_whole - 1);
  if (first_whole != first_slot)
    n += counted_in_part_of_slot(db, f, from, (first_slot + 1) * kCountSlotSeconds - 1, watermark);
  if (last_whole != last_slot) n += counted_in_part_of_slot(db, f, last_slot * kCountSlotSeconds, to, watermark);
  return n;
}

enum class Shape { Plain, Keyed, ValueRange, TimeRange, AfterId, Owner, Uncounted };

// Which maintained count answers this filter. A key filter (creature, subject, a flag) is counted alone;
// a value or time range alone or with a type; afterId alone from the ends of the ids; an avatar or a team alone
// or with a type from its profile summary.
Shape shape_of(const GlobalsFilter& f) {
  GlobalsFilter besides_after_id = f;
  besides_after_id.after_id.reset();
  if (f.after_id && besides_after_id.is_empty()) return Shape::AfterId;
  if (f.has_only_owner()) return Shape::Owner;
  if (f.search || f.search_avatar_id || f.search_subject || f.after_id || f.avatar_id || f.team_id || f.planet)
    return Shape::Uncounted;
  const int keys = (f.creature_id ? 1 : 0) + (f.subject ? 1 : 0) + (f.is_hof ? 1 : 0) + (f.is_ath ? 1 : 0) +
                   (f.is_team ? 1 : 0);
  const bool value = f.min_value || f.max_value, time = f.from || f.to;
  const int filters = keys + (value ? 1 : 0) + (time ? 1 : 0);
  if (filters == 0) return Shape::Plain;
  if (filters > 1) return Shape::Uncounted;
  if (keys == 1) return f.type ? Shape::Uncounted : Shape::Keyed;
  return value ? Shape::ValueRange : Shape::TimeRange;
}

const char* flag_key(bool value) { return value ? "1" : "0"; }

// A value range with a date range (and no other filter) is counted by walking the narrower of the two: each
// index holds the other's column (global_by_ts the value, 0009; global_by_value the time, 0024). SQLite cannot
// tell which is narrower from bound parameters (it walked a month of the time index, ~800k entries at 10M
// globals, when minValue=4000 holds 170 globals in all). The maintained counts tell.
std::string narrower_range_index(Database& db, const GlobalsFilter& f, std::int64_t watermark) {
  if (!f.has_only_ranges() || !(f.min_value || f.max_value) || !(f.from || f.to)) return "";
  return maintained_in_value_range(db, f) < maintained_in_time_range(db, f, watermark) ? " INDEXED BY global_by_value"
                                                                                       : " INDEXED BY global_by_ts";
}

std::int64_t maintained_keyed(Database& db, const GlobalsFilter& f) {
  if (f.creature_id) return maintained_count(db, "creature", std::to_string(*f.creature_id));
  if (f.subject) return maintained_count(db, "subject", *f.subject);
  if (f.is_hof) return maintained_count(db, "hof", flag_key(*f.is_hof));
  if (f.is_ath) return maintained_count(db, "ath", flag_key(*f.is_ath));
  return maintained_count(db, "team", flag_key(*f.is_team));
}

std::int64_t maintained_plain(Database& db, const std::optional<std::string>& type) {
  return type ? maintained_count(db, "type", *type) : maintained_count(db, "all", "");
}

// The globals after an id, while the ids are dense: no global is ever deleted, so when there are as many
// globals as ids from the smallest to the largest, every id between is a global and those after `after_id` are
// counted from the largest. None when the ids have gaps (then they are counted up to the cap, as before).
std::optional<std::int64_t> counted_after_id(Database& db, std::int64_t after_id, std::int64_t watermark) {
  const std::int64_t globals = maintained_plain(db, std::nullopt) + live_above(db, GlobalsFilter{}, watermark);
  if (globals == 0) return 0;
  // Two statements: SQLite reads MIN() and MAX() from the rowid's ends only when each is asked alone.
  const std::int64_t smallest = db.scalar_int("SELECT MIN(id) FROM global");
  const std::int64_t largest = db.scalar_int("SELECT MAX(id) FROM global");
  if (largest - smallest + 1 != globals) return std::nullopt;
  return std::max<std::int64_t>(0, largest - std::max(after_id, smallest - 1));
}

// An owner's globals (of a type): the profile summary, which every write keeps whole (no watermark).
std::int64_t owner_globals(Database& db, const GlobalsFilter& f) {
  Statement& row = db.prepare("SELECT IFNULL(SUM(globals), 0) FROM owner_type_summary WHERE owner = ?1"
                              " AND owner_id = ?2 AND (?3 IS NULL OR type = ?3)");
  row.bind(1, f.avatar_id ? "avatar" : "team").bind(2, f.avatar_id ? *f.avatar_id : *f.team_id).bind(3, f.type);
  return row.single_int64();
}

}  // namespace

GlobalTotal count_globals(Database& db, const GlobalsFilter& filter) {
  if (filter.matches_nothing) return {0, true};
  const Shape shape = shape_of(filter);
  if (shape == Shape::Owner) return {owner_globals(db, filter), true};
  const auto watermark = global_counts_watermark(db);
  if (shape == Shape::AfterId && watermark)
    if (const auto after = counted_after_id(db, *filter.after_id, *watermark)) return {*after, true};
  if (shape == Shape::Uncounted || shape == Shape::AfterId || !watermark) {
    const std::int64_t n = capped(db, filter, watermark ? narrower_range_index(db, filter, *watermark) : "");
    return n > kGlobalCountCap ? GlobalTotal{kGlobalCountCap, false} : GlobalTotal{n, true};
  }
  std::int64_t n = live_above(db, filter, *watermark);
  switch (shape) {
    case Shape::Plain: n += maintained_plain(db, filter.type); break;
    case Shape::Keyed: n += maintained_keyed(db, filter); break;
    case Shape::ValueRange: n += maintained_in_value_range(db, filter); break;
    case Shape::TimeRange: n += maintained_in_time_range(db, filter, *watermark); break;
    case Shape::AfterId:
    case Shape::Owner:
    case Shape::Uncounted: break;
  }
  return {n, true};
}

std::optional<std::int64_t> count_all_globals(Database& db, const std::optional<std::string>& type) {
  GlobalsFilter filter;
  filter.type = type;
  const auto watermark = global_counts_watermark(db);
  if (!watermark) return std::nullopt;
  return maintained_plain(db, type) + live_above(db, filter, *watermark);
}

}  // namespace snap
