// fold_steps.h: the steps of fold_new_globals() (fold_new_globals.h), one derived table or family each. Each
// adds what a range of new globals (or the new avatars and teams) changes to tables that hold exactly what a
// rebuild wrote for everything before, and leaves them as a rebuild over both would; each costs in proportion
// to the new rows and to the owners, days, hours and values they touch. They run inside the caller's transaction.
#pragma once

#include <cstdint>

#include "core/db/database.h"

namespace snap {

// The new globals: after_id < id <= through_id.
struct FoldRange {
  std::int64_t after_id = 0;
  std::int64_t through_id = 0;
};

// fold_owner_lists.cc: the avatars (teams) with ids above the highest in avatar_summary (team_summary) get their
// summary row at their place in the name order, every later row moving down, and their search_entry row.
// Returns how many were added.
std::int64_t fold_new_avatars(Database& db);
std::int64_t fold_new_teams(Database& db);

// fold_owner_lists.cc: avatar_summary.last_seen of the avatars of the new globals.
void fold_last_seen(Database& db, const FoldRange& range);

// fold_global_counts.cc: global_count, global_time_count and global_value_count (running totals moved for every
// later key of a touched type), global_value_mark, and dataset_meta globals_time_ordered_through_id (from after_id
// to through_id).
void fold_global_counts(Database& db, const FoldRange& range);

// fold_group_summary.cc: global_group_summary, every scope and grain.
void fold_group_summary(Database& db, const FoldRange& range);

// fold_profile_summaries.cc: owner_type_summary, owner_month_summary and owner_record.
void fold_profile_summaries(Database& db, const FoldRange& range);

// avatar_name_globals.cc: avatar_name_globals of the avatars of the new globals, after fold_profile_summaries()
// (stored from owner_type_summary).
void fold_avatar_name_globals(Database& db, const FoldRange& range);

// fold_global_marks.cc: owner_global_marks of every list a new global joined, after fold_profile_summaries()
// (the lists' lengths are read from owner_type_summary).
void fold_global_marks(Database& db, const FoldRange& range);

}  // namespace snap
