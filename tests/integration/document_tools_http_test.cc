// document_tools_http_test.cc: search_documentation and search_guides through a real snapedge over the small
// demo (which loads templates/docs and templates/guides): their schemas in GET /tools, the page that documents
// the rate limit found first, BM25 order checked against SQL, each tool keeping to its corpus, the fallbacks
// (some words, then close spellings) named in the note, no hits, text never read as FTS5 syntax, 400s and
// ignoredParameters.
#include <catch2/catch.hpp>
#include <string>

#include "core/db/database.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::test::catalogue_entry;
using snap::test::note_of;
using snap::test::tool;
using snap::Json;
using snap::test::demo_world;
using snap::test::ok_json;

namespace {

}  // namespace

TEST_CASE("GET /tools lists search_documentation and search_guides with a required query", "[tools]") {
  const Json catalogue = ok_json(*demo_world().live, "/tools");
  for (const char* name : {"search_documentation", "search_guides"}) {
    INFO(name);
    bool listed = false;
    for (const Json& t : catalogue.at("tools")) {
      if (t.at("name") != name) continue;
      listed = true;
      const Json& schema = t.at("inputSchema");
      CHECK(schema.at("required") == Json::array({"query"}));
      CHECK(schema.at("properties").at("limit").at("default") == 5);
      CHECK(schema.at("properties").at("limit").at("maximum") == 20);
    }
    CHECK(listed);
  }
}

TEST_CASE("search_documentation finds the page that documents the rate limit first", "[tools]") {
  const Json answer = tool("search_documentation?query=rate%20limit");
  CHECK(answer.at("columns") == Json::array({"slug", "title", "section", "snippet", "body"}));
  REQUIRE(answer.at("rowCount") > 0);
  const Json& first = answer.at("rows")[0];
  CHECK(first.at("slug") == "tools-and-mcp");
  CHECK_THAT(first.at("snippet").get<std::string>(), Catch::Contains("**limit**", Catch::CaseSensitive::No));
  CHECK_THAT(first.at("body").get<std::string>(), Catch::Contains("60 requests"));
  CHECK(note_of(answer) == "One page holds every word asked.");  // never an empty note
}

TEST_CASE("search_documentation ranks pages as BM25 over title and body does in SQL", "[tools]") {
  const Json answer = tool("search_documentation?query=leaderboard%20points&limit=20");
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& ranked = db.prepare(
      "SELECT d.slug FROM document_fts JOIN document d ON d.id = document_fts.rowid WHERE document_fts MATCH"
      " '\"leaderboard\" \"points\"' AND d.kind = 'documentation' ORDER BY bm25(document_fts, 10.0, 1.0), d.slug");
  REQUIRE(answer.at("rowCount") > 1);
  for (const Json& row : answer.at("rows")) {
    REQUIRE(ranked.step());
    CHECK(row.at("slug") == ranked.text(0));
  }
  CHECK_FALSE(ranked.step());
  ranked.reset();
}

TEST_CASE("search_guides searches the guides only, and search_documentation the documentation only", "[tools]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const Json guides = tool("search_guides?query=globals&limit=20");
  const Json docs = tool("search_documentation?query=globals&limit=20");
  REQUIRE(guides.at("rowCount") > 0);
  REQUIRE(docs.at("rowCount") > 0);
  for (const auto& [answer, kind] : {std::pair{&guides, "guide"}, std::pair{&docs, "documentation"}})
    for (const Json& row : answer->at("rows")) {
      snap::Statement& k = db.prepare("SELECT kind FROM document WHERE slug = ?1");
      k.bind(1, row.at("slug").get<std::string>());
      REQUIRE(k.step());
      CHECK(k.text(0) == kind);
      k.reset();
    }
  CHECK(tool("search_guides?query=amp%20cap").at("rows")[0].at("slug") == "amplifiers-and-the-amp-cap");
}

TEST_CASE("search_documentation falls back to some of the words, then to close spellings, and says so", "[tools]") {
  const Json some = tool("search_documentation?query=rate%20limit%20xylophone");
  REQUIRE(some.at("rowCount") > 0);
  bool documents_the_limit = false;
  for (const Json& row : some.at("rows")) documents_the_limit |= row.at("slug") == "tools-and-mcp";
  CHECK(documents_the_limit);
  CHECK_THAT(note_of(some), Catch::Contains("No page holds every word"));

  const Json close = tool("search_documentation?query=budgit%20retyr");  // "budget" and Retry-After's "retry"
  REQUIRE(close.at("rowCount") > 0);
  CHECK_THAT(note_of(close), Catch::Contains("read as close words"));
  CHECK_THAT(note_of(close), Catch::Contains("retry"));
}

TEST_CASE("a search with no hits answers 0 rows and a note", "[tools]") {
  const Json answer = tool("search_guides?query=qqqqqqqqqq");
  CHECK(answer.at("rowCount") == 0);
  CHECK(answer.at("rows") == Json::array());
  CHECK_THAT(note_of(answer), Catch::Contains("No page matches 'qqqqqqqqqq'"));
}

TEST_CASE("a query is words, never FTS5 syntax", "[tools]") {
  for (const char* query : {"rate%20AND", "%22rate", "NEAR(rate", "rate*", "title:rate", "-limit", "rate%20OR%20NOT"}) {
    INFO(query);
    CHECK(demo_world().live->get("/tools/search_documentation?query=" + std::string(query)).status == 200);
  }
}

TEST_CASE("the document tools refuse a bad argument with a 400 naming it, and list undeclared ones", "[tools]") {
  const auto& edge = *demo_world().live;
  snap::test::require_problem(edge.get("/tools/search_documentation"), 400, "query");
  snap::test::require_problem(edge.get("/tools/search_guides?query=%2A%2A"), 400, "query");
  snap::test::require_problem(edge.get("/tools/search_guides?query=amp&limit=21"), 400, "limit");
  const Json answer = tool("search_guides?query=amp&lang=en");
  CHECK(answer.at("ignoredParameters") == Json::array({"lang"}));
}
