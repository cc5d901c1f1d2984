// demo_queries.h: the demo test cases' one read-only connection to the small demo (demo_world()) and a count of
// a query over it.
#pragma once

#include <cstdint>
#include <string>

#include "core/db/database.h"
#include "tests/support/test_worlds.h"

namespace snap::test {

inline Database& demo_db() {
  static Database db(demo_world().db, OpenMode::ReadOnly);
  return db;
}

inline std::int64_t count(const std::string& sql) { return demo_db().scalar_int(sql); }

}  // namespace snap::test
