// list_vocabulary_http_test.cc: the one vocabulary of paged lists (API.md "Paged lists") through real snapedge
// processes over the small demo: every paging and sort spelling the API uses is read on every paged route (two
// that disagree are a 400 naming both), every page carries an RFC 8288 Link header in the route's own words that
// a generic pager follows to the end, and a capped total never announces a false last page.
#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::HttpResult;
using snap::test::ok_json;
using snap::test::require_problem;

namespace {

// rel -> target of a Link header (`<target>; rel="next", …`).
std::map<std::string, std::string> links_of(const HttpResult& res) {
  std::map<std::string, std::string> links;
  const std::string header = res.header("link");
  static const std::regex one(R"(<([^>]*)>; rel="([a-z]+)\")");
  for (auto it = std::sregex_iterator(header.begin(), header.end(), one); it != std::sregex_iterator(); ++it)
    links[(*it)[2]] = (*it)[1];
  return links;
}

const Json& items_of(const Json& body) { return body.contains("entries") ? body.at("entries") : body.at("items"); }

// What a generic pager does: GET `target`, then each rel="next" until there is none; every item's `key`, in order.
std::vector<Json> walk(const snap::test::EdgeProcess& edge, std::string target, const std::string& key) {
  std::vector<Json> seen;
  for (int pages = 0; pages < 500; ++pages) {
    const HttpResult res = edge.get(target);
    INFO(target << " -> " << res.status << " " << res.body.substr(0, 300));
    REQUIRE(res.status == 200);
    const Json body = res.json();
    for (const Json& item : items_of(body)) seen.push_back(item.at(key));
    const auto links = links_of(res);
    if (!links.count("next")) return seen;
    target = links.at("next");
  }
  FAIL("the pager never reached a page without rel=\"next\"");
  return seen;
}

// A completed event with enough scored globals for several pages.
std::string event_with_scored_globals() {
  const Json events = ok_json(*demo_world().live, "/events?pageSize=100");
  for (const Json& event : events.at("items")) {
    const std::string slug = event.at("slug");
    if (ok_json(*demo_world().live, "/events/" + slug).at("scoredGlobalCount").get<std::int64_t>() >= 30) return slug;
  }
  FAIL("no demo event has 30 scored globals");
  return "";
}

}  // namespace

TEST_CASE("rule: paging names are aliases: page and pageNumber read the same page on every numbered list",
          "[vocabulary][paging]") {
  for (const auto* edge : {demo_world().edge.get(), demo_world().live.get()}) {
    for (const std::string path :
         {"/leaderboard/overall", "/stats/game-health/daily", "/weapons", "/avatars", "/creatures"}) {
      INFO(path);
      const Json own = ok_json(*edge, path + (path.rfind("/leaderboard", 0) == 0 || path.find("game-health") !=
                                                                                        std::string::npos
                                                  ? "?page=2"
                                                  : "?pageNumber=2"));
      CHECK(ok_json(*edge, path + "?page=2") == own);
      CHECK(ok_json(*edge, path + "?pageNumber=2") == own);
      CHECK(ok_json(*edge, path) != own);  // page 2 is not page 1
    }
  }
  // The envelope game health echoes says the page it answered.
  CHECK(ok_json(*demo_world().live, "/stats/game-health/daily?pageNumber=2").at("pageNumber") == 2);
}

TEST_CASE("rule: two spellings of one paging or sort parameter that disagree are a 400 naming both",
          "[vocabulary][paging]") {
  const auto& edge = *demo_world().live;
  for (const auto& [target, own, other] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"/leaderboard/overall?page=2&pageNumber=3", "page", "pageNumber"},
           {"/weapons?pageNumber=2&page=1", "pageNumber", "page"},
           {"/globals?sortOrder=asc&sortDir=desc", "sortOrder", "sortDir"},
           {"/events?sortDir=asc&sortOrder=desc", "sortOrder", "sortDir"}}) {
    INFO(target);
    const HttpResult res = edge.get(target);
    require_problem(res, 400, own);
    require_problem(res, 400, other);
  }
  // The same value twice is one request.
  CHECK(ok_json(edge, "/leaderboard/overall?page=2&pageNumber=2") == ok_json(edge, "/leaderboard/overall?page=2"));
  CHECK(ok_json(edge, "/globals?sortOrder=asc&sortDir=asc") == ok_json(edge, "/globals?sortOrder=asc"));
  CHECK(ok_json(edge, "/globals?sortDir=asc") == ok_json(edge, "/globals?sortOrder=asc"));
}

