// avatar_http_test.cc: /avatars and its sub-resources through a real snapedge over tests/support/avatar_fixture.sql,
// whose figures are known: the list (page size fixed at 20, pageSize ignored, search), profile figures and ranks,
// the globals list (paging, pageSize at most 100, the `type` list rules), top achievements, the monthly series
// with its empty months, snapshot files equal to live answers, and 404s.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/db/database.h"
#include "core/globals/owner_global_marks.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::avatar_world;
using snap::test::HttpResult;
using snap::test::require_problem;

namespace {

HttpResult live_get(const std::string& target) { return avatar_world().live->get(target); }

Json live_json(const std::string& target) { return snap::test::ok_json(*avatar_world().live, target); }

// The avatar's rank on a board as the leaderboard itself answers it (null when not on it).
Json board_rank(const std::string& board, const std::string& name) {
  std::string query;
  for (char c : name) query += c == ' ' ? std::string("%20") : c == '%' ? std::string("%25") : std::string(1, c);
  const Json found = live_json("/leaderboard/" + board + "?search=" + query);
  for (const Json& entry : found.at("entries"))
    if (entry.at("avatarName") == name) return entry.at("rank");
  return nullptr;
}

std::vector<std::string> field_of_items(const Json& list, const char* field) {
  std::vector<std::string> values;
  for (const Json& item : list.at("items")) values.push_back(item.at(field).get<std::string>());
  return values;
}

std::vector<std::int64_t> global_ids(const Json& items) {
  std::vector<std::int64_t> ids;
  for (const Json& g : items) ids.push_back(g.at("id").get<std::int64_t>());
  return ids;
}

// Mira's 56 globals newest first, from the fixture: 11, 10, 9, 8, 7, 6, then 4 and 3 (one second, higher id
// first), 5, 2, 1, then the 45 June hunts 1045 down to 1001.
std::vector<std::int64_t> mira_ids_newest_first() {
  std::vector<std::int64_t> ids = {11, 10, 9, 8, 7, 6, 4, 3, 5, 2, 1};
  for (int id = 1045; id >= 1001; --id) ids.push_back(id);
  return ids;
}

const char* const kMiraGlobals = "/avatars/mira-quickshot-holm/globals";

}  // namespace

// api-description.md "Avatars and teams": page size fixed at 20; a pageSize parameter is accepted and ignored.
TEST_CASE("the avatar list has 20 per page whatever pageSize says, in name order", "[avatars]") {
  const Json page1 = live_json("/avatars");
  CHECK(page1.at("totalCount") == 26);
  CHECK(page1.at("pageNumber") == 1);
  CHECK(page1.at("pageSize") == 20);
  CHECK(page1.at("totalPages") == 2);
  REQUIRE(page1.at("items").size() == 20);
  CHECK(page1.at("items").at(0).at("slug") == "ann-noglobals");
  CHECK(page1.at("items").at(1).at("slug") == "bo-100-tank");  // letter case does not decide the order
  CHECK(page1.at("items").at(19).at("slug") == "filler-18");
  for (const char* size : {"5", "100", "500", "0", "abc"}) {
    INFO("pageSize=" << size);
    CHECK(live_get(std::string("/avatars?pageSize=") + size).body == live_get("/avatars").body);
  }
  const Json page2 = live_json("/avatars?pageNumber=2&pageSize=3");
  CHECK(field_of_items(page2, "slug") ==
        std::vector<std::string>{"filler-19", "filler-20", "filler-21", "filler-22", "heavy-hitter", "mira-quickshot-holm"});
  CHECK(live_json("/avatars?pageNumber=3").at("items").empty());
}

TEST_CASE("avatar list parameters that are malformed are 400 problems", "[avatars][errors]") {
  for (const char* target : {"/avatars?pageNumber=0", "/avatars?pageNumber=x", "/avatars?pageNumber=9223372036854775807"}) {
    INFO(target);
    require_problem(live_get(target), 400, "pageNumber");
  }
}

