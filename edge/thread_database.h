// thread_database.h: each server thread's own read-only connection (SQLite connections are not shared
// between threads), opened on first use with query_only and a per-query deadline.
#pragma once

#include <string>

#include "core/db/database.h"

namespace snap {

// The calling thread's connection to `path`, with its query clock restarted.
Database& thread_database(const std::string& path);

}  // namespace snap
