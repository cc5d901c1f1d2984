// profile_summary.cc: one pass over every global in id order adds it to its avatar and to its team (the owners),
// per type, per month and type, and to their best HoF and ATH lists; the list positions and the figures that
// are not about globals come from SQL, the marks of the globals lists from global_marks.cc.
#include "snapgen/derived/profile_summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "snapgen/derived/global_marks.h"
#include "core/domain/global_types.h"

namespace snap {
namespace {

constexpr size_t kRecordsKept = 10;  // owner_record: best HoFs and ATHs per owner
enum OwnerKind : int { kAvatar = 0, kTeam = 1 };
const char* const kOwnerNames[] = {"avatar", "team"};

// What a global contributes; "better" is the order of best_global_id and owner_record.
struct GlobalFacts {
  std::int64_t id, ts;
  size_t type;  // the type's profile rank (global_types.h): keys sort in profile order
  std::optional<std::int64_t> cents, tier;
  bool hof, ath;
};

// Higher value first (a valueless global after any valued one), then higher tier, then earlier.
bool better(const GlobalFacts& a, const GlobalFacts& b) {
  if (a.cents != b.cents) return a.cents.has_value() && (!b.cents || *a.cents > *b.cents);
  if (a.tier != b.tier) return a.tier.has_value() && (!b.tier || *a.tier > *b.tier);
  return a.ts != b.ts ? a.ts < b.ts : a.id < b.id;
}

struct Totals {
  std::int64_t globals = 0, hofs = 0, aths = 0;
  std::optional<std::int64_t> cents;
  std::int64_t first_at = 0, last_at = 0;
  std::optional<GlobalFacts> best;

  void add(const GlobalFacts& g) {
    if (globals == 0 || g.ts < first_at) first_at = g.ts;
    if (globals == 0 || g.ts > last_at) last_at = g.ts;
    ++globals;
    hofs += g.hof;
    aths += g.ath;
    if (g.cents) cents = cents.value_or(0) + *g.cents;
    if (!best || better(g, *best)) best = g;
  }
};

struct MonthTotals {
  std::int64_t globals = 0;
  std::optional<std::int64_t> cents;

  void add(const GlobalFacts& g) {
    ++globals;
    if (g.cents) cents = cents.value_or(0) + *g.cents;
  }
};

// The best few globals of one kind, best first.
void keep_best(std::vector<GlobalFacts>& list, const GlobalFacts& g) {
  const auto at = std::find_if(list.begin(), list.end(), [&](const GlobalFacts& kept) { return better(g, kept); });
  if (at == list.end() && list.size() >= kRecordsKept) return;
  list.insert(at, g);
  if (list.size() > kRecordsKept) list.pop_back();
}

// Keys pack the owner (kind, then id: the order of the tables' primary keys), the month (months since 1970)
// and the type into one integer.
std::uint64_t owner_key(int kind, std::int64_t owner_id) {
  return static_cast<std::uint64_t>(kind) << 40 | static_cast<std::uint64_t>(owner_id);
}
int kind_of(std::uint64_t owner) { return static_cast<int>(owner >> 40); }
std::int64_t id_of(std::uint64_t owner) { return static_cast<std::int64_t>(owner & ((1ull << 40) - 1)); }
std::uint64_t type_key(std::uint64_t owner, size_t type) { return owner << 4 | type; }
std::uint64_t month_type_key(std::uint64_t owner, std::int64_t month, size_t type) {
  return owner << 20 | static_cast<std::uint64_t>(month) << 4 | type;
}

// Months since 1970 of a time. Globals arrive roughly in time order, so the last month found is kept.
class MonthOfTime {
 public:
  std::int64_t operator()(std::int64_t ts) {
    if (ts >= start_ && ts < end_) return month_;
    int year;
    unsigned month, day;
    civil_from_days(ts >= 0 ? ts / 86400 : (ts - 86399) / 86400, year, month, day);
    start_ = days_from_civil(year, month, 1) * 86400;
    end_ = add_months(start_, 1);
    month_ = (year - 1970) * 12 + static_cast<std::int64_t>(month) - 1;
    return month_;
  }

