// record_row.h: one record (a JSON object) as a row of one table. Keys are the camelCase of the columns, each
// value is checked against its column's declared type, links (*_id) are given by slug or name and resolved to
// ids. Used for a kind's own rows and for the rows nested in a record (loot, members, tiers ...).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

class ImportSession;

using SqlValue = std::variant<std::monostate, std::int64_t, double, std::string>;  // monostate is NULL

struct Row {
  std::string table;
  std::map<std::string, SqlValue> values;  // column -> value; an absent column gets its default or NULL

  bool has(const std::string& column) const { return values.count(column) != 0; }
  bool is_null(const std::string& column) const;  // absent or NULL
  std::optional<double> number(const std::string& column) const;
  std::optional<std::string> text(const std::string& column) const;
};

// How the keys of a record address one table.
struct RowSpec {
  std::string table;
  // record key -> column. A column named by an alias is reached only through its aliases ("dateTime" -> "ts").
  std::vector<std::pair<std::string, std::string>> aliases;
  std::string key_prefix;                     // dropped from column names to form keys ("material_slug" -> "slug")
  bool prefixed_only = false;                 // only columns starting with key_prefix are keys
  std::vector<std::string> hidden;            // columns import fills itself (owner links, derived): never keys
  std::vector<std::string> json_columns;      // TEXT columns given as an array of strings, stored as JSON text
  std::vector<std::string> category_columns;  // TEXT columns whose value must be a wiki category path
  bool explicit_id = false;                   // the rowid may be given as "id" (globals, PvP kills, trade messages)
  bool creates_avatars = false;               // an unknown avatar or team name is created instead of an error
};

// Converts `record` into a row of spec.table: every key must address a column (or be one of `skip_keys`,
// which the caller handles), values must fit the column types, and links are resolved. Throws RecordError.
Row build_row(ImportSession& session, const RowSpec& spec, const Json& record,
              const std::vector<std::string>& skip_keys = {});

// Throws RecordError naming the first key a required column needs and the row lacks.
void check_required(ImportSession& session, const RowSpec& spec, const Row& row);

void bind_value(Statement& stmt, int index, const SqlValue& value);
std::int64_t insert_row(Database& db, const Row& row);           // returns the new row's id
void update_row(Database& db, const Row& row, std::int64_t id);  // sets the row's columns on row `id`

// A short rendering of a JSON value for messages (long values are cut).
std::string quoted(const Json& value);

}  // namespace snap
