// row_json.h: turning result rows into JSON objects. Column names are snake_case in SQL and camelCase on
// the wire; a NULL column stays null (blank = unknown, never zero).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

std::string camel_case(std::string_view snake);  // "attacks_per_minute" -> "attacksPerMinute"

// A column that holds JSON text (a criteria list, a stored array), parsed; NULL stays null.
Json json_text_column(const Statement& row, int column);

// Every column of the current row as {camelName: value}.
Json row_object(const Statement& row);

// Runs `sql` with ?1 bound to `id` and returns every row as an object (a relationship list).
Json rows_for_id(Database& db, const std::string& sql, std::int64_t id);

// The first row of `sql` with ?1 bound to `id` as an object, or null when there is none.
Json row_for_id(Database& db, const std::string& sql, std::int64_t id);

// The JSON Schema (core/answer_schema.h) of what Statement::json() writes for a column of this declared type:
// INTEGER an integer, REAL a number, TEXT a string, BOOLEAN a boolean, or null unless the column is NOT NULL.
// Throws std::logic_error for any other type, and for nullptr (an expression, whose type SQLite cannot tell).
Json column_schema(const char* declared_type, bool not_null = false);

// A column of a table, with the schema of its values.
struct ColumnSchema {
  std::string name;  // as the table names it (snake_case)
  Json schema;       // null allowed unless it is NOT NULL or the INTEGER PRIMARY KEY
};

// Every column of `table`, in its order (SELECT *'s), typed by its declaration (PRAGMA table_info).
std::vector<ColumnSchema> table_column_schemas(Database& db, const std::string& table);

// The schema of the object row_object() writes for each row of `sql`: its columns camelCased, each typed by its
// declared type and nullable (blank = unknown). Every column must come from a table (see column_schema).
Json row_object_schema(Database& db, const std::string& sql);

}  // namespace snap
