// record_kinds.cc: the table of kinds assembled from the three families, and child-row relations.
#include "snapgen/import/record_kinds.h"

#include <memory>

#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"

namespace snap {
namespace {

void write_child_rows(ImportSession& session, const ChildRows& spec, std::int64_t owner, const Json& value) {
  if (!value.is_array()) throw RecordError("key \"" + spec.key + "\" must be an array of objects");
  for (size_t i = 0; i < value.size(); ++i) {
    with_context(spec.key + "[" + std::to_string(i) + "]", [&] {
      const Json& element = value[i];
      if (!element.is_object()) throw RecordError("must be an object, got " + quoted(element));
      Row row = build_row(session, spec.row, element, spec.extra_keys);
      row.values[spec.owner_column] = owner;
      if (!spec.position_column.empty() && !row.has(spec.position_column))
        row.values[spec.position_column] = static_cast<std::int64_t>(i + 1);
      for (const auto& [column, fixed] : spec.fixed) row.values[column] = fixed;
      if (spec.complete) spec.complete(session, owner, element, row);
      check_required(session, spec.row, row);
      insert_row(session.db(), row);
    });
  }
}

void clear_child_rows(ImportSession& session, const ChildRows& spec, std::int64_t owner) {
  for (const std::string& table : spec.dependent_tables) {
    Statement& clear = session.db().prepare("DELETE FROM " + table + " WHERE " + spec.owner_column + " = ?1");
    clear.bind(1, owner).run();
  }
  std::string sql = "DELETE FROM " + spec.row.table + " WHERE " + spec.owner_column + " = ?";
  for (const auto& fixed : spec.fixed) sql += " AND " + fixed.first + " = ?";
  Statement& clear = session.db().prepare(sql);
  clear.bind(1, owner);
  int index = 1;
  for (const auto& [column, value] : spec.fixed) bind_value(clear, ++index, value);
  clear.run();
}

std::vector<RecordKind> all_kinds() {
  std::vector<RecordKind> kinds = wiki_record_kinds();
  for (auto family : {activity_record_kinds, event_record_kinds})
    for (RecordKind& kind : family()) kinds.push_back(std::move(kind));
  return kinds;
}

}  // namespace

RecordKind record_kind(std::string name, std::string table) {
  RecordKind kind;
  kind.name = std::move(name);
  kind.row.table = std::move(table);
  return kind;
}

Relation child_rows_relation(ChildRows spec) {
  auto shared = std::make_shared<const ChildRows>(std::move(spec));
  return {
      shared->key,
      [shared](ImportSession& s, std::int64_t owner, const Json& value) { write_child_rows(s, *shared, owner, value); },
      [shared](ImportSession& s, std::int64_t owner) { clear_child_rows(s, *shared, owner); }};
}

void with_context(const std::string& context, const std::function<void()>& body) {
  try {
    body();
  } catch (const RecordError& e) {
    throw RecordError(context + ": " + e.what());
  }
}

const std::vector<RecordKind>& record_kinds() {
  static const std::vector<RecordKind> kinds = all_kinds();
  return kinds;
}

const RecordKind* find_record_kind(const std::string& name) {
  for (const RecordKind& kind : record_kinds())
    if (kind.name == name) return &kind;
  return nullptr;
}

std::string record_kind_names() {
  std::string names;
  for (const RecordKind& kind : record_kinds()) names += (names.empty() ? "" : ", ") + kind.name;
  return names;
}

}  // namespace snap
