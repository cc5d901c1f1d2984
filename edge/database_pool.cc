// database_pool.cc: a bounded pool of read-only connections, opened lazily and kept open.
#include "edge/database_pool.h"

#include <chrono>

#include "core/db/migrations.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kQueryDeadline{3000};

std::unique_ptr<Database> open_read_only(const std::string& path) {
  auto db = std::make_unique<Database>(path, OpenMode::ReadOnly);
  require_current_schema(*db);
  db->set_query_deadline(kQueryDeadline);
  return db;
}

}  // namespace

DatabaseLease::~DatabaseLease() {
  if (db_) pool_->give_back(std::move(db_));
}

DatabasePool::DatabasePool(std::string path, int size) : path_(std::move(path)), size_(size) {}

DatabaseLease DatabasePool::lease() {
  std::unique_lock<std::mutex> lock(mutex_);
  returned_.wait(lock, [&] { return !idle_.empty() || opened_ < size_; });
  std::unique_ptr<Database> db;
  if (!idle_.empty()) {
    db = std::move(idle_.back());
    idle_.pop_back();
  } else {
    ++opened_;  // reserved before opening, outside the lock
    lock.unlock();
    try {
      db = open_read_only(path_);
    } catch (...) {
      lock.lock();
      --opened_;
      returned_.notify_one();
      throw;
    }
  }
  db->start_query_clock();
  return DatabaseLease(*this, std::move(db));
}

void DatabasePool::give_back(std::unique_ptr<Database> db) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    idle_.push_back(std::move(db));
  }
  returned_.notify_one();
}

}  // namespace snap