TEST_CASE("rule: event globals read pageNumber with pageSize as offset and sortOrder as sortDir",
          "[vocabulary][paging]") {
  const auto& edge = *demo_world().live;
  const std::string path = "/events/" + event_with_scored_globals() + "/globals";
  const Json by_offset = ok_json(edge, path + "?offset=5&pageSize=5");
  CHECK(ok_json(edge, path + "?pageNumber=2&pageSize=5") == by_offset);
  CHECK(ok_json(edge, path + "?pageNumber=2&pageSize=5&offset=5") == by_offset);
  CHECK(ok_json(edge, path + "?pageNumber=1") == ok_json(edge, path));
  CHECK(ok_json(edge, path + "?sortOrder=asc") == ok_json(edge, path + "?sortDir=asc"));
  CHECK(ok_json(edge, path + "?sortOrder=asc") != ok_json(edge, path));
  const HttpResult disagreeing = edge.get(path + "?pageNumber=2&pageSize=5&offset=3");
  require_problem(disagreeing, 400, "offset");
  require_problem(disagreeing, 400, "pageNumber");
  require_problem(edge.get(path + "?sortOrder=asc&sortDir=desc"), 400, "sortDir");
}

TEST_CASE("rule: every paged answer carries a Link header in the route's own words that walks the whole list",
          "[vocabulary][links]") {
  for (const auto* edge : {demo_world().edge.get(), demo_world().live.get()}) {
    // Snapshot files and live answers alike, numbered lists in pageNumber and page, offset lists in offset.
    const Json weapons = ok_json(*edge, "/weapons");
    const std::vector<Json> slugs = walk(*edge, "/weapons?pageSize=7&sortOrder=desc", "slug");
    CHECK(static_cast<std::int64_t>(slugs.size()) == weapons.at("totalCount").get<std::int64_t>());
    CHECK(std::set<Json>(slugs.begin(), slugs.end()).size() == slugs.size());

    const HttpResult second = edge->get("/weapons?pageSize=7&page=2&sortOrder=desc");
    const auto links = links_of(second);
    CHECK(links.at("first") == "/weapons?pageSize=7&sortOrder=desc");
    CHECK(links.at("prev") == "/weapons?pageSize=7&sortOrder=desc");
    CHECK(links.at("next") == "/weapons?pageSize=7&sortOrder=desc&pageNumber=3");
    CHECK(links.at("last") == "/weapons?pageSize=7&sortOrder=desc&pageNumber=" +
                                  std::to_string(second.json().at("totalPages").get<std::int64_t>()));

    const HttpResult board = edge->get("/leaderboard/overall?pageNumber=2");
    CHECK(links_of(board).at("next") == "/leaderboard/overall?page=3");
    CHECK(links_of(board).at("first") == "/leaderboard/overall");
    const Json overall = ok_json(*edge, "/leaderboard/overall");
    CHECK(static_cast<std::int64_t>(walk(*edge, "/leaderboard/overall", "avatarSlug").size()) ==
          overall.at("totalEntries").get<std::int64_t>());
    CHECK(edge->get("/leaderboard/overall").header("access-control-expose-headers").find("Link") !=
          std::string::npos);
  }
  const auto& live = *demo_world().live;
  const std::string path = "/events/" + event_with_scored_globals() + "/globals";
  const Json scored = ok_json(live, path);
  CHECK(static_cast<std::int64_t>(walk(live, path + "?pageSize=7", "id").size()) ==
        scored.at("totalCount").get<std::int64_t>());
  const auto offset_links = links_of(live.get(path + "?pageSize=7&pageNumber=2"));
  CHECK(offset_links.at("next") == path + "?pageSize=7&offset=14");
  CHECK(offset_links.at("prev") == path + "?pageSize=7");
  // A list of one page links only to itself; an answer that is no list carries no Link.
  CHECK(links_of(live.get("/avatars?search=ivo%20bolt")).count("next") == 0);
  CHECK(live.get("/weapons/sollomate-opalo").header("link").empty());
}

