// database_pool.cc: a bounded pool of read-only connections, opened lazily and kept open.
#include "edge/database_pool.h"

#include <chrono>

#include "core/db/migrations.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kQueryDeadline{3000};

std::unique_ptr<Database> open_read_only(const std::string& path) {
  auto db = std::make_unique<Database>(path, OpenMode::ReadOnly);
  db->set_query_deadline(kQueryDeadline);  // first: reading the schema version waits for a writer's lock too
  require_current_schema(*db);
  return db;
}

}  // namespace

DatabaseLease::~DatabaseLease() {
  if (db_) pool_->give_back(std::move(db_), generation_, leased_at_);
}

DatabasePool::DatabasePool(std::string path, int size, LatencyHistogram* wait, LatencyHistogram* held)
    : path_(std::move(path)), size_(size), wait_(wait), held_(held) {}

void DatabasePool::forget_idle_if_file_changed() {
  const DatabaseFile now = DatabaseFile::at(path_);
  if (now.replaces(seen_)) {
    opened_ -= static_cast<int>(idle_.size());
    idle_.clear();
    ++generation_;
  }
  seen_ = now;
}

DatabaseLease DatabasePool::lease() {
  const auto asked_at = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> lock(mutex_);
  forget_idle_if_file_changed();
  returned_.wait(lock, [&] { return !idle_.empty() || opened_ < size_; });
  std::unique_ptr<Database> db;
  const std::uint64_t generation = generation_;
  if (!idle_.empty()) {
    db = std::move(idle_.back().second);
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
  if (wait_) wait_->observe(std::chrono::duration<double>(std::chrono::steady_clock::now() - asked_at).count());
  db->start_query_clock();
  return DatabaseLease(*this, std::move(db), generation);
}

void DatabasePool::give_back(std::unique_ptr<Database> db, std::uint64_t generation,
                             std::chrono::steady_clock::time_point leased_at) {
  if (held_) held_->observe(std::chrono::duration<double>(std::chrono::steady_clock::now() - leased_at).count());
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (generation == generation_) idle_.emplace_back(generation, std::move(db));
    else --opened_;  // opened before the file changed: closed (db's destructor, below, outside the lock is fine)
  }
  returned_.notify_one();
}

}  // namespace snap
