// activity_demo_bulk.cc: BulkLoad, how the activity demo writes millions of rows into one table fast: the
// table's indexes are dropped and rebuilt afterwards from sqlite_master's own SQL (one sort per index instead of
// millions of random B-tree inserts).
#include "snapgen/demo/activity/activity_demo_bulk.h"

namespace snap::activity_demo {

BulkLoad::BulkLoad(Database& db, const std::string& table) : db_(db) {
  auto rows = db.prepare_uncached(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL ORDER BY name");
  rows->bind(1, table);
  while (rows->step()) indexes_.emplace_back(rows->text(0), rows->text(1));
  rows.reset();
  for (const auto& index : indexes_) db_.exec("DROP INDEX \"" + index.first + "\"");
}

void BulkLoad::finish() {
  for (const auto& index : indexes_) db_.exec(index.second);
}

}  // namespace snap::activity_demo
