// avatar_name_globals.h: avatar_name_globals (schema 0030), each avatar's globals per type and of every type keyed
// by its name, stored from the rule view avatar_name_globals_rule after owner_type_summary is written. The rebuild
// is called by rebuild_profile_summaries(); the fold of new globals is fold_avatar_name_globals() (fold_steps.h).
#pragma once

#include "core/db/database.h"

namespace snap {

// Every avatar's rows anew.
void rebuild_avatar_name_globals(Database& db);

}  // namespace snap
