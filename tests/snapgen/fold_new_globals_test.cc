// fold_new_globals_test.cc: the rule of fold_new_globals(): after new globals, avatars and teams are written, a fold
// leaves every derived table exactly as refresh_derived() rebuilds it (row by row, and the watermarks), after one
// batch and after several folds in a row, and stamps no data version. Two copies of the small demo get the same
// writes in plain SQL; one is folded, the other rebuilt, and the rebuilt one is attached to the folded one.
#include "snapgen/derived/fold_new_globals.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/db/dataset_meta.h"
#include "snapgen/derived/refresh_derived.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

using snap::Database;
using snap::OpenMode;
using snap::Transaction;

namespace {

// `snapgen demo --scale small --seed 7`, written once per test binary.
struct DemoDatabase {
  std::string dir = snap::test::make_temp_dir("fold-demo");
  std::string db = dir + "/demo.db";
  DemoDatabase() {
    const auto result = snap::test::run_snapgen(
        {"demo", "--db", db, "--scale", "small", "--seed", "7", "--now", snap::test::kFixtureNow});
    if (result.exit_code != 0) throw std::runtime_error("snapgen demo failed: " + result.output);
  }
  ~DemoDatabase() { snap::test::remove_tree(dir); }
};

const std::string& demo_database() {
  static const DemoDatabase demo;
  return demo.db;
}

// Every derived table the fold keeps, as rows to compare; {db} is the schema. The search index is compared by its
// rows' content and its dictionary (a rebuild numbers the rows afresh), global_fts by every indexed token.
const std::pair<const char*, const char*> kDerived[] = {
    {"global_count", "SELECT * FROM {db}.global_count"},
    {"global_time_count", "SELECT * FROM {db}.global_time_count"},
    {"global_value_count", "SELECT * FROM {db}.global_value_count"},
    {"global_value_mark", "SELECT * FROM {db}.global_value_mark"},
    {"global_group_summary", "SELECT * FROM {db}.global_group_summary"},
    {"global_name_word", "SELECT * FROM {db}.global_name_word"},
    {"global_subject_word", "SELECT * FROM {db}.global_subject_word"},
    {"global_subject_wording", "SELECT * FROM {db}.global_subject_wording"},
    {"avatar_name_pair", "SELECT * FROM {db}.avatar_name_pair"},
    // Places in the list counted from its first (a fold may start the list below 1).
    {"avatar_summary",
     "SELECT avatar_id, list_position - (SELECT MIN(list_position) FROM {db}.avatar_summary), pvp_kills, last_seen"
     " FROM {db}.avatar_summary"},
    {"team_summary",
     "SELECT team_id, list_position - (SELECT MIN(list_position) FROM {db}.team_summary), member_count"
     " FROM {db}.team_summary"},
    {"owner_type_summary", "SELECT * FROM {db}.owner_type_summary"},
    {"owner_month_summary", "SELECT * FROM {db}.owner_month_summary"},
    {"owner_record", "SELECT * FROM {db}.owner_record"},
    {"owner_global_marks", "SELECT owner, owner_id, type, hex(marks) FROM {db}.owner_global_marks"},
    {"avatar_name_globals", "SELECT * FROM {db}.avatar_name_globals"},
    {"avatar_name_block", "SELECT * FROM {db}.avatar_name_block"},
    {"search_entry",
     "SELECT entity_type, slug, name, description, COUNT(*) FROM {db}.search_entry GROUP BY 1, 2, 3, 4"},
    {"search_term", "SELECT * FROM {db}.search_term"},
    {"global_fts", "SELECT * FROM temp.global_tokens_{db}"},
    {"watermarks",
     "SELECT key, value FROM {db}.dataset_meta WHERE key IN ('global_counts_through_id',"
     " 'globals_time_ordered_through_id', 'avatar_name_pairs_through_id')"}};

std::string rows_of(const char* sql, const std::string& schema) {
  return std::regex_replace(sql, std::regex("\\{db\\}"), schema);
}

// The tables whose rows differ between two schemas of one connection.
std::set<std::string> differing_tables(Database& db, const std::string& a, const std::string& b) {
  for (const std::string& schema : {a, b})
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.global_tokens_" + schema + " USING fts5vocab(" + schema +
            ", global_fts, instance)");
  std::set<std::string> differing;
  for (const auto& [table, sql] : kDerived) {
    const std::string left = rows_of(sql, a), right = rows_of(sql, b);
    const std::int64_t only_left = db.scalar_int("SELECT COUNT(*) FROM (" + left + " EXCEPT " + right + ")");
    const std::int64_t only_right = db.scalar_int("SELECT COUNT(*) FROM (" + right + " EXCEPT " + left + ")");
    if (only_left + only_right > 0) {
      differing.insert(table);
      UNSCOPED_INFO(table << ": " << only_left << " rows only in " << a << ", " << only_right << " only in " << b);
    }
  }
  return differing;
}

std::set<std::string> every_derived_table() {
  std::set<std::string> all;
  for (const auto& entry : kDerived) all.insert(entry.first);
  return all;
}

// `sql` with {r} replaced by the round and {many} by a count.
std::string round_sql(const char* sql, int r, int many = 0) {
  return std::regex_replace(std::regex_replace(sql, std::regex("\\{r\\}"), std::to_string(r)), std::regex("\\{many\\}"),
                            std::to_string(many));
}

// Round {r}'s new avatars (names before, among and after the demo's in name order, one equal to a demo name but
// for letter case, one without globals; the one among them starts a block of avatars in name order, splitting
// one) and a new team with a member.
const char* const kNewOwners = R"SQL(
  INSERT INTO avatar(id, slug, name, created_at)
    SELECT (MAX(a.id) / s.avatars + 1) * s.avatars, 'mira-fold-{r}', 'Mira Fold {r}', 1795170000
    FROM avatar a, avatar_name_block_spacing s;
  INSERT INTO avatar(slug, name, created_at) VALUES ('aaa-fold-{r}', 'Aaa Fold {r}', 1795170000),
    ('zzz-fold-{r}', 'zzz fold {r}', 1795170000), ('quiet-fold-{r}', 'Quiet Fold {r}', 1795170000);
  INSERT INTO avatar(slug, name, created_at)
    SELECT 'a-' || slug, upper(name), created_at FROM avatar WHERE id = 10 + {r};
  INSERT INTO team(slug, name, description, created_at)
    VALUES ('fold-team-{r}', 'Fold Team {r}', 'made by the fold test', 1795170000);
  INSERT INTO team_member(team_id, avatar_id, role, joined_at)
    SELECT id, 658, 'Leader', 1795170000 FROM team WHERE slug = 'fold-team-{r}';
)SQL";

