// owner_aggregates.cc: adding globals up per owner, type and month, and writing the sums to the summary tables.
#include "snapgen/derived/owner_aggregates.h"

#include <cmath>
#include <cstdio>
#include <iterator>

#include "core/clock.h"
#include "core/domain/global_types.h"

namespace snap {

std::optional<GlobalFacts> global_facts(const Statement& row) {
  const auto type = global_type_named(row.text(2));
  if (!type) return std::nullopt;  // the schema's CHECK allows only the eight
  const auto rank = static_cast<size_t>(global_type_info(*type).profile_rank);
  GlobalFacts g{row.int64(0),      row.int64(1),     rank, std::nullopt, row.optional_int64(4),
                row.int64(5) != 0, row.int64(6) != 0};
  if (!row.is_null(3)) g.cents = std::llround(row.real(3) * 100);
  return g;
}

bool better(const GlobalFacts& a, const GlobalFacts& b) {
  if (a.cents != b.cents) return a.cents.has_value() && (!b.cents || *a.cents > *b.cents);
  if (a.tier != b.tier) return a.tier.has_value() && (!b.tier || *a.tier > *b.tier);
  return a.ts != b.ts ? a.ts < b.ts : a.id < b.id;
}

void Totals::add(const GlobalFacts& g) {
  if (globals == 0 || g.ts < first_at) first_at = g.ts;
  if (globals == 0 || g.ts > last_at) last_at = g.ts;
  ++globals;
  hofs += g.hof;
  aths += g.ath;
  if (g.cents) cents = cents.value_or(0) + *g.cents;
  if (!best || better(g, *best)) best = g;
}

void Totals::merge(const Totals& other) {
  if (other.globals == 0) return;
  if (globals == 0 || other.first_at < first_at) first_at = other.first_at;
  if (globals == 0 || other.last_at > last_at) last_at = other.last_at;
  globals += other.globals;
  hofs += other.hofs;
  aths += other.aths;
  if (other.cents) cents = cents.value_or(0) + *other.cents;
  if (!best || better(*other.best, *best)) best = other.best;
}

void MonthTotals::add(const GlobalFacts& g) {
  ++globals;
  if (g.cents) cents = cents.value_or(0) + *g.cents;
}

void keep_best(std::vector<GlobalFacts>& list, const GlobalFacts& g) {
  const auto at = std::find_if(list.begin(), list.end(), [&](const GlobalFacts& kept) { return better(g, kept); });
  if (at == list.end() && list.size() >= kRecordsKept) return;
  list.insert(at, g);
  if (list.size() > kRecordsKept) list.pop_back();
}

std::int64_t MonthOfTime::operator()(std::int64_t ts) {
  if (ts >= start_ && ts < end_) return month_;
  int year;
  unsigned month, day;
  civil_from_days(ts >= 0 ? ts / 86400 : (ts - 86399) / 86400, year, month, day);
  start_ = days_from_civil(year, month, 1) * 86400;
  end_ = add_months(start_, 1);
  month_ = (year - 1970) * 12 + static_cast<std::int64_t>(month) - 1;
  return month_;
}

std::string month_text(std::int64_t month) {
  const std::int64_t year = 1970 + month / 12, m = month % 12 + 1;
  char text[48];  // room for any two numbers, so the compiler can prove no truncation
  std::snprintf(text, sizeof text, "%04lld-%02lld", static_cast<long long>(year), static_cast<long long>(m));
  return text;
}

const char* stored_name_of_rank(std::uint64_t rank) { return global_type_info(profile_order()[rank]).stored; }

MonthTotals& TypeTotals::month(std::int64_t m) {
  auto at = months.end();
  while (at != months.begin() && std::prev(at)->first > m) --at;
  if (at != months.begin() && std::prev(at)->first == m) return std::prev(at)->second;
  return months.insert(at, {m, MonthTotals{}})->second;
}

void Aggregates::add(std::uint64_t owner, const GlobalFacts& g) {
  TypeTotals& t = by_type[type_key(owner, g.type)];
  t.totals.add(g);
  t.month(month_of(g.ts)).add(g);
  if (kind_of(owner) != kAvatar) return;  // top achievements are an avatar's only
  if (g.hof) keep_best(hofs[owner], g);
  if (g.ath) keep_best(aths[owner], g);
}

void add_globals(Database& db, std::int64_t after_id, std::int64_t through_id, Aggregates& all) {
  auto rows = db.prepare_uncached(
      "SELECT id, ts, type, value, tier, is_hof, is_ath, avatar_id, team_id FROM global WHERE id > ?1 AND id <= ?2");
  rows->bind(1, after_id).bind(2, through_id);
  while (rows->step()) {
    const std::optional<GlobalFacts> g = global_facts(*rows);
    if (!g) continue;
    if (!rows->is_null(7)) all.add(owner_key(kAvatar, rows->int64(7)), *g);
    if (!rows->is_null(8)) all.add(owner_key(kTeam, rows->int64(8)), *g);
  }
}

void bind_owner(Statement& statement, std::uint64_t owner) {
  statement.bind(1, kOwnerNames[kind_of(owner)]).bind(2, id_of(owner));
}

void write_type_row(Database& db, std::uint64_t key, const Totals& t) {
  Statement& insert = db.prepare(
      "INSERT OR REPLACE INTO owner_type_summary(owner, owner_id, type, globals, value_cents, hofs, aths, first_at,"
      " last_at, best_global_id, best_value_cents, best_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
      "?12)");
  bind_owner(insert, key >> 4);
  insert.bind(3, stored_name_of_rank(key & 15)).bind(4, t.globals).bind(5, t.cents).bind(6, t.hofs);
  insert.bind(7, t.aths).bind(8, t.first_at).bind(9, t.last_at).bind(10, t.best->id).bind(11, t.best->cents);
  insert.bind(12, t.best->ts).run();
}

void add_month_totals(Database& db, const Aggregates& all) {
  std::vector<std::pair<std::uint64_t, MonthTotals>> rows;  // in primary key order: owner, month, type
  for (const auto& [key, t] : all.by_type)
    for (const auto& [month, totals] : t.months) rows.emplace_back(month_type_key(key >> 4, month, key & 15), totals);
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  Statement& upsert = db.prepare(
      "INSERT INTO owner_month_summary(owner, owner_id, month, type, globals, value_cents)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (owner, owner_id, month, type) DO UPDATE SET"
      " globals = globals + excluded.globals,"
      " value_cents = COALESCE(value_cents + excluded.value_cents, value_cents, excluded.value_cents)");
  for (const auto& [key, t] : rows) {
    bind_owner(upsert, key >> 20);
    upsert.bind(3, month_text(static_cast<std::int64_t>(key >> 4 & 0xffff)));
    upsert.bind(4, stored_name_of_rank(key & 15)).bind(5, t.globals).bind(6, t.cents).run();
  }
}

void insert_records(Database& db, std::uint64_t owner, const char* kind, const std::vector<GlobalFacts>& list) {
  Statement& insert =
      db.prepare("INSERT INTO owner_record(owner, owner_id, kind, position, global_id) VALUES (?1, ?2, ?3, ?4, ?5)");
  for (size_t i = 0; i < list.size(); ++i) {
    bind_owner(insert, owner);
    insert.bind(3, kind).bind(4, static_cast<std::int64_t>(i + 1)).bind(5, list[i].id).run();
  }
}

}  // namespace snap