TEST_CASE("avatar list search keeps names containing the text, in any letter case", "[avatars]") {
  const Json fillers = live_json("/avatars?search=FILLER");
  CHECK(fillers.at("totalCount") == 22);
  CHECK(fillers.at("items").size() == 20);
  CHECK(live_json("/avatars?search=filler&pageNumber=2").at("items").size() == 2);
  CHECK(field_of_items(live_json("/avatars?search=quick"), "slug") == std::vector<std::string>{"mira-quickshot-holm"});
  // % and _ are literal characters of the name, not wildcards.
  CHECK(field_of_items(live_json("/avatars?search=100%25"), "slug") == std::vector<std::string>{"bo-100-tank"});
  CHECK(live_json("/avatars?search=_").at("totalCount") == 0);
  CHECK(live_json("/avatars?search=nobody-is-called-this").at("items").empty());
}

TEST_CASE("an avatar list item carries its headline counts", "[avatars]") {
  const Json page2 = live_json("/avatars?pageNumber=2");
  const Json mira = page2.at("items").at(5);
  CHECK(mira == Json::parse(R"({"slug":"mira-quickshot-holm","name":"Mira Quickshot Holm","totalGlobals":56,
    "professions":{"hunting":49,"mining":1,"spaceMining":1,"construction":1},"pvpKills":3,
    "lastSeen":"2026-11-15T22:00:00Z"})"));
  const Json ann = live_json("/avatars").at("items").at(0);
  CHECK(ann.at("totalGlobals") == 0);
  CHECK(ann.at("professions") == Json::parse(R"({"hunting":0,"mining":0,"spaceMining":0,"construction":0})"));
  CHECK(ann.at("lastSeen") == "2026-11-18T10:00:00Z");  // a trade message is a sighting too
}

TEST_CASE("an avatar profile has every headline figure", "[avatars]") {
  const Json mira = live_json("/avatars/mira-quickshot-holm");
  Json expected = Json::parse(R"({"slug":"mira-quickshot-holm","name":"Mira Quickshot Holm","overallRank":null,
    "totalGlobals":56,"totalValue":4065.87,"largestGlobalValue":1000.0,"largestGlobalType":"Hunting",
    "largestGlobalDetail":"Atrox Prowler","largestGlobalId":11,
    "huntingGlobals":49,"miningGlobals":1,"spaceMiningGlobals":1,"constructionGlobals":1,
    "huntingValue":3350.87,"miningValue":120.0,"spaceMiningValue":200.0,"constructionValue":55.0,
    "hofCount":3,"athCount":1,"pvpKills":3,"pvpRank":null,
    "firstGlobalAt":"2026-06-01T01:00:00Z","lastGlobalAt":"2026-11-10T21:00:00Z",
    "teams":[{"slug":"iron-wolves","name":"Iron Wolves","role":"Leader","joinedAt":"2025-12-01T00:00:00Z","leftAt":null}]})");
  expected["overallRank"] = board_rank("overall", "Mira Quickshot Holm");
  expected["pvpRank"] = board_rank("pvp", "Mira Quickshot Holm");
  CHECK_FALSE(expected.at("overallRank").is_null());
  CHECK_FALSE(expected.at("pvpRank").is_null());
  CHECK(mira == expected);
  std::vector<std::string> keys;
  for (const auto& [key, value] : mira.items()) keys.push_back(key);
  CHECK(keys.front() == "slug");
  CHECK(keys.back() == "teams");
}

TEST_CASE("an avatar without globals or standings has zero counts and null unknowns", "[avatars]") {
  const Json ann = live_json("/avatars/ann-noglobals");
  CHECK(ann.at("totalGlobals") == 0);
  CHECK(ann.at("totalValue") == 0.0);
  CHECK(ann.at("huntingValue") == 0.0);
  for (const char* field : {"overallRank", "pvpRank", "largestGlobalValue", "largestGlobalType", "largestGlobalDetail",
                            "largestGlobalId", "firstGlobalAt", "lastGlobalAt"}) {
    INFO(field);
    CHECK(ann.at(field).is_null());
  }
  CHECK(ann.at("teams") == Json::array());
  CHECK(live_json("/avatars/ann-noglobals/monthly-activity") == Json::array());
  const Json top = live_json("/avatars/ann-noglobals/top-achievements");
  CHECK(top.at("bestByType").empty());
  CHECK(top.at("topHofs").empty());
}

