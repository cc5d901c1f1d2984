// test_worlds.cc: building the shared test worlds with the real snapgen and snapedge.
#include "tests/support/test_worlds.h"

#include <optional>
#include <stdexcept>
#include <vector>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "snapgen/derived/refresh_derived.h"
#include "core/text/file_bytes.h"

namespace snap::test {
namespace {

void require_ok(const CommandResult& result, const std::string& what) {
  if (result.exit_code != 0) throw std::runtime_error(what + " failed: " + result.output);
}

// The shared edges serve every test of a binary: a budget no test reaches, so tool tests are never throttled
// (rate_limit_http_test.cc starts edges of its own with the default budget).
const std::vector<std::string> kUnthrottledTools = {"--tool-calls-per-minute", "1000000"};

// Builds the snapshot and starts both edges over an already written database.
std::unique_ptr<TestWorld> finish_world(std::unique_ptr<TestWorld> world) {
  world->snapshots = world->dir + "/snapshots";
  require_ok(run_snapgen({"build", "--db", world->db, "--out", world->snapshots, "--now", world->now}), "snapgen build");
  world->edge = std::make_unique<EdgeProcess>(world->db, world->snapshots, world->now, kUnthrottledTools);
  world->live = std::make_unique<EdgeProcess>(world->db, "", world->now, kUnthrottledTools);
  return world;
}

}  // namespace

TestWorld::~TestWorld() {
  edge.reset();
  live.reset();
  remove_tree(dir);
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

void write_fixture_database(const std::string& path, const std::string& now) { write_sql_database(path, FIXTURE_SQL, now); }

const TestWorld& fixture_world() {
  static const std::unique_ptr<TestWorld> world = [] {
    auto w = std::make_unique<TestWorld>();
    w->dir = make_temp_dir("fixture-world");
    w->db = w->dir + "/fixture.db";
    w->now = kFixtureNow;
    write_fixture_database(w->db, w->now);
    return finish_world(std::move(w));
  }();
  return *world;
}

const TestWorld& avatar_world() {
  static const std::unique_ptr<TestWorld> world = [] {
    auto w = std::make_unique<TestWorld>();
    w->dir = make_temp_dir("avatar-world");
    w->db = w->dir + "/avatars.db";
    w->now = kFixtureNow;
    write_sql_database(w->db, AVATAR_FIXTURE_SQL, w->now);
    return finish_world(std::move(w));
  }();
  return *world;
}

const TestWorld& demo_world() {
  static const std::unique_ptr<TestWorld> world = [] {
    auto w = std::make_unique<TestWorld>();
    w->dir = make_temp_dir("demo-world");
    w->db = w->dir + "/demo.db";
    w->now = kFixtureNow;
    require_ok(run_snapgen({"demo", "--db", w->db, "--scale", "small", "--seed", "7", "--now", w->now}), "snapgen demo");
    return finish_world(std::move(w));
  }();
  return *world;
}

}  // namespace snap::test
