// search_dictionary.cc: a process-wide cache of search_term, reloaded when the data version changes.
#include "core/routes/search/search_dictionary.h"

#include <mutex>

#include "core/db/dataset_meta.h"

namespace snap {

std::shared_ptr<const std::vector<DictionaryTerm>> search_dictionary(Database& db) {
  static std::mutex mutex;
  static std::string loaded_version;
  static std::shared_ptr<const std::vector<DictionaryTerm>> cached;
  const char* file = sqlite3_db_filename(db.handle(), "main");
  const std::string version = std::string(file ? file : "") + "@" + data_version(db);
  std::lock_guard<std::mutex> lock(mutex);
  if (!cached || version != loaded_version) {
    auto terms = std::make_shared<std::vector<DictionaryTerm>>();
    Statement& rows = db.prepare("SELECT term, doc FROM search_term");
    while (rows.step()) terms->push_back({rows.text(0), rows.int64(1)});
    cached = std::move(terms);
    loaded_version = version;
  }
  return cached;
}

}  // namespace snap
