// global_group_summary.h: rebuilds global_group_summary (schema 0014: globals per day, month and all time, by
// place and by type) from its rule views, over the same ids as the counts of global_counts.h. Runs inside the
// writer's transaction, from refresh_derived(), after refresh_global_counts() has stamped the watermark.
#pragma once

#include "core/db/database.h"

namespace snap {

void rebuild_global_group_summary(Database& db);

}  // namespace snap
