// verify_test.cc: `snapgen verify` over a real snapshot of the fixture database: a clean snapshot passes, and a
// missing, a corrupted and an extra file (a .json or its .gz) are each listed with a non-zero exit.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::test::run_snapgen;

TEST_CASE("snapgen verify lists missing, corrupt and extra files", "[snapgen][verify]") {
  const std::string dir = snap::test::make_temp_dir("verify");
  snap::test::write_fixture_database(dir + "/f.db", snap::test::kFixtureNow);
  REQUIRE(run_snapgen({"build", "--db", dir + "/f.db", "--out", dir + "/snaps", "--now", snap::test::kFixtureNow}).exit_code == 0);

  const auto clean = run_snapgen({"verify", dir + "/snaps"});
  INFO(clean.output);
  CHECK(clean.exit_code == 0);
  CHECK(clean.output.find("0 missing, 0 corrupt, 0 extra") != std::string::npos);

  const fs::path version = fs::path(dir) / "snaps" / fs::read_symlink(fs::path(dir) / "snaps" / "current");
  fs::remove(version / "weapons" / "sollomate-opalo" / "index.json");
  std::ofstream(version / "weapons" / "index.json", std::ios::app) << " ";
  std::ofstream(version / "weapons" / "stray.json") << "{}";
  fs::remove(version / "creatures" / "index.json.gz");
  std::ofstream(version / "materials" / "index.json.gz", std::ios::app) << "x";
  const auto broken = run_snapgen({"verify", version.string()});
  INFO(broken.output);
  CHECK(broken.exit_code == 1);
  CHECK(broken.output.find("missing weapons/sollomate-opalo/index.json") != std::string::npos);
  CHECK(broken.output.find("corrupt weapons/index.json") != std::string::npos);
  CHECK(broken.output.find("extra weapons/stray.json") != std::string::npos);
  CHECK(broken.output.find("missing creatures/index.json.gz") != std::string::npos);
  CHECK(broken.output.find("corrupt materials/index.json.gz") != std::string::npos);

  CHECK(run_snapgen({"verify", dir}).exit_code != 0);  // no snapshot there at all
  snap::test::remove_tree(dir);
}
