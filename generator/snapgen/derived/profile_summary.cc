// profile_summary.cc: one pass over every global in id order adds it to its avatar and to its team (the owners),
// per type, per month and type, and to their best HoF and ATH lists; the list positions and the figures that
// are not about globals come from SQL.
#include "derived/profile_summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <unordered_map>
#include <vector>

#include "clock.h"
#include "routes/global_type_list.h"

namespace snap {
namespace {

constexpr size_t kRecordsKept = 10;  // owner_record: best HoFs and ATHs per owner
enum OwnerKind : int { kAvatar = 0, kTeam = 1 };
const char* const kOwnerNames[] = {"avatar", "team"};

// What a global contributes; "better" is the order of best_global_id and owner_record.
struct GlobalFacts {
  std::int64_t id, ts;
  size_t type;
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

// Keys pack the owner, the month (months since 1970) and the type into one integer.
std::uint64_t owner_key(int kind, std::int64_t owner_id) { return static_cast<std::uint64_t>(owner_id) * 2 + kind; }
std::uint64_t type_key(std::uint64_t owner, size_t type) { return owner << 4 | type; }
std::uint64_t month_type_key(std::uint64_t owner, std::int64_t month, size_t type) {
  return owner << 20 | static_cast<std::uint64_t>(month) << 4 | type;
}

std::int64_t month_of(std::int64_t ts) {
  int year;
  unsigned month, day;
  civil_from_days(ts >= 0 ? ts / 86400 : (ts - 86399) / 86400, year, month, day);
  return (year - 1970) * 12 + static_cast<std::int64_t>(month) - 1;
}

std::string month_text(std::int64_t month) {
  const std::int64_t year = 1970 + month / 12, m = month % 12 + 1;
  char text[16];
  std::snprintf(text, sizeof text, "%04lld-%02lld", static_cast<long long>(year), static_cast<long long>(m));
  return text;
}

struct Aggregates {
  std::unordered_map<std::uint64_t, Totals> by_type;
  std::unordered_map<std::uint64_t, MonthTotals> by_month;
  std::unordered_map<std::uint64_t, std::vector<GlobalFacts>> hofs, aths;

  void add(std::uint64_t owner, const GlobalFacts& g) {
    by_type[type_key(owner, g.type)].add(g);
    by_month[month_type_key(owner, month_of(g.ts), g.type)].add(g);
    if (owner % 2 != kAvatar) return;  // top achievements are an avatar's only
    if (g.hof) keep_best(hofs[owner], g);
    if (g.ath) keep_best(aths[owner], g);
  }
};

Aggregates aggregate_globals(Database& db) {
  Aggregates all;
  auto rows = db.prepare_uncached("SELECT id, ts, type, avatar_id, team_id, value, tier, is_hof, is_ath FROM global");
  while (rows->step()) {
    const auto type = global_type_index(rows->text(2));
    if (!type) continue;  // the schema's CHECK allows only the eight
    GlobalFacts g{rows->int64(0), rows->int64(1), *type, std::nullopt, rows->optional_int64(6),
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
  insert.bind(1, kOwnerNames[owner % 2]).bind(2, static_cast<std::int64_t>(owner / 2));
}

void write_type_totals(Database& db, const Aggregates& all) {
  Statement& insert = db.prepare(
      "INSERT INTO owner_type_summary(owner, owner_id, type, globals, value_cents, hofs, aths, first_at, last_at,"
      " best_global_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
  for (std::uint64_t key : sorted_keys(all.by_type)) {
    const Totals& t = all.by_type.at(key);
    bind_owner(insert, key >> 4);
    insert.bind(3, global_types()[key & 15].stored).bind(4, t.globals).bind(5, t.cents).bind(6, t.hofs);
    insert.bind(7, t.aths).bind(8, t.first_at).bind(9, t.last_at).bind(10, t.best->id).run();
  }
}

void write_month_totals(Database& db, const Aggregates& all) {
  Statement& insert = db.prepare(
      "INSERT INTO owner_month_summary(owner, owner_id, month, type, globals, value_cents)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (std::uint64_t key : sorted_keys(all.by_month)) {
    const MonthTotals& t = all.by_month.at(key);
    bind_owner(insert, key >> 20);
    insert.bind(3, month_text(static_cast<std::int64_t>(key >> 4 & 0xffff)));
    insert.bind(4, global_types()[key & 15].stored).bind(5, t.globals).bind(6, t.cents).run();
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
}

}  // namespace snap
