// search_dictionary.h: the search index's terms held in memory for the fuzzy fallback, loaded once per data
// version and shared by all threads (thread-safe).
#pragma once

#include <memory>
#include <vector>

#include "core/db/database.h"
#include "core/routes/search/fuzzy_terms.h"

namespace snap {

// The dictionary of search_entry as of the database file's current data version.
std::shared_ptr<const std::vector<DictionaryTerm>> search_dictionary(Database& db);

}  // namespace snap
