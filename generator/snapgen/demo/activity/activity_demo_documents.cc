// activity_demo_documents.cc: loads the documentation and guide corpora (templates/docs/*.md and
// templates/guides/*.md, embedded at build time by embed_documents.cmake) into the document table, the text
// search_documentation and search_guides search. A file opens with front matter: title and section.
#include "snapgen/demo/activity/activity_demo_documents.h"

#include <string>

#include "snapgen/demo/activity/activity_demo_names.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "core/model/slug_rule.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

namespace snap::activity_demo {
namespace {

struct EmbeddedDocument {
  const char* kind;  // documentation | guide
  const char* file;  // name.md; the name is the slug
  const char* text;  // Markdown with front matter
};

#include "demo_documents.inc"

struct ParsedDocument {
  std::string title, section, body;
};

std::string trim(const std::string& s) {
  const size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// Front matter is the block between a first line "---" and the next "---" line: "key: value" per line.
ParsedDocument parse_document(const std::string& text) {
  ParsedDocument doc;
  size_t body_at = 0;
  if (text.rfind("---\n", 0) == 0) {
    const size_t end = text.find("\n---\n", 3);
    if (end != std::string::npos) {
      size_t line = 4;
      while (line <= end) {
        const size_t next = text.find('\n', line);
        const std::string entry = text.substr(line, next - line);
        const size_t colon = entry.find(':');
        if (colon != std::string::npos) {
          const std::string key = trim(entry.substr(0, colon)), value = trim(entry.substr(colon + 1));
          if (key == "title") doc.title = value;
          if (key == "section") doc.section = value;
        }
        line = next + 1;
      }
      body_at = end + 5;
    }
  }
  doc.body = trim(text.substr(body_at)) + "\n";
  if (doc.title.empty() && doc.body.rfind("# ", 0) == 0) doc.title = trim(doc.body.substr(2, doc.body.find('\n') - 2));
  return doc;
}

std::string stem(const std::string& file) {
  const size_t dot = file.rfind('.');
  return dot == std::string::npos ? file : file.substr(0, dot);
}

}  // namespace

// Each document is a record of `snapgen import` written by the importer's writer.
void write_documents(Database& db, DemoRandom& rng, UnixTime now) {
  ImportSession session(db, now);
  const RecordKind& kind = *find_record_kind("documents");
  TableSlugs slugs("document");
  const UnixTime today = now - ((now % kDay) + kDay) % kDay;
  for (const EmbeddedDocument* d = kEmbeddedDocuments; d->kind; ++d) {
    const ParsedDocument doc = parse_document(d->text);
    const std::string name = stem(d->file);
    // Edited some time in the last eight months, during the working day.
    const UnixTime updated_at = std::min(now, today - rng.between(2, 240) * kDay + rng.between(8, 18) * kHour);
    const Json record = {{"slug", slugs.claim(name)},
                         {"kind", d->kind},
                         {"title", doc.title.empty() ? name : doc.title},
                         {"section", doc.section.empty() ? Json(nullptr) : Json(doc.section)},
                         {"body", doc.body},
                         {"updatedAt", format_iso8601(updated_at)}};
    write_record(session, kind, record);
  }
}

}  // namespace snap::activity_demo
