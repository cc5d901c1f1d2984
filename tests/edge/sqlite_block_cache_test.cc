// sqlite_block_cache_test.cc: the free blocks a pooled connection keeps for SQLite's allocations
// (edge/sqlite_block_cache.h): reuse by size class, the bounds on what a cache holds, growth by reallocation.
// The hooks themselves serve every real snapedge the HTTP tests start.
#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

#include "edge/sqlite_block_cache.h"

using snap::SqliteBlockCache;

TEST_CASE("rule: a block SQLite frees on a leased connection serves its next request of the same size class",
          "[edge][memory]") {
  SqliteBlockCache cache;
  void* first = cache.allocate(5000);
  cache.release(first);
  CHECK(cache.held_bytes() >= 5000);
  CHECK(cache.allocate(4500) == first);  // 4,097-5,120 bytes: one class
  CHECK(cache.held_bytes() == 0);
  void* other_class = cache.allocate(5121);
  CHECK(other_class != first);
  cache.release(first);
  cache.release(other_class);
  // Sizes glibc's own thread cache serves, and those above the classes, are never held.
  cache.release(cache.allocate(1000));
  cache.release(cache.allocate(2 * SqliteBlockCache::kLargest));
  CHECK(cache.held_bytes() >= 5000 + 5121);
  CHECK(cache.held_bytes() < 5120 + 6144 + 64);
}

TEST_CASE("rule: a cache holds at most 8 free blocks of a class and 1 MiB in all, and gives the rest back to malloc",
          "[edge][memory]") {
  SqliteBlockCache cache;
  std::vector<void*> small(20);
  for (void*& block : small) block = cache.allocate(2000);
  for (void* block : small) cache.release(block);
  CHECK(cache.held_bytes() > 8 * 2000);
  CHECK(cache.held_bytes() < 9 * 2000);
  std::vector<void*> reused;
  for (int i = 0; i < 7; ++i) reused.push_back(cache.allocate(2000));
  CHECK(cache.held_bytes() > 2000);  // one block left of the eight
  reused.push_back(cache.allocate(2000));
  CHECK(cache.held_bytes() == 0);
  for (void* block : reused) cache.release(block);

  SqliteBlockCache large_blocks;
  std::vector<void*> large(20);
  for (void*& block : large) block = large_blocks.allocate(120000);  // the 128 KiB class: 8 would pass 1 MiB
  for (void* block : large) large_blocks.release(block);
  CHECK(large_blocks.held_bytes() <= SqliteBlockCache::kMostHeldBytes);
  CHECK(large_blocks.held_bytes() >= 7 * 131072);
}

TEST_CASE("rule: a block SQLite grows keeps its bytes and at least doubles, so small steps reuse it",
          "[edge][memory]") {
  SqliteBlockCache cache;
  auto* block = static_cast<unsigned char*>(cache.allocate(600));
  for (int i = 0; i < 600; ++i) block[i] = static_cast<unsigned char>(i * 7);
  auto* grown = static_cast<unsigned char*>(cache.reallocate(block, 632));
  bool kept = true;
  for (int i = 0; i < 600; ++i) kept = kept && grown[i] == static_cast<unsigned char>(i * 7);
  CHECK(kept);
  CHECK(cache.reallocate(grown, 1200) == grown);  // twice 600 fits already: no copy
  auto* larger = static_cast<unsigned char*>(cache.reallocate(grown, 70000));
  kept = true;
  for (int i = 0; i < 600; ++i) kept = kept && larger[i] == static_cast<unsigned char>(i * 7);
  CHECK(kept);
  cache.release(larger);
}

TEST_CASE("rule: SQLite is told each request's class size, and sizes outside the classes rounded to 8",
          "[edge][memory]") {
  CHECK(SqliteBlockCache::rounded_up(100) == 104);
  CHECK(SqliteBlockCache::rounded_up(1024) == 1024);
  CHECK(SqliteBlockCache::rounded_up(1025) == 1280);
  CHECK(SqliteBlockCache::rounded_up(1280) == 1280);
  CHECK(SqliteBlockCache::rounded_up(1281) == 1536);
  CHECK(SqliteBlockCache::rounded_up(2049) == 2560);
  CHECK(SqliteBlockCache::rounded_up(87200) == 98304);
  CHECK(SqliteBlockCache::rounded_up(SqliteBlockCache::kLargest) == SqliteBlockCache::kLargest);
  CHECK(SqliteBlockCache::rounded_up(SqliteBlockCache::kLargest + 1) == SqliteBlockCache::kLargest + 8);
}
