// whole_file_map_test.cc: a read-only connection reads its whole database file through one memory map
// (core/db/whole_file_map.h), past the size SQLite itself would map, and still sees pages the file gains later.
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
