// search_index.cc: fills search_entry from the source tables the core declares (search_sources(), which /search's
// answer schema reads too); the wiki categories among them come from the same declarations the routes use.
#include "snapgen/derived/search_index.h"

#include "core/routes/search/entry_search.h"

namespace snap {

void rebuild_search_index(Database& db) {
  db.exec("DELETE FROM search_entry");
  for (const SearchSource& source : search_sources())
    db.exec("INSERT INTO search_entry(entity_type, slug, name, description, aliases, qualifiers) SELECT '" +
            source.entity_type + "', slug, name, " + source.description + ", " + source.aliases + ", " +
            source.qualifiers + " FROM " + source.table);
  db.exec("INSERT INTO search_entry(search_entry) VALUES ('optimize')");
}

}  // namespace snap
