// database_problem.h: what a request that failed on the database is told, for the routes (problem+json) and for
// /mcp (a JSON-RPC error with the same status and sentence).
#pragma once

#include "core/db/database.h"
#include "core/problem.h"

namespace snap {

// 503 with the reason for a database the edge cannot read right now (missing, damaged, locked, an I/O error,
// another schema version) or a query over its deadline, with when to ask again; 500 for every other SQLite error.
Problem database_problem(const DatabaseError& e);

}  // namespace snap
