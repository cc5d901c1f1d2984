// activity_demo_bulk.h: BulkLoad (activity_demo_bulk.cc), a bulk insert with the table's indexes suspended.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/db/database.h"

namespace snap::activity_demo {

// A bulk insert into one table: its indexes are dropped until finish(), which recreates them from their stored
// SQL (one sort per index instead of millions of random B-tree inserts). The schema after finish() is exactly the
// schema before. If finish() is never called (an exception), the demo's half-written file is discarded whole.
class BulkLoad {
 public:
  BulkLoad(Database& db, const std::string& table);
  BulkLoad(const BulkLoad&) = delete;
  BulkLoad& operator=(const BulkLoad&) = delete;
  void finish();  // recreates the dropped indexes

 private:
  Database& db_;
  std::vector<std::pair<std::string, std::string>> indexes_;  // name, CREATE INDEX statement
};

}  // namespace snap::activity_demo