TEST_CASE("of globals of equal value the earlier is the largest", "[avatars]") {
  const Json bo = live_json("/avatars/bo-100-tank");
  CHECK(bo.at("largestGlobalId") == 21);
  CHECK(bo.at("largestGlobalValue") == 77.0);
  CHECK(bo.at("overallRank") == board_rank("overall", "bo 100% Tank"));
  CHECK_FALSE(bo.at("overallRank").is_null());
  CHECK(bo.at("pvpRank").is_null());
  CHECK(live_json("/avatars/bo-100-tank/top-achievements").at("bestByType").at(0).at("id") == 21);
}

TEST_CASE("an avatar's globals are newest first, ties by higher id, paged without gaps", "[avatars]") {
  const std::vector<std::int64_t> all = mira_ids_newest_first();
  const Json first = live_json(kMiraGlobals);
  CHECK(first.at("totalCount") == 56);
  CHECK(first.at("pageSize") == 20);
  CHECK(first.at("totalPages") == 3);
  CHECK(global_ids(first.at("items")) == std::vector<std::int64_t>(all.begin(), all.begin() + 20));
  CHECK(global_ids(live_json(std::string(kMiraGlobals) + "?pageSize=100").at("items")) == all);
  // Every page size gives the same sequence (pages near the end are read from the oldest end).
  for (int size : {1, 7, 20, 55, 56}) {
    std::vector<std::int64_t> joined;
    for (int page = 1; page <= (56 + size - 1) / size; ++page) {
      const Json body = live_json(std::string(kMiraGlobals) + "?pageSize=" + std::to_string(size) +
                                  "&pageNumber=" + std::to_string(page));
      for (std::int64_t id : global_ids(body.at("items"))) joined.push_back(id);
    }
    INFO("pageSize " << size);
    CHECK(joined == all);
  }
  const Json beyond = live_json(std::string(kMiraGlobals) + "?pageNumber=4");
  CHECK(beyond.at("items").empty());
  CHECK(beyond.at("totalPages") == 3);
}

TEST_CASE("an avatar's global carries the one global shape", "[avatars]") {
  const Json items = live_json(std::string(kMiraGlobals) + "?pageSize=1").at("items");
  CHECK(items.at(0) == Json::parse(R"({"id":11,"type":"Hunting","avatarName":"Mira Quickshot Holm",
    "avatarSlug":"mira-quickshot-holm","teamName":"Iron Wolves","teamSlug":"iron-wolves","isTeam":true,
    "globalValue":1000.0,"dateTime":"2026-11-10T21:00:00Z","isHof":true,"isAth":false,"creatureName":"Atrox Prowler",
    "creatureId":null,"creatureSlug":null,"depositName":null,"depositSlug":null,"depositCategory":null,
    "craftedItemName":null,"craftedItemSlug":null,"craftedItemCategory":null,"discoveredItemName":null,
    "discoveredItemSlug":null,"discoveredItemCategory":null,"rareItemName":null,"rareItemSlug":null,
    "rareItemCategory":null,"tieredItemName":null,"tieredItemSlug":null,"tieredItemCategory":null,
    "tieredItemTier":null,"pvpSpree":null,"planet":"Calypso","planetSlug":null,"landareaName":null,
    "landareaSlug":null,"message":"Team Iron Wolves (Mira) killed Atrox Prowler: 1000 PED"})"));
}

// api-description.md: pageSize default 20, maximum 100; out-of-bound input is a 400, never clamped.
TEST_CASE("avatar globals paging parameters out of range are 400 problems naming them", "[avatars][errors]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"?pageSize=101", "pageSize"}, {"?pageSize=0", "pageSize"},     {"?pageSize=ten", "pageSize"},
      {"?pageNumber=0", "pageNumber"}, {"?pageNumber=-2", "pageNumber"}, {"?pageNumber=1.5", "pageNumber"},
      {"?pageSize=100&pageNumber=9223372036854775807", "pageNumber"}};
  for (const auto& [query, parameter] : cases) {
    INFO(query);
    require_problem(live_get(kMiraGlobals + query), 400, parameter);
  }
  CHECK(live_json(std::string(kMiraGlobals) + "?pageSize=100").at("items").size() == 56);
}

