// wiki_http_test.cc: the wiki routes through a real snapedge over the hand-made fixture: every 400 and 404
// rule of api-description.md "Wiki", paging arithmetic, each weapon filter and sort, and relationships.
#include <catch2/catch.hpp>
#include <tuple>

#include "core/text/natural_order.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::fixture_world;
using snap::test::HttpResult;
using snap::test::require_problem;

namespace {

HttpResult live_get(const std::string& target) { return fixture_world().live->get(target); }

std::vector<std::string> slugs_of(const Json& list) {
  std::vector<std::string> slugs;
  for (const Json& item : list.at("items")) slugs.push_back(item.at("slug").get<std::string>());
  return slugs;
}

std::vector<std::string> weapon_slugs(const std::string& query) {
  const HttpResult res = live_get("/weapons?pageSize=50&" + query);
  INFO(query << " -> " << res.body);
  REQUIRE(res.status == 200);
  return slugs_of(res.json());
}

}  // namespace

// api-description.md Wiki rule 1: invalid combinations return 400 and are not corrected.
TEST_CASE("wiki list parameters that break a rule are 400 problems naming the parameter", "[wiki][errors]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/weapons?minDamage=50&maxDamage=10", "minDamage"}, {"/weapons?minRange=60&maxRange=5", "minRange"},
      {"/weapons?minDps=9&maxDps=1", "minDps"},            {"/weapons?minDpp=3&maxDpp=2", "minDpp"},
      {"/weapons?pageSize=51", "pageSize"},                {"/weapons?pageSize=0", "pageSize"},
      {"/weapons?pageNumber=0", "pageNumber"},             {"/weapons?pageNumber=abc", "pageNumber"},
      {"/weapons?pageNumber=1.5", "pageNumber"},           {"/weapons?sortBy=Weight", "sortBy"},
      {"/weapons?sortOrder=sideways", "sortOrder"},        {"/weapons?limited=maybe", "limited"},
      {"/weapons?minDamage=abc", "minDamage"},             {"/weapons?maxDpp=1e999", "maxDpp"},
      {"/creatures?sortBy=Damage", "sortBy"},              {"/materials?pageSize=100", "pageSize"},
      {"/planets?sortOrder=up", "sortOrder"},                {"/weapons?pageSize=50&pageNumber=9223372036854775807", "pageNumber"}};
  for (const auto& [target, parameter] : cases) {
    INFO(target);
    require_problem(live_get(target), 400, parameter);
  }
}

TEST_CASE("a wrong sortBy lists the category's accepted values", "[wiki][errors]") {
  const Json body = live_get("/weapons?sortBy=Weight").json();
  const std::string detail = body.at("detail");
  for (const char* name : {"Name", "Damage", "Range", "Dps", "Dpp", "Decay", "TT", "Efficiency", "Type", "Class"})
    CHECK(detail.find(name) != std::string::npos);
}

TEST_CASE("equal minimum and maximum are accepted", "[wiki]") {
  CHECK(weapon_slugs("minDamage=8&maxDamage=8") ==
        std::vector<std::string>{"sollomate-opalo", "sollomate-opalo-fen-edition"});
}

TEST_CASE("unknown slugs and categories are 404 problems", "[wiki][errors]") {
  for (const char* target : {"/weapons/no-such-gun", "/creatures/no-such-beast", "/planets/nowhere",
                             "/armor-parts/nothing", "/no-such-category", "/weapons/sollomate-opalo/extra",
                             "/creatures/no-such-beast/stats", "/creatures/no-such-beast/activity"}) {
    INFO(target);
    require_problem(live_get(target), 404, "");
  }
  CHECK(live_get("/weapons/no-such-gun").json().at("detail") == "weapon 'no-such-gun' was not found");
}

TEST_CASE("paging arithmetic of the envelope", "[wiki][paging]") {
  const Json first = live_get("/weapons?pageSize=3").json();
  CHECK(first.at("totalCount") == 8);
  CHECK(first.at("pageNumber") == 1);
  CHECK(first.at("pageSize") == 3);
  CHECK(first.at("totalPages") == 3);
  CHECK(first.at("items").size() == 3);
  const Json last = live_get("/weapons?pageSize=3&pageNumber=3").json();
  CHECK(last.at("items").size() == 2);
  const Json beyond = live_get("/weapons?pageSize=3&pageNumber=4").json();
  CHECK(beyond.at("items").empty());
  CHECK(beyond.at("totalCount") == 8);
  std::vector<std::string> all;
  for (int page = 1; page <= 3; ++page)
    for (const std::string& s : slugs_of(live_get("/weapons?pageSize=3&pageNumber=" + std::to_string(page)).json()))
      all.push_back(s);
  CHECK(all == weapon_slugs(""));
  const Json defaults = live_get("/weapons").json();
  CHECK(defaults.at("pageSize") == 20);
  CHECK(defaults.at("totalPages") == 1);
  const Json empty = live_get("/weapons?search=zzzz").json();
  CHECK(empty.at("totalCount") == 0);
  CHECK(empty.at("totalPages") == 0);
}

