// test_worlds.h: the shared fixtures of the integration tests: a database (the hand-made fixture or the small
// demo) and a snapshot built from it with the same clock, made once per build of the programs and kept on disk
// (world_cache.h), and two real snapedge processes on loopback ports per test process, stopped at its exit:
// one serving the snapshot, one rendering everything live. The files are shared: tests only read them.
#pragma once

#include <memory>
#include <string>

#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

namespace snap::test {

struct TestWorld {
  std::string dir;  // kept between runs (world_cache.h): never written to
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