// `many` globals for the demo's busiest avatar (its list has marks: most newer than all, some in the middle of its
// list) and as many for team 1 (whose list reaches its first mark), all of one value (over 1000 reach a mark of it).
const char* const kManyGlobals = R"SQL(
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {many})
  INSERT INTO global(ts, type, avatar_id, value, subject, planet, location, message)
    SELECT CASE WHEN i % 10 = 0 THEN (SELECT MIN(ts) FROM global WHERE avatar_id = 658) + i * 5000
                ELSE (SELECT MAX(ts) FROM global) + i * 7 END,
           'Hunting', 658, 10 + (i % 50) * 0.25, 'Atrox Young', 'Calypso', 'Fold Ridge', 'fold hunting ' || i FROM n;
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {many})
  INSERT INTO global(ts, type, team_id, is_team, value, subject, planet, message)
    SELECT (SELECT MAX(ts) FROM global) + i * 3, 'Mining', 1, 1, 58.0, 'Lyst', 'Calypso',
           'fold team mining ' || i FROM n;
)SQL";

// HoFs and an ATH for avatar 563 (some enter its best ten), globals of the new avatars and team; Discovery, Tiered
// Item and PvP without value (one Tiered Item of a low tier for an avatar with better ones: equal values, the tier
// decides); one in a new UTC month after every global, one before every global (out of time order); values new
// and old.
const char* const kMixedGlobals = R"SQL(
  INSERT INTO global(ts, type, avatar_id, team_id, is_team, value, subject, tier, pvp_kills, planet, location,
                     is_hof, is_ath, message) VALUES
    ((SELECT MAX(ts) FROM global) + 60, 'Hunting', 563, NULL, 0, 50000 + {r}, 'Atrox Stalker', NULL, NULL, 'Calypso',
     NULL, 1, 1, 'fold hof ath'),
    ((SELECT MAX(ts) FROM global) + 61, 'Hunting', 563, NULL, 0, 3100, 'Atrox Stalker', NULL, NULL, 'Calypso', NULL,
     1, 0, 'fold hof'),
    ((SELECT MAX(ts) FROM global) + 62, 'Hunting', 563, NULL, 0, 1.5, 'Atrox Young', NULL, NULL, 'Calypso', NULL, 1, 0,
     'fold small hof'),
    ((SELECT MAX(ts) FROM global) + 70, 'Discovery', (SELECT id FROM avatar WHERE slug = 'aaa-fold-{r}'), NULL, 0,
     NULL, 'Fold Crystal', NULL, NULL, 'Arkadia', NULL, 0, 0, 'fold discovery'),
    ((SELECT MAX(ts) FROM global) + 71, 'Tiered Item', (SELECT id FROM avatar WHERE slug = 'aaa-fold-{r}'), NULL, 0,
     NULL, 'Fold Rifle', 7, NULL, 'Arkadia', NULL, 0, 0, 'fold tier'),
    ((SELECT MAX(ts) FROM global) + 72, 'Tiered Item',
     (SELECT avatar_id FROM global WHERE type = 'Tiered Item' AND tier > 1 AND avatar_id IS NOT NULL ORDER BY id
      LIMIT 1), NULL, 0, NULL, 'Fold Rifle', 1, NULL, 'Arkadia', NULL, 0, 0, 'fold low tier'),
    ((SELECT MAX(ts) FROM global) + 73, 'PvP', (SELECT id FROM avatar WHERE slug = 'zzz-fold-{r}'), NULL, 0, NULL,
     'Fold Spree', NULL, 3, 'Calypso', NULL, 0, 0, 'fold pvp'),
    ((SELECT MAX(ts) FROM global) + 74, 'Mining', (SELECT id FROM avatar WHERE slug = 'zzz-fold-{r}'),
     (SELECT id FROM team WHERE slug = 'fold-team-{r}'), 1, 123.45, 'Lyst', NULL, NULL, 'Calypso', NULL, 0, 0,
     'fold team member'),
    ((SELECT MAX(ts) FROM global) + 75, 'Mining', NULL, (SELECT id FROM team WHERE slug = 'fold-team-{r}'), 1,
     (SELECT value FROM global WHERE type = 'Mining' ORDER BY id LIMIT 1), 'Lyst', NULL, NULL, 'Calypso', NULL, 0, 0,
     'fold team alone'),
    ((SELECT MAX(ts) FROM global) + 86400 * 40, 'Construction', (SELECT id FROM avatar WHERE slug = 'mira-fold-{r}'),
     NULL, 0, 77.77, 'Fold Hammer', NULL, NULL, 'Cyrene', 'Fold Works', 0, 1, 'fold new month'),
    ((SELECT MIN(ts) FROM global) - 86400 * 40, 'Space Mining', 107, NULL, 0,
     (SELECT value FROM global WHERE type = 'Space Mining' ORDER BY id LIMIT 1), 'Fold Asteroid', NULL, NULL, 'Space',
     NULL, 0, 0, 'fold before everything');
)SQL";

