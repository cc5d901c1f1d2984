// record_row.cc: key-to-column mapping, value checks by declared type, link resolution, row writes.
#include "snapgen/import/record_row.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "core/model/row_json.h"
#include "core/model/wiki_category.h"
#include "core/text/slug.h"

namespace snap {
namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

bool is_aliased(const RowSpec& spec, const std::string& column) {
  return std::any_of(spec.aliases.begin(), spec.aliases.end(), [&](const auto& a) { return a.second == column; });
}

// The derived key of a column: links drop "_id", the spec's prefix is dropped, then camelCase. "" = no key.
std::string derived_key(const RowSpec& spec, const ColumnShape& c) {
  if (c.is_rowid) return spec.explicit_id ? "id" : "";
  if (contains(spec.hidden, c.name) || is_aliased(spec, c.name)) return "";
  std::string name = c.name;
  if (!c.references.empty() && name.size() > 3 && name.compare(name.size() - 3, 3, "_id") == 0) name.resize(name.size() - 3);
  const bool prefixed = !spec.key_prefix.empty() && name.rfind(spec.key_prefix, 0) == 0;
  if (spec.prefixed_only && !prefixed) return "";
  if (prefixed) name.erase(0, spec.key_prefix.size());
  return camel_case(name);
}

// The keys a record of `spec` may use, each with the column it addresses: the aliases first, then the derived
// keys. Made once per record, so each column's key is derived once rather than once per key of the record.
class RecordKeys {
 public:
  RecordKeys(const RowSpec& spec, const TableShape& shape) {
    for (const auto& [alias, column] : spec.aliases) keys_.emplace_back(alias, shape.column(column));
    for (const ColumnShape& c : shape.columns) {
      std::string key = derived_key(spec, c);
      if (!key.empty()) keys_.emplace_back(std::move(key), &c);
    }
  }

  // The column `key` addresses, or nullptr.
  const ColumnShape* column(const std::string& key) const {
    for (const auto& [k, c] : keys_)
      if (k == key) return c;
    return nullptr;
  }

 private:
  std::vector<std::pair<std::string, const ColumnShape*>> keys_;
};

[[noreturn]] void wrong_type(const std::string& key, const char* expected, const Json& value) {
  throw RecordError("key \"" + key + "\" must be " + expected + ", got " + quoted(value));
}

std::int64_t whole_number(const std::string& key, const Json& value) {
  if (value.is_number_integer() &&
      !(value.is_number_unsigned() && value.get<std::uint64_t>() > std::numeric_limits<std::int64_t>::max()))
    return value.get<std::int64_t>();
  if (value.is_number_float() && std::floor(value.get<double>()) == value.get<double>() &&
      std::abs(value.get<double>()) < 9e15)
    return static_cast<std::int64_t>(value.get<double>());
  wrong_type(key, "a whole number", value);
}

SqlValue time_value(const std::string& key, const Json& value) {
  if (!value.is_string()) wrong_type(key, "an ISO 8601 UTC date-time string", value);
  const std::string text = value.get<std::string>();
  std::optional<UnixTime> t = parse_iso8601_utc(text);
  if (!t) t = parse_iso_date(text);
  if (!t) wrong_type(key, "an ISO 8601 UTC date-time such as \"2026-11-20T11:59:03Z\"", value);
  return *t;
}

SqlValue string_list_value(const std::string& key, const Json& value) {
  const bool ok =
      value.is_array() && std::all_of(value.begin(), value.end(), [](const Json& v) { return v.is_string(); });
  if (!ok) wrong_type(key, "an array of strings", value);
  return to_bytes(value);
}

// A plain (non-link) value checked against its column's type. `value` is not null.
SqlValue column_value(const RowSpec& spec, const ColumnShape& c, const std::string& key, const Json& value) {
  if (contains(spec.json_columns, c.name)) return string_list_value(key, value);
  switch (c.type) {
    case ColumnType::Integer: return whole_number(key, value);
    case ColumnType::Time: return time_value(key, value);
    case ColumnType::Real:
      if (!value.is_number()) wrong_type(key, "a number", value);
      return value.get<double>();
    case ColumnType::Boolean:
      if (!value.is_boolean()) wrong_type(key, "true or false", value);
      return std::int64_t{value.get<bool>() ? 1 : 0};
    case ColumnType::Text:
      if (!value.is_string()) wrong_type(key, "a string", value);
      return value.get<std::string>();
  }
  return {};
}

// Rules a text value follows beyond its type: a slug's shape, a wiki category path.
void check_text_rules(const RowSpec& spec, const ColumnShape& c, const std::string& key, const SqlValue& v) {
  const auto* text = std::get_if<std::string>(&v);
  if (!text) return;
  const bool names_slug = c.name == "slug" || (c.name.size() > 5 && c.name.compare(c.name.size() - 5, 5, "_slug") == 0);
  if (names_slug && !is_slug(*text))
    throw RecordError("key \"" + key + "\": \"" + *text + "\" is not a slug (1-200 of a-z, 0-9 and '-')");
  if (contains(spec.category_columns, c.name) && !find_wiki_category(*text))
    throw RecordError("key \"" + key + "\": \"" + *text + "\" is not a wiki category path");
}

// A link value: the name or slug of a row of c.references, resolved to its id.
SqlValue link_value(ImportSession& session, const RowSpec& spec, const ColumnShape& c, const std::string& key,
                    const Json& value, const Row& row) {
  if (!value.is_string()) wrong_type(key, "a string (a slug or name)", value);
  std::optional<UnixTime> first_seen;  // set when an unknown avatar or team is to be created
  if (spec.creates_avatars) first_seen = static_cast<UnixTime>(row.number("ts").value_or(session.now()));
  try {
    return session.resolve_link(c.references, value.get<std::string>(), first_seen);
  } catch (const RecordError& e) {
    throw RecordError("key \"" + key + "\": " + e.what());
  }
}

// The key a record uses for a column: its first alias, else the derived name.
std::string key_for_column(const RowSpec& spec, const ColumnShape& c) {
  for (const auto& [alias, target] : spec.aliases)
    if (target == c.name) return alias;
  return derived_key(spec, c);
}

}  // namespace

