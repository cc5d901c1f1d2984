// row_json_schema_test.cc: the JSON Schemas derived from SQL (row_json.h), which the wiki's answer schemas are made
// of: a column's declared type gives the JSON type Statement::json() writes, null allowed unless NOT NULL, and a
// column SQLite cannot type (an expression) is refused rather than guessed.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "core/db/database.h"
#include "core/model/row_json.h"

using namespace snap;

TEST_CASE("rule: a column's declared type gives its answer's JSON type, null unless NOT NULL", "[openapi][wiki]") {
  CHECK(column_schema("INTEGER", true) == Json{{"type", "integer"}});
  CHECK(column_schema("REAL")["type"] == Json::array({"number", "null"}));
  CHECK(column_schema("TEXT")["type"] == Json::array({"string", "null"}));
  CHECK(column_schema("BOOLEAN", true) == Json{{"type", "boolean"}});
  CHECK_THROWS_AS(column_schema(nullptr), std::logic_error);
  CHECK_THROWS_AS(column_schema("BLOB"), std::logic_error);
}

TEST_CASE("rule: a row's schema is its columns camelCased, typed by their tables, and an expression is refused",
          "[openapi][wiki]") {
  Database db(":memory:", OpenMode::Create);
  db.exec("CREATE TABLE thing (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, hit_points REAL, tradeable BOOLEAN)");
  const Json row = row_object_schema(db, "SELECT slug, hit_points, tradeable FROM thing WHERE id = ?1");
  CHECK(row["additionalProperties"] == false);
  CHECK(row["required"] == Json::array({"slug", "hitPoints", "tradeable"}));
  CHECK(row["properties"]["hitPoints"]["type"] == Json::array({"number", "null"}));
  CHECK(row["properties"]["tradeable"]["type"] == Json::array({"boolean", "null"}));
  CHECK_THROWS_AS(row_object_schema(db, "SELECT COUNT(*) AS n FROM thing WHERE id = ?1"), std::logic_error);

  const std::vector<ColumnSchema> columns = table_column_schemas(db, "thing");
  REQUIRE(columns.size() == 4);
  CHECK(columns[0].name == "id");
  CHECK(columns[0].schema == Json{{"type", "integer"}});  // the INTEGER PRIMARY KEY is never null
  CHECK(columns[1].schema == Json{{"type", "string"}});   // NOT NULL
  CHECK(columns[3].schema["type"] == Json::array({"boolean", "null"}));
}
