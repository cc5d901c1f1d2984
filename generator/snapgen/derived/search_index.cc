// search_index.cc: fills search_entry from the source tables the core declares (search_sources(), which /search's
// answer schema reads too); the wiki categories among them come from the same declarations the routes use.
#include "snapgen/derived/search_index.h"

#include <stdexcept>

#include "core/routes/search/entry_search.h"

namespace snap {

std::string search_rows_insert(const std::string& table, const std::string& where) {
  for (const SearchSource& source : search_sources())
    if (source.table == table)
      return "INSERT INTO search_entry(entity_type, slug, name, description, aliases, qualifiers) SELECT '" +
             source.entity_type + "', slug, name, " + source.description + ", " + source.aliases + ", " +
             source.qualifiers + " FROM " + source.table + (where.empty() ? "" : " WHERE " + where);
  throw std::logic_error("search_entry holds no rows of table " + table);
}

void rebuild_search_index(Database& db) {
  db.exec("DELETE FROM search_entry");
  for (const SearchSource& source : search_sources()) db.exec(search_rows_insert(source.table));
  db.exec("INSERT INTO search_entry(search_entry) VALUES ('optimize')");
}

}  // namespace snap
