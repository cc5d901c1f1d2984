// whole_file_map_test.cc: a read-only connection reads its whole database file through one memory map
// (core/db/whole_file_map.h), past the size SQLite itself would map, sees pages the file gains later and no page
// past a file that shrank, and keeps its map while other connections commit.
#include <sys/resource.h>

#include <catch2/catch.hpp>

#include <string>

#include "core/db/database.h"
#include "tests/support/processes.h"

using namespace snap;
using snap::test::make_temp_dir;
using snap::test::remove_tree;

namespace {

// A WAL database file in a folder of its own (removed with it), with a table of page-sized rows.
struct FillerFile {
  const std::string dir = make_temp_dir("whole-file-map");
  const std::string path = dir + "/pages.db";
  FillerFile() {
    Database db(path, OpenMode::Create);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("CREATE TABLE page_filler (id INTEGER PRIMARY KEY, body BLOB)");
  }
  ~FillerFile() { remove_tree(dir); }
};

// `rows` rows of 2,000 random bytes each (about one a page) from id `first`, committed and checkpointed.
void add_rows(Database& db, int first, int rows) {
  db.exec("BEGIN");
  Statement& insert = db.prepare("INSERT INTO page_filler (id, body) VALUES (?1, randomblob(2000))");
  for (int id = first; id < first + rows; ++id) insert.reset().bind(1, id).run();
  db.exec("COMMIT");
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");  // the pages now live in the main file, none in the WAL
}

// Pages the connection had to read into its cache since it opened (pages taken from a map are not counted).
int cache_misses(sqlite3* db) {
  int current = 0;
  int highest = 0;
  sqlite3_db_status(db, SQLITE_DBSTATUS_CACHE_MISS, &current, &highest, 0);
  return current;
}

// Page faults of the calling thread so far.
long page_faults() {
  rusage usage{};
  getrusage(RUSAGE_THREAD, &usage);
  return usage.ru_minflt + usage.ru_majflt;
}

std::int64_t sum_of_lengths(Database& db) {
  return db.scalar_int("SELECT SUM(length(body)) FROM page_filler");
}

}  // namespace

TEST_CASE("rule: a read-only connection reads every page of its file through the map, past SQLite's own map limit",
          "[db]") {
  const FillerFile file;
  {
    Database writer(file.path, OpenMode::ReadWrite);
    add_rows(writer, 0, 1000);
  }
  // mmap_size 4096 stands for a file larger than SQLite's compiled-in limit: SQLite's own VFS would map one
  // page of it and read every other page into the connection's cache.
  Database reader(file.path, OpenMode::ReadOnly);
  reader.exec("PRAGMA mmap_size = 4096");
  CHECK(sum_of_lengths(reader) == 2000000);
  CHECK(cache_misses(reader.handle()) < 5);  // the schema page and page 1 at most

  // What SQLite's own VFS does with the same limit: the control that shows this test can fail.
  sqlite3* plain = nullptr;
  REQUIRE(sqlite3_open_v2(file.path.c_str(), &plain, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  REQUIRE(sqlite3_exec(plain, "PRAGMA mmap_size = 4096; SELECT SUM(length(body)) FROM page_filler", nullptr,
                       nullptr, nullptr) == SQLITE_OK);
  CHECK(cache_misses(plain) > 500);
  sqlite3_close(plain);
}

TEST_CASE("a mapped reader sees the pages its file gained after the map was made", "[db]") {
  const FillerFile file;
  Database writer(file.path, OpenMode::ReadWrite);
  add_rows(writer, 0, 200);

  Database reader(file.path, OpenMode::ReadOnly);
  CHECK(sum_of_lengths(reader) == 400000);  // the file is mapped at its size now
  for (int round = 1; round <= 5; ++round) {
    add_rows(writer, round * 1000, 300);  // the file grows past the map; the new pages are only in the file
    CHECK(reader.scalar_int("SELECT COUNT(*) FROM page_filler") == 200 + round * 300);
    CHECK(sum_of_lengths(reader) == (200 + round * 300) * 2000);
    CHECK(reader.scalar_int("SELECT MAX(id) FROM page_filler") == round * 1000 + 299);
  }
  CHECK(cache_misses(reader.handle()) < 20);  // the new pages came from a new map, not from reads
}

TEST_CASE(
    "rule: a mapped reader keeps its map while another connection commits: re-reading unchanged pages takes no "
    "page fault",
    "[db]") {
  const FillerFile file;
  Database writer(file.path, OpenMode::ReadWrite);
  add_rows(writer, 0, 4000);  // ~4,000 pages; the kernel maps up to 32 cached pages a fault

  Database reader(file.path, OpenMode::ReadOnly);
  CHECK(sum_of_lengths(reader) == 8000000);  // every page faulted into the map once
  for (int round = 0; round < 3; ++round) {
    writer.exec("UPDATE page_filler SET body = randomblob(2000) WHERE id = 0");  // a commit: the database changed
    const long before = page_faults();
    CHECK(sum_of_lengths(reader) == 8000000);
    INFO("round " << round);
    CHECK(page_faults() - before < 10);
  }

  // SQLite's own VFS drops its map at each such change and faults every page in again: the control.
  sqlite3* plain = nullptr;
  REQUIRE(sqlite3_open_v2(file.path.c_str(), &plain, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  const char* read_all = "PRAGMA mmap_size = 1000000000; SELECT SUM(length(body)) FROM page_filler";
  REQUIRE(sqlite3_exec(plain, read_all, nullptr, nullptr, nullptr) == SQLITE_OK);
  writer.exec("UPDATE page_filler SET body = randomblob(2000) WHERE id = 0");
  const long before = page_faults();
  REQUIRE(sqlite3_exec(plain, read_all, nullptr, nullptr, nullptr) == SQLITE_OK);
  CHECK(page_faults() - before > 100);
  sqlite3_close(plain);
}

TEST_CASE("a mapped reader of a file cut short under its map reads it whole, and sees the pages it gains again",
          "[db]") {
  const FillerFile file;
  Database writer(file.path, OpenMode::ReadWrite);
  add_rows(writer, 0, 3000);
  Database reader(file.path, OpenMode::ReadOnly);
  CHECK(sum_of_lengths(reader) == 6000000);  // mapped at the large size

  writer.exec("DELETE FROM page_filler WHERE id >= 100");
  writer.exec("VACUUM");  // the file is cut to ~100 pages under the reader's map (a read past it: SIGBUS)
  writer.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  CHECK(reader.scalar_int("SELECT COUNT(*) FROM page_filler") == 100);
  CHECK(sum_of_lengths(reader) == 200000);

  add_rows(writer, 5000, 2000);  // and grows again, within the map's room
  CHECK(reader.scalar_int("SELECT COUNT(*) FROM page_filler") == 2100);
  CHECK(sum_of_lengths(reader) == 4200000);
  CHECK(cache_misses(reader.handle()) < 20);  // the pages it gained came from the map
}
