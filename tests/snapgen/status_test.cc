// status_test.cc: `snapgen status` over a real snapshot of the fixture database: the current version with its
// build time, age, data version, files and bytes (equal to the manifest's), an interrupted build's leftovers, and
// exit 1 when `current` is missing or points at no complete version.
#include <catch2/catch.hpp>
#include <filesystem>

#include "core/json_bytes.h"
#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::test::run_snapgen;

TEST_CASE("snapgen status names the current version with its age and sizes, leftovers, and a broken current",
          "[snapgen][status]") {
  const std::string dir = snap::test::make_temp_dir("status");
  snap::test::write_fixture_database(dir + "/f.db", snap::test::kFixtureNow);
  const std::string out = dir + "/snaps";
  REQUIRE(run_snapgen({"build", "--db", dir + "/f.db", "--out", out, "--now", snap::test::kFixtureNow}).exit_code == 0);
  const std::string version = fs::read_symlink(fs::path(out) / "current").string();
  const auto manifest = snap::parse_manifest(snap::read_file_bytes(fs::path(out) / version / "manifest.json").value());
  REQUIRE(manifest);
  std::int64_t bytes = 0;
  for (const snap::ManifestEntry& entry : manifest->files) bytes += entry.size;

  const auto text = run_snapgen({"status", out, "--now", "2026-11-20T13:05:00Z"});
  INFO(text.output);
  CHECK(text.exit_code == 0);
  CHECK(text.output.find("current: " + version + "\n") != std::string::npos);
  CHECK(text.output.find("  * " + version + "  built " + manifest->built_at + " (1h 5m ago)  data " +
                         manifest->data_version + "  " + std::to_string(manifest->files.size()) + " files") !=
        std::string::npos);

  fs::create_directory(fs::path(out) / ".building-4242");
  const auto json = run_snapgen({"status", out, "--now", "2026-11-20T13:05:00Z", "--format", "json"});
  INFO(json.output);
  CHECK(json.exit_code == 0);
  const snap::Json status = snap::Json::parse(json.output);
  CHECK(status.at("current") == version);
  CHECK(status.at("currentComplete") == true);
  CHECK(status.at("leftovers") == snap::Json::array({".building-4242"}));
  REQUIRE(status.at("versions").size() == 1);
  const snap::Json& listed = status.at("versions").at(0);
  CHECK(listed.at("ageSeconds") == 3900);
  CHECK(listed.at("files") == manifest->files.size());
  CHECK(listed.at("bytes") == bytes);
  CHECK(listed.at("dataVersion") == manifest->data_version);

  fs::remove(fs::path(out) / "current");
  fs::create_directory_symlink("20000101T000000Z-gone", fs::path(out) / "current");
  const auto broken = run_snapgen({"status", out});
  INFO(broken.output);
  CHECK(broken.exit_code == 1);
  CHECK(broken.output.find("current: 20000101T000000Z-gone (BROKEN") != std::string::npos);

  fs::remove(fs::path(out) / "current");
  const auto none = run_snapgen({"status", out});
  CHECK(none.exit_code == 1);
  CHECK(none.output.find("current: none") != std::string::npos);
  CHECK(run_snapgen({"status", dir + "/nowhere"}).exit_code != 0);
  snap::test::remove_tree(dir);
}
