// globals_migrate_test.cc: `snapgen migrate` gives a database from before each schema of the globals read model
// (core/globals/README.md) the tables and indexes a rebuild writes, read back as the demo's own build wrote them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/support/migration_check.h"

TEST_CASE("snapgen migrate counts a database from before schema 0028 in ten-minute slots as snapgen counts it",
          "[globals][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT type, slot, count, running FROM global_time_count ORDER BY 1, 2",
      snap::test::undo_schemas_from(28) + "PRAGMA user_version = 27");
  CHECK(std::count(reads.built.begin(), reads.built.end(), '\n') > 5000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("snapgen migrate stores each avatar's globals in name order and in blocks of avatars for a database from "
          "before schema 0030 as snapgen does",
          "[globals][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT type, name, avatar_id, globals FROM avatar_name_globals UNION ALL"
      " SELECT 'block ' || type, first_name, globals, running FROM avatar_name_block ORDER BY 1, 2",
      snap::test::undo_schemas_from(30) + "PRAGMA user_version = 29");
  CHECK(std::count(reads.built.begin(), reads.built.end(), '\n') > 1000);
  CHECK(reads.migrated == reads.built);
}

// A copy of the demo set back to before schema `version` and migrated reads `query` as the demo's own build wrote it.
void require_migrated_as_built(const std::string& query, int version, size_t at_least) {
  const auto reads = snap::test::reads_around_migration(
      query, snap::test::undo_schemas_from(version) + "PRAGMA user_version = " + std::to_string(version - 1));
  CHECK(reads.built.size() > at_least);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("a database from before schema 0021 gets from snapgen migrate the name words a rebuild writes",
          "[globals][search][migrate]") {
  require_migrated_as_built(
      "SELECT word, of_avatar_name, of_subject, (SELECT group_concat(subject, '/') FROM global_subject_word s"
      " WHERE s.word = w.word) FROM global_name_word w ORDER BY word",
      21, 10000);
}

TEST_CASE("a database from before schema 0022 gets from snapgen migrate the subject wordings a rebuild writes",
          "[globals][search][migrate]") {
  require_migrated_as_built(
      "SELECT subject, group_concat(word, ' ') FROM (SELECT * FROM global_subject_wording ORDER BY subject, word)"
      " GROUP BY subject ORDER BY subject",
      22, 5000);
}


TEST_CASE("a database from before schema 0033 gets from snapgen migrate the index of the time slots' running totals "
          "that deep pages in time order are placed by",
          "[globals][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT name, sql FROM sqlite_schema WHERE name = 'global_time_count_by_running'",
      snap::test::undo_schemas_from(33) + "PRAGMA user_version = 32");
  CHECK(reads.built.find("global_time_count(type, running)") != std::string::npos);
  CHECK(reads.migrated == reads.built);
}
