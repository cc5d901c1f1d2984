// docs_documents.h: the documentation corpus (the document table's kind 'documentation', imported from
// templates/docs) as the documentation page reads it, so the page and search_documentation tell one story.
#pragma once

#include <string>
#include <vector>

namespace snap {

class Database;

struct DocumentationText {
  std::string slug, title, section, body;  // body: Markdown
};

// Every documentation text, in slug order (empty when the database holds none).
std::vector<DocumentationText> documentation_texts(Database& db);

}  // namespace snap
