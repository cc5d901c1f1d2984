// database_problem.cc: SQLite's error codes as what a caller is told.
#include "edge/database_problem.h"

#include <sqlite3.h>

namespace snap {

// A database the edge cannot read right now (missing, damaged or replaced by an unreadable or older file, locked,
// an I/O error) is a fault of the service that passes once the file is put right, not of the request: a 503
// saying so (the cause is logged), where it used to be a 500 that said nothing, with a Retry-After: a second for
// a query out of time or a writer's lock (load that passes), half a minute for a file an operator must put right.
// Every other SQLite error is a fault of this program: 500.
Problem database_problem(const DatabaseError& e) {
  constexpr int kPassingSeconds = 1, kOperatorSeconds = 30;
  switch (e.code() & 0xff) {
    case SQLITE_INTERRUPT:
      return Problem::unavailable("the query took too long (a busy server, or a large question); retry shortly or "
                                  "narrow it",
                                  kPassingSeconds);
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return Problem::unavailable("the database is locked by a writer; retry shortly", kPassingSeconds);
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return Problem::unavailable("the database is damaged and cannot be read; this answer needs it, retry later",
                                  kOperatorSeconds);
    case SQLITE_CANTOPEN:
    case SQLITE_IOERR:
    case SQLITE_PERM:
      return Problem::unavailable("the database cannot be opened or read; this answer needs it, retry later",
                                  kOperatorSeconds);
    case SQLITE_OK:  // require_current_schema(): a file of another schema version was put in place
      return Problem::unavailable("the database has another schema version than this server reads", kOperatorSeconds);
    default:
      return Problem::internal();
  }
}

}  // namespace snap
