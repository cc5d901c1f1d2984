// search_index.h: rebuilds search_entry, the FTS5 index /search reads: every searchable wiki entry (armour
// parts excluded), avatars, teams, events and challenges, each with its entity type and slug.
#pragma once

#include "core/db/database.h"

namespace snap {

void rebuild_search_index(Database& db);

}  // namespace snap
