// globals_deep_pages_test.cc: deep pages of /globals over the small demo, in time, type, value and avatar-name
// order, placed by the maintained counts (core/globals/page_starts.h): each answers what SQL answers, costs SQLite a
// fraction of what reading it from the start costs, and is not placed while rows are above the counted watermark;
// a page past the last match reads no row.
#include <catch2/catch.hpp>

#include <fstream>

#include "core/clock.h"
#include "core/db/database.h"
#include "tests/support/globals_pages.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::check_page_equals_sql;
using snap::test::check_placed_not_walked;
using snap::test::check_shape_equals_sql;
using snap::test::copy_of_demo;
using snap::test::copy_of_demo_with_a_late_global;
using snap::test::EdgeProcess;
using snap::test::ok_json;

// Pages of every global or of one type in time order, and of every global in type order, 2,000 rows deep or more,
// over the demo's 50,000 globals, newest and oldest first: every 97th page up to the last, against SQL. `placed`:
// each page is placed by the counted time slots (and types), not walked to.
void check_deep_time_pages(const EdgeProcess& edge, const std::string& db_path, bool placed) {
  struct Shape {
    std::string query, where, newest, oldest;
  };
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  const std::string by_time_newest = "g.ts DESC, g.id DESC", by_time_oldest = "g.ts, g.id";
  for (const Shape& shape : std::vector<Shape>{
           {"x=1", "1", by_time_newest, by_time_oldest},
           {"type=Mining", "g.type = 'Mining'", by_time_newest, by_time_oldest},
           {"type=Hunting&pageSize=30", "g.type = 'Hunting'", by_time_newest, by_time_oldest},
           {"sortBy=Type&pageSize=30", "1", "g.type DESC, g.ts DESC, g.id DESC", "g.type, g.ts, g.id"}}) {
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + shape.where);
    const std::int64_t size = shape.query.find("pageSize=30") != std::string::npos ? 30 : 10;
    for (const bool newest : {true, false}) {
      const std::string order = newest ? shape.newest : shape.oldest;
      for (std::int64_t page = (2000 + size - 1) / size + 1; (page - 1) * size < total; page += 97) {
        const std::string query = shape.query + (newest ? "" : "&sortOrder=asc") + "&pageNumber=" + std::to_string(page);
        const Json body = check_page_equals_sql(edge, db, query, shape.where, order);
        CHECK(body.at("totalCount") == total);
        if (placed) check_placed_not_walked(db_path, query, body);
      }
    }
  }
}

TEST_CASE("rule: a deep page in time order (every global or one type) or type order is placed by the time slots' "
          "counts, and answers what SQL answers, but not while rows are above the counted watermark",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  check_deep_time_pages(*demo.live, demo.db, true);
  // A global written past snapgen (above the watermark, with an old time) is in no slot count: a page placed by
  // the counts would miss it, so pages are read from the start again and still answer what SQL answers.
  const auto [dir, db_path] = copy_of_demo_with_a_late_global("globals-slots");
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  check_deep_time_pages(edge, db_path, false);
  edge.stop();
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a page past the last match reads no row, whatever the order, and still says the total",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  for (const auto& [query, where] : std::vector<std::pair<std::string, std::string>>{
           {"pageSize=30", "1"},
           {"type=Hunting&pageSize=30", "g.type = 'Hunting'"},
           {"sortBy=AvatarName&pageSize=30", "1"},
           {"sortBy=GlobalValue&sortOrder=asc&pageSize=30", "1"}}) {
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where);
    const std::string past = query + "&pageNumber=" + std::to_string(total / 30 + 6);
    INFO(past);
    // SQLite does less for it than for reading one row (the same shape's first page of one)
    const std::string first_row = query.substr(0, query.find("pageSize=")) + "pageSize=1";
    CHECK(snap::test::page_steps(demo.db, past) < snap::test::page_steps(demo.db, first_row));
    const Json page = ok_json(*demo.live, "/globals?" + past);
    CHECK(page.at("items").empty());
    CHECK(page.at("totalCount") == total);
  }
}

