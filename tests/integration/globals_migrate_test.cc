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

TEST_CASE("a database from before schema 0034 that recorded (Shared Loot) as a team gets from snapgen migrate "
          "shared-loot globals with no team, no such team, and the derived tables a rebuild writes",
          "[globals][migrate]") {
  // Before 0034, a "(Shared Loot)" line made a team of that name, with members, a list entry, totals and a search
  // entry; the demo's shared-loot globals are given to such a team here.
  const std::string team = "(SELECT id FROM team WHERE name = '(Shared Loot)')";
  const std::string before_0034 =
      "INSERT INTO team(slug, name, description, created_at) VALUES ('shared-loot', '(Shared Loot)', 'Shared', 0);"
      " UPDATE global SET team_id = " + team + " WHERE is_team AND team_id IS NULL AND avatar_id IS NULL;"
      " INSERT INTO team_member(team_id, avatar_id, role, joined_at) VALUES (" + team + ", 1, 'Leader', 0);"
      " INSERT INTO team_summary(team_id, list_position, member_count) VALUES (" + team + ", 1, 1);"
      " INSERT INTO owner_type_summary(owner, owner_id, type, globals, value_cents, hofs, aths, first_at, last_at,"
      " best_global_id, best_value_cents, best_at) VALUES ('team', " + team + ", 'Hunting', 1, 100, 0, 0, 0, 0, 1,"
      " 100, 0);"
      " INSERT INTO search_entry(entity_type, slug, name) VALUES ('teams', 'shared-loot', '(Shared Loot)'); ";
  const auto reads = snap::test::reads_around_migration(
      "SELECT (SELECT group_concat(id, ' ') FROM (SELECT id FROM global WHERE is_team AND team_id IS NULL"
      "   AND avatar_id IS NULL ORDER BY id)),"
      " (SELECT group_concat(name, '/') FROM (SELECT name FROM team ORDER BY id)),"
      " (SELECT COUNT(*) FROM team_member),"
      " (SELECT group_concat(team_id || '@' || list_position, ' ') FROM (SELECT * FROM team_summary ORDER BY 1)),"
      " (SELECT COUNT(*) || ' ' || SUM(globals) FROM owner_type_summary WHERE owner = 'team'),"
      " (SELECT group_concat(slug, ' ') FROM (SELECT slug FROM search_entry WHERE entity_type = 'teams' ORDER BY 1)),"
      " (SELECT COUNT(*) FROM dataset_meta WHERE key = 'derived_rebuild_due'),"
      " (SELECT sql FROM sqlite_schema WHERE name = 'global')",
      snap::test::undo_schemas_from(34) + before_0034 + "PRAGMA user_version = 33");
  CHECK(reads.built.find("OR is_team = 1)") != std::string::npos);
  CHECK(reads.built.find("shared-loot") == std::string::npos);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("a database from before schema 0035 gets from snapgen migrate the feed's table of sequences", "[migrate][feed]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT name, sql FROM sqlite_schema WHERE name = 'feed_sequence'",
      snap::test::undo_schemas_from(35) + "PRAGMA user_version = 34");
  CHECK(reads.built.find("CREATE TABLE feed_sequence") != std::string::npos);
  CHECK(reads.migrated == reads.built);
}
