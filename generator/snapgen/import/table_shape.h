// table_shape.h: a table's columns as the schema declares them (PRAGMA table_info and foreign_key_list), so
// that import validation follows the schema files instead of keeping a second copy of them.
#pragma once

#include <string>
#include <vector>

#include "core/db/database.h"

namespace snap {

// The declared types of the schema, plus Time: an INTEGER column named ts or *_at holds UTC seconds
// (0002_activity.sql) and is given as an ISO 8601 string.
enum class ColumnType { Integer, Real, Boolean, Text, Time };

struct ColumnShape {
  std::string name;
  ColumnType type = ColumnType::Text;
  bool not_null = false;
  bool has_default = false;
  bool is_rowid = false;   // INTEGER PRIMARY KEY: assigned by SQLite unless given
  std::string references;  // for a link column (planet_id): the table it points into ("planet"), else ""

  // NOT NULL without a default: a record must give it.
  bool required() const { return not_null && !has_default && !is_rowid; }
};

struct TableShape {
  std::string table;
  std::vector<ColumnShape> columns;  // in declaration order

  const ColumnShape* column(const std::string& name) const;  // nullptr when the table has no such column
};

// Reads the shape from the database; throws std::logic_error for a table that does not exist or a declared
// type outside the four the schema uses.
TableShape read_table_shape(Database& db, const std::string& table);

}  // namespace snap
