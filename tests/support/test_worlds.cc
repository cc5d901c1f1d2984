// test_worlds.cc: building the shared test worlds with the real snapgen and snapedge.
#include "tests/support/test_worlds.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "core/bytes/file_bytes.h"
#include "snapgen/derived/refresh_derived.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/world_cache.h"

namespace snap::test {
namespace {

void require_ok(const CommandResult& result, const std::string& what) {
  if (result.exit_code != 0) throw std::runtime_error(what + " failed: " + result.output);
}

// The shared edges serve every test of a binary: a budget no test reaches, so tool tests are never throttled
// (rate_limit_http_test.cc starts edges of its own with the default budget).
const std::vector<std::string> kUnthrottledTools = {"--tool-calls-per-minute", "1000000"};

// A world kept on disk (world_cache.h): `write_database` writes <dir>/<db_name> once, then its snapshot is
// built; every process then starts both edges over them.
std::unique_ptr<TestWorld> cached_world(const std::string& name, const std::string& db_name,
                                        const std::vector<std::string>& inputs,
                                        const std::function<void(const std::string& db)>& write_database) {
  auto world = std::make_unique<TestWorld>();
  world->now = kFixtureNow;
  world->dir = cached_world_dir(name, inputs, [&](const std::string& dir) {
    write_database(dir + "/" + db_name);
    require_ok(run_snapgen({"build", "--db", dir + "/" + db_name, "--out", dir + "/snapshots", "--now", kFixtureNow}),
               "snapgen build");
  });
  world->db = world->dir + "/" + db_name;
  world->snapshots = world->dir + "/snapshots";
  world->edge = std::make_unique<EdgeProcess>(world->db, world->snapshots, world->now, kUnthrottledTools);
  world->live = std::make_unique<EdgeProcess>(world->db, "", world->now, kUnthrottledTools);
  return world;
}

}  // namespace

TestWorld::~TestWorld() {
  edge.reset();
  live.reset();
}

void write_sql_database(const std::string& path, const std::string& sql_file, const std::string& now) {
  const std::optional<std::string> sql = read_file_bytes(sql_file);
  if (!sql) throw std::runtime_error("cannot read the test fixture " + sql_file);
  Database db(path, OpenMode::Create);
  migrate(db);
  Transaction tx(db);
  db.exec(*sql);
  refresh_derived(db, *parse_iso8601_utc(now));
  tx.commit();
}

void write_fixture_database(const std::string& path, const std::string& now) {
  write_sql_database(path, checkout_path("tests/support/wiki_fixture.sql"), now);
}

const TestWorld& fixture_world() {
  static const std::unique_ptr<TestWorld> world =
      cached_world("fixture", "fixture.db", {checkout_path("tests/support/wiki_fixture.sql")},
                   [](const std::string& db) { write_fixture_database(db, kFixtureNow); });
  return *world;
}

const TestWorld& avatar_world() {
  static const std::string sql = checkout_path("tests/support/avatar_fixture.sql");
  static const std::unique_ptr<TestWorld> world = cached_world(
      "avatars", "avatars.db", {sql}, [](const std::string& db) { write_sql_database(db, sql, kFixtureNow); });
  return *world;
}

const TestWorld& demo_world() {
  static const std::unique_ptr<TestWorld> world = cached_world("demo", "demo.db", {}, [](const std::string& db) {
    require_ok(run_snapgen({"demo", "--db", db, "--scale", "small", "--seed", "7", "--now", kFixtureNow}),
               "snapgen demo");
    // The feed of its last week's globals, as scripts/demo writes it (core/feed/README.md).
    const std::string snapshots = std::filesystem::path(db).parent_path() / "snapshots";
    require_ok(run_snapgen({"feed", "--db", db, "--out", snapshots, "--now", kFixtureNow}), "snapgen feed");
  });
  return *world;
}

}  // namespace snap::test
