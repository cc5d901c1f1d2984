// global_types_test.cc: the table of global types (core/domain/global_types.h) against the schema's CHECK, the
// avatar-globals `type` list parser, and the orders and groupings the leaderboards read from it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "core/domain/global_types.h"
#include "core/domain/leaderboard_points.h"

namespace snap {
namespace {

// The values the global table's CHECK on `type` allows, in its order.
std::vector<std::string> schema_type_values() {
  Database db(":memory:", OpenMode::Create);
  migrate(db);
  Statement& row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'global'");
  REQUIRE(row.step());
  const std::string sql = row.text(0);
  row.reset();
  std::vector<std::string> values;
  const std::regex literal("type = '([^']+)'");
  for (auto it = std::sregex_iterator(sql.begin(), sql.end(), literal); it != std::sregex_iterator(); ++it)
    values.push_back((*it)[1].str());
  return values;
}

std::vector<std::string> keys_of(const std::vector<GlobalType>& types) {
  std::vector<std::string> keys;
  for (GlobalType type : types) keys.emplace_back(global_type_info(type).key);
  return keys;
}

}  // namespace

TEST_CASE("the stored names are the values the schema's CHECK allows, in GlobalType order", "[global_types]") {
  CHECK(global_type_names() == schema_type_values());
  for (const GlobalTypeInfo& t : global_types()) {
    CHECK(global_type_named(t.stored) == t.type);
    CHECK(&global_type_info(t.type) == &t);
  }
  CHECK_FALSE(global_type_named("Rare item"));
  CHECK_FALSE(global_type_named("hunting"));
}

TEST_CASE("the avatar-globals type list: its six values in any case, others dropped, profile order", "[global_types]") {
  CHECK(type_list_values() == "Hunting, Mining, Space Mining, Construction, Rare item, Discovery");
  CHECK(parse_type_list(" rare ITEM ,discovery,hunting, Hunting") ==
        std::vector<std::string>{"Hunting", "Rare Item", "Discovery"});
  CHECK(parse_type_list("space mining") == std::vector<std::string>{"Space Mining"});
  CHECK(parse_type_list("Tiered Item,PvP,Rare Items,,") == std::vector<std::string>{});
  CHECK(parse_type_list("") == std::vector<std::string>{});
}

TEST_CASE("profile order and profile ranks agree, professions group as the summaries read them", "[global_types]") {
  const auto& order = profile_order();
  CHECK(keys_of({order.begin(), order.end()}) ==
        std::vector<std::string>{"hunting", "mining", "spaceMining", "construction", "rareItem", "discovery",
                                 "tieredItem", "pvp"});
  for (size_t i = 0; i < order.size(); ++i) CHECK(profile_rank_of(global_type_info(order[i]).stored) == int(i));
  CHECK(profile_rank_of("Unknown") == int(kGlobalTypeCount));

  std::vector<GlobalType> professions, profile_professions;
  for (const GlobalTypeInfo& t : global_types()) {
    if (is_profession(t.type)) professions.push_back(t.type);
    if (is_profile_profession(t.type)) profile_professions.push_back(t.type);
  }
  CHECK(keys_of(professions) == std::vector<std::string>{"hunting", "mining", "spaceMining", "construction", "pvp"});
  CHECK(keys_of(profile_professions) == std::vector<std::string>{"hunting", "mining", "spaceMining", "construction"});
}

TEST_CASE("leaderboards: one board per profession, the points table's order covers every type once", "[global_types]") {
  std::vector<std::string> slugs;
  for (const Board& board : leaderboard_boards()) slugs.push_back(board.slug);
  CHECK(slugs == std::vector<std::string>{"overall", "hunting", "mining", "space-mining", "construction", "pvp"});

  std::vector<GlobalType> sorted(points_order().begin(), points_order().end());
  std::sort(sorted.begin(), sorted.end());
  std::vector<GlobalType> all;
  for (const GlobalTypeInfo& t : global_types()) all.push_back(t.type);
  CHECK(sorted == all);
  std::vector<std::string> points_keys;
  for (GlobalType type : points_order()) points_keys.emplace_back(global_type_info(type).points_key);
  CHECK(points_keys == std::vector<std::string>{"hunting", "mining", "spaceMining", "construction", "pvp", "rareItem",
                                                "tiering", "discovery"});
}

TEST_CASE("points of one global, in halves (api-description.md scoring rule 3)", "[global_types]") {
  CHECK(global_half_points(GlobalType::Hunting, 50.0, std::nullopt) == 12);
  CHECK(global_half_points(GlobalType::Hunting, 49.99, std::nullopt) == 6);
  CHECK(global_half_points(GlobalType::Hunting, std::nullopt, std::nullopt) == 6);
  CHECK(global_half_points(GlobalType::SpaceMining, 1.0, std::nullopt) == 12);
  CHECK(global_half_points(GlobalType::Pvp, std::nullopt, 12) == 48);
  CHECK(global_half_points(GlobalType::Pvp, std::nullopt, std::nullopt) == 0);
  CHECK(global_half_points(GlobalType::RareItem, 0.4, std::nullopt) == 1);
  CHECK(global_half_points(GlobalType::TieredItem, std::nullopt, std::nullopt) == 10);
  CHECK(global_half_points(GlobalType::Discovery, std::nullopt, std::nullopt) == 100);
}

}  // namespace snap
