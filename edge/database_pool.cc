// database_pool.cc: a bounded pool of read-only connections, opened lazily and kept open.
#include "edge/database_pool.h"

#include <chrono>

#include "core/db/migrations.h"
#include "edge/slow_answer.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kQueryDeadline{3000};

std::unique_ptr<PooledConnection> open_read_only(const std::string& path) {
  auto connection = std::make_unique<PooledConnection>();
  connection->db = std::make_unique<Database>(path, OpenMode::ReadOnly);
  // first: reading the schema version waits for a writer's lock too
  connection->db->set_query_deadline(kQueryDeadline);
  require_current_schema(*connection->db);
  return connection;
}

}  // namespace

DatabaseLease::DatabaseLease(DatabasePool& pool, std::unique_ptr<PooledConnection> connection,
                             std::uint64_t generation)
    : pool_(&pool), connection_(std::move(connection)), generation_(generation),
      leased_at_(std::chrono::steady_clock::now()) {
  SqliteBlockCache::use(&connection_->blocks);
}

DatabaseLease::~DatabaseLease() {
  if (!connection_) return;  // moved from
  SqliteBlockCache::use(nullptr);
  pool_->give_back(std::move(connection_), generation_, leased_at_);
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
  std::unique_ptr<PooledConnection> connection;
  const std::uint64_t generation = generation_;
  if (!idle_.empty()) {
    connection = std::move(idle_.back().second);
    idle_.pop_back();
  } else {
    ++opened_;  // reserved before opening, outside the lock
    lock.unlock();
    try {
      connection = open_read_only(path_);
    } catch (...) {
      lock.lock();
      --opened_;
      returned_.notify_one();
      throw;
    }
  }
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked_at).count();
  if (wait_) wait_->observe(waited);
  AnswerTiming::add_connection_wait(waited);
  connection->db->start_query_clock();
  return DatabaseLease(*this, std::move(connection), generation);
}

void DatabasePool::give_back(std::unique_ptr<PooledConnection> connection, std::uint64_t generation,
                             std::chrono::steady_clock::time_point leased_at) {
  const double held = std::chrono::duration<double>(std::chrono::steady_clock::now() - leased_at).count();
  if (held_) held_->observe(held);
  AnswerTiming::add_connection_held(held);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (generation == generation_) idle_.emplace_back(generation, std::move(connection));
    else --opened_;  // opened before the file changed: closed (connection's destructor, below, outside the lock)
  }
  returned_.notify_one();
}

}  // namespace snap
