// exports_http_test.cc: the NDJSON exports through a real snapedge over the demo: /exports counts each day's
// globals as SQL does, a day's file holds exactly that day's globals oldest first, each line the global as
// /globals shows it, the wiki file holds every entry as its own route shows it, and both are snapshot files.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::ok_json;

namespace {

std::vector<Json> lines_of(const std::string& body) {
  std::vector<Json> lines;
  std::istringstream in(body);
  for (std::string line; std::getline(in, line);) lines.push_back(Json::parse(line));
  return lines;
}

}  // namespace

TEST_CASE("rule: /exports lists every UTC day with globals and its count, as SQL counts them", "[exports]") {
  const auto& world = demo_world();
  const Json exports = ok_json(*world.edge, "/exports");
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  snap::Statement& days = db.prepare("SELECT date(ts, 'unixepoch'), COUNT(*) FROM global GROUP BY 1 ORDER BY 1");
  size_t i = 0;
  for (; days.step(); ++i) {
    REQUIRE(i < exports.at("globals").size());
    CHECK(exports.at("globals").at(i) == Json{{"date", days.text(0)}, {"globalsCount", days.int64(1)}});
  }
  CHECK(i == exports.at("globals").size());
  CHECK(i > 300);
}

TEST_CASE("rule: a day's export is that day's globals, oldest first, each as /globals shows it", "[exports]") {
  const auto& world = demo_world();
  const Json days = ok_json(*world.live, "/exports").at("globals");
  for (const Json& day : {days.front(), days.at(days.size() / 2), days.back()}) {
    const std::string date = day.at("date");
    INFO(date);
    const auto file = world.edge->get("/exports/globals/" + date);
    REQUIRE(file.status == 200);
    CHECK(file.header("content-type") == "application/x-ndjson");
    CHECK_FALSE(file.header("x-snapshot-version").empty());
    CHECK(file.body == world.live->get("/exports/globals/" + date).body);
    const std::vector<Json> lines = lines_of(file.body);
    CHECK(lines.size() == day.at("globalsCount"));
    // The first page of /globals for the day, oldest first, is the file's first lines.
    const Json page = ok_json(*world.live, "/globals?fromDate=" + date + "&toDate=" + date +
                                               "&sortBy=DateTime&sortOrder=asc&pageSize=30");
    CHECK(page.at("totalCount") == lines.size());
    for (size_t i = 0; i < page.at("items").size(); ++i) CHECK(lines.at(i) == page.at("items").at(i));
    for (const Json& g : lines) CHECK(g.at("dateTime").get<std::string>().rfind(date, 0) == 0);
  }
}

TEST_CASE("exports: a day without globals or a date that is no date is a 404", "[exports]") {
  for (const char* date : {"1999-01-01", "2026-13-40", "yesterday"}) {
    INFO(date);
    snap::test::require_problem(demo_world().live->get(std::string("/exports/globals/") + date), 404);
  }
}

TEST_CASE("rule: the wiki export holds every entry as /{category}/{slug} shows it", "[exports]") {
  const auto& world = demo_world();
  const auto file = world.edge->get("/exports/wiki");
  REQUIRE(file.status == 200);
  CHECK(file.header("content-type") == "application/x-ndjson");
  const std::vector<Json> lines = lines_of(file.body);
  CHECK(lines.size() == ok_json(*world.live, "/exports").at("wiki").at("entryCount"));
  for (size_t i = 0; i < lines.size(); i += 97) {  // a sample across the categories
    const Json& line = lines.at(i);
    INFO(line.at("category") << " " << line.at("entry").at("slug"));
    CHECK(line.at("entry") == ok_json(*world.live, "/" + line.at("category").get<std::string>() + "/" +
                                                       line.at("entry").at("slug").get<std::string>()));
  }
}
