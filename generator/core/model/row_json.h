// row_json.h: turning result rows into JSON objects. Column names are snake_case in SQL and camelCase on
// the wire; a NULL column stays null (blank = unknown, never zero).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

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

}  // namespace snap
