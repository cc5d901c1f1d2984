// record_writer.cc: the steps every record goes through, whatever its kind.
#include "snapgen/import/record_writer.h"

#include "core/db/dataset_meta.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "core/model/row_json.h"
#include "core/model/slug_rule.h"

namespace snap {
namespace {

std::vector<std::string> consumed_keys(const RecordKind& kind) {
  std::vector<std::string> keys = kind.extra_keys;
  for (const Relation& relation : kind.relations) keys.push_back(relation.key);
  return keys;
}

std::optional<std::int64_t> find_id(Database& db, const std::string& sql, const SqlValue& value) {
  Statement& find = db.prepare(sql);
  bind_value(find, 1, value);
  std::optional<std::int64_t> id;
  if (find.step()) id = find.int64(0);
  find.reset();
  return id;
}

// The slug rule applied to the slug source without looking at the table (the same slug is the same entry,
// which the record replaces): a reserved word gets "-2", so the same record always derives the same slug.
std::string derived_slug(const std::string& column, const std::string& source) {
  const std::string slug = unique_slug(source, "", [](const std::string&) { return false; });
  if (slug.empty()) throw RecordError("cannot derive a slug from " + column + " \"" + source + "\"; give \"slug\"");
  return slug;
}

// A given slug must not be a reserved word: the literal route would shadow the entry's URL. A missing slug:
// derived from the slug source (Slug kinds), or for avatars and teams the existing row's slug, else a new
// unique one (two names may slugify alike).
void fill_slug(ImportSession& session, const RecordKind& kind, Row& row) {
  if (kind.slug_source.empty()) return;
  if (row.has("slug")) {
    const std::optional<std::string> given = row.text("slug");
    if (given && is_reserved_slug(*given))
      throw RecordError("key \"slug\": \"" + *given +
                        "\" is reserved (a literal segment of an API route); give another slug");
    return;
  }
  const std::optional<std::string> source = row.text(kind.slug_source);
  if (!source) throw RecordError("missing required key \"" + camel_case(kind.slug_source) + "\"");
  if (kind.identity == Identity::Slug) {
    row.values["slug"] = derived_slug(kind.slug_source, *source);
    return;
  }
  Statement& find = session.db().prepare("SELECT slug FROM " + kind.row.table + " WHERE name = ?1");
  find.bind(1, *source);
  row.values["slug"] = find.step() ? find.text(0) : session.unique_slug(kind.row.table, *source);
  find.reset();
}

// The existing row this record replaces, if any. Claims the record's identity for this run, so the same
// entry given twice in one import is an error rather than a silent replacement.
std::optional<std::int64_t> replaced_row(ImportSession& session, const RecordKind& kind, const Row& row) {
  const std::string& table = kind.row.table;
  if (kind.identity == Identity::Id) {
    if (!row.has("id")) return std::nullopt;
    if (find_id(session.db(), "SELECT id FROM " + table + " WHERE id = ?1", row.values.at("id")))
      throw RecordError(kind.name + " id " + std::to_string(std::get<std::int64_t>(row.values.at("id"))) +
                        " already exists (activity rows are never replaced)");
    return std::nullopt;
  }
  const std::string column = kind.identity == Identity::Slug ? "slug" : "name";
  session.claim(kind.name, *row.text(column));
  return find_id(session.db(), "SELECT id FROM " + table + " WHERE " + column + " = ?1", row.values.at(column));
}

void remove_for_replace(ImportSession& session, const RecordKind& kind, std::int64_t id) {
  for (const Relation& relation : kind.relations) relation.clear(session, id);
  Statement& remove = session.db().prepare("DELETE FROM " + kind.row.table + " WHERE id = ?1");
  remove.bind(1, id).run();
}

}  // namespace

std::int64_t write_record(ImportSession& session, const RecordKind& kind, const Json& input) {
  const Json record = kind.expand ? kind.expand(session, input) : input;
  Row row = build_row(session, kind.row, record, consumed_keys(kind));
  for (const Completer& complete : kind.completers) complete(session, record, row);
  fill_slug(session, kind, row);
  check_required(session, kind.row, row);
  if (const std::optional<std::int64_t> existing = replaced_row(session, kind, row)) {
    remove_for_replace(session, kind, *existing);
    if (kind.row.table == "avatar" || kind.row.table == "team") count_people_replacement(session.db());
    row.values["id"] = *existing;  // the entry keeps its id, so links to it stay valid
  }
  const std::int64_t id = insert_row(session.db(), row);
  for (const Relation& relation : kind.relations) {
    auto nested = record.find(relation.key);
    if (nested != record.end() && !nested->is_null()) relation.write(session, id, *nested);
  }
  return id;
}

}  // namespace snap