TEST_CASE("each weapon filter", "[wiki][weapons][filters]") {
  using V = std::vector<std::string>;
  CHECK(weapon_slugs("type=pistol") == V{"breer-p1a-l", "korss-h400-l"});
  CHECK(weapon_slugs("class=BLP") == V{"herman-ark-0-l"});
  CHECK(weapon_slugs("source=event") == V{"sollomate-opalo-fen-edition"});
  CHECK(weapon_slugs("limited=true") == V{"armatrix-bc-10-l", "breer-p1a-l", "herman-ark-0-l", "korss-h400-l"});
  CHECK(weapon_slugs("limited=0") ==
        V{"castorian-survival-enblade-1", "sollomate-opalo", "sollomate-opalo-fen-edition", "trainer-rifle"});
  CHECK(weapon_slugs("minDamage=12") == V{"armatrix-bc-10-l", "castorian-survival-enblade-1", "korss-h400-l"});
  CHECK(weapon_slugs("maxDamage=8") == V{"sollomate-opalo", "sollomate-opalo-fen-edition", "trainer-rifle"});
  CHECK(weapon_slugs("minRange=56") == V{"armatrix-bc-10-l", "herman-ark-0-l"});
  CHECK(weapon_slugs("maxRange=22") == V{"breer-p1a-l", "castorian-survival-enblade-1"});
  CHECK(weapon_slugs("minDps=9") == V{"armatrix-bc-10-l", "korss-h400-l"});  // unknown dps never matches
  CHECK(weapon_slugs("maxDps=3") == V{"trainer-rifle"});
  CHECK(weapon_slugs("minDpp=2.85") == V{"korss-h400-l"});
  CHECK(weapon_slugs("maxDpp=2.6") == V{"trainer-rifle"});
  CHECK(weapon_slugs("search=opalo") == V{"sollomate-opalo", "sollomate-opalo-fen-edition"});
  CHECK(weapon_slugs("type=Carbine&limited=false&minDamage=8") == V{"sollomate-opalo", "sollomate-opalo-fen-edition"});
}

TEST_CASE("rule: a closed filter (weapon type, class, source) given a value no entry has is a 400 listing the values",
          "[wiki][weapons][filters]") {
  for (const auto& [target, parameter, listed] :
       std::vector<std::tuple<std::string, std::string, std::string>>{{"/weapons?type=Cannon", "type", "Pistol"},
                                                                      {"/weapons?class=Railgun", "class", "BLP"},
                                                                      {"/weapons?source=Mars", "source", "Event"}}) {
    INFO(target);
    const auto res = live_get(target);
    require_problem(res, 400, parameter);
    CHECK(res.json().at("detail").get<std::string>().find("accepted values: ") != std::string::npos);
    CHECK(res.json().at("detail").get<std::string>().find(listed) != std::string::npos);
  }
}

TEST_CASE("each weapon sort, unknown values last, slug as tie-break", "[wiki][weapons][sorts]") {
  using V = std::vector<std::string>;
  CHECK(weapon_slugs("sortBy=Name").front() == "armatrix-bc-10-l");
  CHECK(weapon_slugs("sortBy=name&sortOrder=DESC").front() == "trainer-rifle");
  CHECK(weapon_slugs("sortBy=Damage&sortOrder=desc") ==
        V{"korss-h400-l", "armatrix-bc-10-l", "castorian-survival-enblade-1", "herman-ark-0-l", "breer-p1a-l",
          "sollomate-opalo", "sollomate-opalo-fen-edition", "trainer-rifle"});
  CHECK(weapon_slugs("sortBy=Range").front() == "castorian-survival-enblade-1");
  CHECK(weapon_slugs("sortBy=Dps&sortOrder=desc").front() == "korss-h400-l");
  CHECK(weapon_slugs("sortBy=Dps").back() == "castorian-survival-enblade-1");
  CHECK(weapon_slugs("sortBy=Dps&sortOrder=desc").back() == "castorian-survival-enblade-1");
  CHECK(weapon_slugs("sortBy=Dpp").front() == "trainer-rifle");
  CHECK(weapon_slugs("sortBy=Decay").front() == "sollomate-opalo");
  CHECK(weapon_slugs("sortBy=Decay")[1] == "sollomate-opalo-fen-edition");
  CHECK(weapon_slugs("sortBy=TT&sortOrder=desc").front() == "korss-h400-l");
  CHECK(weapon_slugs("sortBy=Efficiency&sortOrder=desc").front() == "armatrix-bc-10-l");
  const V by_efficiency = weapon_slugs("sortBy=Efficiency");
  CHECK(V(by_efficiency.end() - 2, by_efficiency.end()) == V{"breer-p1a-l", "castorian-survival-enblade-1"});
  CHECK(weapon_slugs("sortBy=Type").front() == "armatrix-bc-10-l");  // Carbine, then by slug
  CHECK(weapon_slugs("sortBy=Class").front() == "herman-ark-0-l");   // BLP
}

