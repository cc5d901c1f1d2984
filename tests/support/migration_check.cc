// migration_check.cc: reading a copy of the demo database before and after setting it back and migrating it.
#include "tests/support/migration_check.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

#include "core/db/database.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

namespace snap::test {

std::string read_rows(const std::string& db_path, const std::string& query) {
  Database db(db_path, OpenMode::ReadOnly);
  auto rows = db.prepare_uncached(query);
  std::string text;
  while (rows->step()) {
    for (int i = 0; i < rows->column_count(); ++i) text += rows->json(i).dump() + "|";
    text += "\n";
  }
  return text;
}

std::string undo_schemas_from(int first) {
  static const std::map<int, std::string> kUndo = {
      {17, "DROP VIEW trade_time_order_rule; DELETE FROM dataset_meta WHERE key = 'trade_time_ordered_through_id'; "},
      {18, "DROP VIEW leaderboard_history_due; DROP TABLE leaderboard_history; "},
      {19,
       "DROP VIEW trade_next_post_rule; ALTER TABLE trade_message DROP COLUMN next_post_ts; "
       "ALTER TABLE trade_message DROP COLUMN next_post_in_channel_ts; "},
      {20, "DROP INDEX trade_message_by_avatar; "},
      {21,
       "DROP TABLE global_name_word; DROP TABLE global_subject_word; "
       "DELETE FROM dataset_meta WHERE key = 'global_name_words_built'; "},
      {22,
       "DROP TABLE global_subject_wording; "
       "ALTER TABLE global_name_word ADD COLUMN in_message_with_subject INTEGER NOT NULL DEFAULT 0; "},
      {23,
       "CREATE TABLE avatar_summary_old (avatar_id INTEGER PRIMARY KEY REFERENCES avatar(id),"
       " list_position INTEGER NOT NULL UNIQUE, pvp_kills INTEGER NOT NULL, last_seen INTEGER NOT NULL);"
       " INSERT INTO avatar_summary_old SELECT * FROM avatar_summary; DROP TABLE avatar_summary;"
       " ALTER TABLE avatar_summary_old RENAME TO avatar_summary;"
       " CREATE TABLE team_summary_old (team_id INTEGER PRIMARY KEY REFERENCES team(id),"
       " list_position INTEGER NOT NULL UNIQUE, member_count INTEGER NOT NULL);"
       " INSERT INTO team_summary_old SELECT * FROM team_summary; DROP TABLE team_summary;"
       " ALTER TABLE team_summary_old RENAME TO team_summary; "},
      {25,
       "CREATE TEMP TABLE standing_old AS SELECT board, avatar_id, rank, previous_rank, points, globals_count,"
       " globals_value, points_by_profession FROM leaderboard_standing; DROP TABLE leaderboard_standing;"
       " CREATE TABLE leaderboard_standing (board TEXT NOT NULL, avatar_id INTEGER NOT NULL REFERENCES avatar(id),"
       " rank INTEGER NOT NULL, previous_rank INTEGER, points REAL NOT NULL, globals_count INTEGER NOT NULL,"
       " globals_value REAL, points_by_profession TEXT, PRIMARY KEY (board, rank));"
       " INSERT INTO leaderboard_standing SELECT * FROM standing_old; DROP TABLE standing_old;"
       " CREATE INDEX leaderboard_standing_by_avatar ON leaderboard_standing(board, avatar_id); "},
      {26,
       "DROP INDEX global_by_value_band;"
       " CREATE INDEX global_by_value_nulls_last ON global(value IS NULL, value, id); "},
      {27, "DROP TABLE avatar_name_pair; DELETE FROM dataset_meta WHERE key = 'avatar_name_pairs_through_id'; "},
      {28,
       "CREATE TABLE global_hour_count (type TEXT NOT NULL, hour INTEGER NOT NULL, count INTEGER NOT NULL,"
       " running INTEGER NOT NULL, PRIMARY KEY (type, hour)) WITHOUT ROWID;"
       " INSERT INTO global_hour_count SELECT type, slot / 6 - (slot % 6 < 0), SUM(count), MAX(running)"
       " FROM global_time_count GROUP BY 1, 2; DROP TABLE global_time_count; "},
      {29,
       "CREATE TABLE owner_global_mark (owner TEXT NOT NULL, owner_id INTEGER NOT NULL, type TEXT NOT NULL,"
       " position INTEGER NOT NULL, ts INTEGER NOT NULL, id INTEGER NOT NULL,"
       " PRIMARY KEY (owner, owner_id, type, position)) WITHOUT ROWID; DROP TABLE owner_global_marks;"
       " DELETE FROM dataset_meta WHERE key = 'owner_global_marks_built'; "},
      {30,
       "DROP TABLE avatar_name_block; DROP VIEW avatar_name_block_rule; DROP VIEW avatar_name_block_start;"
       " DROP VIEW avatar_name_block_spacing; DROP TABLE avatar_name_globals; DROP VIEW avatar_name_globals_rule; "},
      {31,
       "DROP INDEX global_value_count_by_total; DROP TABLE global_value_mark;"
       " DROP VIEW global_value_mark_spacing; "},
      {32,
       "CREATE VIRTUAL TABLE search_entry_before USING fts5(entity_type UNINDEXED, slug UNINDEXED, name,"
       " description, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');"
       " INSERT INTO search_entry_before(rowid, entity_type, slug, name, description)"
       " SELECT rowid, entity_type, slug, name, description FROM search_entry; DROP TABLE search_entry;"
       " ALTER TABLE search_entry_before RENAME TO search_entry; "},
      {33, "DROP INDEX global_time_count_by_running; "},
      {34,
       "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, ' OR is_team = 1)', ')')"
       " WHERE type = 'table' AND name = 'global'; PRAGMA writable_schema = RESET;"
       " CREATE TABLE schema_cookie_move (x); DROP TABLE schema_cookie_move; "},
      {35, "DROP TABLE feed_sequence; "}};
  std::string sql;  // the newest first, each undoing a database its successors' undoing left
  for (auto it = kUndo.rbegin(); it != kUndo.rend() && it->first >= first; ++it) sql += it->second;
  return sql;
}

MigrationReads reads_around_migration(const std::string& query, const std::string& set_back) {
  const std::string dir = make_temp_dir("migration");
  const std::string copy = dir + "/demo.db";
  std::filesystem::copy_file(demo_world().db, copy);  // snapgen checkpointed it when it closed it
  MigrationReads reads;
  reads.built = read_rows(copy, query);
  {
    Database db(copy, OpenMode::ReadWrite);
    db.exec(set_back);
  }
  const CommandResult migrated = run_snapgen({"migrate", "--db", copy});
  INFO(migrated.output);
  REQUIRE(migrated.exit_code == 0);
  reads.migrated = read_rows(copy, query);
  remove_tree(dir);
  return reads;
}

}  // namespace snap::test
