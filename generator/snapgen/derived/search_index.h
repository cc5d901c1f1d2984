// search_index.h: rebuilds search_entry, the FTS5 index /search reads: every searchable wiki entry (armour
// parts excluded), avatars, teams, events and challenges, each with its entity type and slug.
#pragma once

#include <string>

#include "core/db/database.h"

namespace snap {

void rebuild_search_index(Database& db);

// The INSERT of search_entry's rows for the source table `table` (search_sources()), its rows chosen by `where`
// ("" for all): the one statement of what the index holds of an entry, for the rebuild and the folds of new owners.
std::string search_rows_insert(const std::string& table, const std::string& where = "");

}  // namespace snap