// A global before the created_at of an avatar with nothing since it, which moves created_at back as the import does.
const char* const kGlobalBeforeCreatedAt = R"SQL(
  CREATE TEMP TABLE moved AS SELECT a.id, a.created_at - 864000 AS ts FROM avatar a
    WHERE NOT EXISTS (SELECT 1 FROM global g WHERE g.avatar_id = a.id AND g.ts >= a.created_at - 864000)
      AND NOT EXISTS (SELECT 1 FROM pvp_kill k WHERE (k.killer_avatar_id = a.id OR k.victim_avatar_id = a.id)
                      AND k.ts > a.created_at)
      AND NOT EXISTS (SELECT 1 FROM trade_message t WHERE t.avatar_id = a.id AND t.ts > a.created_at)
    ORDER BY a.id LIMIT 1;
  INSERT INTO global(ts, type, avatar_id, value, subject, planet, message)
    SELECT ts, 'Mining', id, 12.5, 'Lyst', 'Calypso', 'fold before created_at' FROM temp.moved;
  UPDATE avatar SET created_at = (SELECT ts FROM temp.moved) WHERE id = (SELECT id FROM temp.moved);
  DROP TABLE temp.moved;
)SQL";

std::string new_owners_sql(int r) { return round_sql(kNewOwners, r); }