// api-description.md rules for type on /avatars/{slug}/globals: comma-separated; Hunting, Mining, Space Mining,
// Construction, Rare item, Discovery; unrecognised values are dropped; all unrecognised -> no filter, no signal.
TEST_CASE("the avatar globals type list follows the description's rules", "[avatars]") {
  struct Case {
    std::string type;
    std::int64_t total;
  };
  const std::vector<Case> cases = {
      {"Hunting", 49},                       {"Rare%20item", 1},
      {"Rare%20Item", 1},                    {"rare%20ITEM", 1},  // other letter cases are accepted too
      {"Discovery", 1},                      {"Space%20Mining", 1},
      {"Hunting,Mining", 50},                {"Hunting%20,%20Mining", 50},  // spaces around commas
      {"%20Construction%20", 1},             {"Hunting,Bogus", 49},        // unknown values dropped
      {"Bogus", 56},                         {"Bogus,Nope", 56},           // all unknown: no filter
      {"Tiered%20Item", 56},                 {"PvP", 56},                  // not in the accepted list
      {"Hunting,Hunting", 49},               {",,Mining,", 1},
      {"Space%20Mining,Construction,Discovery", 3},
      {"Hunting,Mining,Space%20Mining,Construction,Rare%20item,Discovery", 54}};
  for (const Case& c : cases) {
    INFO("type=" << c.type);
    const Json body = live_json(std::string(kMiraGlobals) + "?pageSize=100&type=" + c.type);
    CHECK(body.at("totalCount") == c.total);
    CHECK(static_cast<std::int64_t>(body.at("items").size()) == c.total);
  }
  const Json rare = live_json(std::string(kMiraGlobals) + "?type=Rare%20item");
  CHECK(rare.at("items").at(0).at("rareItemName") == "Shiny Ring");
  CHECK(live_get(std::string(kMiraGlobals) + "?type=Bogus").body == live_get(kMiraGlobals).body);
}

TEST_CASE("a type-filtered globals list is newest first and pages like the whole list", "[avatars]") {
  const std::string base = std::string(kMiraGlobals) + "?type=Construction,Hunting";
  std::vector<std::int64_t> expected;
  for (std::int64_t id : mira_ids_newest_first())
    if (id == 11 || id == 4 || id == 3 || id == 5 || id == 1 || id >= 1000) expected.push_back(id);
  CHECK(global_ids(live_json(base + "&pageSize=100").at("items")) == expected);
  std::vector<std::int64_t> joined;
  for (int page = 1; page <= 8; ++page)
    for (std::int64_t id : global_ids(live_json(base + "&pageSize=7&pageNumber=" + std::to_string(page)).at("items")))
      joined.push_back(id);
  CHECK(joined == expected);
}

// Heavy Hitter's ids newest first, of the globals whose number (id - 10000) passes `keep`.
template <typename Keep>
std::vector<std::int64_t> heavy_ids(Keep keep) {
  std::vector<std::int64_t> ids;
  for (int i = 2500; i >= 1; --i)
    if (keep(i)) ids.push_back(10000 + i);
  return ids;
}

// Every page of `base` at `size` per page, joined.
std::vector<std::int64_t> all_pages(const std::string& base, int size) {
  const Json first = live_json(base + "&pageSize=" + std::to_string(size));
  std::vector<std::int64_t> ids;
  for (std::int64_t page = 1; page <= first.at("totalPages").get<std::int64_t>(); ++page)
    for (std::int64_t id : global_ids(live_json(base + "&pageSize=" + std::to_string(size) + "&pageNumber=" +
                                                std::to_string(page)).at("items")))
      ids.push_back(id);
  return ids;
}

// Page `page` (from 1) of `list` at `size` ids per page.
std::vector<std::int64_t> page_of(const std::vector<std::int64_t>& list, std::int64_t page, std::int64_t size) {
  const auto at = [&](std::int64_t place) { return list.begin() + std::min<std::int64_t>(place, list.size()); };
  return {at((page - 1) * size), at(page * size)};
}

