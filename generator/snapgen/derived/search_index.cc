// search_index.cc: fills search_entry from the source tables; the wiki categories come from the same
// declarations the routes use, so a new category is searchable without touching this file.
#include "snapgen/derived/search_index.h"

#include "core/model/wiki_category.h"

namespace snap {

void rebuild_search_index(Database& db) {
  db.exec("DELETE FROM search_entry");
  for (const WikiCategory& c : wiki_categories()) {
    if (!c.searchable) continue;
    db.exec("INSERT INTO search_entry(entity_type, slug, name, description) SELECT '" + c.path +
            "', slug, name, description FROM " + c.table);
  }
  db.exec("INSERT INTO search_entry(entity_type, slug, name, description) SELECT 'avatars', slug, name, NULL FROM avatar");
  db.exec("INSERT INTO search_entry(entity_type, slug, name, description) SELECT 'teams', slug, name, description FROM team");
  db.exec("INSERT INTO search_entry(entity_type, slug, name, description) SELECT 'events', slug, name, description FROM event");
  db.exec("INSERT INTO search_entry(entity_type, slug, name, description) SELECT 'challenges', slug, name, description FROM challenge");
  db.exec("INSERT INTO search_entry(search_entry) VALUES ('optimize')");
}

}  // namespace snap
