// search_http_test.cc: /search through a real snapedge over the hand-made fixture: the q and limit rules,
// prefix and all-words matching, ranking (exact name, then names, then descriptions), groups, the fuzzy
// fallback, and armour parts never appearing (api-description.md "Cross-category search"); and the migrations that
// gave the index one-letter prefixes, and aliases and maturities.
#include <catch2/catch.hpp>

#include "tests/support/migration_check.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::fixture_world;

namespace {

Json search(const std::string& query) {
  const auto res = fixture_world().live->get("/search?" + query);
  INFO(query << " -> " << res.body);
  REQUIRE(res.status == 200);
  return res.json();
}

// "entityType/slug" of every result, in answer order.
std::vector<std::string> results(const Json& body) {
  std::vector<std::string> out;
  for (const Json& group : body.at("groups"))
    for (const Json& r : group.at("results"))
      out.push_back(group.at("entityType").get<std::string>() + "/" + r.at("slug").get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("q shorter than 2 characters, or missing, is a 400 naming q", "[search][errors]") {
  for (const char* target : {"/search", "/search?q=", "/search?q=a", "/search?q=%20a%20", "/search?q=%C3%A9"}) {
    INFO(target);
    snap::test::require_problem(fixture_world().live->get(target), 400, "q");
  }
  CHECK(fixture_world().live->get("/search?q=%C3%A9%C3%A9").status == 200);  // two characters, four bytes
  CHECK(fixture_world().live->get("/search?q=" + std::string(200, 'x')).status == 200);
  snap::test::require_problem(fixture_world().live->get("/search?q=" + std::string(201, 'x')), 400, "q");
}

TEST_CASE("limit outside 1..50 silently becomes 20, a malformed limit is a 400", "[search]") {
  CHECK(results(search("q=sollomate&limit=1")).size() == 1);
  CHECK(results(search("q=sollomate&q=x&limit=1")).size() == 1);  // the first q counts
  CHECK(results(search("q=sollomate&limit=2")).size() == 2);
  CHECK(results(search("q=sollomate&limit=0")).size() == 3);
  CHECK(results(search("q=sollomate&limit=51")).size() == 3);
  CHECK(results(search("q=sollomate&limit=-4")).size() == 3);
  snap::test::require_problem(fixture_world().live->get("/search?q=sollomate&limit=ten"), 400, "limit");
}

TEST_CASE("an exact name first, then names holding every word, then descriptions", "[search][ranking]") {
  const Json body = search("q=Sollomate%20Opalo");
  CHECK(body.at("query") == "Sollomate Opalo");
  CHECK(body.at("fuzzy") == false);
  CHECK(results(body) == std::vector<std::string>{"weapons/sollomate-opalo", "weapons/sollomate-opalo-fen-edition",
                                                  "weapons/trainer-rifle"});
  const Json& ranked = body.at("groups").at(0).at("results");
  CHECK(ranked.at(0).at("rank").get<double>() > ranked.at(1).at("rank").get<double>());
  CHECK(ranked.at(1).at("rank").get<double>() > ranked.at(2).at("rank").get<double>());
  CHECK(ranked.at(0).at("name") == "Sollomate Opalo");
  CHECK(ranked.at(0).at("description") == "The starter laser carbine.");
}

TEST_CASE("words match as prefixes, in any case", "[search][prefix]") {
  CHECK(results(search("q=SOLL%20opa")).size() == 3);
  auto korss = results(search("q=kor"));
  std::sort(korss.begin(), korss.end());
  CHECK(korss == std::vector<std::string>{"blueprints/korss-h400-l-blueprint", "weapons/korss-h400-l"});
  CHECK(results(search("q=h40")).size() == 2);
}

TEST_CASE("every word must match", "[search][all-words]") {
  CHECK(results(search("q=korss%20blueprint")) == std::vector<std::string>{"blueprints/korss-h400-l-blueprint"});
  const Json none = search("q=opalo%20korss");
  CHECK(results(none).empty());
  CHECK(none.at("fuzzy") == true);  // the typo-tolerant pass ran, and found nothing either
}

TEST_CASE("groups are ordered by their best result and cover avatars, teams, events and challenges", "[search]") {
  const Json iron = search("q=iron");
  std::vector<std::string> types;
  for (const Json& g : iron.at("groups")) types.push_back(g.at("entityType"));
  std::sort(types.begin(), types.end());
  CHECK(types == std::vector<std::string>{"challenges", "events", "teams"});
  CHECK(results(search("q=mira%20holm")) == std::vector<std::string>{"avatars/mira-quickshot-holm"});
  const Json lysterium = search("q=lysterium");
  CHECK(lysterium.at("groups").at(0).at("entityType") == "materials");
}

TEST_CASE("armour parts never appear, their set does", "[search]") {
  CHECK(results(search("q=ghost")) == std::vector<std::string>{"armors/ghost"});
  CHECK(results(search("q=harness")).empty());
}

TEST_CASE("fuzzy fallback: typos of one or two letters still find the entry", "[search][fuzzy]") {
  const std::vector<std::pair<std::string, std::string>> typos = {
      {"opalp", "weapons/sollomate-opalo"},              // one substitution
      {"kross", "weapons/korss-h400-l"},                 // a transposition
      {"sollamote%20opalo", "weapons/sollomate-opalo"},  // two substitutions in a long word
      {"atorx", "creatures/atrox"},
      {"lysterum", "materials/lysterium-stone"},  // a missing letter
      {"daikibba", "creatures/daikiba"}};         // an extra letter
  for (const auto& [query, expected] : typos) {
    const Json body = search("q=" + query);
    INFO(query << " -> " << body.dump());
    CHECK(body.at("fuzzy") == true);
    const auto found = results(body);
    CHECK(std::find(found.begin(), found.end(), expected) != found.end());
  }
}

TEST_CASE("the fuzzy fallback runs only when exact matching finds nothing, and fuzzy says whether it ran",
          "[search][fuzzy]") {
  const Json exact = search("q=atrox");
  CHECK(exact.at("fuzzy") == false);
  CHECK(results(exact) == std::vector<std::string>{"creatures/atrox", "codexes/atrox-codex"});
  const Json far = search("q=qqqqqqq");
  CHECK(far.at("fuzzy") == true);
  CHECK(results(far).empty());
}

TEST_CASE("a one-letter word matches as a prefix too (\"korss h400 (l\" finds the (L) weapon and its blueprint)",
          "[search][prefix]") {
  auto found = results(search("q=korss%20h400%20(l"));
  std::sort(found.begin(), found.end());
  CHECK(found == std::vector<std::string>{"blueprints/korss-h400-l-blueprint", "weapons/korss-h400-l"});
  CHECK(results(search("q=korss%20h400%20b")) == std::vector<std::string>{"blueprints/korss-h400-l-blueprint"});
}

TEST_CASE("a database from before schema 0016 gets from snapgen migrate the same search rows with one-letter prefixes",
          "[search][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT rowid, entity_type, slug, name, description FROM search_entry WHERE search_entry MATCH 'k*' "
      "UNION ALL SELECT sql, NULL, NULL, NULL, NULL FROM sqlite_schema WHERE name = 'search_entry'",
      snap::test::undo_schemas_from(17) +
          "CREATE VIRTUAL TABLE search_entry_before USING fts5(entity_type UNINDEXED, slug UNINDEXED, name, "
          "description, tokenize='unicode61 remove_diacritics 2', prefix='2 3'); INSERT INTO search_entry_before("
          "rowid, entity_type, slug, name, description) SELECT rowid, entity_type, slug, name, description FROM "
          "search_entry; DROP TABLE search_entry; ALTER TABLE search_entry_before RENAME TO search_entry; "
          "PRAGMA user_version = 15");
  CHECK(reads.built.find("prefix='1 2 3'") != std::string::npos);
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("a database from before schema 0032 gets from snapgen migrate the same search rows with their aliases and "
          "maturities",
          "[search][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT rowid, entity_type, slug, name, description, aliases, qualifiers FROM search_entry"
      " WHERE entity_type <> 'avatars' "
      "UNION ALL SELECT sql, NULL, NULL, NULL, NULL, NULL, NULL FROM sqlite_schema WHERE name = 'search_entry'",
      snap::test::undo_schemas_from(32) + "PRAGMA user_version = 31");
  CHECK(reads.built.find("\"hellhound\"") != std::string::npos);
  CHECK(reads.built.find("\"Young, Mature, Old, Provider, Guardian, Dominant, Alpha, Old Alpha, Prowler, "
                         "Stalker\"") != std::string::npos);
  CHECK(reads.migrated == reads.built);
}
