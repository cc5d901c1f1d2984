// sql_builder.cc: placeholders numbered in the order their values are added.
#include "core/db/sql_builder.h"

namespace snap {

std::string SqlBuilder::placeholder(SqlValue value) {
  values.push_back(std::move(value));
  return "?" + std::to_string(values.size());
}

void bind_all(Statement& statement, const std::vector<SqlValue>& values) {
  for (size_t i = 0; i < values.size(); ++i)
    std::visit([&](const auto& v) { statement.bind(static_cast<int>(i + 1), v); }, values[i]);
}

}  // namespace snap