// The places, newest first, of a list's marks: the global with j spacings of globals older than it, j = 1, 2, ...
std::vector<std::int64_t> mark_places(std::int64_t length) {
  std::vector<std::int64_t> places;
  for (std::int64_t j = 1; j * snap::kGlobalMarkSpacing < length; ++j) places.push_back(length - 1 - j * snap::kGlobalMarkSpacing);
  return places;
}

TEST_CASE("long globals lists page the same from their marks as from the start", "[avatars]") {
  const auto all = heavy_ids([](int) { return true; });
  const auto hunting = heavy_ids([](int i) { return i % 5 != 0; });
  const auto mining = heavy_ids([](int i) { return i % 5 == 0; });
  CHECK(all_pages("/avatars/heavy-hitter/globals?x=1", 100) == all);
  CHECK(all_pages("/avatars/heavy-hitter/globals?type=Hunting", 100) == hunting);
  CHECK(all_pages("/avatars/heavy-hitter/globals?type=Mining", 100) == mining);
  CHECK(all_pages("/avatars/heavy-hitter/globals?type=Mining,Hunting", 100) == all);
  // Pages that start on a mark, just before or after one, or straddle one.
  for (std::int64_t size : {7, 20, 99}) {
    for (std::int64_t mark : mark_places(2500)) {
      for (std::int64_t page : {mark / size, mark / size + 1, mark / size + 2}) {
        if (page < 1) continue;
        INFO("pageSize " << size << " page " << page);
        const Json body = live_json("/avatars/heavy-hitter/globals?pageSize=" + std::to_string(size) +
                                    "&pageNumber=" + std::to_string(page));
        CHECK(global_ids(body.at("items")) == page_of(all, page, size));
        CHECK(body.at("totalCount") == 2500);
      }
    }
  }
  // The marks exist, so the pages above were read from them: every spacing-th global from the oldest.
  snap::Database db(avatar_world().db, snap::OpenMode::ReadOnly);
  for (const auto& [type, list] : std::vector<std::pair<std::string, std::vector<std::int64_t>>>{
           {"", all}, {"Hunting", hunting}, {"Mining", mining}}) {
    INFO("type '" << type << "'");
    std::vector<std::int64_t> marked;
    for (const snap::GlobalKey& mark : snap::read_global_marks(db, "avatar", 4, type).keys()) marked.push_back(mark.id);
    std::vector<std::int64_t> expected;
    for (std::int64_t place : mark_places(static_cast<std::int64_t>(list.size()))) expected.push_back(list[place]);
    CHECK(marked.size() == (list.size() - 1) / snap::kGlobalMarkSpacing);
    CHECK(marked == expected);
  }
}

// Heavy Hitter's list of every type (2,500 long) and its Hunting list (2,000) have a mark every spacing from their
// oldest end: a page ending a few places before a mark is read oldest first from that mark, one starting a few
// places after it newest first from it, one near a list's end from that end; halfway between two marks from
// either.
TEST_CASE("rule: a page of one list is read from the mark or end nearest to it, in either direction", "[avatars]") {
  const auto all = heavy_ids([](int) { return true; });
  const auto hunting = heavy_ids([](int i) { return i % 5 != 0; });
  for (const auto& [query, list] : std::vector<std::pair<std::string, std::vector<std::int64_t>>>{
           {"x=1", all}, {"type=Hunting", hunting}}) {
    const std::int64_t length = static_cast<std::int64_t>(list.size());
    std::vector<std::int64_t> places{0, 1, 2, length - 3, length - 2, length - 1};
    const std::vector<std::int64_t> marks = mark_places(length);
    for (std::int64_t mark : {marks.front(), marks[marks.size() / 2], marks.back()})
      for (std::int64_t near : {-2, -1, 0, 1, 2}) {
        places.push_back(mark + near);
        places.push_back(mark + snap::kGlobalMarkSpacing / 2 + near);
      }
    for (std::int64_t size : {1, 33, 100}) {
      for (std::int64_t place : places) {
        if (place < 0 || place >= length) continue;
        const std::int64_t page = place / size + 1;
        INFO(query << " pageSize " << size << " page " << page);
        const Json body = live_json("/avatars/heavy-hitter/globals?" + query + "&pageSize=" + std::to_string(size) +
                                    "&pageNumber=" + std::to_string(page));
        CHECK(global_ids(body.at("items")) == page_of(list, page, size));
        CHECK(body.at("totalCount") == length);
      }
    }
  }
}

