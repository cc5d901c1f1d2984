// fold_global_counts.cc: the new globals added to the counts of global_counts.cc. Keyed counts are upserted; the
// running totals of global_time_count and global_value_count grow for every key at or after the smallest new key
// of a type, summed again over just those keys; global_value_mark gains the marks the new globals reach;
// globals_time_ordered_through_id moves on while ids still ascend with time. The new globals are read by rowid
// range (NOT INDEXED: never a partial index over the whole table).
#include <algorithm>
#include <map>
#include <string>

#include "core/db/dataset_meta.h"
#include "core/routes/globals/global_totals.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/time_order_mark.h"

namespace snap {
namespace {

// The shapes of global_count that global_counts.cc rebuilds, each as the new globals' rows to add (?1, ?2 the range).
const char* const kKeyedCounts[] = {
    "SELECT 'all', '', COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2",
    "SELECT 'type', type, COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2 GROUP BY type",
    "SELECT 'creature', creature_id, COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2"
    " AND creature_id IS NOT NULL GROUP BY creature_id",
    "SELECT 'subject', subject, COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2 AND subject IS NOT NULL"
    " GROUP BY subject",
    "SELECT 'hof', '1', COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2 AND is_hof = 1",
    "SELECT 'ath', '1', COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2 AND is_ath = 1",
    "SELECT 'team', '1', COUNT(*) FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2 AND is_team = 1"};

// The flags' '0' rows: every global minus the flagged ones (as in the rebuild).
const char* const kUnflaggedCounts =
    "INSERT INTO global_count SELECT shape, '0', (SELECT count FROM global_count WHERE shape = 'all') - count"
    " FROM global_count WHERE shape IN ('hof', 'ath', 'team') AND key = '1'"
    " ON CONFLICT (shape, key) DO UPDATE SET count = excluded.count";

void fold_keyed_counts(Database& db, const FoldRange& range) {
  for (const char* rows : kKeyedCounts)
    db.prepare(std::string("INSERT INTO global_count ") + rows +
               " ON CONFLICT (shape, key) DO UPDATE SET count = count + excluded.count")
        .bind(1, range.after_id)
        .bind(2, range.through_id)
        .run();
  db.exec(kUnflaggedCounts);
}

// A table of counts per type and key with running totals (type '' is every type).
struct RunningCounts {
  const char* table;
  const char* key;     // the key column
  const char* total;   // the running total column: this key and every smaller one of the type
  const char* key_of;  // the key of a global, as global_counts.cc computes it
  const char* only;    // the globals counted
};

const std::string kSlotOfTs = "(ts / " + std::to_string(kCountSlotSeconds) + " - (ts % " +
                              std::to_string(kCountSlotSeconds) + " < 0))";
const RunningCounts kSlotCounts{"global_time_count", "slot", "running", kSlotOfTs.c_str(), ""};
const RunningCounts kValueCounts{"global_value_count", "value", "at_or_below", "value", " AND value IS NOT NULL"};

// Counts per type ('' for every type) and key.
using CountsByType = std::map<std::string, std::map<double, std::int64_t>>;

// The new globals' counts per type and key, and per key under type '' (every type).
CountsByType new_counts(Database& db, const RunningCounts& c, const FoldRange& range) {
  Statement& rows = db.prepare(std::string("SELECT type, ") + c.key_of + ", COUNT(*) FROM global NOT INDEXED" +
                               " WHERE id > ?1 AND id <= ?2" + c.only + " GROUP BY 1, 2");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  CountsByType counts;
  while (rows.step()) {
    counts[rows.text(0)][rows.real(1)] += rows.int64(2);
    counts[""][rows.real(1)] += rows.int64(2);
  }
  return counts;
}

// Adds `added` (key -> count) to a type's rows and sums its running totals again from the smallest added key
// on: the total just before it, plus the counts since. Every row from there is written once.
void add_running(Database& db, const RunningCounts& c, const std::string& type,
                 const std::map<double, std::int64_t>& added) {
  const std::string t = c.table, key = c.key, total = c.total;
  const double from = added.begin()->first;
  Statement& before = db.prepare("SELECT " + total + " FROM " + t + " WHERE type = ?1 AND " + key + " < ?2 ORDER BY " +
                                 key + " DESC LIMIT 1");
  before.bind(1, type).bind(2, from);
  std::int64_t running = before.step() ? before.int64(0) : 0;
  before.reset();
  Statement& since =
      db.prepare("SELECT " + key + ", count FROM " + t + " WHERE type = ?1 AND " + key + " >= ?2 ORDER BY " + key);
  since.bind(1, type).bind(2, from);
  std::map<double, std::int64_t> counts = added;
  while (since.step()) counts[since.real(0)] += since.int64(1);
  since.reset();
  Statement& write = db.prepare("INSERT INTO " + t + " (type, " + key + ", count, " + total +
                                ") VALUES (?1, ?2, ?3, ?4) ON CONFLICT (type, " + key +
                                ") DO UPDATE SET count = excluded.count, " + total + " = excluded." + total);
  for (const auto& [k, count] : counts) {
    running += count;
    write.reset().bind(1, type).bind(2, k).bind(3, count).bind(4, running).run();
  }
}

void fold_running_counts(Database& db, const RunningCounts& c, const CountsByType& added) {
  for (const auto& [type, keys] : added) add_running(db, c, type, keys);
}

// The marks of global_value_mark that the new globals of each value (of every type) reach, before the value counts
// move: every new global has a larger id than every counted one, so it takes the value's next places in id order.
void fold_value_marks(Database& db, const FoldRange& range, const CountsByType& added) {
  if (added.count("") == 0) return;
  const std::int64_t spacing = db.scalar_int("SELECT globals FROM global_value_mark_spacing");
  Statement& counted = db.prepare("SELECT count FROM global_value_count WHERE type = '' AND value = ?1");
  Statement& nth_new = db.prepare("SELECT id FROM global WHERE value = ?1 AND id > ?2 ORDER BY id LIMIT 1 OFFSET ?3");
  Statement& mark = db.prepare("INSERT INTO global_value_mark (value, position, id) VALUES (?1, ?2, ?3)");
  for (const auto& [value, count] : added.at("")) {
    counted.bind(1, value);
    const std::int64_t before = counted.step() ? counted.int64(0) : 0;
    counted.reset();
    // From the first multiple of the spacing at or after `before`, above 0 (no mark at place 0).
    const std::int64_t first = std::max(spacing, (before + spacing - 1) / spacing * spacing);
    for (std::int64_t position = first; position < before + count; position += spacing) {
      nth_new.bind(1, value).bind(2, range.after_id).bind(3, position - before);
      mark.bind(1, value).bind(2, position).bind(3, nth_new.single_int64()).run();
    }
  }
}

}  // namespace

void fold_global_counts(Database& db, const FoldRange& range) {
  fold_keyed_counts(db, range);
  fold_running_counts(db, kSlotCounts, new_counts(db, kSlotCounts, range));
  const CountsByType values = new_counts(db, kValueCounts, range);  // read once: the marks need them too
  fold_value_marks(db, range, values);
  fold_running_counts(db, kValueCounts, values);
  carry_time_order_mark(db, "global", "globals_time_ordered_through_id", range.after_id, range.through_id);
}

}  // namespace snap
