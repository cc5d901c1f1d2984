// activity_world.cc: writing hand-made activity rows with the core's database wrapper, then the real programs.
#include "tests/support/activity_world.h"

#include <filesystem>
#include <stdexcept>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "snapgen/derived/refresh_derived.h"
#include "tests/support/test_worlds.h"
#include "core/text/slug.h"

namespace snap::test {
namespace {

std::int64_t avatar_id(Database& db, const std::string& name) {
  Statement& find = db.prepare("SELECT id FROM avatar WHERE name = ?1");
  find.bind(1, name);
  if (find.step()) {
    const std::int64_t id = find.int64(0);
    find.reset();
    return id;
  }
  find.reset();
  Statement& insert = db.prepare("INSERT INTO avatar (slug, name, created_at) VALUES (?1, ?2, 1700000000)");
  insert.bind(1, slugify(name)).bind(2, name);
  insert.run();
  return db.last_insert_id();
}

void insert_rows(Database& db, const std::vector<GlobalRow>& globals, const std::vector<KillRow>& kills) {
  db.exec("INSERT OR IGNORE INTO team (id, slug, name, created_at) VALUES (1, 'test-team', 'Test Team', 1700000000)");
  for (const GlobalRow& g : globals) {
    const std::int64_t avatar = avatar_id(db, g.avatar);
    Statement& insert = db.prepare(
        "INSERT INTO global (ts, type, avatar_id, team_id, is_team, value, subject, pvp_kills, message)"
        " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    insert.bind(1, g.ts).bind(2, g.type).bind(3, avatar);
    insert.bind(4, g.team ? std::optional<std::int64_t>(1) : std::nullopt).bind(5, std::int64_t{g.team});
    insert.bind(6, g.value).bind(7, g.subject).bind(8, g.pvp_kills);
    insert.bind(9, g.avatar + " " + g.type + " " + g.subject);
    insert.run();
  }
  for (const KillRow& k : kills) {
    Statement& insert = db.prepare("INSERT INTO pvp_kill (ts, killer_avatar_id, victim_avatar_id) VALUES (?1, ?2, ?3)");
    insert.bind(1, k.ts).bind(2, avatar_id(db, k.killer)).bind(3, avatar_id(db, k.victim));
    insert.run();
  }
}

}  // namespace

ActivityWorld::ActivityWorld(const std::vector<GlobalRow>& globals, const std::vector<KillRow>& kills) {
  dir_ = make_temp_dir("activity-world");
  db_ = dir_ + "/activity.db";
  snapshots_ = dir_ + "/snapshots";
  {
    Database db(db_, OpenMode::Create);
    migrate(db);
  }
  add(globals, kills);
  build();
  edge_ = std::make_unique<EdgeProcess>(db_, snapshots_, kFixtureNow);
  live_ = std::make_unique<EdgeProcess>(db_, "", kFixtureNow);
}

ActivityWorld::~ActivityWorld() {
  edge_.reset();
  live_.reset();
  remove_tree(dir_);
}

void ActivityWorld::add(const std::vector<GlobalRow>& globals, const std::vector<KillRow>& kills) {
  Database db(db_, OpenMode::ReadWrite);
  Transaction tx(db);
  insert_rows(db, globals, kills);
  refresh_derived(db, kTestNowSeconds);
  tx.commit();
}

std::string ActivityWorld::build(const std::string& now) {
  const CommandResult result = run_snapgen({"build", "--db", db_, "--out", snapshots_, "--now", now});
  if (result.exit_code != 0) throw std::runtime_error("snapgen build failed: " + result.output);
  if (edge_) {  // the snapshot edge switches once it has read the new manifest
    const std::string version = std::filesystem::read_symlink(std::filesystem::path(snapshots_) / "current").string();
    if (edge_->get_once_switched("/", version).header("x-snapshot-version") != version)
      throw std::runtime_error("the edge did not switch to snapshot " + version);
  }
  return result.output;
}

}  // namespace snap::test
