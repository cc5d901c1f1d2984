// read_model.h: the names and sizes of the globals read model that its readers (core/globals, the /globals routes)
// and its keeper (snapgen/derived/globals/) share. README.md beside this file says what each table holds, which
// requests read it and how snapgen keeps it exact.
#pragma once

#include <cstdint>

#include "core/clock.h"

namespace snap {

// dataset_meta's stamps of the read model.
// The counts (global_count, global_time_count, global_value_count, global_value_mark, global_group_summary) cover
// every global with an id up to this one.
inline constexpr const char* kGlobalCountsThrough = "global_counts_through_id";
// Ids ascend with time (ts never goes back as the id grows) up to this id.
inline constexpr const char* kGlobalsTimeOrderedThrough = "globals_time_ordered_through_id";
// Present once global_name_word, global_subject_word and global_subject_wording are built (0021, 0022).
inline constexpr const char* kGlobalNameWordsBuilt = "global_name_words_built";
// The highest avatar id avatar_name_pair holds (0027).
inline constexpr const char* kAvatarNamePairsThrough = "avatar_name_pairs_through_id";
// Present once owner_global_marks is built (0029).
inline constexpr const char* kOwnerGlobalMarksBuilt = "owner_global_marks_built";

// The width of global_time_count's slots (schema 0028, which says it in SQL too): a date range reads the rows of
// at most part of a slot at each end, and a deep page in time order skips at most part of one.
inline constexpr std::int64_t kCountSlotSeconds = 600;
// The slot of a time, rounded down (before 1970 too), as 0028's SQL and the fold's compute it.
inline std::int64_t time_slot_of(UnixTime ts) { return ts / kCountSlotSeconds - (ts % kCountSlotSeconds < 0 ? 1 : 0); }

// A table of counts with a running total: for each type ('' for every type) and key, a count (never 0) and the
// total of that key and every smaller one of the type, with an index on (type, total). Readers place a page by the
// first key whose total reaches it (maintained_counts.h: first_reaching()); snapgen sums the totals again after
// counts change (snapgen/derived/globals/running_totals.h).
struct RunningTable {
  const char* table;
  const char* key;    // the key column (a number or a text)
  const char* count;  // the count column
  const char* total;  // the running total column
};

inline constexpr RunningTable kTimeSlotTotals{"global_time_count", "slot", "count", "running"};
inline constexpr RunningTable kValueTotals{"global_value_count", "value", "count", "at_or_below"};
inline constexpr RunningTable kAvatarNameBlockTotals{"avatar_name_block", "first_name", "globals", "running"};

}  // namespace snap
