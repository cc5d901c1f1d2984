// global_marks.h: owner_global_marks (schema 0029), every kGlobalMarkSpacing-th global of each avatar's and
// team's globals list from its oldest end, and of each avatar's list per type. The rebuild is called by
// rebuild_profile_summaries(); the fold of new globals is fold_global_marks() (fold_steps.h).
#pragma once

#include "core/db/database.h"

namespace snap {

// Every list's marks anew; stamps dataset_meta owner_global_marks_built.
void rebuild_global_marks(Database& db);

}  // namespace snap
