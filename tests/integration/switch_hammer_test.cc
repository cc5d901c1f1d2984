// switch_hammer_test.cc: snapedge under concurrent load while `snapgen build` switches `current` several
// times (each build after new globals arrive): no request fails, and every body is whole and exactly the file
// of the version its X-Snapshot-Version header names (no torn or mixed answers), in both encodings; and no request
// waits while the edge reads a new version's manifest.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "core/db/database.h"
#include "core/snapshot_manifest.h"
#include "tests/support/test_worlds.h"
#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"
#include "core/bytes/sha256.h"

namespace fs = std::filesystem;
using snap::test::run_snapgen;

namespace {

struct Observed {
  std::string target, version, body;
};

// route -> sha256 for one version, from its manifest.
std::map<std::string, std::string> digests_of(const fs::path& version_folder) {
  const auto manifest = snap::parse_manifest(snap::read_file_bytes(version_folder / "manifest.json").value_or(""));
  REQUIRE(manifest);
  std::map<std::string, std::string> digests;
  for (const auto& e : manifest->files) digests[e.route] = e.sha256;
  return digests;
}

// A new Atrox global, as an ingest would add it between builds: creature stats and activity files change.
void add_global(const std::string& db_path, int n) {
  snap::Database db(db_path, snap::OpenMode::ReadWrite);
  db.exec("INSERT INTO global (ts, type, avatar_id, value, subject, creature_id, planet, is_hof, is_ath, message) "
          "VALUES (1795175500 + " + std::to_string(n) + ", 'Hunting', 1, " + std::to_string(60 + n) +
          ", 'Atrox Young', 1, 'Calypso', 0, 0, 'Mira Quickshot Holm killed a creature (Atrox Young) with a value of " +
          std::to_string(60 + n) + " PED!')");
}

}  // namespace

TEST_CASE("concurrent requests while current switches: none fails, none is torn", "[snapshot][switch]") {
  const std::string dir = snap::test::make_temp_dir("hammer");
  const std::string db = dir + "/f.db", out = dir + "/snaps";
  snap::test::write_fixture_database(db, snap::test::kFixtureNow);
  const std::vector<std::string> build = {"build", "--db", db, "--out", out, "--now", snap::test::kFixtureNow,
                                          "--keep", "20"};
  REQUIRE(run_snapgen(build).exit_code == 0);
  std::map<std::string, std::map<std::string, std::string>> versions;  // version -> route -> sha256
  const auto remember_current = [&] {
    const fs::path current = fs::read_symlink(fs::path(out) / "current");
    versions[current.string()] = digests_of(fs::path(out) / current);
  };
  remember_current();
  std::vector<std::string> targets;
  for (const auto& [route, digest] : versions.begin()->second) targets.push_back(route);

  snap::test::EdgeProcess edge(db, out, snap::test::kFixtureNow, {"--no-access-log"});
  std::atomic<bool> building{true};
  std::atomic<int> failures{0};
  std::mutex seen_mutex;
  std::vector<Observed> seen;
  std::vector<std::thread> clients;
  for (int c = 0; c < 8; ++c)
    clients.emplace_back([&, c] {
      const bool gzip = c % 2 == 1;
      for (size_t i = c; building || i < targets.size() * 2; ++i) {
        const std::string& target = targets[i % targets.size()];
        try {
          const auto res = edge.request("GET", target, gzip ? "Accept-Encoding: gzip\r\n" : "");
          std::string body = res.body;
          if (gzip) body = snap::gzip_decompress(res.body).value_or("not gzip");
          if (res.status != 200) ++failures;
          std::lock_guard<std::mutex> lock(seen_mutex);
          seen.push_back({target, res.header("x-snapshot-version"), std::move(body)});
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  for (int round = 1; round <= 4; ++round) {
    add_global(db, round);
    REQUIRE(run_snapgen(build).exit_code == 0);
    remember_current();
  }
  building = false;
  for (auto& t : clients) t.join();

  CHECK(failures == 0);
  CHECK(versions.size() == 5);
  std::set<std::string> versions_served;
  size_t torn = 0;
  for (const Observed& o : seen) {
    const auto version = versions.find(o.version);
    if (version == versions.end() || version->second.at(o.target) != snap::sha256_hex(o.body)) {
      ++torn;
      UNSCOPED_INFO(o.target << " answered as version '" << o.version << "' with other bytes");
    }
    versions_served.insert(o.version);
  }
  INFO(seen.size() << " answers");
  CHECK(torn == 0);
  CHECK(versions_served.size() >= 3);  // the load really spanned switches
  CHECK(seen.size() > targets.size() * 8);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a request that finds current switched is answered at once from the version the edge has, and the "
          "edge switches once the new manifest is read",
          "[snapshot][switch]") {
  const std::string dir = snap::test::make_temp_dir("switch-no-wait");
  const std::string db = dir + "/f.db", out = dir + "/snaps";
  snap::test::write_fixture_database(db, snap::test::kFixtureNow);
  REQUIRE(run_snapgen({"build", "--db", db, "--out", out, "--now", snap::test::kFixtureNow}).exit_code == 0);
  const std::string first = fs::read_symlink(fs::path(out) / "current").string();
  snap::test::EdgeProcess edge(db, out, snap::test::kFixtureNow, {"--no-access-log"});
  REQUIRE(edge.get("/weapons").header("x-snapshot-version") == first);

  // The next version's manifest is a pipe: reading it takes until this test writes it, as long as a large
  // manifest's read takes under load.
  const std::string later = snap::test::fixture_time(86400);
  REQUIRE(run_snapgen({"build", "--db", db, "--out", out, "--now", later}).exit_code == 0);
  const std::string second = fs::read_symlink(fs::path(out) / "current").string();
  REQUIRE(second != first);
  const fs::path manifest = fs::path(out) / second / "manifest.json";
  const std::string manifest_bytes = snap::read_file_bytes(manifest).value_or("");
  fs::remove(manifest);
  REQUIRE(::mkfifo(manifest.c_str(), 0644) == 0);

  auto answer = std::async(std::launch::async, [&] { return edge.get("/weapons"); });
  const bool answered_at_once = answer.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
  std::ofstream(manifest, std::ios::binary) << manifest_bytes;  // lets the edge's read finish either way
  CHECK(answered_at_once);
  CHECK(answer.get().header("x-snapshot-version") == first);
  CHECK(edge.get_once_switched("/weapons", second).header("x-snapshot-version") == second);
  snap::test::remove_tree(dir);
}
