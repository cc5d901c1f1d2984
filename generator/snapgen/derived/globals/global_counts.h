// global_counts.h: rebuilds the maintained counts behind /globals totalCount (0005 global_count, shapes all,
// type, creature, subject, hof, ath, team; 0006 global_value_count, 0028 global_time_count) and stamps the
// watermark (dataset_meta global_counts_through_id): the counts cover every id up to it, and the edge counts
// live only the rows above it. Also stamps globals_time_ordered_through_id: up to that id, ids ascend with
// time, so a full-text search can read its newest matches in rowid order (globals_query.cc).
// Runs inside the writer's transaction, from refresh_derived().
#pragma once

#include "core/db/database.h"

namespace snap {

void refresh_global_counts(Database& db);

}  // namespace snap
