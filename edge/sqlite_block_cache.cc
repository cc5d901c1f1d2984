// sqlite_block_cache.cc: the size classes, a cache's free blocks, and the hooks SQLite calls
// (SQLITE_CONFIG_MALLOC: https://www.sqlite.org/c3ref/mem_methods.html), over malloc and malloc_usable_size.
#include "edge/sqlite_block_cache.h"

#include <malloc.h>
#include <sqlite3.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace snap {
namespace {

constexpr int kSmallestCached = 1024;  // requests up to this go to malloc as they are

thread_local SqliteBlockCache* t_cache = nullptr;

int log2_floor(unsigned n) { return 31 - __builtin_clz(n); }

// Class c: 2^(10 + c/4) plus (c%4 + 1) quarters of it.
int class_size(int c) { return (1 << (10 + c / 4)) + (c % 4 + 1) * (1 << (8 + c / 4)); }

// The smallest class that holds `bytes` (kSmallestCached < bytes <= kLargest).
int class_of_request(int bytes) {
  const int e = log2_floor(static_cast<unsigned>(bytes - 1));  // 2^e < bytes <= 2^(e+1)
  const int quarter = 1 << (e - 2);
  return (e - 10) * 4 + (bytes - (1 << e) + quarter - 1) / quarter - 1;
}

// The largest class a block of `usable` bytes can serve, or -1 outside the classes.
int class_of_block(std::size_t usable) {
  if (usable < static_cast<std::size_t>(class_size(0)) || usable >= (std::size_t{1} << 18)) return -1;
  const int e = log2_floor(static_cast<unsigned>(usable));  // 2^e <= usable < 2^(e+1)
  const int quarters = static_cast<int>((usable - (std::size_t{1} << e)) >> (e - 2));  // 0..3
  const int c = quarters == 0 ? (e - 11) * 4 + 3 : (e - 10) * 4 + quarters - 1;
  return c < SqliteBlockCache::kClasses ? c : -1;
}

bool cached_size(int bytes) { return bytes > kSmallestCached && bytes <= SqliteBlockCache::kLargest; }

void* hook_malloc(int bytes) {
  return t_cache ? t_cache->allocate(bytes) : std::malloc(static_cast<std::size_t>(bytes));
}
void hook_free(void* block) { t_cache ? t_cache->release(block) : std::free(block); }
void* hook_realloc(void* block, int bytes) {
  return t_cache ? t_cache->reallocate(block, bytes) : std::realloc(block, static_cast<std::size_t>(bytes));
}
int hook_size(void* block) { return block ? static_cast<int>(malloc_usable_size(block)) : 0; }
int hook_roundup(int bytes) { return SqliteBlockCache::rounded_up(bytes); }
int hook_init(void*) { return SQLITE_OK; }
void hook_shutdown(void*) {}

}  // namespace

SqliteBlockCache::~SqliteBlockCache() {
  for (int c = 0; c < kClasses; ++c)
    for (int i = 0; i < free_count_[c]; ++i) std::free(free_[c][i]);
}

bool SqliteBlockCache::install() {
  static const sqlite3_mem_methods methods = {hook_malloc, hook_free,    hook_realloc, hook_size,
                                              hook_roundup, hook_init, hook_shutdown, nullptr};
  return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods) == SQLITE_OK;
}

void SqliteBlockCache::use(SqliteBlockCache* cache) { t_cache = cache; }

int SqliteBlockCache::rounded_up(int bytes) {
  return cached_size(bytes) ? class_size(class_of_request(bytes)) : (bytes + 7) & ~7;
}

void* SqliteBlockCache::allocate(int bytes) {
  if (!cached_size(bytes)) return std::malloc(static_cast<std::size_t>(bytes));
  const int c = class_of_request(bytes);
  if (free_count_[c] == 0) return std::malloc(static_cast<std::size_t>(class_size(c)));
  void* block = free_[c][--free_count_[c]];
  held_bytes_ -= malloc_usable_size(block);
  return block;
}

void SqliteBlockCache::release(void* block) {
  if (!block) return;
  const std::size_t usable = malloc_usable_size(block);
  const int c = class_of_block(usable);
  if (c < 0 || free_count_[c] == kBlocksPerClass || held_bytes_ + usable > kMostHeldBytes) return std::free(block);
  free_[c][free_count_[c]++] = block;
  held_bytes_ += usable;
}

void* SqliteBlockCache::reallocate(void* block, int bytes) {
  const std::size_t usable = malloc_usable_size(block);
  if (static_cast<std::size_t>(bytes) <= usable) return block;
  // At least twofold: SQLite grows some arrays a few bytes a step (FTS5's offsets of the rows of a leaf page it
  // walks backwards, 32 bytes a step: ~65 reallocations a search), and the next steps then fit in the block.
  if (bytes > kLargest) return std::realloc(block, static_cast<std::size_t>(bytes));
  void* grown = allocate(std::max(bytes, static_cast<int>(std::min<std::size_t>(2 * usable, kLargest))));
  if (!grown) return nullptr;
  std::memcpy(grown, block, usable);
  release(block);
  return grown;
}

}  // namespace snap
