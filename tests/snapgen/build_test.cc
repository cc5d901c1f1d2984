// build_test.cc: `snapgen build` over the fixture database: the version layout, an unchanged rebuild that
// writes no file bodies (hard links instead) and says so, changes.json after a data change, and --keep.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "snapgen/derived/refresh_derived.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using snap::Json;
using snap::read_file_bytes;
using snap::test::run_snapgen;

namespace {

struct BuildFixture {
  std::string dir = snap::test::make_temp_dir("build");
  std::string db = dir + "/f.db";
  std::string out = dir + "/snaps";
  BuildFixture() { snap::test::write_fixture_database(db, snap::test::kFixtureNow); }
  ~BuildFixture() { snap::test::remove_tree(dir); }

  snap::test::CommandResult build(const std::string& now, const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args = {"build", "--db", db, "--out", out, "--now", now};
    args.insert(args.end(), extra.begin(), extra.end());
    auto result = run_snapgen(args);
    INFO(result.output);
    REQUIRE(result.exit_code == 0);
    return result;
  }
  fs::path current() const { return fs::path(out) / fs::read_symlink(fs::path(out) / "current"); }
  size_t versions() const {
    size_t n = 0;
    for (const auto& e : fs::directory_iterator(out)) n += e.is_directory() && !e.is_symlink();
    return n;
  }
};

}  // namespace

TEST_CASE("a build writes a version folder, its manifest and the current link", "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const fs::path version = f.current();
  CHECK(version.filename().string().rfind("20261120T120000Z-", 0) == 0);
  CHECK(fs::exists(version / "weapons" / "index.json"));
  CHECK(fs::exists(version / "weapons" / "sollomate-opalo" / "index.json"));
  const Json changes = Json::parse(read_file_bytes(version / "changes.json").value_or(""));
  CHECK(changes.at("previousVersion").is_null());
  CHECK(changes.at("added").size() == Json::parse(read_file_bytes(version / "manifest.json").value_or("")).at("files").size());
  CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
}

TEST_CASE("a rebuild without data changes writes no file bodies and keeps the version", "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const fs::path first = f.current();
  const auto again = f.build(snap::test::fixture_time(5 * 60));
  CHECK(again.output.find("0 added, 0 changed, 0 removed; 0 files (0 bytes) written") != std::string::npos);
  CHECK(again.output.find("no data changed") != std::string::npos);
  CHECK(f.current() == first);
  CHECK(f.versions() == 1);
  CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
}

TEST_CASE("a small data change links every other file and keeps files that did not read the clock",
          "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const fs::path first = f.current();
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec("INSERT INTO weapon (slug, name, type) VALUES ('new-blaster', 'New Blaster', 'Pistol')");
  }
  const auto again = f.build(snap::test::fixture_time(5 * 60));
  CHECK(again.output.find("1 added") != std::string::npos);
  const fs::path second = f.current();
  REQUIRE(second != first);
  struct stat a {}, b {};
  ::stat((first / "weapons" / "sollomate-opalo" / "index.json").c_str(), &a);
  ::stat((second / "weapons" / "sollomate-opalo" / "index.json").c_str(), &b);
  CHECK(a.st_ino == b.st_ino);  // the same file body, hard-linked
  const auto manifest = snap::parse_manifest(read_file_bytes(second / "manifest.json").value_or(""));
  REQUIRE(manifest);
  for (const auto& e : manifest->files) {
    INFO(e.route);
    if (e.pattern == "/weapons/{slug}" || e.pattern == "/tools") CHECK_FALSE(e.read_clock);
    if (e.pattern == "/stats/last24h" || e.pattern == "/stats/game-health") CHECK(e.read_clock);
  }
  CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
}

TEST_CASE("changes.json lists what a data change added, changed and removed", "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    snap::Transaction tx(db);
    db.exec("INSERT INTO weapon (slug, name, type) VALUES ('new-blaster', 'New Blaster', 'Pistol');"
            "DELETE FROM codex WHERE slug = 'atrox-codex';");
    snap::refresh_derived(db, snap::test::kTestNowSeconds + 100);
    tx.commit();
  }
  f.build(snap::test::fixture_time(10 * 60));
  const Json changes = Json::parse(read_file_bytes(f.current() / "changes.json").value_or(""));
  CHECK(changes.at("added") == Json::parse(R"(["weapons/new-blaster/index.json"])"));
  const Json& changed = changes.at("changed");
  CHECK(std::find(changed.begin(), changed.end(), "weapons/index.json") != changed.end());
  CHECK(std::find(changed.begin(), changed.end(), "weapons/types/index.json") == changed.end());
  CHECK(changes.at("removed") == Json::parse(R"(["codexes/atrox-codex/index.json"])"));
}

