// search_relevance_test.cc: the relevance set (tests/search_relevance/queries.tsv: queries players type, each with
// the entry they mean) through /search of a real snapedge over the demo: the entry meant must be the best result
// (the first of the first group). One test per kind of query, each naming every query it missed, what came first
// instead and the rank of both; and the set's top-1 accuracy as a whole, printed for the closing note.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;

namespace {

struct RelevanceCase {
  std::string kind, query, meant;  // meant: "entityType/slug"
};

std::vector<RelevanceCase> relevance_cases(const std::string& kind = "") {
  const std::string path = snap::test::checkout_path("tests/search_relevance/queries.tsv");
  const auto text = snap::read_file_bytes(path);
  REQUIRE(text.has_value());
  std::vector<RelevanceCase> cases;
  std::istringstream lines(*text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
    REQUIRE(tab2 != std::string::npos);
    RelevanceCase c{line.substr(0, tab1), line.substr(tab1 + 1, tab2 - tab1 - 1), line.substr(tab2 + 1)};
    if (kind.empty() || c.kind == kind) cases.push_back(std::move(c));
  }
  return cases;
}

std::string query_encoded(const std::string& text) {
  std::string out;
  for (const unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out.push_back(static_cast<char>(c));
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      out += hex;
    }
  }
  return out;
}

struct BestResult {
  std::string entry;  // "entityType/slug", "" when nothing was found
  double rank = 0;
  double meant_rank = -1;  // the meant entry's rank, -1 when it was not among the results
};

BestResult best_result(const RelevanceCase& c) {
  const Json body = snap::test::ok_json(*demo_world().live, "/search?limit=50&q=" + query_encoded(c.query));
  BestResult best;
  for (const Json& group : body.at("groups"))
    for (const Json& r : group.at("results")) {
      const std::string entry = group.at("entityType").get<std::string>() + "/" + r.at("slug").get<std::string>();
      if (best.entry.empty()) {
        best.entry = entry;
        best.rank = r.at("rank").get<double>();
      }
      if (entry == c.meant) best.meant_rank = r.at("rank").get<double>();
    }
  return best;
}

// Every case of `kind` must put the entry meant first; the misses are named together.
void require_meant_first(const std::string& kind) {
  const std::vector<RelevanceCase> cases = relevance_cases(kind);
  REQUIRE(cases.size() >= 8);
  std::string missed;
  for (const RelevanceCase& c : cases) {
    const BestResult best = best_result(c);
    if (best.entry != c.meant)
      missed += "\n  '" + c.query + "': first " + (best.entry.empty() ? "nothing" : best.entry) + " (" +
                std::to_string(best.rank) + "), meant " + c.meant + " (" +
                (best.meant_rank < 0 ? "not found" : std::to_string(best.meant_rank)) + ")";
  }
  INFO(kind << ": " << cases.size() << " queries; missed:" << missed);
  CHECK(missed.empty());
}

}  // namespace

TEST_CASE("relevance: exact: a full name in another case, without its punctuation, comes first", "[search][relevance]") {
  require_meant_first("exact");
}
TEST_CASE("relevance: base-over-variant: the base entry before its editions and Adjusted/Improved/Modified variants",
          "[search][relevance]") {
  require_meant_first("base-over-variant");
}
TEST_CASE("relevance: item-over-blueprint: an item before its blueprint, unless the blueprint is asked for",
          "[search][relevance]") {
  require_meant_first("item-over-blueprint");
}
TEST_CASE("relevance: model-number: hyphens, dots and spaces in model numbers are optional", "[search][relevance]") {
  require_meant_first("model-number");
}
TEST_CASE("relevance: run-together: two words of a name typed as one, and one typed as two", "[search][relevance]") {
  require_meant_first("run-together");
}
TEST_CASE("relevance: maturity: a creature's own maturity after its name qualifies it", "[search][relevance]") {
  require_meant_first("maturity");
}
TEST_CASE("relevance: typo: the closest spelling by edits, then the plainest name", "[search][relevance]") {
  require_meant_first("typo");
}
TEST_CASE("relevance: planet-over-place: a planet before places and things named after it", "[search][relevance]") {
  require_meant_first("planet-over-place");
}
TEST_CASE("relevance: number-not-prefix: a number never matches the start of a larger one", "[search][relevance]") {
  require_meant_first("number-not-prefix");
}
TEST_CASE("relevance: short-over-long: the plainest name a query starts", "[search][relevance]") {
  require_meant_first("short-over-long");
}
TEST_CASE("relevance: accent-and-case: letter case never matters", "[search][relevance]") {
  require_meant_first("accent-and-case");
}

TEST_CASE("relevance: the whole set has at least 100 queries, and its top-1 accuracy is printed", "[search][relevance]") {
  const std::vector<RelevanceCase> cases = relevance_cases();
  REQUIRE(cases.size() >= 100);
  std::map<std::string, int> kinds;
  int first = 0;
  for (const RelevanceCase& c : cases) {
    ++kinds[c.kind];
    first += best_result(c).entry == c.meant ? 1 : 0;
  }
  CHECK(kinds.size() == 11);  // each kind has a test above
  WARN("top-1 accuracy " << first << "/" << cases.size() << " (" << (100.0 * first / cases.size()) << " %)");
}
