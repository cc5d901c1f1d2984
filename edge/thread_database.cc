// thread_database.cc: one lazily opened read-only connection per thread.
#include "thread_database.h"

#include <memory>

#include "db/migrations.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kQueryDeadline{3000};
// Reads through a memory map of the file: every thread's connection shares the kernel's page cache instead of
// copying pages into a private cache of its own (SQLite's default 2 MB per connection, re-read all the time with
// dozens of threads over a 4 GB database). Larger files are mapped up to this size, the rest read as usual.
constexpr const char* kMmapBytes = "8589934592";

}  // namespace

Database& thread_database(const std::string& path) {
  thread_local std::unique_ptr<Database> db;
  thread_local std::string opened_path;
  if (!db || opened_path != path) {
    db = std::make_unique<Database>(path, OpenMode::ReadOnly);
    require_current_schema(*db);
    db->exec(std::string("PRAGMA mmap_size = ") + kMmapBytes);
    db->set_query_deadline(kQueryDeadline);
    opened_path = path;
  }
  db->start_query_clock();
  return *db;
}

}  // namespace snap
