// globals_pages.h: what the /globals tests over the demo share: a page of the edge against the same question asked
// of SQLite, copies of the demo to write into, and how much work SQLite does for a page (the measure by which a
// test tells a page placed by the maintained counts from one walked to, without reading the statement's text).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/db/sql_builder.h"
#include "core/json_bytes.h"
#include "tests/support/processes.h"

namespace snap::test {

using Ids = std::vector<std::int64_t>;

// The ids of a list of globals.
Ids ids_of(const Json& list);

// Ids of /globals?query from the edge and from plain SQL over db with the same page (`where` and `order` restate the
// query; the avatar is joined as a, for the avatar-name order); the answer, for its other fields.
Json check_page_equals_sql(const EdgeProcess& edge, Database& db, const std::string& query, const std::string& where,
                           const std::string& order);
// The same page as plain SQL, and an exact totalCount; the answer.
Json check_shape_equals_sql(const EdgeProcess& edge, Database& db, const std::string& query, const std::string& where,
                            const std::string& order);

// The page statement GET /globals runs for `query` (globals_query.h: globals_page_sql_of), with its values.
SqlBuilder globals_page_statement(Database& db, const std::string& query);

// The virtual machine steps SQLite takes (sqlite3_stmt_status, SQLITE_STMTSTATUS_VM_STEP) to run the page statement
// GET /globals runs for `query` (globals_query.h: globals_page_sql_of) to its end, over the database at db_path:
// every row a statement reads costs it several steps, so a page that skips thousands of rows costs thousands.
std::int64_t page_steps(const std::string& db_path, const std::string& query);
// The same for the page as plain SQL asks it (check_page_equals_sql's statement): what a page costs read from the
// start of its order.
std::int64_t plain_page_steps(const std::string& db_path, const std::string& where, const std::string& order,
                              std::int64_t page_size, std::int64_t page_number);

// CHECKs that the page the edge answered with `body` for /globals?query cost SQLite (page_steps) fewer than two
// steps for each row before it: a page placed by the maintained counts, not walked to (a walk to it costs three
// steps a row or more: measured over the demo, 3 in time and value order, 8 in avatar-name order).
void check_placed_not_walked(const std::string& db_path, const std::string& query, const Json& body);

// A copy of the demo database in a fresh folder (named after `name`), for a test that writes into it.
struct DemoCopy {
  std::string dir, db;
};
DemoCopy copy_of_demo(const std::string& name);
// The same with a Mining global written past snapgen (above the counted watermark, with an old time): no
// maintained count holds it.
DemoCopy copy_of_demo_with_a_late_global(const std::string& name);

}  // namespace snap::test