// Hunting's marks (every 200th of its 2,000 from the oldest) and Mining's (of its 500) bound each mark's place in
// the merged list; a page starts from the oldest whose bound is within its place, counted exactly, unless the
// oldest end is nearer. Every page at three sizes, and each place near a mark alone.
TEST_CASE("rule: a list of several types pages from a cut among its types' own marks as from the start", "[avatars]") {
  const auto all = heavy_ids([](int) { return true; });
  for (int size : {7, 33, 100}) {
    INFO("pageSize " << size);
    CHECK(all_pages("/avatars/heavy-hitter/globals?type=Hunting,Mining", size) == all);
  }
  for (std::int64_t mark : mark_places(2500)) {
    for (std::int64_t place = mark - 3; place <= mark + 3; ++place) {
      INFO("place " << place);
      const Json body = live_json("/avatars/heavy-hitter/globals?type=Mining,Hunting&pageSize=1&pageNumber=" +
                                  std::to_string(place + 1));
      CHECK(global_ids(body.at("items")) == page_of(all, place + 1, 1));
    }
  }
}

// Over the small demo, Ivo's Hunting (3,633 globals), Mining (2,132) and Construction (1,238) lists have 18, 10
// and 6 marks, so cuts fall among many marks of each type, each other type's newest mark older than the cut the
// bound of its count. Every page of their merges, and every 37th place alone, equals plain SQL.
TEST_CASE("rule: a list of several types with several marks a type pages as SQL does", "[avatars]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  const std::int64_t ivo = db.scalar_int("SELECT id FROM avatar WHERE slug = 'ivo-bolt-vik'");
  for (const auto& [query, types] : std::vector<std::pair<std::string, std::string>>{
           {"Hunting,Mining", "'Hunting', 'Mining'"},
           {"Hunting,Mining,Construction", "'Hunting', 'Mining', 'Construction'"},
           {"Mining,Construction", "'Mining', 'Construction'"}}) {
    std::vector<std::int64_t> list;
    snap::Statement& rows = db.prepare("SELECT id FROM global WHERE avatar_id = ?1 AND type IN (" + types +
                                       ") ORDER BY ts DESC, id DESC");
    rows.bind(1, ivo);
    while (rows.step()) list.push_back(rows.int64(0));
    rows.reset();
    const std::int64_t length = static_cast<std::int64_t>(list.size());
    for (std::int64_t size : {1, 100}) {
      for (std::int64_t page = 1; (page - 1) * size < length; page += size == 1 ? 37 : 1) {
        INFO("type=" << query << " pageSize " << size << " page " << page);
        const Json body = snap::test::ok_json(*demo.live, "/avatars/ivo-bolt-vik/globals?type=" + query + "&pageSize=" +
                                                              std::to_string(size) + "&pageNumber=" + std::to_string(page));
        CHECK(global_ids(body.at("items")) == page_of(list, page, size));
        CHECK(body.at("totalCount") == length);
      }
    }
  }
}

TEST_CASE("top achievements: the best global of each type, HoF and ATH counts and the best of each", "[avatars]") {
  const Json top = live_json("/avatars/mira-quickshot-holm/top-achievements");
  CHECK(top.at("slug") == "mira-quickshot-holm");
  CHECK(top.at("hofCount") == 3);
  CHECK(top.at("athCount") == 1);
  // Per type in the order Hunting, Mining, Space Mining, Construction, Rare Item, Discovery, Tiered Item, PvP.
  CHECK(global_ids(top.at("bestByType")) == std::vector<std::int64_t>{11, 2, 8, 4, 6, 7, 9, 10});
  CHECK(global_ids(top.at("topHofs")) == std::vector<std::int64_t>{11, 5, 6});
  CHECK(global_ids(top.at("topAths")) == std::vector<std::int64_t>{6});
}