// Round r's new globals (2 * many + 12), naming round r's owners.
std::string new_globals_sql(int r, int many) {
  return round_sql(kManyGlobals, r, many) + round_sql(kMixedGlobals, r) + kGlobalBeforeCreatedAt;
}

// Two copies of the demo: one to fold, one to rebuild.
class FoldPair {
 public:
  FoldPair() {
    for (const std::string& path : {folded_, rebuilt_}) std::filesystem::copy_file(demo_database(), path);
  }
  ~FoldPair() { snap::test::remove_tree(dir_); }

  void write_to_both(const std::string& sql) {
    for (const std::string& path : {folded_, rebuilt_}) {
      Database db(path, OpenMode::ReadWrite);
      Transaction tx(db);
      db.exec(sql);
      tx.commit();
    }
  }

  snap::FoldSummary fold() {
    Database db(folded_, OpenMode::ReadWrite);
    Transaction tx(db);
    const snap::FoldSummary summary = snap::fold_new_globals(db);
    tx.commit();
    return summary;
  }

  void rebuild() {
    Database db(rebuilt_, OpenMode::ReadWrite);
    Transaction tx(db);
    snap::refresh_derived(db, snap::test::kTestNowSeconds);
    tx.commit();
  }

  // The derived tables that differ between the folded copy and the rebuilt one ("rebuilt"), or the untouched
  // demo ("before").
  std::set<std::string> folded_differs_from(const std::string& other) {
    Database db(folded_, OpenMode::ReadWrite);
    db.prepare("ATTACH DATABASE ?1 AS " + other).bind(1, other == "rebuilt" ? rebuilt_ : demo_database()).run();
    return differing_tables(db, "main", other);
  }
  std::set<std::string> rebuilt_differs_from_demo() {
    Database db(rebuilt_, OpenMode::ReadWrite);
    db.prepare("ATTACH DATABASE ?1 AS before").bind(1, demo_database()).run();
    return differing_tables(db, "main", "before");
  }

  std::string folded_meta(const std::string& key) {
    Database db(folded_, OpenMode::ReadOnly);
    return snap::read_meta(db, key).value_or("");
  }
  const std::string& path(const std::string& which) const { return which == "folded" ? folded_ : rebuilt_; }
  void check_folded_fts() {
    Database db(folded_, OpenMode::ReadWrite);
    db.exec("INSERT INTO global_fts(global_fts) VALUES ('integrity-check')");
  }

