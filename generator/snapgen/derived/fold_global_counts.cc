// fold_global_counts.cc: the new globals added to the counts of global_counts.cc. Keyed counts are upserted; the
// running totals of global_hour_count and global_value_count grow for every key at or after the smallest new key
// of a type, summed again over just those keys; globals_time_ordered_through_id moves on while ids still ascend
// with time. The new globals are read by rowid range (NOT INDEXED: never a partial index over the whole table).
#include <algorithm>
#include <map>
#include <string>

#include "core/db/dataset_meta.h"
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

const RunningCounts kHourCounts{"global_hour_count", "hour", "running", "(ts / 3600 - (ts % 3600 < 0))", ""};
const RunningCounts kValueCounts{"global_value_count", "value", "at_or_below", "value", " AND value IS NOT NULL"};

// Adds the new globals' counts per (type, key) and per ('', key); new keys get a running total of 0 for now.
void add_counts(Database& db, const RunningCounts& c, const FoldRange& range) {
  const std::string t = c.table, key = c.key, key_of = c.key_of;
  const std::string from = " FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2" + std::string(c.only);
  const std::string upsert = " ON CONFLICT (type, " + key + ") DO UPDATE SET count = count + excluded.count";
  const std::string insert = "INSERT INTO " + t + " (type, " + key + ", count, " + c.total + ")";
  for (const std::string& rows : {"SELECT type, " + key_of + ", COUNT(*), 0" + from + " GROUP BY 1, 2",
                                  "SELECT '', " + key_of + ", COUNT(*), 0" + from + " GROUP BY 2"})
    db.prepare(insert + " " + rows + upsert).bind(1, range.after_id).bind(2, range.through_id).run();
}

// The smallest new key of each type and of '' (every type).
std::map<std::string, double> smallest_new_keys(Database& db, const RunningCounts& c, const FoldRange& range) {
  Statement& rows = db.prepare(std::string("SELECT type, MIN(") + c.key_of + ") FROM global NOT INDEXED" +
                               " WHERE id > ?1 AND id <= ?2" + c.only + " GROUP BY type");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  std::map<std::string, double> smallest;
  while (rows.step()) {
    const double key = rows.real(1);
    smallest[rows.text(0)] = key;
    double& every = smallest.emplace("", key).first->second;
    every = std::min(every, key);
  }
  return smallest;
}

// Sums the running totals of a type again from `from` on: the total just before it, plus the counts since.
void resum_from(Database& db, const RunningCounts& c, const std::string& type, double from) {
  const std::string t = c.table, key = c.key, total = c.total;
  const std::string before = "IFNULL((SELECT " + total + " FROM " + t + " WHERE type = ?1 AND " + key + " < ?2" +
                             " ORDER BY " + key + " DESC LIMIT 1), 0)";
  const std::string since = "SELECT " + key + ", SUM(count) OVER (ORDER BY " + key + ") AS through FROM " + t +
                            " WHERE type = ?1 AND " + key + " >= ?2";
  Statement& update = db.prepare("UPDATE " + t + " AS c SET " + total + " = " + before + " + w.through FROM (" + since +
                                 ") AS w WHERE c.type = ?1 AND c." + key + " = w." + key);
  update.bind(1, type).bind(2, from).run();
}

void fold_running_counts(Database& db, const RunningCounts& c, const FoldRange& range) {
  add_counts(db, c, range);
  for (const auto& [type, from] : smallest_new_keys(db, c, range)) resum_from(db, c, type, from);
}

}  // namespace

void fold_global_counts(Database& db, const FoldRange& range) {
  fold_keyed_counts(db, range);
  fold_running_counts(db, kHourCounts, range);
  fold_running_counts(db, kValueCounts, range);
  carry_time_order_mark(db, "global", "globals_time_ordered_through_id", range.after_id, range.through_id);
}

}  // namespace snap
