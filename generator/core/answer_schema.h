// answer_schema.h: the JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it) of a route's answer, declared beside
// its render with RouteBuilder::answers() and published in /openapi.json. The words below write schemas that say
// exactly what the renders write: an object lists every key it has, each always present (null where unknown), and
// no other, so a test that validates real answers against them (tests/integration/answer_schema_test.cc) fails
// on any field a render adds, drops or retypes without its schema.
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/json_bytes.h"

namespace snap {

class Database;

// What answer schemas are written with: the shared shapes, each kept once under its name (OpenAPI's
// components/schemas) and pointed to with $ref, and the database, whose declared column types describe the
// wiki's SQL-driven answers.
class AnswerSchemas {
 public:
  explicit AnswerSchemas(Database& database) : db(database) {}
  Database& db;

  // {"$ref": "#/components/schemas/<name>"}; the first call for a name builds its schema.
  Json ref(const std::string& name, const std::function<Json(AnswerSchemas&)>& build);
  const std::map<std::string, Json>& components() const { return components_; }
  // The component a {"$ref": ...} of ref() names, or any other schema itself.
  const Json& resolved(const Json& schema) const;

 private:
  std::map<std::string, Json> components_;
};

using AnswerSchemaFn = std::function<Json(AnswerSchemas&)>;

namespace schema {

Json string(std::string description = {});
Json integer(std::string description = {});
Json number(std::string description = {});  // any JSON number, whole or not
Json boolean(std::string description = {});
Json date_time(std::string description = {});  // an ISO 8601 UTC time ("2026-11-25T08:00:00Z")
Json date(std::string description = {});       // a UTC day ("2026-11-25")
Json month(std::string description = {});      // a calendar month ("2026-11")
Json one_of_values(const std::vector<std::string>& values, std::string description = {});  // a string enum
Json nullable(Json schema);  // the same, or null ("unknown" or "none")
Json array(Json items, std::string description = {});

// A property of an object: its name and schema; optional ones may be absent.
struct Property {
  Property(std::string name, Json schema) : name(std::move(name)), schema(std::move(schema)) {}
  std::string name;
  Json schema;
  bool optional = false;
};
Property optional(std::string name, Json schema);  // a key present only in some answers

// An object with exactly these keys (all required but the optional ones), in the order the render writes them.
Json object(std::vector<Property> properties, std::string description = {});
// An object of the given keys plus those of `more` (a schema made by object()).
Json extend(Json base, std::vector<Property> more);

// Any JSON value (for data an import passes through unchanged, such as an event's free-form settings).
Json any(std::string description = {});

// A paged list: {items, totalCount, pageNumber, pageSize, totalPages} (routes/shared/paging.h).
Json page_of(Json item, std::string description = {});
// An offset-based list: {items, totalCount, offset, pageSize} (routes/shared/offset_paging.h).
Json offset_page_of(Json item, std::string description = {});

// The same schema with this description.
Json described(Json schema, std::string description);

}  // namespace schema
}  // namespace snap