// A page placed by counts that miss the late global would not answer what SQL answers.
TEST_CASE("rule: deep pages in value order and in avatar-name order are placed by no count while rows are above the "
          "counted watermark, and answer what SQL answers",
          "[globals]") {
  const auto [dir, db_path] = copy_of_demo_with_a_late_global("globals-unplaced");
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global");
    for (const std::int64_t offset : {std::int64_t{2500}, total / 2 + 3, total - 40}) {
      for (const bool descending : {false, true}) {
        const std::string d = descending ? " DESC" : "", way = descending ? "desc" : "asc";
        const std::string page = "&sortOrder=" + way + "&pageSize=30&pageNumber=" + std::to_string(offset / 30);
        const std::string by_value = "sortBy=GlobalValue" + page, by_name = "sortBy=AvatarName" + page;
        check_shape_equals_sql(edge, db, by_value, "1",
                               descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id");
        check_shape_equals_sql(edge, db, by_name, "1", "a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d);
      }
    }
  }
  edge.stop();
  snap::test::remove_tree(dir);
}

// Pages past the first, of every global and of one type, in both orders: among the avatars' globals (the avatar
// placed by avatar_name_globals, the page read from that avatar's mark), across the last avatar into the globals
// that name none, and among those.
TEST_CASE("rule: a deep page in avatar-name order starts at the avatar the summaries place it at, from that "
          "avatar's mark, as SQL orders it",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  for (const auto& [type_query, where] : std::vector<std::pair<std::string, std::string>>{
           {"", "1"}, {"&type=Hunting", "g.type = 'Hunting'"}}) {
    const std::int64_t with_avatar =
        db.scalar_int("SELECT COUNT(*) FROM global g WHERE g.avatar_id IS NOT NULL AND " + where);
    const std::int64_t all = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + where);
    REQUIRE(all - with_avatar > 60);
    std::vector<std::int64_t> offsets{1, 29, 30, 2000, 2017, with_avatar - 7, with_avatar + 31, all - 30};
    for (std::int64_t step = 1; step <= 9; ++step) offsets.push_back(2000 + step * (with_avatar - 2000) / 10 + step);
    for (const bool descending : {false, true}) {
      const std::string d = descending ? " DESC" : "";
      for (std::int64_t offset : offsets) {
        // the row at the offset alone, and the page of 30 that holds it
        const std::string query = "sortBy=AvatarName&sortOrder=" + std::string(descending ? "desc" : "asc") +
                                  type_query + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
        const std::string order = "a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d;
        const Json body = check_shape_equals_sql(*demo.live, db, query, where, order);
        if (offset >= 2000) check_placed_not_walked(demo.db, query, body);
        const std::string page30 = "sortBy=AvatarName&sortOrder=" + std::string(descending ? "desc" : "asc") +
                                   type_query + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1);
        check_shape_equals_sql(*demo.live, db, page30, where, order);
      }
    }
  }
}

// Deep pages of every global in value order, both ways: on the first and last globals of values, inside the value
// most globals share, across the last known value into the unknown ones, and among those.
TEST_CASE("rule: a deep page in value order starts at the value the running totals place it at, then reads on into "
          "the unknown values, as SQL orders it",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::int64_t known = db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL");
  const std::int64_t all = db.scalar_int("SELECT COUNT(*) FROM global");
  REQUIRE(all - known > 60);
  const std::int64_t shared = db.scalar_int(
      "SELECT COUNT(*) FROM global WHERE value < (SELECT value FROM global WHERE value IS NOT NULL"
      " GROUP BY value ORDER BY COUNT(*) DESC LIMIT 1)");  // ascending, the globals before the commonest value
  REQUIRE(db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL GROUP BY value ORDER BY 1 DESC LIMIT 1") >
          20);
  std::vector<std::int64_t> offsets{2000, 2001, shared, shared + 10, known - shared - 10, known - 15, known - 1,
                                    known, known + 3, all - 30, all - 1};
  for (std::int64_t step = 1; step <= 9; ++step) offsets.push_back(2000 + step * (known - 2000) / 10 + step);
  for (const bool descending : {false, true}) {
    const std::string order = descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id";
    const std::string sort = std::string("sortBy=GlobalValue&sortOrder=") + (descending ? "desc" : "asc");
    for (std::int64_t offset : offsets) {
      const std::string row = sort + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
      const Json body = check_shape_equals_sql(*demo.live, db, row, "1", order);
      check_placed_not_walked(demo.db, row, body);
      check_shape_equals_sql(*demo.live, db, sort + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1), "1",
                             order);
    }
  }
}

