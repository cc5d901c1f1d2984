// test_worlds.h: the shared fixtures of the integration tests, built once per test binary and torn down at
// exit: a database (the hand-made fixture or the small demo), a snapshot built from it with the same clock,
// and two real snapedge processes on loopback ports: one serving the snapshot, one rendering everything live.
#pragma once

#include <memory>
#include <string>

#include "tests/support/processes.h"

namespace snap::test {

constexpr const char* kFixtureNow = "2026-11-20T12:00:00Z";

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

// Creates a migrated database at `path` holding wiki_fixture.sql, with derived tables built.
void write_fixture_database(const std::string& path, const std::string& now);

}  // namespace snap::test
