// record_kinds.h: the kinds of record `snapgen import` reads: one per wiki category (taken from
// wiki_categories(), so a new category is importable without a change here) plus avatars, teams, globals,
// pvp-kills, trade-messages, events, event-templates, challenges and documents. templates/import-formats.md
// is the user's documentation of the same table.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "snapgen/import/record_row.h"
#include "core/json_bytes.h"

namespace snap {

class ImportSession;
struct ParsedGlobal;

// What makes a record the same entry as a row that already exists (and so replaces it).
enum class Identity {
  Slug,  // wiki entries, events, templates, challenges, documents
  Name,  // avatars and teams, as the game names them
  Id,    // activity rows: only an explicit "id" identifies them, and an existing id is an error
};

// Rows nested in a record under one key: written after the owner row, removed when the owner is replaced.
struct Relation {
  std::string key;
  std::function<void(ImportSession&, std::int64_t owner_id, const Json& value)> write;
  std::function<void(ImportSession&, std::int64_t owner_id)> clear;
};

using Completer = std::function<void(ImportSession&, const Json& record, Row& row)>;

struct RecordKind {
  std::string name;  // as the header line and --kind name it
  RowSpec row;       // the kind's own table
  Identity identity = Identity::Slug;
  std::string slug_source = "name";     // the column a missing slug is derived from; "" = no slug column
  std::vector<std::string> extra_keys;  // keys a completer reads (not columns, not relations)
  std::function<Json(ImportSession&, const Json&)> expand;  // rewrites a record before anything else
  std::vector<Completer> completers;                        // fill derived columns after the keys are read, in order
  std::vector<Relation> relations;
};

// A kind named `name` whose records are rows of `table`, with every other field at its default.
RecordKind record_kind(std::string name, std::string table);

const std::vector<RecordKind>& record_kinds();
const RecordKind* find_record_kind(const std::string& name);  // nullptr for an unknown name
std::string record_kind_names();                              // "weapons, weapon-attachments, ..."

// The three families, one file each.
std::vector<RecordKind> wiki_record_kinds();
std::vector<RecordKind> activity_record_kinds();
std::vector<RecordKind> event_record_kinds();

// The globals record (field keys, no "id", "planet" null) of an announcement read from a chat.log line: what
// a {"line": ...} record expands to, and what `snapgen ingest` writes for a line it has parsed already.
Json global_record(const ParsedGlobal& global);

// An array of child rows under `key`: each element is an object read with `row` (whose owner column is
// hidden), linked to the owner, optionally numbered, and completed by `complete`.
struct ChildRows {
  std::string key;
  RowSpec row;
  std::string owner_column;                             // "creature_id"
  std::string position_column;                          // defaults to the element's index + 1 ("rank"), or ""
  std::vector<std::pair<std::string, SqlValue>> fixed;  // set on every row; also scopes the clear
  std::vector<std::string> extra_keys;                  // element keys `complete` reads itself
  std::function<void(ImportSession&, std::int64_t owner_id, const Json& element, Row& row)> complete;
  std::vector<std::string> dependent_tables;  // cleared with these rows, by the same owner column
};
Relation child_rows_relation(ChildRows spec);

// Runs `body`, prefixing any RecordError with `context` ("loot[2]: ...").
void with_context(const std::string& context, const std::function<void()>& body);

}  // namespace snap
