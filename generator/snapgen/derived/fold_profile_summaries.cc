// fold_profile_summaries.cc: the new globals into owner_type_summary, owner_month_summary and owner_record. They are
// added up per owner as the rebuild adds up every global (owner_aggregates.h), then each touched row or list is
// merged with what is stored: sums add, first and last times widen, the best global and the best ten HoFs and ATHs
// are the best of the stored ones and the new ones.
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/owner_aggregates.h"

namespace snap {
namespace {

// The stored totals of an owner and type (a type_key()); nullopt for none. Their best global's tier is left
// unknown (it only breaks a tie of values, see fold_type_totals()), so no global is read.
std::optional<Totals> stored_totals(Database& db, std::uint64_t key) {
  Statement& row = db.prepare(
      "SELECT globals, value_cents, hofs, aths, first_at, last_at, best_global_id, best_value_cents, best_at"
      " FROM owner_type_summary WHERE owner = ?1 AND owner_id = ?2 AND type = ?3");
  bind_owner(row, key >> 4);
  row.bind(3, stored_name_of_rank(key & 15));
  std::optional<Totals> t;
  if (row.step()) {
    const GlobalFacts best{row.int64(6), row.int64(8), key & 15, row.optional_int64(7), std::nullopt, false, false};
    t = Totals{row.int64(0), row.int64(2), row.int64(3), row.optional_int64(1), row.int64(4), row.int64(5), best};
  }
  row.reset();
  return t;
}

std::optional<std::int64_t> tier_of(Database& db, std::int64_t global_id) {
  Statement& row = db.prepare("SELECT tier FROM global WHERE id = ?1");
  row.bind(1, global_id);
  const std::optional<std::int64_t> tier = row.step() ? row.optional_int64(0) : std::nullopt;
  row.reset();
  return tier;
}

void fold_type_totals(Database& db, const Aggregates& batch) {
  for (std::uint64_t key : sorted_keys(batch.by_type)) {
    const Totals& fresh = batch.by_type.at(key).totals;
    Totals t = stored_totals(db, key).value_or(Totals{});
    if (t.best && t.best->cents == fresh.best->cents) t.best->tier = tier_of(db, t.best->id);
    t.merge(fresh);
    write_type_row(db, key, t);
  }
}

// The facts of the globals of an owner's stored list of a kind from `position` on, best first.
std::vector<GlobalFacts> stored_records(Database& db, std::uint64_t owner, const char* kind, size_t position) {
  Statement& rows = db.prepare(
      "SELECT g.id, g.ts, g.type, g.value, g.tier, g.is_hof, g.is_ath FROM owner_record r JOIN global g"
      " ON g.id = r.global_id WHERE r.owner = ?1 AND r.owner_id = ?2 AND r.kind = ?3 AND r.position >= ?4"
      " ORDER BY r.position");
  bind_owner(rows, owner);
  rows.bind(3, kind).bind(4, static_cast<std::int64_t>(position));
  std::vector<GlobalFacts> list;
  while (rows.step()) list.push_back(*global_facts(rows));
  return list;
}

// A full list that the best new global does not enter is left as it is, having read one global.
void fold_records(Database& db, const std::unordered_map<std::uint64_t, std::vector<GlobalFacts>>& lists,
                  const char* kind) {
  Statement& remove = db.prepare("DELETE FROM owner_record WHERE owner = ?1 AND owner_id = ?2 AND kind = ?3");
  for (std::uint64_t owner : sorted_keys(lists)) {
    const std::vector<GlobalFacts>& fresh = lists.at(owner);
    const std::vector<GlobalFacts> last = stored_records(db, owner, kind, kRecordsKept);
    if (!last.empty() && !better(fresh.front(), last.front())) continue;
    std::vector<GlobalFacts> list = stored_records(db, owner, kind, 1);
    for (const GlobalFacts& g : fresh) keep_best(list, g);
    bind_owner(remove, owner);
    remove.bind(3, kind).run();
    insert_records(db, owner, kind, list);
  }
}

}  // namespace

void fold_profile_summaries(Database& db, const FoldRange& range) {
  Aggregates batch;
  add_globals(db, range.after_id, range.through_id, batch);
  fold_type_totals(db, batch);
  add_month_totals(db, batch);
  fold_records(db, batch.hofs, "hof");
  fold_records(db, batch.aths, "ath");
}

}  // namespace snap
