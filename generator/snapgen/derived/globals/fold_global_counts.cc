// fold_global_counts.cc: the new globals added to the counts of global_counts.cc. Keyed counts are upserted; the
// running totals of global_time_count and global_value_count grow for every key at or after the smallest new key
// of a type, summed again over just those keys; global_value_mark gains the marks the new globals reach;
// globals_time_ordered_through_id moves on while ids still ascend with time. The new globals are read by rowid
// range (NOT INDEXED: never a partial index over the whole table).
#include <algorithm>
#include <map>
#include <string>

#include "core/db/dataset_meta.h"
#include "core/globals/read_model.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/globals/keyed_counts.h"
#include "snapgen/derived/globals/running_totals.h"
#include "snapgen/derived/time_order_mark.h"

namespace snap {
namespace {

// A table of counts per type and key with running totals (type '' is every type).
struct RunningCounts {
  const RunningTable& totals;
  const char* key_of;  // the key of a global, as global_counts.cc computes it
  const char* only;    // the globals counted
};

const std::string kSlotOfTs = "(ts / " + std::to_string(kCountSlotSeconds) + " - (ts % " +
                              std::to_string(kCountSlotSeconds) + " < 0))";
const RunningCounts kSlotCounts{kTimeSlotTotals, kSlotOfTs.c_str(), ""};
const RunningCounts kValueCounts{kValueTotals, "value", " AND value IS NOT NULL"};

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

// Adds `added` (key -> count) to a type's counts, then sums its running totals again from the smallest added key.
void add_running(Database& db, const RunningTable& t, const std::string& type,
                 const std::map<double, std::int64_t>& added) {
  const std::string key = t.key, total = t.total;
  Statement& add = db.prepare("INSERT INTO " + std::string(t.table) + " (type, " + key + ", count, " + total +
                              ") VALUES (?1, ?2, ?3, 0) ON CONFLICT (type, " + key +
                              ") DO UPDATE SET count = count + excluded.count");
  for (const auto& [k, count] : added) add.reset().bind(1, type).bind(2, k).bind(3, count).run();
  sum_running_again(db, t, type, Json(added.begin()->first));
}

void fold_running_counts(Database& db, const RunningCounts& c, const CountsByType& added) {
  for (const auto& [type, keys] : added) add_running(db, c.totals, type, keys);
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
  fold_keyed_shapes(db, range);
  fold_running_counts(db, kSlotCounts, new_counts(db, kSlotCounts, range));
  const CountsByType values = new_counts(db, kValueCounts, range);  // read once: the marks need them too
  fold_value_marks(db, range, values);
  fold_running_counts(db, kValueCounts, values);
  carry_time_order_mark(db, "global", kGlobalsTimeOrderedThrough, range.after_id, range.through_id);
}

}  // namespace snap
