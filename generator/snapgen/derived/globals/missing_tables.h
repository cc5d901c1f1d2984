// missing_tables.h: the read model's tables that SQL alone cannot fill when a migration adds them (0021's name
// words, 0027's avatar name pairs, 0029's owner marks), built by `snapgen migrate` for a database that lacks them.
#pragma once

#include "core/db/database.h"

namespace snap {

// Each table whose stamp the database lacks, rebuilt in a transaction of its own.
void build_missing_read_model_tables(Database& db);

}  // namespace snap
