// sqlite_block_cache.h: SQLite's allocations of 1-128 KiB (FTS5's doclist buffers and the pages it reads, a temporary
// b-tree's page cache) served from a few free blocks kept with each of the pool's connections, so a request reuses the
// blocks the previous request on that connection freed instead of asking glibc.
//
// Why: Debian's SQLite has no lookaside and sends every allocation to malloc. The edge keeps glibc to one arena a core
// (core/freed_memory.h: more arenas held more memory for good), so its worker threads contend for those arenas' locks,
// and a pooled connection moves between threads, so its blocks are freed on other arenas than they came from. Under
// full-text search at 16 connections (10M globals) a third of the edge's CPU was in glibc's allocator and its futex
// calls. Measured and set aside: a process-wide allocator (tcmalloc, jemalloc: a new dependency) cut that search's CPU
// a request by half, but with 5,000 push clients' threads (scripts/bench live --parts 2) jemalloc held 701 MiB against
// glibc's 268, tcmalloc's memory after the run was 540-698 MiB against 276-314, and push p99 was 6.4-12.7 s in four of
// their five runs (0.23 s in one; glibc's varies from 0.2 to 4.7 s on this 2-core machine, so that figure is weaker);
// sixteen arenas kept the gain, but the soak's memory (scripts/bench soak) grew 35 % in five minutes, as
// core/freed_memory.h had found.
//
// A cache is used by one thread at a time: the thread holding its connection's lease. Memory held is bounded per cache
// (kMostHeldBytes), and there is one cache a connection.
#pragma once

#include <array>
#include <cstddef>

namespace snap {

class SqliteBlockCache {
 public:
  SqliteBlockCache() = default;
  SqliteBlockCache(const SqliteBlockCache&) = delete;
  SqliteBlockCache& operator=(const SqliteBlockCache&) = delete;
  ~SqliteBlockCache();  // its blocks go back to the system allocator

  // Routes SQLite's allocations through the cache the calling thread uses (use()). Call before SQLite's first
  // use in the process; false when SQLite was initialised already (nothing changes then).
  static bool install();
  // The calling thread's SQLite allocations use `cache` from now on (nullptr: none, the system allocator).
  static void use(SqliteBlockCache* cache);

  // SQLite's allocator operations on this cache (what the installed hooks call). A block grown by reallocate
  // is at least twice its old size.
  void* allocate(int bytes);
  void release(void* block);
  void* reallocate(void* block, int bytes);

  // The sizes served from free blocks: above glibc's own per-thread cache (1,032 bytes) up to 128 KiB, in
  // classes a quarter of a power of two apart (1,280, 1,536, 1,792, 2,048, 2,560 …), so a block serves any
  // request of its class and wastes under a fifth of itself.
  static constexpr int kLargest = 128 << 10;
  static int rounded_up(int bytes);  // the class size of a request; outside the classes, a multiple of 8
  std::size_t held_bytes() const { return held_bytes_; }
  static constexpr std::size_t kMostHeldBytes = 1 << 20;
  static constexpr int kClasses = 28;  // 4 a doubling from 1 KiB to 128 KiB

 private:
  static constexpr int kBlocksPerClass = 8;
  std::array<std::array<void*, kBlocksPerClass>, kClasses> free_{};
  std::array<int, kClasses> free_count_{};
  std::size_t held_bytes_ = 0;
};

}  // namespace snap
