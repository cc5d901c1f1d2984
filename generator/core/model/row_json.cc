// row_json.cc: row-to-JSON mapping shared by every route family.
#include "core/model/row_json.h"

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

}  // namespace snap
