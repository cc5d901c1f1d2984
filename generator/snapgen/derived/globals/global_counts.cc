// global_counts.cc: one rebuild of every maintained count of globals. Inside the writer's transaction no one
// else writes, so the counts cover exactly the ids up to MAX(id), the watermark stamped with them.
// Keyed counts come from the indexes that hold their keys; time slot and value counts, the value marks, and how far
// ids ascend with time, from one sequential pass over the table (no index holds type, value and time together).
#include "snapgen/derived/globals/global_counts.h"

#include <map>
#include <tuple>
#include <vector>

#include "core/clock.h"
#include "core/db/dataset_meta.h"
#include "core/globals/read_model.h"
#include "snapgen/derived/globals/keyed_counts.h"

namespace snap {
namespace {

// What one pass over the globals in id order collects. Type "" stands for every type.
struct PassTotals {
  std::map<std::pair<std::string, std::int64_t>, std::int64_t> per_slot;  // (type, time slot) -> globals
  std::map<std::pair<std::string, double>, std::int64_t> per_value;      // (type, value) -> globals
  std::vector<std::tuple<double, std::int64_t, std::int64_t>> value_marks;  // global_value_mark's rows
  std::int64_t max_id = 0;
  std::int64_t time_ordered_through = -1;  // the last id before the first whose time is earlier than a smaller id's
};

PassTotals count_in_one_pass(Database& db) {
  PassTotals totals;
  const std::int64_t mark_spacing = db.scalar_int("SELECT globals FROM global_value_mark_spacing");
  auto rows = db.prepare_uncached("SELECT id, ts, type, value FROM global NOT INDEXED ORDER BY id");
  UnixTime latest = 0;
  bool first = true;
  while (rows->step()) {
    const std::int64_t id = rows->int64(0);
    const UnixTime ts = rows->int64(1);
    const std::string type = rows->text(2);
    if (totals.time_ordered_through < 0 && !first && ts < latest) totals.time_ordered_through = totals.max_id;
    latest = first || ts > latest ? ts : latest;
    first = false;
    totals.max_id = id;
    for (const std::string& key : {type, std::string()}) {
      ++totals.per_slot[{key, time_slot_of(ts)}];
      if (rows->is_null(3)) continue;
      const std::int64_t position = totals.per_value[{key, rows->real(3)}]++;  // of the value, in id order
      if (key.empty() && position > 0 && position % mark_spacing == 0)
        totals.value_marks.emplace_back(rows->real(3), position, id);
    }
  }
  if (totals.time_ordered_through < 0) totals.time_ordered_through = totals.max_id;
  return totals;
}

// Rows of a (type, key) -> count map in key order, each with the running total of its type.
template <typename Key>
void insert_running(Database& db, const char* sql, const std::map<std::pair<std::string, Key>, std::int64_t>& counts) {
  auto insert = db.prepare_uncached(sql);
  std::string type;
  std::int64_t running = 0;
  for (const auto& [key, count] : counts) {
    if (key.first != type) type = key.first, running = 0;
    running += count;
    insert->reset().bind(1, key.first).bind(2, key.second).bind(3, count).bind(4, running);
    insert->run();
  }
}

}  // namespace

void refresh_global_counts(Database& db) {
  count_keyed_shapes(db);
  const PassTotals totals = count_in_one_pass(db);
  db.exec("DELETE FROM global_time_count");
  insert_running(db, "INSERT INTO global_time_count (type, slot, count, running) VALUES (?1, ?2, ?3, ?4)",
                 totals.per_slot);
  db.exec("DELETE FROM global_value_count");
  insert_running(db, "INSERT INTO global_value_count (type, value, count, at_or_below) VALUES (?1, ?2, ?3, ?4)",
                 totals.per_value);
  db.exec("DELETE FROM global_value_mark");
  auto mark = db.prepare_uncached("INSERT INTO global_value_mark (value, position, id) VALUES (?1, ?2, ?3)");
  for (const auto& [value, position, id] : totals.value_marks)
    mark->reset().bind(1, value).bind(2, position).bind(3, id).run();
  write_meta(db, kGlobalCountsThrough, std::to_string(totals.max_id));
  write_meta(db, kGlobalsTimeOrderedThrough, std::to_string(totals.time_ordered_through));
}

}  // namespace snap
