// params_test.cc: parsing of query strings and typed parameters; every malformed value is a 400 naming it.
#include <catch2/catch.hpp>

#include "core/params.h"
#include "core/problem.h"

using namespace snap;

namespace {

const std::vector<ParamSpec> kSpecs = {
    ParamSpec::integer("pageSize", 20, 1, 50, ""), ParamSpec::number("minValue", ""),
    ParamSpec::boolean("isHof", std::nullopt, ""), ParamSpec::choice("sortOrder", {"asc", "desc"}, "asc", ""),
    ParamSpec::date_time("toDate", true, ""),     ParamSpec::integer("limit", 20, 1, 50, "").clamp_to_default()};

std::string rejected_parameter(const std::string& query) {
  try {
    parse_params(kSpecs, parse_query_string(query));
  } catch (const ApiError& e) {
    CHECK(e.problem().status == 400);
    REQUIRE(e.problem().errors.size() == 1);  // one parameter named, the one the caller expects
    return e.problem().errors.begin()->first;
  }
  return "";
}

}  // namespace

TEST_CASE("good values parse to their types", "[params]") {
  const Params p = parse_params(kSpecs, parse_query_string("pageSize=5&minValue=-2.5&isHof=TRUE&sortOrder=DESC&toDate=2026-11-20"));
  CHECK(p.integer("pageSize") == 5);
  CHECK(p.number("minValue") == -2.5);
  CHECK(p.boolean("isHof"));
  CHECK(p.text("sortOrder") == "desc");
  CHECK(p.integer("toDate") == 1795219199);  // a date-only toDate covers the whole day
  CHECK(parse_params(kSpecs, parse_query_string("isHof=0")).boolean("isHof") == false);
}

TEST_CASE("absent and empty values take the default", "[params]") {
  const Params p = parse_params(kSpecs, parse_query_string("pageSize=&other=1"));
  CHECK(p.integer("pageSize") == 20);
  CHECK_FALSE(p.has("minValue"));
  CHECK(p.all_default_except(""));
  CHECK_FALSE(parse_params(kSpecs, parse_query_string("pageSize=20&isHof=1")).all_default_except(""));
  CHECK(parse_params(kSpecs, parse_query_string("pageSize=20&sortOrder=ASC")).all_default_except(""));
}

TEST_CASE("malformed and out-of-range values are rejected by name", "[params]") {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"pageSize=0", "pageSize"},     {"pageSize=51", "pageSize"},  {"pageSize=ten", "pageSize"},
      {"pageSize=2.0", "pageSize"},   {"pageSize=+3", "pageSize"},  {"pageSize=99999999999999999999", "pageSize"},
      {"minValue=1,5", "minValue"},   {"minValue=nan", "minValue"}, {"minValue=0x10", "minValue"},
      {"isHof=yes", "isHof"},         {"sortOrder=up", "sortOrder"}, {"toDate=2026-02-30", "toDate"},
      {"toDate=yesterday", "toDate"}, {"toDate=2026-11-20T25:00:00Z", "toDate"}, {"limit=many", "limit"}};
  for (const auto& [query, name] : bad) {
    INFO(query);
    CHECK(rejected_parameter(query) == name);
  }
}

TEST_CASE("a clamp-to-default parameter falls back when out of range", "[params]") {
  CHECK(parse_params(kSpecs, parse_query_string("limit=0")).integer("limit") == 20);
  CHECK(parse_params(kSpecs, parse_query_string("limit=51")).integer("limit") == 20);
  CHECK(parse_params(kSpecs, parse_query_string("limit=50")).integer("limit") == 50);
  CHECK(parse_params(kSpecs, parse_query_string("limit=99999999999999999999")).integer("limit") == 20);
}

TEST_CASE("query strings decode escapes and pluses, and refuse malformed ones", "[params]") {
  const QueryPairs q = parse_query_string("q=sollomate+opalo&x=%C3%A9&flag&=v");
  REQUIRE(q.size() == 4);
  CHECK(q[0].second == "sollomate opalo");
  CHECK(q[1].second == "\xC3\xA9");
  CHECK(q[2] == std::make_pair(std::string("flag"), std::string()));
  for (const char* bad : {"q=%", "q=%4", "q=%zz", "q=%00", "q=%C0%AE", "q=%ED%A0%80", "q=%FF"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_query_string(bad), ApiError);
  }
}