TEST_CASE("list items carry the weapon's key fields, blank values as null", "[wiki][weapons]") {
  const Json list = live_get("/weapons?search=enblade").json();
  const Json& item = list.at("items").at(0);
  for (const char* field : {"slug", "name", "description", "type", "class", "damage", "dps", "dpp", "range", "decay",
                            "tt", "efficiency", "source", "limited"})
    CHECK(item.contains(field));
  CHECK(item.at("dps").is_null());
  CHECK(item.at("tt").is_null());
  CHECK(item.at("limited") == false);
}

TEST_CASE("a weapon entry has every field and its relationships", "[wiki][weapons][relationships]") {
  const Json korss = live_get("/weapons/korss-h400-l").json();
  CHECK(korss.at("name") == "Korss H400 (L)");
  CHECK(korss.at("damageBurn") == 37);
  CHECK(korss.at("damageCut").is_null());
  CHECK(korss.at("attacksPerMinute") == 57);
  CHECK(korss.at("ammoBurn") == 800);
  CHECK(korss.at("minTt") == 5.31);
  CHECK(korss.at("hitProfession") == "Laser Pistoleer (Hit)");
  CHECK(korss.at("sib") == true);
  CHECK_FALSE(korss.contains("id"));  // internal ids are not part of the contract
  CHECK(korss.at("craftedBy").at(0).at("slug") == "korss-h400-l-blueprint");
  const Json bc10 = live_get("/weapons/armatrix-bc-10-l").json();
  CHECK(bc10.at("droppedBy").at(0).at("slug") == "atrox");
  CHECK(bc10.at("droppedBy").at(0).at("frequency") == "Rare");
}

TEST_CASE("creature entries carry planet, maturities in order, loot and codex", "[wiki][creatures][relationships]") {
  const Json atrox = live_get("/creatures/atrox").json();
  CHECK(atrox.at("id") == 1);  // the number globals' creatureId refers to
  CHECK(atrox.at("planet").at("slug") == "calypso");
  REQUIRE(atrox.at("maturities").size() == 3);
  CHECK(atrox.at("maturities").at(0).at("name") == "Young");
  CHECK(atrox.at("maturities").at(0).at("hp") == 990);
  CHECK(atrox.at("maturities").at(2).at("name") == "Stalker");
  CHECK(atrox.at("maturities").at(2).at("regeneration").is_null());
  REQUIRE(atrox.at("loot").size() == 2);
  CHECK(atrox.at("loot").at(0).at("itemName") == "Animal Muscle Oil");
  CHECK(atrox.at("loot").at(1).at("fromMaturity") == "Mature");
  CHECK(atrox.at("codex").at("slug") == "atrox-codex");
  const Json list = live_get("/creatures?sortBy=Hp&sortOrder=desc").json();
  CHECK(list.at("items").at(0).at("slug") == "atrox");
  CHECK(list.at("items").at(0).at("maxHp") == 2450);
  CHECK(list.at("items").at(0).at("planet") == "Calypso");
}

TEST_CASE("blueprints, materials, armour, effects and locations link each other", "[wiki][relationships]") {
  const Json bp = live_get("/blueprints/korss-h400-l-blueprint").json();
  CHECK(bp.at("product").at("category") == "weapons");
  CHECK(bp.at("product").at("slug") == "korss-h400-l");
  CHECK(bp.at("materials").at(0).at("slug") == "lysterium-ingot");
  CHECK(bp.at("materials").at(0).at("quantity") == 30);
  CHECK_FALSE(bp.contains("productSlug"));
  const Json ingot = live_get("/materials/lysterium-ingot").json();
  CHECK(ingot.at("refinedFrom").at("slug") == "lysterium-stone");
  CHECK(ingot.at("usedIn").at(0).at("slug") == "korss-h400-l-blueprint");
  CHECK(ingot.at("craftedBy").at(0).at("slug") == "lysterium-ingot-blueprint");
  const Json ghost = live_get("/armors/ghost").json();
  REQUIRE(ghost.at("parts").size() == 2);
  CHECK(ghost.at("parts").at(0).at("slot") == "Head");
  CHECK(live_get("/armor-parts/ghost-harness-m").json().at("armor").at("slug") == "ghost");
  const Json ring = live_get("/clothes/aeglic-ring-l").json();
  CHECK(ring.at("effects").at(0).at("name") == "Critical Chance Added");
  CHECK(ring.at("effects").at(0).at("value") == 1.5);
  CHECK(live_get("/effects/critical-chance-added").json().at("items").at(0).at("slug") == "aeglic-ring-l");
  const Json calypso = live_get("/planets/calypso").json();
  CHECK(calypso.at("parentPlanet").is_null());
  CHECK(calypso.at("subPlanets").at(0).at("slug") == "setesh");
  CHECK(calypso.at("landAreas").size() == 2);
  CHECK(live_get("/planets/setesh").json().at("parentPlanet").at("slug") == "calypso");
  CHECK(live_get("/landareas/amethera-la01").json().at("planet").at("slug") == "calypso");
  CHECK(live_get("/codexes/atrox-codex").json().at("creature").at("slug") == "atrox");
}

