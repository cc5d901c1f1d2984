// test_worlds.h: the shared fixtures of the integration tests, built once per test binary and torn down at
// exit: a database (the hand-made fixture or the small demo), a snapshot built from it with the same clock,
// and two real snapedge processes on loopback ports: one serving the snapshot, one rendering everything live.
#pragma once

#include <memory>
#include <string>

#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

namespace snap::test {

struct TestWorld {
  std::string dir;
  std::string db;
  std::string snapshots;  // the --out folder of snapgen build
  std::string now;
  std::unique_ptr<EdgeProcess> edge;  // serves the snapshot, renders the rest live
  std::unique_ptr<EdgeProcess> live;  // no snapshot: renders everything live
  ~TestWorld();
};

// tests/support/wiki_fixture.sql loaded into a fresh database.
const TestWorld& fixture_world();

// tests/support/avatar_fixture.sql (avatars, teams, their globals and standings) in a fresh database.
const TestWorld& avatar_world();

// `snapgen demo --scale small --seed 7` at kFixtureNow.
const TestWorld& demo_world();

// Creates a migrated database at `path` holding the SQL of `sql_file`, with derived tables built at `now`.
// Throws, naming the file, when it cannot be read.
void write_sql_database(const std::string& path, const std::string& sql_file, const std::string& now);

// write_sql_database() of wiki_fixture.sql.
void write_fixture_database(const std::string& path, const std::string& now);

}  // namespace snap::test