// An unreadable previous manifest is reported, and the build writes every file again (snapshot_writer.h says why
// it does not fail): the broken version is replaced by a whole one.
TEST_CASE("a previous manifest that is corrupt or missing is reported and every file written afresh",
          "[snapgen][build][errors]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const std::vector<std::pair<std::string, std::string>> faults = {{"corrupt", " is not a valid manifest"},
                                                                   {"missing", " cannot be read"}};
  int minutes = 0;
  for (const auto& [fault, report] : faults) {
    INFO(fault);
    const fs::path broken = f.current();
    const fs::path manifest = broken / "manifest.json";
    fs::remove(manifest);
    if (fault == "corrupt") std::ofstream(manifest) << "{\"files\": [tru";
    const auto result = f.build(snap::test::fixture_time(++minutes * 60));  // no data change
    CHECK(result.output.find("snapgen: previous manifest " + manifest.string() + report +
                             "; writing every file afresh\n") != std::string::npos);
    REQUIRE(f.current() != broken);
    const Json changes = Json::parse(read_file_bytes(f.current() / "changes.json").value());
    const Json written = Json::parse(read_file_bytes(f.current() / "manifest.json").value());
    CHECK(changes.at("added").size() == written.at("files").size());
    CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
  }
}

TEST_CASE("a second build of the same folder fails at once while one runs", "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const int fd = ::open((f.out + "/.lock").c_str(), O_RDWR);
  REQUIRE(::flock(fd, LOCK_EX | LOCK_NB) == 0);  // as a running build holds it
  const auto second = run_snapgen({"build", "--db", f.db, "--out", f.out, "--now", snap::test::fixture_time(60)});
  ::close(fd);
  CHECK(second.exit_code != 0);
  CHECK(second.output.find("another snapgen build is writing") != std::string::npos);
  CHECK(f.versions() == 1);
  CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
}

TEST_CASE("an entry whose slug is a literal route segment fails the build, not the snapshot", "[snapgen][build]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec("INSERT INTO weapon (slug, name) VALUES ('types', 'Types')");
  }
  const auto result = run_snapgen({"build", "--db", f.db, "--out", f.out, "--now", snap::test::fixture_time(60)});
  CHECK(result.exit_code != 0);
  CHECK(result.output.find("two routes write weapons/types/index.json") != std::string::npos);
  CHECK(f.versions() == 1);
}

TEST_CASE("build --keep prunes old versions, never the current one", "[snapgen][build]") {
  BuildFixture f;
  const auto new_weapon = [&](const std::string& slug) {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec("INSERT INTO weapon (slug, name) VALUES ('" + slug + "', '" + slug + "')");
  };
  f.build(snap::test::kFixtureNow, {"--keep", "2"});
  new_weapon("first-new");
  f.build(snap::test::fixture_time(60), {"--keep", "2"});
  new_weapon("second-new");
  f.build(snap::test::fixture_time(2 * 60), {"--keep", "2"});
  CHECK(f.versions() == 2);
  CHECK(f.current().filename().string().rfind("20261120T120200Z-", 0) == 0);
  CHECK(run_snapgen({"verify", f.out}).exit_code == 0);
}

// With --keep 2, the third build retires the first version: it takes that folder, replaces what differs and
// removes what is gone, instead of linking every file into an empty folder and deleting the old one.
TEST_CASE("rule: a build that retires a version reuses its folder and writes only what differs",
          "[snapgen][build]") {
  BuildFixture f;
  const auto change = [&](const std::string& sql) {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec(sql);
  };
  const std::string kept = "weapons/sollomate-opalo/index.json", list = "weapons/index.json";
  const std::string gone = "codexes/atrox-codex/index.json";
  f.build(snap::test::kFixtureNow, {"--keep", "2"});
  const fs::path first = f.current();
  REQUIRE(fs::exists(first / gone));
  const auto inode = [](const fs::path& p) {
    struct stat s {};
    return ::stat(p.c_str(), &s) == 0 ? s.st_ino : 0;
  };
  const ino_t kept_inode = inode(first / kept), first_list = inode(first / list);
  change("INSERT INTO weapon (slug, name, type) VALUES ('first-new', 'First New', 'Pistol')");
  const auto second_build = f.build(snap::test::fixture_time(60), {"--keep", "2"});
  CHECK(second_build.output.find("retired version") == std::string::npos);  // two versions fit: none retired
  const fs::path second = f.current();
  change("DELETE FROM codex WHERE slug = 'atrox-codex'");
  const auto third_build = f.build(snap::test::fixture_time(2 * 60), {"--keep", "2"});
  CHECK(third_build.output.find("already in the retired version " + first.filename().string() +
                                ", whose folder this one reuses") != std::string::npos);
  const fs::path third = f.current();
  CHECK(f.versions() == 2);
  CHECK_FALSE(fs::exists(first));                          // renamed into the new version, not left or copied
  CHECK(inode(third / kept) == kept_inode);                 // unchanged since the first: left where it was
  CHECK(inode(third / list) == inode(second / list));       // changed by the second: linked from it
  CHECK(inode(third / list) != first_list);
  CHECK_FALSE(fs::exists(third / gone));                    // gone since: removed with its .gz and its folder
  CHECK_FALSE(fs::exists(third / (gone + ".gz")));
  CHECK_FALSE(fs::exists((third / gone).parent_path()));
  const Json changes = Json::parse(read_file_bytes(third / "changes.json").value_or(""));
  CHECK(changes.at("previousVersion") == second.filename().string());
  CHECK(changes.at("removed") == Json::parse(R"(["codexes/atrox-codex/index.json"])"));
  const auto verified = run_snapgen({"verify", f.out});  // every file listed, with its digest, and nothing else
  INFO(verified.output);
  CHECK(verified.exit_code == 0);
}

