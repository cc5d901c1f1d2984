// thread_database.cc: one lazily opened read-only connection per thread.
#include "edge/thread_database.h"

#include <memory>

#include "core/db/migrations.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kQueryDeadline{3000};

}  // namespace

Database& thread_database(const std::string& path) {
  thread_local std::unique_ptr<Database> db;
  thread_local std::string opened_path;
  if (!db || opened_path != path) {
    db = std::make_unique<Database>(path, OpenMode::ReadOnly);
    require_current_schema(*db);
    db->set_query_deadline(kQueryDeadline);
    opened_path = path;
  }
  db->start_query_clock();
  return *db;
}

}  // namespace snap