// API.md: [{"month":"2026-10","globals":n,"value":x,"byType":{...}}], oldest first; chart-ready: empty months as zeros.
TEST_CASE("monthly activity runs from the first month to the last, empty months as zeros", "[avatars]") {
  const Json series = live_json("/avatars/mira-quickshot-holm/monthly-activity");
  REQUIRE(series.size() == 6);
  const std::vector<std::tuple<std::string, int, double>> expected = {
      {"2026-06", 45, 1485.0}, {"2026-07", 2, 205.37}, {"2026-08", 0, 0.0},
      {"2026-09", 3, 835.5},   {"2026-10", 2, 300.0},  {"2026-11", 4, 1240.0}};
  for (size_t i = 0; i < expected.size(); ++i) {
    INFO(series.at(i).dump());
    CHECK(series.at(i).at("month") == std::get<0>(expected[i]));
    CHECK(series.at(i).at("globals") == std::get<1>(expected[i]));
    CHECK(series.at(i).at("value") == std::get<2>(expected[i]));
  }
  CHECK(series.at(2).at("byType") == Json::parse(R"({"hunting":0,"mining":0,"spaceMining":0,"construction":0,
    "rareItem":0,"discovery":0,"tieredItem":0,"pvp":0})"));
  CHECK(series.at(5).at("byType") == Json::parse(R"({"hunting":1,"mining":0,"spaceMining":1,"construction":0,
    "rareItem":0,"discovery":0,"tieredItem":1,"pvp":1})"));
}

TEST_CASE("avatar profiles, sub-resources and list pages are snapshot files equal to the live answer", "[avatars][snapshot]") {
  const auto& world = avatar_world();
  for (const char* target : {"/avatars", "/avatars?pageNumber=2", "/avatars/mira-quickshot-holm",
                             "/avatars/ann-noglobals/top-achievements", "/avatars/mira-quickshot-holm/top-achievements",
                             "/avatars/mira-quickshot-holm/monthly-activity"}) {
    INFO(target);
    const HttpResult snapshot = world.edge->get(target);
    REQUIRE(snapshot.status == 200);
    CHECK_FALSE(snapshot.header("x-snapshot-version").empty());
    CHECK(snapshot.body == world.live->get(target).body);
  }
  CHECK(world.edge->get(kMiraGlobals).header("x-snapshot-version").empty());  // it takes filters: always live
}

TEST_CASE("unknown avatars are 404 problems naming the slug", "[avatars][errors]") {
  for (const char* target : {"/avatars/no-one", "/avatars/no-one/globals", "/avatars/no-one/globals?type=Hunting",
                             "/avatars/no-one/top-achievements", "/avatars/no-one/monthly-activity"}) {
    INFO(target);
    require_problem(live_get(target), 404, "");
    CHECK(live_get(target).json().at("detail") == "avatar 'no-one' was not found");
    require_problem(avatar_world().edge->get(target), 404, "");
  }
}

TEST_CASE(
    "a database from before schema 0023 keeps every avatar's and team's list position through snapgen migrate, "
    "under a plain index",
    "[avatars][teams][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT 'avatar', avatar_id, list_position, pvp_kills, last_seen FROM avatar_summary UNION ALL"
      " SELECT 'team', team_id, list_position, member_count, NULL FROM team_summary UNION ALL"
      " SELECT 'index', name, tbl_name, NULL, NULL FROM sqlite_master WHERE type = 'index'"
      " AND tbl_name IN ('avatar_summary', 'team_summary') ORDER BY 1, 2",
      snap::test::undo_schemas_from(23) + "PRAGMA user_version = 22");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("snapgen migrate marks the globals lists of a database from before schema 0029 from their oldest ends, as "
          "snapgen marks them",
          "[avatars][teams][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT owner, owner_id, type, hex(marks) FROM owner_global_marks ORDER BY 1, 2, 3",
      snap::test::undo_schemas_from(29) + "PRAGMA user_version = 28");
  CHECK(std::count(reads.built.begin(), reads.built.end(), '\n') > 40);
  CHECK(reads.built.find("\"team\"") != std::string::npos);
  CHECK(reads.migrated == reads.built);
}