// 2,500 more globals of the demo's commonest value through snapgen import (which counts and marks every global
// again; the fold's marks are checked by the fold tests): pages on, around and between the marks, both ways,
// against SQL; the marks against their rule, and against what `snapgen migrate` writes for the database set back
// to schema 0030.
TEST_CASE("rule: a deep page within a value of many globals starts from the value's mark at or before it, and "
          "answers what SQL answers, and snapgen migrate marks a database from before schema 0031 as snapgen's "
          "count does",
          "[globals][migrate]") {
  const auto [dir, db_path] = copy_of_demo("globals-value-marks");
  double value = 0;
  std::string avatar;
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    snap::Statement& commonest = db.prepare(
        "SELECT value FROM global WHERE value IS NOT NULL GROUP BY value ORDER BY COUNT(*) DESC, value LIMIT 1");
    REQUIRE(commonest.step());
    value = commonest.real(0);
    commonest.reset();
    snap::Statement& first_avatar = db.prepare("SELECT name FROM avatar ORDER BY id LIMIT 1");
    REQUIRE(first_avatar.step());
    avatar = first_avatar.text(0);
    first_avatar.reset();
  }
  const std::string file = dir + "/globals.jsonl";
  {
    std::ofstream out(file);
    out << R"({"kind":"globals"})" "\n";
    for (int i = 0; i < 2500; ++i)
      out << Json{{"type", "Mining"}, {"avatarName", avatar}, {"value", value},
                  {"dateTime", snap::format_iso8601(snap::test::kTestNowSeconds - 86400 * 30 + i * 60)},
                  {"message", "a marked claim " + std::to_string(i)}}.dump()
          << "\n";
  }
  const auto imported = snap::test::run_snapgen({"import", "--db", db_path, "--now", snap::test::kFixtureNow, file});
  INFO(imported.output);
  REQUIRE(imported.exit_code == 0);
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    const auto globals_where = [&](const std::string& condition) {  // ?1 is the value
      return db.prepare("SELECT COUNT(*) FROM global WHERE " + condition).bind(1, value).single_int64();
    };
    const std::int64_t count = globals_where("value = ?1");
    REQUIRE(count > 2500);
    CHECK(snap::test::read_rows(db_path, "SELECT value, position, id FROM global_value_mark ORDER BY 1, 2") ==
          snap::test::read_rows(db_path, "SELECT value, position, id FROM (SELECT value, id, ROW_NUMBER() OVER"
                                         " (PARTITION BY value ORDER BY id) - 1 AS position FROM global WHERE value"
                                         " IS NOT NULL) WHERE position > 0 AND position % 1000 = 0 ORDER BY 1, 2"));
    CHECK(db.prepare("SELECT COUNT(*) FROM global_value_mark WHERE value = ?1").bind(1, value).single_int64() ==
          (count - 1) / 1000);
    const std::int64_t below = globals_where("value < ?1"), above = globals_where("value > ?1");
    const std::string value_is = "g.value = " + Json(value).dump();
    for (const bool descending : {false, true}) {
      const std::string order = descending ? "g.value DESC, g.id DESC" : "g.value IS NULL, g.value, g.id";
      const std::string sort = std::string("sortBy=GlobalValue&sortOrder=") + (descending ? "desc" : "asc");
      for (const std::int64_t in_value : {std::int64_t{0}, std::int64_t{1}, std::int64_t{999}, std::int64_t{1000},
                                          std::int64_t{1001}, std::int64_t{1500}, std::int64_t{2000}, count - 15,
                                          count - 1}) {
        const std::int64_t offset = (descending ? above : below) + in_value;
        const std::string row = sort + "&pageSize=1&pageNumber=" + std::to_string(offset + 1);
        check_shape_equals_sql(edge, db, row, "1", order);
        // read from the mark at or before it: fewer globals of the value skipped than a mark spacing (1000)
        const std::int64_t placed = snap::test::page_steps(db_path, row);
        const std::int64_t spacing = snap::test::plain_page_steps(db_path, value_is, order, 1, 1001);
        INFO(row << ": " << placed << " steps, " << spacing << " to read 1000 globals of the value");
        CHECK(placed < spacing);
        check_shape_equals_sql(edge, db, sort + "&pageSize=30&pageNumber=" + std::to_string(offset / 30 + 1), "1",
                               order);
      }
    }
  }
  edge.stop();
  const std::string marks = "SELECT value, position, id FROM global_value_mark ORDER BY 1, 2";
  const std::string counted = snap::test::read_rows(db_path, marks);
  snap::Database(db_path, snap::OpenMode::ReadWrite)
      .exec(snap::test::undo_schemas_from(31) + "PRAGMA user_version = 30");
  const auto migrated = snap::test::run_snapgen({"migrate", "--db", db_path});
  INFO(migrated.output);
  REQUIRE(migrated.exit_code == 0);
  CHECK(snap::test::read_rows(db_path, marks) == counted);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: ascending value order puts unknown values last, also on the page where the known values end",
          "[globals]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::string order = "g.value IS NULL, g.value, g.id";
  const std::int64_t known = db.scalar_int("SELECT COUNT(*) FROM global WHERE value IS NOT NULL");
  REQUIRE(known % 30 != 0);  // so the page below holds both
  check_shape_equals_sql(*demo.live, db,
                         "sortBy=GlobalValue&sortOrder=asc&pageSize=30&pageNumber=" + std::to_string(known / 30 + 1),
                         "1", order);
  check_shape_equals_sql(*demo.live, db, "type=Discovery&sortBy=GlobalValue&sortOrder=asc&pageNumber=2",
                         "g.type = 'Discovery'", order);
  check_shape_equals_sql(*demo.live, db, "type=Mining&sortBy=GlobalValue&sortOrder=asc&pageNumber=5",
                         "g.type = 'Mining'", order);
}

