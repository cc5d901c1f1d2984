// migration_check.h: the shape of a migration test. A copy of the demo database (built at this schema) is read by
// a query, set back to an older schema by SQL, and upgraded by `snapgen migrate`; the same query then must give
// the same text.
#pragma once

#include <string>

namespace snap::test {

struct MigrationReads {
  std::string built;     // the query's rows as the build left them
  std::string migrated;  // the same after setting back and `snapgen migrate`
};

// Each row's columns as JSON, '|' after each column, '\n' after each row.
std::string read_rows(const std::string& db_path, const std::string& query);

// SQL that takes away what schema `first` and every later one added (first >= 17; the undo of older schemas is
// written by the tests that set a database back that far). A new schema adds its undo in migration_check.cc.
std::string undo_schemas_from(int first);

// REQUIREs that `snapgen migrate` succeeds; `set_back` is SQL run on the copy first (it ends by setting
// PRAGMA user_version to the older schema).
MigrationReads reads_around_migration(const std::string& query, const std::string& set_back);

}  // namespace snap::test