TEST_CASE("rule: a capped total has totalPages null, no last link, and next while rows remain",
          "[vocabulary][links]") {
  const auto& edge = *demo_world().live;
  const std::string target = "/globals?type=Hunting&isHof=true&pageSize=30";
  const HttpResult first = edge.get(target);
  REQUIRE(first.status == 200);
  const Json body = first.json();
  REQUIRE_FALSE(body.at("totalCountExact").get<bool>());
  CHECK(body.at("totalPages").is_null());
  CHECK(links_of(first).count("last") == 0);
  CHECK(links_of(first).count("next") == 1);
  const std::vector<Json> ids = walk(edge, target, "id");
  CHECK(ids.size() > static_cast<size_t>(body.at("totalCount").get<std::int64_t>()));  // past the cap
  CHECK(std::set<Json>(ids.begin(), ids.end()).size() == ids.size());
  // An exact total keeps its number and its last page.
  const HttpResult exact = edge.get("/globals?type=Hunting&pageSize=30");
  CHECK(exact.json().at("totalCountExact").get<bool>());
  CHECK(exact.json().at("totalPages").is_number_integer());
  CHECK(links_of(exact).count("last") == 1);
}

TEST_CASE("rule: linkable globals: every wiki entry a global names comes with its slug, and the link reaches the "
          "entry of that name, in /globals and on the hubs' and stream's shared writer alike",
          "[vocabulary][globals][links]") {
  const auto& edge = *demo_world().live;
  // Each kind of name and where its slug (and category) stand; the creature's category is always creatures.
  struct Kind {
    const char* name;
    const char* slug;
    const char* category;
  };
  const std::vector<Kind> kinds = {{"creatureName", "creatureSlug", nullptr},
                                   {"depositName", "depositSlug", "depositCategory"},
                                   {"craftedItemName", "craftedItemSlug", "craftedItemCategory"},
                                   {"discoveredItemName", "discoveredItemSlug", "discoveredItemCategory"},
                                   {"rareItemName", "rareItemSlug", "rareItemCategory"},
                                   {"tieredItemName", "tieredItemSlug", "tieredItemCategory"},
                                   {"planet", "planetSlug", nullptr},
                                   {"landareaName", "landareaSlug", nullptr}};
  std::map<std::string, int> followed;
  const auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (const char* type : {"Hunting", "Mining", "Space%20Mining", "Construction", "Discovery", "Rare%20Item",
                           "Tiered%20Item", "PvP"}) {
    const Json page = ok_json(edge, std::string("/globals?pageSize=30&type=") + type);
    for (const Json& global : page.at("items")) {
      for (const Kind& kind : kinds) {
        const Json& slug = global.at(kind.slug);
        if (kind.category) CHECK(slug.is_null() == global.at(kind.category).is_null());
        if (slug.is_null()) continue;
        REQUIRE_FALSE(global.at(kind.name).is_null());
        const std::string category = kind.category                          ? global.at(kind.category).get<std::string>()
                                     : std::string(kind.slug) == "planetSlug" ? "planets"
                                     : std::string(kind.slug) == "landareaSlug" ? "landareas"
                                                                              : "creatures";
        const Json entry = ok_json(edge, "/" + category + "/" + slug.get<std::string>());
        const std::string named = lower(global.at(kind.name)), entry_name = lower(entry.at("name"));
        INFO(kind.name << " '" << named << "' -> /" << category << "/" << slug.get<std::string>());
        if (std::string(kind.slug) == "creatureSlug") CHECK(named.rfind(entry_name, 0) == 0);  // maturity after it
        else CHECK(named == entry_name);
        ++followed[kind.slug];
      }
    }
  }
  for (const char* slug : {"creatureSlug", "depositSlug", "planetSlug", "landareaSlug"}) {
    INFO(slug);
    CHECK(followed[slug] > 0);
  }
  // A PvP spree names no wiki entry: its subject slugs are null.
  const Json inspected = ok_json(edge, "/globals/inspect/" +
                                           std::to_string(ok_json(edge, "/globals?type=PvP&pageSize=1")
                                                              .at("items").at(0).at("id").get<std::int64_t>()));
  for (const Kind& kind : kinds)
    if (std::string(kind.slug) != "planetSlug" && std::string(kind.slug) != "landareaSlug")
      CHECK(inspected.at("global").at(kind.slug).is_null());
}
