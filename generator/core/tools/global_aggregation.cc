// global_aggregation.cc: the sources of global_aggregation.h, each adding into one map of groups; then the groups are
// ordered and cut. Keys from the summary are computed here the way the scans' SQL computes them.
#include "core/tools/global_aggregation.h"

#include <algorithm>
#include <map>
#include <memory>
#include <memory_resource>
#include <set>
#include <unordered_map>

#include "core/db/dataset_meta.h"
#include "core/domain/global_types.h"
#include "core/globals/read_model.h"
#include "core/problem.h"
#include "core/routes/globals/globals_filter.h"
#include "core/tools/activity_tool_support.h"

namespace snap {

const std::vector<std::string> kGlobalGroupings = {"type",   "creature", "deposit", "item", "landArea",
                                                   "avatar", "day",      "week",    "month"};

const std::vector<std::string>& subject_grouping_types(const std::string& group_by) {
  static const std::map<std::string, std::vector<std::string>> types = {
      {"creature", {"Hunting"}},
      {"deposit", {"Mining", "Space Mining"}},
      {"item", {"Construction", "Discovery", "Rare Item", "Tiered Item"}}};
  static const std::vector<std::string> none;
  const auto it = types.find(group_by);
  return it == types.end() ? none : it->second;
}

namespace {

bool groups_by_subject(const std::string& group_by) { return !subject_grouping_types(group_by).empty(); }

// Groups by key, each key copied once into the table's own arena, so a row that joins a group allocates nothing.
// The key that names nothing (globals naming none) is kNoKey, a NUL byte: no name holds one.
const std::string_view kNoKey("\0", 1);
class Groups {
 public:
  void add(std::optional<std::string_view> key, std::int64_t globals, std::int64_t valued,
           std::optional<std::int64_t> cents, std::optional<std::int64_t> max_cents) {
    GlobalGroup& g = at(key);
    g.globals += globals;
    g.valued += valued;
    if (cents) g.cents = g.cents.value_or(0) + *cents;
    if (max_cents && (!g.max_cents || *max_cents > *g.max_cents)) g.max_cents = max_cents;
  }
  GlobalGroup& at(std::optional<std::string_view> key) {
    const std::string_view k = key ? *key : kNoKey;
    if (auto it = by_key_.find(k); it != by_key_.end()) return it->second;
    return by_key_[keep_in(arena_, k)];
  }
  // Each group's key (kNoKey for none) and figures; a GlobalGroup's own key is left to the groups shown.
  const std::pmr::unordered_map<std::string_view, GlobalGroup>& entries() const { return by_key_; }

