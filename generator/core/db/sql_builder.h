// sql_builder.h: generated SQL with its bound values: text with ?N placeholders, their values in order, and the
// binding of them to the prepared statement.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "core/db/database.h"

namespace snap {

// A bound value of generated SQL.
using SqlValue = std::variant<std::int64_t, double, std::string>;

// SQL under construction: text with ?N placeholders and their values in order.
struct SqlBuilder {
  std::string sql;
  std::vector<SqlValue> values;
  // Appends the placeholder of a new value ("?3").
  std::string placeholder(SqlValue value);
};

void bind_all(Statement& statement, const std::vector<SqlValue>& values);

}  // namespace snap