bool Row::is_null(const std::string& column) const {
  auto it = values.find(column);
  return it == values.end() || std::holds_alternative<std::monostate>(it->second);
}

std::optional<double> Row::number(const std::string& column) const {
  auto it = values.find(column);
  if (it == values.end()) return std::nullopt;
  if (const auto* d = std::get_if<double>(&it->second)) return *d;
  if (const auto* i = std::get_if<std::int64_t>(&it->second)) return static_cast<double>(*i);
  return std::nullopt;
}

std::optional<std::string> Row::text(const std::string& column) const {
  auto it = values.find(column);
  if (it == values.end()) return std::nullopt;
  if (const auto* s = std::get_if<std::string>(&it->second)) return *s;
  return std::nullopt;
}

void bind_value(Statement& stmt, int index, const SqlValue& value) {
  if (const auto* i = std::get_if<std::int64_t>(&value))
    stmt.bind(index, *i);
  else if (const auto* d = std::get_if<double>(&value))
    stmt.bind(index, *d);
  else if (const auto* s = std::get_if<std::string>(&value))
    stmt.bind(index, *s);
  else
    stmt.bind_null(index);
}

std::string quoted(const Json& value) {
  std::string text = to_bytes(value);
  if (text.size() > 60) text = text.substr(0, 57) + "...";
  return text;
}

Row build_row(ImportSession& session, const RowSpec& spec, const Json& record,
              const std::vector<std::string>& skip_keys) {
  const RecordKeys keys(spec, session.shape(spec.table));
  Row row{spec.table, {}};
  std::map<std::string, std::string> key_of;  // column -> the key that gave it
  std::vector<std::pair<const ColumnShape*, const Json*>> links;
  for (const auto& [key, value] : record.items()) {
    if (contains(skip_keys, key)) continue;
    const ColumnShape* c = keys.column(key);
    if (!c) throw RecordError("unknown key \"" + key + "\"");
    if (!key_of.emplace(c->name, key).second)
      throw RecordError("keys \"" + key_of[c->name] + "\" and \"" + key + "\" both give " + c->name);
    if (value.is_null()) {
      if (c->not_null) throw RecordError("key \"" + key + "\" must not be null");
      row.values[c->name] = std::monostate{};
    } else if (!c->references.empty()) {
      links.emplace_back(c, &value);
    } else {
      row.values[c->name] = column_value(spec, *c, key, value);
      check_text_rules(spec, *c, key, row.values[c->name]);
    }
  }
  for (const auto& [c, value] : links)
    row.values[c->name] = link_value(session, spec, *c, key_of[c->name], *value, row);
  return row;
}

void check_required(ImportSession& session, const RowSpec& spec, const Row& row) {
  for (const ColumnShape& c : session.shape(spec.table).columns) {
    if (c.required() && !row.has(c.name) && !contains(spec.hidden, c.name))
      throw RecordError("missing required key \"" + key_for_column(spec, c) + "\"");
  }
}

std::int64_t insert_row(Database& db, const Row& row) {
  std::string columns, placeholders;
  for (const auto& [column, value] : row.values) {
    columns += (columns.empty() ? "" : ", ") + column;
    placeholders += placeholders.empty() ? "?" : ", ?";
  }
  Statement& insert =
      db.prepare(row.values.empty() ? "INSERT INTO " + row.table + " DEFAULT VALUES"
                                    : "INSERT INTO " + row.table + " (" + columns + ") VALUES (" + placeholders + ")");
  int index = 0;
  for (const auto& [column, value] : row.values) bind_value(insert, ++index, value);
  insert.run();
  return db.last_insert_id();
}

void update_row(Database& db, const Row& row, std::int64_t id) {
  if (row.values.empty()) return;
  std::string assignments;
  for (const auto& [column, value] : row.values) assignments += (assignments.empty() ? "" : ", ") + column + " = ?";
  Statement& update = db.prepare("UPDATE " + row.table + " SET " + assignments + " WHERE id = ?");
  int index = 0;
  for (const auto& [column, value] : row.values) bind_value(update, ++index, value);
  update.bind(index + 1, id);
  update.run();
}

}  // namespace snap
