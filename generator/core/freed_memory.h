// freed_memory.h: how each program keeps the memory it frees for its next piece of work instead of handing it
// back to the kernel at once (glibc's malloc tuned at start). Both programs call it first thing in main().
#pragma once

namespace snap {

// glibc hands memory a request freed back to the kernel as soon as a thread's arena has 128 KB free at its top
// (and serves blocks from 128 KB up with fresh mappings), so a render that sorts in a temporary b-tree, whose page
// cache is such a block, paid for zeroed pages from the kernel on every call: query_pvp spent 70% of its time
// there. Freed memory up to these bounds is kept for the next request instead. That bound holds per arena, and
// glibc makes up to 8 arenas a core as the worker threads (thousands) contend: in a 10-minute soak (scripts/bench
// soak) the edge's own memory (RssAnon) climbed 163 -> 317 MiB without end as one arena after another kept its
// 64 MB. With one arena a core (each thread still has its own cache of small blocks) it filled its caches to
// 207 MiB in 5 minutes and stayed at 209-211 MiB, at the same req/s.
// snapgen's live followers (`ingest --follow`, `replicate`) paid the same toll on every small batch: one line a
// batch cost 10.2 ms of wall time, and 6.5-8.3 ms with this (60 batches, small demo); a 50,000-line batch takes
// the same 1.9-2.1 s either way.
void keep_freed_memory_for_reuse();

// Hands the memory freed so far back to the kernel (glibc's malloc_trim), whatever the bounds above keep: for a
// freed batch of memory that will not be asked for again soon. The edge calls it when a snapshot version it has
// replaced is gone: measured in the soak at 1M globals (scripts/bench soak), each switch to a new version (its
// manifest of 67,000 files parsed and held) left the edge's own memory 155 MiB (+55 %) higher for good.
void hand_back_freed_memory();

}  // namespace snap
