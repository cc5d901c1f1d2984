// global_marks.h: rebuilds owner_global_mark (schema 0008), every kGlobalMarkSpacing-th global of each avatar's
// and team's newest-first globals list, and of each avatar's list per type. Called by rebuild_profile_summaries().
#pragma once

#include "core/db/database.h"

namespace snap {

void rebuild_global_marks(Database& db);

}  // namespace snap