// The export files of one day's globals in the current version, from its manifest.
std::string manifest_stamp(const fs::path& version, const std::string& file) {
  const auto manifest = snap::parse_manifest(read_file_bytes(version / "manifest.json").value_or(""));
  for (const auto& e : manifest->files)
    if (e.file == file) return e.file_stamp;
  return "";
}

TEST_CASE("rule: after an upgrade of snapgen no file is kept by its stamp: the new program renders it again",
          "[snapgen][build][exports]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const std::string old_day = "exports/globals/2023-11-14/index.ndjson";
  const fs::path first = f.current();
  // Another program: this one with another linker build ID, as a rebuilt snapgen has (its ELF note: name size 4,
  // ID size 20, type NT_GNU_BUILD_ID, "GNU", then the ID, of which one byte changes).
  const std::string upgraded = f.dir + "/snapgen-upgraded";
  std::string program = read_file_bytes(snap::test::snapgen_bin()).value_or("");
  const std::string note_head("\x04\0\0\0\x14\0\0\0\x03\0\0\0GNU\0", 16);
  const size_t note = program.find(note_head);
  REQUIRE(note != std::string::npos);
  program[note + note_head.size()] ^= 0x5a;
  std::ofstream(upgraded, std::ios::binary) << program;
  fs::permissions(upgraded, fs::perms::owner_exec, fs::perm_options::add);
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec("INSERT INTO weapon (slug, name, type) VALUES ('new-blaster', 'New Blaster', 'Pistol')");
  }
  const auto again = snap::test::run_program(
      upgraded, {"build", "--db", f.db, "--out", f.out, "--now", snap::test::fixture_time(60)});
  INFO(again.output);
  REQUIRE(again.exit_code == 0);
  REQUIRE(f.current() != first);
  // The day's globals did not change, but its file was rendered by the new program (same bytes: linked, new stamp).
  CHECK_FALSE(manifest_stamp(f.current(), old_day).empty());
  CHECK(manifest_stamp(f.current(), old_day) != manifest_stamp(first, old_day));
}

TEST_CASE("rule: a rebuild writes again only the export days whose globals changed", "[snapgen][build][exports]") {
  BuildFixture f;
  f.build(snap::test::kFixtureNow);
  const std::string today = "exports/globals/2026-11-20/index.ndjson", old_day = "exports/globals/2023-11-14/index.ndjson";
  const fs::path first = f.current();
  REQUIRE(fs::exists(first / old_day));
  CHECK_FALSE(manifest_stamp(first, old_day).empty());
  {
    snap::Database db(f.db, snap::OpenMode::ReadWrite);
    db.exec("INSERT INTO global (ts, type, avatar_id, value, subject, creature_id, planet, is_hof, is_ath, message)"
            " VALUES (1795175500, 'Hunting', 1, 60, 'Atrox Young', 1, 'Calypso', 0, 0, 'a new global')");
    db.exec("UPDATE dataset_meta SET value = value || '+' WHERE key = 'data_version'");
  }
  f.build(snap::test::fixture_time(60));
  const fs::path second = f.current();
  const Json changes = Json::parse(read_file_bytes(second / "changes.json").value_or(""));
  const Json& changed = changes.at("changed");
  CHECK(std::find(changed.begin(), changed.end(), today) != changed.end());
  CHECK(std::find(changed.begin(), changed.end(), old_day) == changed.end());
  // The old day was kept by its stamp: the same file (a hard link), not written again.
  CHECK(fs::equivalent(first / old_day, second / old_day));
  CHECK(manifest_stamp(first, old_day) == manifest_stamp(second, old_day));
  CHECK(manifest_stamp(first, today) != manifest_stamp(second, today));
}
