// slug_rule_test.cc: the slug rule of core/model/slug_rule.h: the reserved words come from the route table,
// and slugs are unique within a table and never reserved.
#include <catch2/catch.hpp>

#include <algorithm>
#include <unordered_set>

#include "core/model/slug_rule.h"
#include "core/route_table.h"

using namespace snap;

TEST_CASE("a literal route segment beside a {slug} capture, or after a capture, is a reserved slug", "[slug]") {
  // Read from the route table, not listed: a literal route added beside /weapons/{slug} is reserved without
  // a change to the rule.
  std::vector<std::vector<std::string>> patterns;
  for (const Route& route : all_routes().routes()) patterns.push_back(split_request_path(route.pattern));
  int literals = 0;
  for (const auto& pattern : patterns) {
    for (size_t i = 1; i < pattern.size(); ++i) {
      if (pattern[i].front() == '{') continue;
      bool beside_slug = pattern[i - 1].front() == '{';
      for (const auto& other : patterns)
        beside_slug = beside_slug || (other.size() > i && other[i] == "{slug}" &&
                                      std::equal(pattern.begin(), pattern.begin() + i, other.begin()));
      if (!beside_slug) continue;
      INFO(pattern[i]);
      CHECK(is_reserved_slug(pattern[i]));
      ++literals;
    }
  }
  CHECK(literals >= 4);
  // /weapons/types, /weapons/skill-tree, /creatures/{slug}/stats, /creatures/{slug}/activity, /events/templates,
  // /challenges/avatar/{avatarName}
  for (const char* word : {"types", "skill-tree", "stats", "activity", "globals", "templates", "avatar"}) {
    INFO(word);
    CHECK(is_reserved_slug(word));
  }
  // collections, and literals no {slug} capture could take the place of (/leaderboard/space-mining)
  for (const char* word : {"weapons", "creatures", "space-mining", "game-health", "recent", "sollomate-opalo"}) {
    INFO(word);
    CHECK_FALSE(is_reserved_slug(word));
  }
}

TEST_CASE("unique_slug: slugify, never a reserved word, -2 -3 ... within the table", "[slug]") {
  std::unordered_set<std::string> table = {"opalo", "opalo-2", "types-2"};
  const auto taken = [&](const std::string& slug) { return table.count(slug) != 0; };
  CHECK(unique_slug("Sollomate Opalo", "entry", taken) == "sollomate-opalo");
  CHECK(unique_slug("Opalo", "entry", taken) == "opalo-3");
  CHECK(unique_slug("Types", "entry", taken) == "types-3");
  CHECK(unique_slug("Skill Tree", "entry", taken) == "skill-tree-2");
  CHECK(unique_slug("(!)", "team", taken) == "team");
  CHECK(unique_slug("(!)", "avatar", taken) == "avatar-2");  // the fallback obeys the rule too
  CHECK(unique_slug(std::string(300, 'a'), "entry", taken) == std::string(190, 'a'));
  CHECK(unique_slug(std::string(189, 'a') + " b", "entry", taken) == std::string(189, 'a'));  // no trailing '-'
}

TEST_CASE("TableSlugs hands each slug out once", "[slug]") {
  TableSlugs slugs("team");
  CHECK(slugs.claim("Iron Wolves") == "iron-wolves");
  CHECK(slugs.claim("Iron  Wolves") == "iron-wolves-2");
  CHECK(slugs.claim("iron wolves") == "iron-wolves-3");
  CHECK(slugs.claim("Stats") == "stats-2");
  CHECK(slugs.claim("") == "team");
  CHECK(slugs.claim("") == "team-2");
}
