// fold_new_globals.h: keeps the derived tables of refresh_derived() up to date after a write of new globals (and
// of the avatars and teams they name) at a cost proportional to what was written, for a writer that records small
// batches often (a live chat-log follower) where a rebuild of every derived table would take minutes.
#pragma once

#include <cstdint>

#include "core/db/database.h"

namespace snap {

struct FoldSummary {
  std::int64_t globals = 0;  // globals folded
  std::int64_t avatars = 0;  // new avatars and teams added to their lists and the search index
  std::int64_t teams = 0;
  std::int64_t through_id = 0;  // the watermark now (dataset_meta global_counts_through_id)
};

// Folds every global with an id above the watermark (dataset_meta global_counts_through_id, 0 when absent), and the
// avatars and teams with ids above the highest in avatar_summary and team_summary, into every derived table
// refresh_derived() rebuilds (global_fts, search_entry, global_count, global_time_count, global_value_count,
// global_name_word, global_subject_word, avatar_name_pair, global_group_summary, avatar_summary, team_summary,
// owner_type_summary, owner_month_summary, owner_record, owner_global_marks), so that each holds what a full rebuild
// would; then moves the watermarks (global_counts_through_id, globals_time_ordered_through_id,
// avatar_name_pairs_through_id). Expects the tables to hold what a rebuild or an earlier fold wrote, and the rows since
// to be new rows only: globals, avatars and teams inserted with ids above those watermarks (not updated or deleted
// rows, and no PvP kills, trade messages or team members, which the summaries also read). Runs inside the caller's
// write transaction; does not stamp a data version (the caller does: stamp_data_version() in refresh_derived.h). Costs
// grow with the new rows and with the owners, slots, values and marks they touch, and with the avatars (teams) after a
// new one in name order, which move down.
FoldSummary fold_new_globals(Database& db);

}  // namespace snap
