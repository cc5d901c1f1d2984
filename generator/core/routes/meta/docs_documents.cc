// docs_documents.cc: reads the documentation texts for the documentation page.
#include "core/routes/meta/docs_documents.h"

#include "core/db/database.h"

namespace snap {

std::vector<DocumentationText> documentation_texts(Database& db) {
  std::vector<DocumentationText> texts;
  Statement& rows = db.prepare(
      "SELECT slug, title, COALESCE(section, ''), body FROM document WHERE kind = 'documentation' ORDER BY slug");
  while (rows.step()) texts.push_back({rows.text(0), rows.text(1), rows.text(2), rows.text(3)});
  return texts;
}

}  // namespace snap
