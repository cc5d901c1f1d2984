// search_dictionary.cc: a process-wide cache of search_term, reloaded when the data version changes.
#include "core/routes/search/search_dictionary.h"

#include "core/db/data_version_cache.h"

namespace snap {

std::shared_ptr<const std::vector<DictionaryTerm>> search_dictionary(Database& db) {
  static DataVersionCache<std::vector<DictionaryTerm>> cache([](Database& source) {
    std::vector<DictionaryTerm> terms;
    Statement& rows = source.prepare("SELECT term, doc FROM search_term");
    while (rows.step()) terms.push_back({rows.text(0), rows.int64(1), letter_set(rows.text(0))});
    rows.reset();
    return terms;
  });
  return cache.get(db);
}

}  // namespace snap