 private:
  std::pmr::monotonic_buffer_resource arena_;
  std::pmr::unordered_map<std::string_view, GlobalGroup> by_key_{&arena_};
};

bool by_period(const std::string& group_by) { return group_by == "day" || group_by == "week" || group_by == "month"; }

std::string day_text(std::int64_t day) { return format_iso8601(day * kDaySeconds).substr(0, 10); }
std::int64_t day_number(const std::string& text) { return utc_day_number(parse_iso_date(text).value_or(0)); }
// ---- the watermark: the summary (like the counts) covers the ids up to it
std::int64_t watermark(Database& db) {
  const auto text = read_meta(db, kGlobalCountsThrough);
  return text ? std::stoll(*text) : 0;
}

// ---- conditions over alias g (scans) and over the summary's columns
std::string filter_conditions(const GlobalAggregationQuery& q, SqlBuilder& sql, const std::string& alias) {
  std::string where;
  if (!q.types.empty()) {
    where += " AND " + alias + "type IN (";
    for (size_t i = 0; i < q.types.size(); ++i) where += (i ? ", " : "") + sql.placeholder(q.types[i]);
    where += ")";
  }
  if (q.subject) where += " AND " + alias + "subject = " + sql.placeholder(*q.subject);
  if (q.creature_id) where += " AND " + alias + "creature_id = " + sql.placeholder(*q.creature_id);
  if (q.planet) where += " AND " + alias + "planet = " + sql.placeholder(*q.planet);
  return where;
}

// The group's key as SQL over g (a = its avatar).
std::string scan_key(const std::string& group_by) {
  if (groups_by_subject(group_by)) return "g.subject";
  if (group_by == "landArea") return "g.location";
  if (group_by == "avatar") return "a.name";
  if (group_by == "day") return "date(g.ts, 'unixepoch')";
  if (group_by == "week") return "date(g.ts, 'unixepoch', '-6 days', 'weekday 1')";
  if (group_by == "month") return "strftime('%Y-%m', g.ts, 'unixepoch')";
  return "g.type";
}

// Globals of the query matching `where` (over g), grouped; at most `cap` of them read (none: every one). Returns how
// many were read.
std::int64_t scan(Database& db, const GlobalAggregationQuery& q, const std::string& from, const std::string& where,
                  SqlBuilder sql, Groups& groups, std::optional<std::int64_t> cap = std::nullopt) {
  const std::string conditions =
      filter_conditions(q, sql, "g.") + (q.avatar_id ? " AND g.avatar_id = " + sql.placeholder(*q.avatar_id) : "");
  const std::string join = q.group_by == "avatar" ? " LEFT JOIN avatar a ON a.id = g.avatar_id" : "";
  const std::string limit = cap ? " LIMIT " + std::to_string(*cap + 1) : "";
  Statement& rows =
      db.prepare_shaped("SELECT k, COUNT(*), COUNT(v), SUM(c), MAX(c) FROM (SELECT " + scan_key(q.group_by) +
                        " AS k, g.value AS v, CAST(ROUND(g.value * 100) AS INTEGER) AS c FROM " + from + join +
                        " WHERE 1" + where + conditions + limit + ") GROUP BY k");
  bind_all(rows, sql.values);
  std::int64_t read = 0;
  while (rows.step()) {
    read += rows.int64(1);
    groups.add(rows.optional_view(0), rows.int64(1), rows.int64(2), rows.optional_int64(3), rows.optional_int64(4));
  }
  return read;
}

std::string time_conditions(std::optional<UnixTime> from, std::optional<UnixTime> to, SqlBuilder& sql) {
  std::string where;
  if (from) where += " AND g.ts >= " + sql.placeholder(*from);
  if (to) where += " AND g.ts <= " + sql.placeholder(*to);
  return where;
}

std::string span_text(std::optional<UnixTime> from, std::optional<UnixTime> to) {
  if (!from && !to) return "all time";
  return (from ? format_iso8601(*from) : std::string("the first global")) + " to " +
         (to ? format_iso8601(*to) : std::string("the latest"));
}

// ---- the summary: rows of one grain (period length 0, 7 or 10) between two periods
struct PeriodRange {
  std::string lo, hi;  // inclusive; texts of the grain
  size_t length;
};

std::string next_month(const std::string& month) { return day_text(day_number(month + "-01") + 31).substr(0, 7); }
std::string previous_month(const std::string& month) { return day_text(day_number(month + "-01") - 1).substr(0, 7); }

// The group's key as SQL over a summary row, computed as scan_key() computes it over a global.
std::string summary_key(const std::string& group_by) {
  if (groups_by_subject(group_by)) return "NULLIF(subject, '')";
  if (group_by == "landArea") return "NULLIF(location, '')";
  if (group_by == "day") return "period";
  if (group_by == "week") return "date(period, '-6 days', 'weekday 1')";
  if (group_by == "month") return "substr(period, 1, 7)";
  return "type";
}

const char* grain_of(const PeriodRange& range) {
  return range.length == 0 ? "all" : range.length == 7 ? "month" : "day";
}

// The narrowest scope of global_group_summary that holds what the query groups and filters by at this grain.
const char* scope_for(const GlobalAggregationQuery& q, size_t period_length) {
  const bool subject = q.subject || q.creature_id || groups_by_subject(q.group_by);
  const bool place = q.planet || q.group_by == "landArea";
  if (!subject && !place) return "type";
  if (period_length == 10 || (subject && place)) return "place";
  return subject ? "subject" : "location";
}

void read_summary(Database& db, const GlobalAggregationQuery& q, const PeriodRange& range, Groups& groups) {
  SqlBuilder sql;
  std::string where = " WHERE scope = " + sql.placeholder(std::string(scope_for(q, range.length))) +
                      " AND period BETWEEN " + sql.placeholder(range.lo) + " AND " + sql.placeholder(range.hi) +
                      " AND grain = " + sql.placeholder(std::string(grain_of(range)));
  where += filter_conditions(q, sql, "");
  // The most selective filter's index (SQLite has no statistics of this table to choose by).
  const char* index = q.subject       ? " INDEXED BY global_group_by_subject"
                      : q.creature_id ? " INDEXED BY global_group_by_creature"
                      : q.planet      ? " INDEXED BY global_group_by_planet"
                                      : "";
  Statement& rows =
      db.prepare_shaped("SELECT " + summary_key(q.group_by) +
                        ", globals, valued, value_cents, max_cents FROM global_group_summary" + index + where);
  bind_all(rows, sql.values);
  while (rows.step())
    groups.add(rows.optional_view(0), rows.int64(1), rows.int64(2), rows.optional_int64(3), rows.optional_int64(4));
}

// Whole days [first_day, last_day] (none: open) from the summary, at the grain the grouping needs: days for day and
// week, else whole months with the days around them.
void whole_days_from_summary(Database& db, const GlobalAggregationQuery& q, std::optional<std::int64_t> first_day,
                             std::optional<std::int64_t> last_day, Groups& groups) {
  const std::string lo = first_day ? day_text(*first_day) : "0000-00-00";
  const std::string hi = last_day ? day_text(*last_day) : "9999-99-99";
  if (q.group_by == "day" || q.group_by == "week") {
    const PeriodRange days{lo, hi, 10};
    read_summary(db, q, days, groups);
    return;
  }
  const std::string first_month = !first_day             ? "0000-00"
                                  : lo.substr(8) == "01" ? lo.substr(0, 7)
                                                         : next_month(lo.substr(0, 7));
  const std::string last_month = !last_day                                   ? "9999-99"
                                 : day_text(*last_day + 1).substr(8) == "01" ? hi.substr(0, 7)
                                                                             : previous_month(hi.substr(0, 7));
  if (first_month > last_month) {
    const PeriodRange days{lo, hi, 10};
    read_summary(db, q, days, groups);
    return;
  }
  const PeriodRange months{first_month, last_month, 7};
  read_summary(db, q, months, groups);
  if (first_day && lo < first_month + "-01") {
    const PeriodRange head{lo, day_text(day_number(first_month + "-01") - 1), 10};
    read_summary(db, q, head, groups);
  }
  if (last_day && hi > last_month + "-31") {
    const PeriodRange tail{next_month(last_month) + "-01", hi, 10};
    read_summary(db, q, tail, groups);
  }
}

void summarised(Database& db, const GlobalAggregationQuery& q, Groups& groups) {
  const std::int64_t mark = watermark(db);
  if (!q.from && !q.to && !by_period(q.group_by)) {
    read_summary(db, q, PeriodRange{"", "", 0}, groups);
  } else {
    // Whole UTC days inside the window; the partial days at its ends are read from the globals by time.
    const std::optional<std::int64_t> first_day =
        q.from ? std::optional<std::int64_t>(utc_day_number(*q.from + kDaySeconds - 1)) : std::nullopt;
    const std::optional<std::int64_t> last_day =
        q.to ? std::optional<std::int64_t>(utc_day_number(*q.to + 1) - 1) : std::nullopt;
    std::vector<std::pair<UnixTime, UnixTime>> partial;
    if (first_day && last_day && *first_day > *last_day) {
      partial.emplace_back(*q.from, *q.to);
    } else {
      whole_days_from_summary(db, q, first_day, last_day, groups);
      if (q.from && *q.from < *first_day * kDaySeconds) partial.emplace_back(*q.from, *first_day * kDaySeconds - 1);
      if (q.to && *q.to >= (*last_day + 1) * kDaySeconds) partial.emplace_back((*last_day + 1) * kDaySeconds, *q.to);
    }
    for (const auto& [from, to] : partial) {
      SqlBuilder sql;
      const std::string where = time_conditions(from, to, sql) + " AND +g.id <= " + sql.placeholder(mark);
      scan(db, q, "global g", where, sql, groups);
    }
  }
  SqlBuilder sql;
  const std::string where = " AND g.id > " + sql.placeholder(mark) + time_conditions(q.from, q.to, sql);
  scan(db, q, "global g NOT INDEXED", where, sql, groups);
}

// ---- the top avatars over all time from owner_type_summary: Fagin's threshold algorithm. Each type's avatars are read
// best first; every avatar met is summed over the chosen types; once the limit-th best sum is at least the sum of the
// values last read in each type, no avatar not yet met can beat it.
struct AvatarTotals {
  std::int64_t id;
  GlobalGroup group;
  std::int64_t score;
};

AvatarTotals avatar_totals(Database& db, std::int64_t avatar_id, const std::set<std::string>& types, bool by_total) {
  Statement& rows = db.prepare(
      "SELECT type, globals, value_cents, best_value_cents FROM owner_type_summary WHERE owner = 'avatar' AND owner_id "
      "= ?1");
  rows.bind(1, avatar_id);
  Groups one;
  while (rows.step())
    if (types.count(rows.text(0)))
      one.add(std::nullopt, rows.int64(1), rows.optional_int64(2) ? rows.int64(1) : 0, rows.optional_int64(2),
              rows.optional_int64(3));
  AvatarTotals totals{avatar_id, one.at(std::nullopt), 0};
  totals.score = by_total ? totals.group.cents.value_or(0) : totals.group.globals;
  return totals;
}

// Whether an avatar with globals of these types is not among `shown` (each type's scan passes at most
// shown.size() rows before it finds one).
bool any_avatar_besides(Database& db, const std::vector<std::string>& types, const std::vector<AvatarTotals>& shown) {
  std::set<std::int64_t> ids;
  for (const AvatarTotals& a : shown) ids.insert(a.id);
  Statement& avatars = db.prepare("SELECT owner_id FROM owner_type_summary WHERE owner = 'avatar' AND type = ?1");
  for (const std::string& type : types) {
    avatars.bind(1, type);
    bool found = false;
    while (!found && avatars.step()) found = ids.count(avatars.int64(0)) == 0;
    avatars.reset();
    if (found) return true;
  }
  return false;
}

void top_avatars(Database& db, const GlobalAggregationQuery& q, GlobalAggregation& out) {
  const bool by_total = q.order_by == "total";
  const std::vector<std::string> type_list = q.types.empty() ? global_type_names() : q.types;
  const std::set<std::string> types(type_list.begin(), type_list.end());
  const std::string column = by_total ? "value_cents" : "globals";
  std::vector<std::unique_ptr<Statement>> cursors;
  for (const std::string& type : type_list) {
    cursors.push_back(db.prepare_uncached("SELECT owner_id, IFNULL(" + column +
                                          ", 0) FROM owner_type_summary INDEXED BY owner_type_by_" + column +
                                          " WHERE owner = 'avatar' AND type = ?1 ORDER BY " + column + " DESC"));
    cursors.back()->bind(1, type);
  }
  std::vector<std::int64_t> last(cursors.size(), 0);
  std::vector<bool> open(cursors.size(), true);
  std::set<std::int64_t> met;
  std::vector<AvatarTotals> best;
  const auto better = [](const AvatarTotals& a, const AvatarTotals& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  };
  for (bool any_open = true; any_open;) {
    any_open = false;
    for (size_t i = 0; i < cursors.size(); ++i) {
      if (!open[i]) continue;
      if (!cursors[i]->step()) {
        open[i] = false, last[i] = 0;
        continue;
      }
      any_open = true;
      last[i] = cursors[i]->int64(1);
      if (met.insert(cursors[i]->int64(0)).second)
        best.push_back(avatar_totals(db, cursors[i]->int64(0), types, by_total));
    }
    std::int64_t threshold = 0;
    for (std::int64_t v : last) threshold += v;
    if (static_cast<std::int64_t>(best.size()) >= q.limit) {
      std::nth_element(best.begin(), best.begin() + (q.limit - 1), best.end(), better);
      if (best[q.limit - 1].score >= threshold) break;
    }
  }
  std::sort(best.begin(), best.end(), better);
  if (static_cast<std::int64_t>(best.size()) > q.limit) {
    best.resize(q.limit);
    out.more = true;
  } else {
    out.more = any_avatar_besides(db, type_list, best);
  }
  Statement& name = db.prepare("SELECT name FROM avatar WHERE id = ?1");
  for (AvatarTotals& a : best) {
    name.bind(1, a.id);
    if (name.step()) a.group.key = name.text(0);
    name.reset();
    out.groups.push_back(a.group);
  }
  out.sources.push_back("Counted over all time: each avatar's lifetime globals of the types asked.");
}

// ---- ordering and the cut
void order_and_cut(const Groups& groups, const GlobalAggregationQuery& q, GlobalAggregation& out) {
  using Entry = std::pair<const std::string_view, GlobalGroup>;
  std::vector<const Entry*> list;
  list.reserve(groups.entries().size());
  for (const Entry& entry : groups.entries()) list.push_back(&entry);
  const auto by_name = [](const Entry& a, const Entry& b) {
    const bool a_named = a.first != kNoKey, b_named = b.first != kNoKey;
    return a_named != b_named ? a_named : a.first < b.first;  // none last
  };
  // Keys are unique, so this is a total order and a partial sort gives the same first groups as a full one.
  const auto before = [&](const Entry* a, const Entry* b) {
    const GlobalGroup &x = a->second, &y = b->second;
    if (q.order_by == "name") return by_name(*a, *b);
    if (q.order_by == "total" && x.cents != y.cents) return x.cents.has_value() && (!y.cents || *x.cents > *y.cents);
    if (x.globals != y.globals) return x.globals > y.globals;
    return by_name(*a, *b);
  };
  const size_t shown = std::min(list.size(), static_cast<size_t>(q.limit));
  std::partial_sort(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(shown), list.end(), before);
  out.group_count = static_cast<std::int64_t>(list.size());
  out.more = list.size() > shown;
  for (size_t i = 0; i < shown; ++i) {
    GlobalGroup group = list[i]->second;
    if (list[i]->first != kNoKey) group.key = std::string(list[i]->first);
    out.groups.push_back(std::move(group));
  }
}

}  // namespace

GlobalAggregation aggregate_globals(Database& db, const GlobalAggregationQuery& q) {
  GlobalAggregation out;
  const bool windowed = q.from || q.to;
  if (q.group_by == "avatar" && !q.avatar_id && !q.subject && !q.creature_id && !q.planet && !windowed &&
      q.order_by != "name") {
    top_avatars(db, q, out);
    return out;
  }
  Groups groups;
  if (q.avatar_id) {
    SqlBuilder sql;
    const std::string where = time_conditions(q.from, q.to, sql);
    scan(db, q, "global g INDEXED BY global_by_avatar_ts", where, sql, groups);
  } else if (q.group_by == "avatar") {
    SqlBuilder sql;
    const std::string where = time_conditions(q.from, q.to, sql);
    const std::int64_t n = scan(db, q, "global g", where, sql, groups, kScanAtMost);
    if (n > kScanAtMost)
      throw ApiError(Problem::bad_parameter(
          "groupBy", "reads too many globals grouped by avatar with these filters",
          "grouping by avatar with a creature, planet or time window reads each matching global, and more than " +
              std::to_string(kScanAtMost) +
              " match; narrow the window (fromDate, toDate) or the types, or group by avatar over all time (types "
              "only), which reads the maintained totals"));
  } else {
    summarised(db, q, groups);
  }
  out.sources.push_back("Counted over " + span_text(q.from, q.to) + " (UTC).");
  order_and_cut(groups, q, out);
  return out;
}

std::optional<std::string> stored_planet(Database& db, const std::string& typed) {
  Statement& row = db.prepare(
      "SELECT planet FROM global_group_summary WHERE scope = 'place' AND grain = 'all' AND period = '' AND planet = ?1 "
      "COLLATE NOCASE "
      "ORDER BY planet = ?1 DESC LIMIT 1");
  row.bind(1, typed);
  std::optional<std::string> planet;
  if (row.step()) planet = row.text(0);
  row.reset();
  return planet;
}

}  // namespace snap