 private:
  std::string dir_ = snap::test::make_temp_dir("fold");
  std::string folded_ = dir_ + "/folded.db";
  std::string rebuilt_ = dir_ + "/rebuilt.db";
};

}  // namespace

TEST_CASE("a fold leaves every derived table as a rebuild would", "[snapgen][fold]") {
  FoldPair pair;
  pair.write_to_both(new_owners_sql(1) + new_globals_sql(1, 1100));
  const std::string version = pair.folded_meta("data_version");
  const snap::FoldSummary summary = pair.fold();
  pair.rebuild();
  CHECK(summary.globals == 2 * 1100 + 12);
  CHECK(summary.avatars == 5);
  CHECK(summary.teams == 1);
  CHECK(pair.folded_meta("data_version") == version);
  CHECK(pair.folded_differs_from("rebuilt").empty());
  CHECK_NOTHROW(pair.check_folded_fts());
  // The batch reaches every table, so each comparison above can fail.
  CHECK(pair.rebuilt_differs_from_demo() == every_derived_table());
}

TEST_CASE("several folds in a row leave what one rebuild does", "[snapgen][fold]") {
  FoldPair pair;
  pair.write_to_both(new_owners_sql(1) + new_globals_sql(1, 300));
  pair.fold();
  pair.write_to_both(new_owners_sql(2) + new_globals_sql(2, 800));
  pair.fold();
  pair.write_to_both(new_owners_sql(3));  // avatars and a team without globals
  CHECK(pair.fold().globals == 0);
  pair.write_to_both(new_globals_sql(3, 1));  // globals of round 3's owners
  CHECK(pair.fold().avatars == 0);
  pair.rebuild();
  CHECK(pair.folded_differs_from("rebuilt").empty());
  CHECK(pair.folded_meta("globals_time_ordered_through_id") != pair.folded_meta("global_counts_through_id"));
}

TEST_CASE("a fold with nothing new changes nothing", "[snapgen][fold]") {
  FoldPair pair;
  const snap::FoldSummary summary = pair.fold();
  CHECK(summary.globals == 0);
  CHECK(summary.avatars == 0);
  CHECK(summary.teams == 0);
  CHECK(summary.through_id == 50000);
  CHECK(pair.folded_differs_from("before").empty());
}

TEST_CASE(
    "rule: new names early in the name order move the avatars before them down, and every page of the list reads "
    "as after a rebuild",
    "[snapgen][fold][avatars]") {
  FoldPair pair;
  // Three names before the demo's first few: moving the few rows before them is cheaper than the many after.
  pair.write_to_both(
      "INSERT INTO avatar(slug, name, created_at) VALUES ('aab-early', 'Aab Early', 1795170000),"
      " ('abe-early', 'abe early', 1795170000), ('aa-early', 'AA Early', 1795170000);");
  CHECK(pair.fold().avatars == 3);
  pair.rebuild();
  CHECK(pair.folded_differs_from("rebuilt").empty());
  {
    Database db(pair.path("folded"), OpenMode::ReadOnly);
    CHECK(db.scalar_int("SELECT MIN(list_position) FROM avatar_summary") < 1);  // the rows before moved down
  }
  const snap::test::EdgeProcess folded(pair.path("folded"), "", snap::test::kFixtureNow);
  const snap::test::EdgeProcess rebuilt(pair.path("rebuilt"), "", snap::test::kFixtureNow);
  const snap::Json first = snap::test::ok_json(rebuilt, "/avatars");
  const std::int64_t pages = first.at("totalPages").get<std::int64_t>();
  REQUIRE(pages > 2);
  for (const std::int64_t page : {std::int64_t{1}, std::int64_t{2}, pages / 2, pages, pages + 1}) {
    const std::string target = "/avatars?pageNumber=" + std::to_string(page);
    CHECK(snap::test::ok_json(folded, target) == snap::test::ok_json(rebuilt, target));
  }
}