TEST_CASE("weapon types and the skill tree", "[wiki][weapons]") {
  CHECK(live_get("/weapons/types").json() == Json::parse(R"(["Carbine","Pistol","Rifle","Sword"])"));
  const Json tree = live_get("/weapons/skill-tree").json();
  REQUIRE(tree.size() == 4);
  CHECK(tree.at(0).at("type") == "Carbine");
  const Json pistols = live_get("/weapons/skill-tree?type=pistol").json();
  REQUIRE(pistols.size() == 1);
  CHECK(pistols.at(0).at("type") == "Pistol");
  CHECK(pistols.at(0).at("professions").at(0).at("profession") == "Laser Pistoleer (Hit)");
  CHECK(pistols.at(0).at("professions").at(0).at("weaponCount") == 2);
  require_problem(live_get("/weapons/skill-tree?type=Catapult"), 400, "type");
}

TEST_CASE("creature stats: counts, HoFs, values and maturities of its globals", "[wiki][creatures]") {
  const Json stats = live_get("/creatures/atrox/stats").json();
  CHECK(stats.at("globalsCount") == 4);
  CHECK(stats.at("hofCount") == 1);
  CHECK(stats.at("totalValue") == 964);
  CHECK(stats.at("bestValue") == 720);
  CHECK(stats.at("firstSeen") == "2023-11-14T22:13:20Z");
  CHECK(stats.at("lastSeen") == "2026-11-20T11:43:20Z");
  REQUIRE(stats.at("byMaturity").size() == 3);
  CHECK(stats.at("byMaturity").at(2).at("maturity") == "Young");
  CHECK(stats.at("byMaturity").at(2).at("globalsCount") == 2);
  const Json none = live_get("/creatures/daikiba/stats").json();
  CHECK(none.at("globalsCount") == 0);
  CHECK(none.at("bestValue").is_null());
}

TEST_CASE("creature activity: latest globals newest first and 24 hourly buckets", "[wiki][creatures]") {
  const Json activity = live_get("/creatures/atrox/activity").json();
  std::vector<int> ids;
  for (const Json& g : activity.at("recentGlobals")) ids.push_back(g.at("id"));
  CHECK(ids == std::vector<int>{3, 2, 1, 4});
  CHECK(activity.at("recentGlobals").at(0).at("creatureName") == "Atrox Stalker");
  CHECK(activity.at("recentGlobals").at(0).at("depositName").is_null());
  const Json& hours = activity.at("hourly");
  REQUIRE(hours.size() == 24);
  CHECK(hours.at(23).at("hour") == "2026-11-20T12:00:00Z");
  CHECK(hours.at(22).at("globals") == 1);
  CHECK(hours.at(21).at("globals") == 2);
  CHECK(hours.at(0).at("globals") == 0);
}

TEST_CASE("rule: wiki lists sort names in natural order (2 before 10), snapshot files and live answers alike",
          "[wiki][sorts][natural-order]") {
  for (const auto* edge : {snap::test::demo_world().edge.get(), snap::test::demo_world().live.get()}) {
    for (const std::string category : {"enhancers", "weapons", "creatures"}) {
      INFO(category);
      std::vector<std::string> names;
      for (int page = 1;; ++page) {
        const Json body = snap::test::ok_json(*edge, "/" + category + "?pageSize=50&pageNumber=" + std::to_string(page));
        for (const Json& item : body.at("items")) names.push_back(item.at("name"));
        if (page >= body.at("totalPages").get<int>()) break;
      }
      REQUIRE(names.size() > 10);
      for (size_t i = 1; i < names.size(); ++i) {
        INFO(names[i - 1] << " before " << names[i]);
        CHECK(snap::natural_compare(names[i - 1], names[i]) <= 0);
      }
    }
  }
}
