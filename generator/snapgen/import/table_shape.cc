// table_shape.cc: PRAGMA table_info / foreign_key_list into TableShape.
#include "snapgen/import/table_shape.h"

#include <stdexcept>
#include <utility>

namespace snap {
namespace {

// Declared type -> column type; the schema declares only these four.
ColumnType declared_type(const std::string& table, const std::string& column, const std::string& declared) {
  static const std::pair<const char*, ColumnType> kTypes[] = {{"INTEGER", ColumnType::Integer},
                                                              {"REAL", ColumnType::Real},
                                                              {"BOOLEAN", ColumnType::Boolean},
                                                              {"TEXT", ColumnType::Text}};
  for (const auto& [name, type] : kTypes)
    if (declared == name) return type;
  throw std::logic_error("column " + table + "." + column + " has type '" + declared + "', which import cannot read");
}

bool is_time_column(const std::string& name) {
  return name == "ts" || (name.size() > 3 && name.compare(name.size() - 3, 3, "_at") == 0);
}

void read_references(Database& db, TableShape& shape) {
  auto rows = db.prepare_uncached("SELECT \"from\", \"table\" FROM pragma_foreign_key_list(?1)");
  rows->bind(1, shape.table);
  while (rows->step())
    for (ColumnShape& c : shape.columns)
      if (c.name == rows->text(0)) c.references = rows->text(1);
}

}  // namespace

const ColumnShape* TableShape::column(const std::string& name) const {
  for (const ColumnShape& c : columns)
    if (c.name == name) return &c;
  return nullptr;
}

TableShape read_table_shape(Database& db, const std::string& table) {
  TableShape shape{table, {}};
  auto rows = db.prepare_uncached(
      "SELECT name, type, \"notnull\", dflt_value IS NOT NULL, pk,"
      " (SELECT COUNT(*) FROM pragma_table_info(?1) WHERE pk > 0)"
      " FROM pragma_table_info(?1) ORDER BY cid");
  rows->bind(1, table);
  while (rows->step()) {
    ColumnShape c;
    c.name = rows->text(0);
    c.type = declared_type(table, c.name, rows->text(1));
    if (c.type == ColumnType::Integer && is_time_column(c.name)) c.type = ColumnType::Time;
    c.not_null = rows->int64(2) != 0;
    c.has_default = rows->int64(3) != 0;
    c.is_rowid = rows->int64(4) == 1 && rows->int64(5) == 1 && c.type == ColumnType::Integer;
    shape.columns.push_back(std::move(c));
  }
  if (shape.columns.empty()) throw std::logic_error("import: no table named " + table);
  read_references(db, shape);
  return shape;
}

}  // namespace snap
