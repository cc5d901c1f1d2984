// paging_test.cc: the one declaration of page parameters (Paging) and its overflow check, which every paged
// route uses: a page whose page × size passes int64 is a 400 naming the page-number parameter.
#include <catch2/catch.hpp>

#include <limits>

#include "core/params.h"
#include "core/problem.h"
#include "core/routes/shared/paging.h"

using namespace snap;

namespace {

constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

Page page_for(const Paging& paging, const std::string& query) {
  return paging.page_of(parse_params(paging.params(), parse_query_string(query)));
}

// The parameter a 400 names, or "" when the page is accepted.
std::string rejected_parameter(const Paging& paging, const std::string& query) {
  try {
    page_for(paging, query);
  } catch (const ApiError& e) {
    CHECK(e.problem().status == 400);
    return e.problem().errors.begin()->first;
  }
  return "";
}

}  // namespace

TEST_CASE("sized pages declare pageNumber and pageSize with their default and bound", "[paging]") {
  const std::vector<ParamSpec> specs = Paging::sized(20, 50, "entries").params();
  REQUIRE(specs.size() == 2);
  CHECK(specs[0].name == "pageNumber");
  CHECK(specs[0].default_value == "1");
  CHECK(specs[0].description == "page to return, from 1");
  CHECK(specs[1].name == "pageSize");
  CHECK(specs[1].default_value == "20");
  CHECK(specs[1].max == 50);
  CHECK(specs[1].description == "entries per page, at most 50");
  const Page page = page_for(Paging::sized(20, 50, "entries"), "pageNumber=3&pageSize=7");
  CHECK(page.number == 3);
  CHECK(page.size == 7);
  CHECK(page.offset() == 14);
}

TEST_CASE("fixed pages declare the page number only and ignore a pageSize", "[paging]") {
  const Paging board = Paging::fixed(50, "page", "page to return, from 1; 50 entries a page");
  const std::vector<ParamSpec> specs = board.params();
  REQUIRE(specs.size() == 1);
  CHECK(specs[0].name == "page");
  CHECK(board.number_name() == "page");
  const Page page = page_for(board, "page=2&pageSize=5");
  CHECK(page.size == 50);
  CHECK(page.offset() == 50);
}

TEST_CASE("rule: a page number past kMaxPageNumber is a 400 naming the page parameter as the request spelled it",
          "[paging][errors]") {
  const Paging sized = Paging::sized(20, 50, "entries");
  const Paging renamed = Paging::sized(30, 366, "periods").number("page", "page to return; 1 is the most recent");
  const Paging fixed = Paging::fixed(50, "page", "50 entries a page");
  const std::string last = std::to_string(snap::kMaxPageNumber), past = std::to_string(snap::kMaxPageNumber + 1);
  struct Case {
    const Paging& paging;
    std::string query;
    std::string rejected;
  };
  for (const Case& c : {Case{sized, "pageSize=50&pageNumber=" + last, ""},
                        Case{sized, "pageSize=50&pageNumber=" + past, "pageNumber"},
                        Case{sized, "pageSize=1&pageNumber=" + std::to_string(kMax), "pageNumber"},
                        Case{sized, "pageSize=50&page=" + past, "page"},
                        Case{renamed, "pageSize=50&page=" + past, "page"},
                        Case{fixed, "page=" + last, ""},
                        Case{fixed, "pageNumber=" + past, "pageNumber"}}) {
    INFO(c.query);
    CHECK(rejected_parameter(c.paging, c.query) == c.rejected);
  }
}
