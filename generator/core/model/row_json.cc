// row_json.cc: row-to-JSON mapping shared by every route family.
#include "core/model/row_json.h"

#include <strings.h>

#include <stdexcept>

#include "core/answer_schema.h"

namespace snap {

std::string camel_case(std::string_view snake) {
  std::string out;
  out.reserve(snake.size());
  bool upper = false;
  for (char c : snake) {
    if (c == '_') {
      upper = !out.empty();
      continue;
    }
    out.push_back(upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c);
    upper = false;
  }
  return out;
}

Json json_text_column(const Statement& row, int column) {
  return row.is_null(column) ? Json(nullptr) : Json::parse(row.text(column));
}

Json row_object(const Statement& row) {
  Json object = Json::object();
  for (int i = 0; i < row.column_count(); ++i) object[camel_case(row.column_name(i))] = row.json(i);
  return object;
}

Json rows_for_id(Database& db, const std::string& sql, std::int64_t id) {
  Statement& stmt = db.prepare(sql);
  stmt.bind(1, id);
  Json list = Json::array();
  while (stmt.step()) list.push_back(row_object(stmt));
  return list;
}

Json row_for_id(Database& db, const std::string& sql, std::int64_t id) {
  Statement& stmt = db.prepare(sql);
  stmt.bind(1, id);
  Json object = stmt.step() ? row_object(stmt) : Json(nullptr);
  stmt.reset();
  return object;
}

Json column_schema(const char* declared_type, bool not_null) {
  if (declared_type == nullptr)
    throw std::logic_error("a column without a declared type (an expression): its JSON type is unknown");
  Json typed;
  if (strcasecmp(declared_type, "INTEGER") == 0) typed = schema::integer();
  else if (strcasecmp(declared_type, "REAL") == 0) typed = schema::number();
  else if (strcasecmp(declared_type, "TEXT") == 0) typed = schema::string();
  else if (strcasecmp(declared_type, "BOOLEAN") == 0) typed = schema::boolean();  // as Statement::json() reads it
  else throw std::logic_error(std::string("a column declared ") + declared_type + ": no JSON type is known for it");
  return not_null ? typed : schema::nullable(std::move(typed));
}

std::vector<ColumnSchema> table_column_schemas(Database& db, const std::string& table) {
  // Never null: a NOT NULL column, and the INTEGER PRIMARY KEY (the rowid, a primary key of one column).
  Statement& columns = db.prepare("SELECT name, type, \"notnull\" OR (pk = 1 AND upper(type) = 'INTEGER'"
                                  " AND (SELECT MAX(pk) FROM pragma_table_info(?1)) = 1)"
                                  " FROM pragma_table_info(?1) ORDER BY cid");
  columns.bind(1, table);
  std::vector<ColumnSchema> list;
  while (columns.step())
    list.push_back({columns.text(0), column_schema(columns.text(1).c_str(), columns.int64(2) != 0)});
  if (list.empty()) throw std::logic_error("no table " + table);
  return list;
}

Json row_object_schema(Database& db, const std::string& sql) {
  Statement& stmt = db.prepare(sql);
  std::vector<schema::Property> properties;
  for (int i = 0; i < stmt.column_count(); ++i) {
    if (stmt.declared_type(i) == nullptr)
      throw std::logic_error(std::string("column ") + stmt.column_name(i) + " has no declared type in: " + sql);
    properties.emplace_back(camel_case(stmt.column_name(i)), column_schema(stmt.declared_type(i)));
  }
  return schema::object(std::move(properties));
}

}  // namespace snap
