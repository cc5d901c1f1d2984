// globals_pages.cc: the /globals page checks and measures of globals_pages.h.
#include "tests/support/globals_pages.h"

#include <catch2/catch.hpp>

#include <filesystem>

#include "core/params.h"
#include "core/route_table.h"
#include "core/routes/globals/globals_query.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

namespace snap::test {
namespace {

// Runs `sql` with `values` bound to its end on a connection of its own, and counts its steps.
std::int64_t steps_of(const std::string& db_path, const std::string& sql, const std::vector<SqlValue>& values) {
  sqlite3* connection = nullptr;
  REQUIRE(sqlite3_open_v2(db_path.c_str(), &connection, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  std::int64_t steps = 0;
  {
    sqlite3_stmt* raw = nullptr;
    INFO(sql);
    REQUIRE(sqlite3_prepare_v2(connection, sql.c_str(), -1, &raw, nullptr) == SQLITE_OK);
    Statement statement(connection, raw);  // finalizes it
    bind_all(statement, values);
    while (statement.step()) {
    }
    steps = sqlite3_stmt_status(raw, SQLITE_STMTSTATUS_VM_STEP, 0);
  }
  sqlite3_close(connection);
  return steps;
}

}  // namespace

Ids ids_of(const Json& list) {
  Ids ids;
  for (const Json& g : list) ids.push_back(g.at("id").get<std::int64_t>());
  return ids;
}

Json check_page_equals_sql(const EdgeProcess& edge, Database& db, const std::string& query, const std::string& where,
                           const std::string& order) {
  INFO(query);
  const Json body = ok_json(edge, "/globals?" + query);
  const std::int64_t page = body.at("pageNumber"), size = body.at("pageSize");
  Ids expected;
  Statement& rows = db.prepare("SELECT g.id FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id WHERE " + where +
                               " ORDER BY " + order + " LIMIT ?1 OFFSET ?2");
  rows.bind(1, size).bind(2, (page - 1) * size);
  while (rows.step()) expected.push_back(rows.int64(0));
  CHECK_FALSE(expected.empty());
  CHECK(ids_of(body.at("items")) == expected);
  return body;
}

Json check_shape_equals_sql(const EdgeProcess& edge, Database& db, const std::string& query, const std::string& where,
                            const std::string& order) {
  INFO(query);
  const Json body = check_page_equals_sql(edge, db, query, where, order);
  CHECK(body.at("totalCount") == db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where));
  CHECK(body.at("totalCountExact") == true);
  return body;
}

SqlBuilder globals_page_statement(Database& db, const std::string& query) {
  PathArgs args;
  const Route* route = all_routes().match({"globals"}, args);
  return globals_page_sql_of(db, parse_params(route->params, parse_query_string(query)));
}

std::int64_t page_steps(const std::string& db_path, const std::string& query) {
  Database db(db_path, OpenMode::ReadOnly);
  const SqlBuilder page = globals_page_statement(db, query);
  return steps_of(db_path, page.sql, page.values);
}

std::int64_t plain_page_steps(const std::string& db_path, const std::string& where, const std::string& order,
                              std::int64_t page_size, std::int64_t page_number) {
  return steps_of(db_path,
                  "SELECT g.id FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id WHERE " + where + " ORDER BY " +
                      order + " LIMIT ?1 OFFSET ?2",
                  {page_size, (page_number - 1) * page_size});
}

void check_placed_not_walked(const std::string& db_path, const std::string& query, const Json& body) {
  const std::int64_t placed = page_steps(db_path, query);
  const std::int64_t before = (body.at("pageNumber").get<std::int64_t>() - 1) * body.at("pageSize").get<std::int64_t>();
  INFO(query << ": " << placed << " steps for a page after " << before << " rows");
  CHECK(placed < 2 * before);
}

DemoCopy copy_of_demo(const std::string& name) {
  DemoCopy copy{make_temp_dir(name), ""};
  copy.db = copy.dir + "/demo.db";
  std::filesystem::copy_file(demo_world().db, copy.db);
  return copy;
}

DemoCopy copy_of_demo_with_a_late_global(const std::string& name) {
  DemoCopy copy = copy_of_demo(name);
  Database(copy.db, OpenMode::ReadWrite)
      .exec("INSERT INTO global(ts, type, avatar_id, value, message) SELECT ts, 'Mining', avatar_id, 50, 'late'"
            " FROM global WHERE type = 'Mining' ORDER BY ts DESC LIMIT 1 OFFSET 3000");
  return copy;
}

}  // namespace snap::test
