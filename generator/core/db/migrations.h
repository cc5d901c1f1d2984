// migrations.h: the schema as numbered migrations (db/schema/NNNN_*.sql, embedded at build time), applied in
// order and recorded in PRAGMA user_version. Later issues add a file; they never edit an applied one.
#pragma once

#include "core/db/database.h"

namespace snap {

// The highest migration number this build knows.
int latest_schema_version();

// Applies every migration above the database's user_version, each in its own transaction.
void migrate(Database& db);

// Throws DatabaseError unless the database is at exactly latest_schema_version() (the edge refuses to serve
// a database written by an older or newer snapgen).
void require_current_schema(Database& db);

}  // namespace snap