 private:
  std::int64_t start_ = 1, end_ = 0, month_ = 0;
};

std::string month_text(std::int64_t month) {
  const std::int64_t year = 1970 + month / 12, m = month % 12 + 1;
  char text[16];
  std::snprintf(text, sizeof text, "%04lld-%02lld", static_cast<long long>(year), static_cast<long long>(m));
  return text;
}

// The totals of one owner and type, and per month (ascending).
struct TypeTotals {
  Totals totals;
  std::vector<std::pair<std::int64_t, MonthTotals>> months;

  MonthTotals& month(std::int64_t m) {
    auto at = months.end();
    while (at != months.begin() && std::prev(at)->first > m) --at;
    if (at != months.begin() && std::prev(at)->first == m) return std::prev(at)->second;
    return months.insert(at, {m, MonthTotals{}})->second;
  }
};

struct Aggregates {
  std::unordered_map<std::uint64_t, TypeTotals> by_type;
  std::unordered_map<std::uint64_t, std::vector<GlobalFacts>> hofs, aths;
  MonthOfTime month_of;

  void add(std::uint64_t owner, const GlobalFacts& g) {
    TypeTotals& t = by_type[type_key(owner, g.type)];
    t.totals.add(g);
    t.month(month_of(g.ts)).add(g);
    if (kind_of(owner) != kAvatar) return;  // top achievements are an avatar's only
    if (g.hof) keep_best(hofs[owner], g);
    if (g.ath) keep_best(aths[owner], g);
  }
};

Aggregates aggregate_globals(Database& db) {
  Aggregates all;
  all.by_type.reserve(static_cast<size_t>(db.scalar_int("SELECT COUNT(*) FROM avatar")) * 4);
  auto rows = db.prepare_uncached("SELECT id, ts, type, avatar_id, team_id, value, tier, is_hof, is_ath FROM global");
  while (rows->step()) {
    const auto type = global_type_named(rows->text(2));
    if (!type) continue;  // the schema's CHECK allows only the eight
    const auto rank = static_cast<size_t>(global_type_info(*type).profile_rank);
    GlobalFacts g{rows->int64(0), rows->int64(1), rank, std::nullopt, rows->optional_int64(6),
                  rows->int64(7) != 0, rows->int64(8) != 0};
    if (!rows->is_null(5)) g.cents = std::llround(rows->real(5) * 100);
    if (!rows->is_null(3)) all.add(owner_key(kAvatar, rows->int64(3)), g);
    if (!rows->is_null(4)) all.add(owner_key(kTeam, rows->int64(4)), g);
  }
  return all;
}

// The keys of a map in ascending order, so WITHOUT ROWID tables are written in key order.
template <typename Map>
std::vector<std::uint64_t> sorted_keys(const Map& map) {
  std::vector<std::uint64_t> keys;
  keys.reserve(map.size());
  for (const auto& entry : map) keys.push_back(entry.first);
  std::sort(keys.begin(), keys.end());
  return keys;
}

void bind_owner(Statement& insert, std::uint64_t owner) {
  insert.bind(1, kOwnerNames[kind_of(owner)]).bind(2, id_of(owner));
}

// The stored name of the type with this profile rank.
const char* stored_name_of_rank(std::uint64_t rank) { return global_type_info(profile_order()[rank]).stored; }

void write_type_totals(Database& db, const Aggregates& all) {
  Statement& insert = db.prepare(
      "INSERT INTO owner_type_summary(owner, owner_id, type, globals, value_cents, hofs, aths, first_at, last_at,"
      " best_global_id, best_value_cents, best_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
  for (std::uint64_t key : sorted_keys(all.by_type)) {
    const Totals& t = all.by_type.at(key).totals;
    bind_owner(insert, key >> 4);
    insert.bind(3, stored_name_of_rank(key & 15)).bind(4, t.globals).bind(5, t.cents).bind(6, t.hofs);
    insert.bind(7, t.aths).bind(8, t.first_at).bind(9, t.last_at).bind(10, t.best->id).bind(11, t.best->cents);
    insert.bind(12, t.best->ts).run();
  }
}

void write_month_totals(Database& db, const Aggregates& all) {
  std::vector<std::pair<std::uint64_t, MonthTotals>> rows;  // in primary key order: owner, month, type
  for (const auto& [key, t] : all.by_type)
    for (const auto& [month, totals] : t.months) rows.emplace_back(month_type_key(key >> 4, month, key & 15), totals);
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  Statement& insert = db.prepare(
      "INSERT INTO owner_month_summary(owner, owner_id, month, type, globals, value_cents)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (const auto& [key, t] : rows) {
    bind_owner(insert, key >> 20);
    insert.bind(3, month_text(static_cast<std::int64_t>(key >> 4 & 0xffff)));
    insert.bind(4, stored_name_of_rank(key & 15)).bind(5, t.globals).bind(6, t.cents).run();
  }
}

void write_records(Database& db, const std::unordered_map<std::uint64_t, std::vector<GlobalFacts>>& lists,
                   const char* kind) {
  Statement& insert =
      db.prepare("INSERT INTO owner_record(owner, owner_id, kind, position, global_id) VALUES (?1, ?2, ?3, ?4, ?5)");
  for (std::uint64_t owner : sorted_keys(lists)) {
    const std::vector<GlobalFacts>& list = lists.at(owner);
    for (size_t i = 0; i < list.size(); ++i) {
      bind_owner(insert, owner);
      insert.bind(3, kind).bind(4, static_cast<std::int64_t>(i + 1)).bind(5, list[i].id).run();
    }
  }
}

const char* const kAvatarSummarySql = R"SQL(
INSERT INTO avatar_summary(avatar_id, list_position, pvp_kills, last_seen)
WITH trade AS (SELECT avatar_id, MAX(ts) AS last_at FROM trade_message WHERE avatar_id IS NOT NULL GROUP BY avatar_id)
SELECT a.id,
       ROW_NUMBER() OVER (ORDER BY a.name COLLATE NOCASE, a.slug),
       (SELECT COUNT(*) FROM pvp_kill k WHERE k.killer_avatar_id = a.id),
       MAX(a.created_at,
           IFNULL((SELECT MAX(g.ts) FROM global g WHERE g.avatar_id = a.id), a.created_at),
           IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.killer_avatar_id = a.id), a.created_at),
           IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.victim_avatar_id = a.id), a.created_at),
           IFNULL(trade.last_at, a.created_at))
FROM avatar a LEFT JOIN trade ON trade.avatar_id = a.id
)SQL";

const char* const kTeamSummarySql = R"SQL(
INSERT INTO team_summary(team_id, list_position, member_count)
SELECT t.id,
       ROW_NUMBER() OVER (ORDER BY t.name COLLATE NOCASE, t.slug),
       (SELECT COUNT(DISTINCT m.avatar_id) FROM team_member m WHERE m.team_id = t.id AND m.left_at IS NULL)
FROM team t
)SQL";

}  // namespace

void rebuild_profile_summaries(Database& db) {
  for (const char* table : {"avatar_summary", "team_summary", "owner_type_summary", "owner_month_summary", "owner_record"})
    db.exec(std::string("DELETE FROM ") + table);
  db.exec(kAvatarSummarySql);
  db.exec(kTeamSummarySql);
  const Aggregates all = aggregate_globals(db);
  write_type_totals(db, all);
  write_month_totals(db, all);
  write_records(db, all.hofs, "hof");
  write_records(db, all.aths, "ath");
  rebuild_global_marks(db);
}

}  // namespace snap
