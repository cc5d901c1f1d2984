// freed_memory.cc: the mallopt() calls behind keep_freed_memory_for_reuse(), and malloc_trim().
#include "core/freed_memory.h"

#include <malloc.h>

#include <algorithm>
#include <thread>

namespace snap {

void keep_freed_memory_for_reuse() {
  constexpr int kKeepAtArenaTop = 64 << 20;
  constexpr int kMapFromSize = 32 << 20;
  mallopt(M_TRIM_THRESHOLD, kKeepAtArenaTop);
  mallopt(M_MMAP_THRESHOLD, kMapFromSize);
  mallopt(M_ARENA_MAX, static_cast<int>(std::max(2u, std::thread::hardware_concurrency())));
}

void hand_back_freed_memory() { malloc_trim(0); }

}  // namespace snap
