// name_resolution_test.cc: one resolver (issue 53): the same texts, typed as players type them, placed on the same
// creature (and maturity) by /search, the wiki tools, query_globals, /globals?creatureName= and the stream's
// creatureName filter, through a real snapedge over the demo; and the notes saying how each text resolved.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "tests/support/eventually.h"
#include "tests/support/ok_json.h"
#include "tests/support/push_readers.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::ok_json;
using snap::test::tool;

namespace {

struct Meant {
  const char* typed;
  const char* encoded;  // as a query string value
  const char* slug;     // the creature
  const char* subject;  // the one maturity's subject, or "" for every maturity
  const char* how;      // what find_wiki_item's note says of it
};

const Meant kTexts[] = {
    {"atrox yung", "atrox%20yung", "atrox", "Atrox Young", "(typo: 1 edit; maturity stripped: Young"},
    {"ATROX OLD ALPHA", "ATROX%20OLD%20ALPHA", "atrox", "Atrox Old Alpha", "(maturity stripped: Old Alpha"},
    {"atrox old alpah", "atrox%20old%20alpah", "atrox", "Atrox Old Alpha", "(typo: 1 edit; maturity stripped: Old Alpha"},
    {"hellhound", "hellhound", "hell-hound", "", "(same name; case, accents, punctuation and spaces aside"},
    {"hell hound provider", "hell%20hound%20provider", "hell-hound", "Hell Hound Provider",
     "(maturity stripped: Provider"},
    {"hellhound provider", "hellhound%20provider", "hell-hound", "Hell Hound Provider", "(maturity stripped: Provider"},
    {"araneatrox brood mothr", "araneatrox%20brood%20mothr", "araneatrox", "Araneatrox Brood Mother",
     "(typo: 1 edit; maturity stripped: Brood Mother"},
};

std::vector<Json> stream_globals(const std::string& filter) {
  snap::test::StreamReader stream(demo_world().live->port(), "/stream/globals?afterId=0&creatureName=" + filter);
  snap::test::eventually([&] { return stream.text().find("\nevent: global") != std::string::npos; }, 5000);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the rest of the backlog
  std::vector<Json> globals;
  std::istringstream lines(stream.text());
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("data: ", 0) == 0) globals.push_back(Json::parse(line.substr(6)));
  return globals;
}

}  // namespace

TEST_CASE("rule: one resolver: /search, the wiki tools, query_globals, /globals and the stream place each text on the "
          "same creature and maturity",
          "[search][resolution]") {
  for (const Meant& m : kTexts) {
    INFO("typed: " << m.typed);
    const Json searched = ok_json(*demo_world().live, std::string("/search?q=") + m.encoded);
    REQUIRE(!searched.at("groups").empty());
    CHECK(searched.at("groups")[0].at("entityType") == "creatures");
    CHECK(searched.at("groups")[0].at("results")[0].at("slug") == m.slug);

    const Json found = tool(std::string("find_wiki_item?name=") + m.encoded);
    REQUIRE(found.at("rowCount") == 1);
    CHECK(found.at("rows")[0].at("category") == "creatures");
    CHECK(found.at("rows")[0].at("slug") == m.slug);
    const Json item = tool(std::string("get_wiki_item?name=") + m.encoded);
    CHECK(item.at("rows")[0].at("slug") == m.slug);

    const Json queried = tool(std::string("query_globals?limit=20&creatureName=") + m.encoded);
    CHECK(snap::test::note_of(queried).find(std::string("'") + m.typed + "' -> ") != std::string::npos);
    REQUIRE(!queried.at("rows").empty());
    for (const Json& row : queried.at("rows")) {
      CHECK(row.at("subjectSlug") == m.slug);
      if (*m.subject) CHECK(row.at("subject") == m.subject);
    }

    const Json listed = ok_json(*demo_world().live, std::string("/globals?pageSize=20&creatureName=") + m.encoded);
    REQUIRE(!listed.at("items").empty());
    for (const Json& g : listed.at("items")) {
      CHECK(g.at("creatureSlug") == m.slug);
      if (*m.subject) CHECK(g.at("creatureName") == m.subject);
    }

    const std::vector<Json> streamed = stream_globals(m.encoded);
    REQUIRE(!streamed.empty());
    for (const Json& g : streamed) {
      CHECK(g.at("creatureSlug") == m.slug);
      if (*m.subject) CHECK(g.at("creatureName") == m.subject);
    }
  }
}

TEST_CASE("resolution notes say how a name resolved: exact, other case, normalised, maturity stripped, typo",
          "[search][resolution]") {
  for (const Meant& m : kTexts) {
    INFO("typed: " << m.typed);
    const std::string note = snap::test::note_of(tool(std::string("find_wiki_item?name=") + m.encoded));
    CHECK(note.find(m.how) != std::string::npos);
  }
  CHECK(snap::test::note_of(tool("find_wiki_item?name=Atrox")).find("'Atrox' -> Atrox (exact)") == 0);
  CHECK(snap::test::note_of(tool("find_wiki_item?name=lp35")).find("'lp35' -> ArMatrix LP-35 (L) (closest name") == 0);
}
