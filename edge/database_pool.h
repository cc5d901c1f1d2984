// database_pool.h: the edge's read-only SQLite connections, a fixed number shared by every worker thread. A
// request leases one for as long as it reads, so thousands of worker threads (most of them holding idle, slow
// or push connections that never read the database) cost a handful of connections and their page caches.
// Thread-safe; a lease is used by one thread at a time, as SQLite connections must be.
//
// Every lease first looks at the file (database_file.h): when it was replaced or cut short, the idle
// connections are closed and a fresh one opened; leased ones are closed when given back.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/db/database.h"
#include "edge/database_file.h"
#include "edge/metrics/latency_histogram.h"
#include "edge/sqlite_block_cache.h"

namespace snap {

class DatabasePool;

// A connection of the pool and the free blocks its SQLite allocations reuse (sqlite_block_cache.h).
struct PooledConnection {
  SqliteBlockCache blocks;
  std::unique_ptr<Database> db;
};

// One leased connection, given back when the lease ends. Its query clock starts when it is leased. While it
// is held, the thread's SQLite allocations use the connection's blocks.
class DatabaseLease {
 public:
  DatabaseLease(DatabasePool& pool, std::unique_ptr<PooledConnection> connection, std::uint64_t generation);
  DatabaseLease(DatabaseLease&& other) noexcept = default;
  DatabaseLease& operator=(DatabaseLease&&) = delete;
  ~DatabaseLease();

  Database& operator*() const { return *connection_->db; }
  Database* operator->() const { return connection_->db.get(); }

 private:
  DatabasePool* pool_;
  std::unique_ptr<PooledConnection> connection_;
  std::uint64_t generation_;  // the pool's generation when it was opened
  std::chrono::steady_clock::time_point leased_at_;
};

class DatabasePool {
 public:
  // `size` connections to `path` at most, opened on first need (query_only, each query with a deadline). When
  // given, `wait` and `held` learn how long each lease waited for a connection and how long it held one.
  DatabasePool(std::string path, int size, LatencyHistogram* wait = nullptr, LatencyHistogram* held = nullptr);

  // Waits while every connection is leased. Throws when the database cannot be opened (the caller answers 503).
  // A thread must not hold two leases at once: with every connection leased that way, no one would go on.
  DatabaseLease lease();

  const std::string& path() const { return path_; }

 private:
  friend class DatabaseLease;
  void give_back(std::unique_ptr<PooledConnection> connection, std::uint64_t generation,
                 std::chrono::steady_clock::time_point leased_at);
  void forget_idle_if_file_changed();  // with mutex_ held

  const std::string path_;
  const int size_;
  LatencyHistogram* const wait_;
  LatencyHistogram* const held_;
  std::mutex mutex_;
  std::condition_variable returned_;
  std::vector<std::pair<std::uint64_t, std::unique_ptr<PooledConnection>>> idle_;  // (generation, connection)
  int opened_ = 0;  // connections in existence, idle or leased
  DatabaseFile seen_;             // the file as the last lease found it
  std::uint64_t generation_ = 0;  // moves on each time the file changed: older connections are closed
};

}  // namespace snap
