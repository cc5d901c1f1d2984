// demo_data_test.cc: the small demo database is what issue 3 promises: every wiki table filled, globals of
// all eight types in the game's own message formats over two years up to `now`, events and challenges in
// every status, and the same database for the same seed.
#include <catch2/catch.hpp>

#include <regex>
#include <set>

#include "core/db/database.h"
#include "core/model/wiki_category.h"
#include "tests/support/kept_tables.h"
#include "tests/demo/demo_queries.h"
#include "tests/support/test_worlds.h"
#include "core/bytes/sha256.h"

using namespace snap;
using snap::test::count;
using snap::test::demo_db;
using snap::test::demo_world;

namespace {

// A digest of every row of the main tables, in a fixed order.
std::string content_digest(Database& db) {
  std::string all;
  for (const char* sql : {"SELECT * FROM global ORDER BY id", "SELECT * FROM avatar ORDER BY id",
                          "SELECT * FROM weapon ORDER BY id", "SELECT * FROM event_global ORDER BY category_id, global_id",
                          "SELECT * FROM challenge_progress ORDER BY challenge_id, avatar_id"}) {
    auto stmt = db.prepare_uncached(sql);
    while (stmt->step())
      for (int i = 0; i < stmt->column_count(); ++i) all += stmt->text(i) + "\x1f";
  }
  return sha256_hex(all);
}

}  // namespace

TEST_CASE("every wiki table of the demo has rows", "[demo]") {
  for (const WikiCategory& c : wiki_categories()) {
    INFO(c.table);
    CHECK(count("SELECT COUNT(*) FROM " + c.table) >= 5);
  }
  for (const char* table : {"creature_maturity", "creature_loot", "blueprint_material", "item_effect"}) {
    INFO(table);
    CHECK(count(std::string("SELECT COUNT(*) FROM ") + table) > 0);
  }
}

TEST_CASE("demo relationships point at rows that exist", "[demo]") {
  CHECK(count("SELECT COUNT(*) FROM creature_loot l WHERE l.item_category = 'materials' AND NOT EXISTS"
              " (SELECT 1 FROM material m WHERE m.slug = l.item_slug)") == 0);
  CHECK(count("SELECT COUNT(*) FROM blueprint_material bm WHERE NOT EXISTS"
              " (SELECT 1 FROM material m WHERE m.slug = bm.material_slug)") == 0);
  CHECK(count("SELECT COUNT(*) FROM blueprint WHERE product_category = 'weapons' AND product_slug NOT IN (SELECT slug FROM weapon)") == 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE type = 'Hunting' AND creature_id IS NOT NULL"
              " AND creature_id NOT IN (SELECT id FROM creature)") == 0);
}

TEST_CASE("weapons' derived figures follow the formulas, blank where an input is blank", "[demo]") {
  CHECK(count("SELECT COUNT(*) FROM weapon WHERE dps IS NOT NULL AND abs(dps - damage * 0.695 * attacks_per_minute / 60) > 0.01") == 0);
  CHECK(count("SELECT COUNT(*) FROM weapon WHERE dpp IS NOT NULL AND abs(dpp - damage * 0.695 / (decay + ammo_burn / 100.0)) > 0.01") == 0);
  CHECK(count("SELECT COUNT(*) FROM weapon WHERE attacks_per_minute IS NULL AND dps IS NOT NULL") == 0);
  CHECK(count("SELECT COUNT(*) FROM weapon WHERE dps IS NULL OR range IS NULL OR tt IS NULL") > 0);  // community gaps
}

TEST_CASE("globals: about 50k of all eight types over two years up to now", "[demo][globals]") {
  const std::int64_t total = count("SELECT COUNT(*) FROM global");
  CHECK(total >= 45000);
  CHECK(total <= 55000);
  for (const char* type : {"Hunting", "Mining", "Space Mining", "Construction", "Discovery", "Rare Item", "Tiered Item", "PvP"}) {
    INFO(type);
    CHECK(count(std::string("SELECT COUNT(*) FROM global WHERE type = '") + type + "'") > 0);
  }
  const std::int64_t now = snap::test::kTestNowSeconds;
  CHECK(count("SELECT MAX(ts) FROM global") <= now);
  CHECK(count("SELECT MIN(ts) FROM global") < now - 700 * 86400);
  for (const char* type : {"Hunting", "Mining", "Space Mining", "Construction", "PvP"}) {
    INFO(type << " in the last 24 hours");
    CHECK(count(std::string("SELECT COUNT(*) FROM global WHERE ts > ") + std::to_string(now - 86400) +
                " AND type = '" + type + "'") > 0);
  }
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_hof") > 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_ath") > 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_ath AND NOT is_hof") == 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_team AND team_id IS NOT NULL") > 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_hof") * 5 < total);  // HoFs are a minority
  CHECK(count("SELECT COUNT(*) FROM global g1 JOIN global g2 ON g2.id = g1.id + 1 WHERE g2.ts < g1.ts") == 0);
}

// chat-log.md section 2: the wording of each kind of global.
TEST_CASE("global messages use the game's wording", "[demo][globals]") {
  const std::vector<std::pair<std::string, std::regex>> forms = {
      {"Hunting", std::regex(R"(^((Team ".+"|.+) killed a creature \(.+\) with a value of \d+ PED( at .+)?|.+ examined .+ in .+ and found something with a value of \d+ PED)!( A record has been added to the Hall of Fame.*)?$)")},
      {"Mining", std::regex(R"(^.+ found a deposit \(.+\) with a value of \d+ PED( at .+)?!.*$)")},
      {"Space Mining", std::regex(R"(^.+ found a deposit \(.+ Asteroid .+\) with a value of \d+ PED( at .+)?!.*$)")},
      {"Construction", std::regex(R"(^.+ constructed an item \(.+\) worth \d+ PED!.*$)")},
      {"Rare Item", std::regex(R"(^.+ has found a rare item \(.+\) with a value of \d+ PE[DC]!.*$)")},
      {"Discovery", std::regex(R"(^.+ is the first colonist to discover .+!.*$)")},
      {"Tiered Item", std::regex(R"(^.+ is the first colonist to reach tier \d+ for .+!.*$)")},
      {"PvP", std::regex(R"(^.+ defeated \d+ others .*!.*$)")}};
  std::set<std::string> types_in_demo;
  auto types = demo_db().prepare_uncached("SELECT DISTINCT type FROM global");
  while (types->step()) types_in_demo.insert(types->text(0));
  std::set<std::string> types_with_form;
  for (const auto& form : forms) types_with_form.insert(form.first);
  CHECK(types_with_form == types_in_demo);  // every type the demo writes has its wording checked
  for (const auto& [type, form] : forms) {
    auto rows = demo_db().prepare_uncached("SELECT message, is_hof FROM global WHERE type = '" + type + "' LIMIT 200");
    int checked = 0;
    while (rows->step()) {
      ++checked;
      const std::string message = rows->text(0);
      INFO(type << ": " << message);
      CHECK(std::regex_match(message, form));
      CHECK((message.find("A record has been added to the Hall of Fame") != std::string::npos) == (rows->int64(1) != 0));
    }
    CHECK(checked > 0);
  }
}

TEST_CASE("events and challenges in every status, with standings and progress", "[demo][events]") {
  const std::string now = std::to_string(snap::test::kTestNowSeconds);
  CHECK(count("SELECT COUNT(*) FROM event WHERE cancelled_at IS NULL AND end_at <= " + now) > 0);                    // Completed
  CHECK(count("SELECT COUNT(*) FROM event WHERE cancelled_at IS NULL AND start_at <= " + now + " AND end_at > " + now) >= 3);  // Active
  CHECK(count("SELECT COUNT(*) FROM event WHERE cancelled_at IS NULL AND start_at > " + now) >= 3);                  // Upcoming
  CHECK(count("SELECT COUNT(*) FROM event WHERE cancelled_at IS NOT NULL") > 0);                                     // Cancelled
  CHECK(count("SELECT COUNT(DISTINCT scoring_method) FROM event_category") == 4);
  CHECK(count("SELECT COUNT(*) FROM event e WHERE e.cancelled_at IS NULL AND e.start_at <= " + now +
              " AND NOT EXISTS (SELECT 1 FROM event_global eg WHERE eg.event_id = e.id)") == 0);
  CHECK(count("SELECT COUNT(*) FROM challenge WHERE start_at > " + now) > 0);
  CHECK(count("SELECT COUNT(*) FROM challenge WHERE start_at <= " + now + " AND end_at > " + now) > 0);
  CHECK(count("SELECT COUNT(*) FROM challenge WHERE end_at <= " + now) > 0);
  CHECK(count("SELECT COUNT(*) FROM challenge_tier_reached r JOIN challenge_tier t USING (challenge_id, tier)"
              " JOIN challenge_progress p USING (challenge_id, avatar_id) WHERE p.current < t.target") == 0);
  CHECK(count("SELECT COUNT(*) FROM event_template") > 0);
}

TEST_CASE("the demo's standings, scored globals and challenge counts are those of the rules, from the core's matching",
          "[demo][events][matching]") {
  CHECK(count("SELECT COUNT(*) FROM event_standing") > 0);
  CHECK(snap::test::kept_table_differences(demo_db()) == std::vector<std::string>{});
  CHECK(count("SELECT COUNT(*) FROM challenge_count") == count("SELECT COUNT(*) FROM challenge"));
  // No sign-up: every challenge that has started has progress, from whoever made globals that count.
  CHECK(count("SELECT COUNT(DISTINCT challenge_id) FROM challenge_progress") ==
        count("SELECT COUNT(*) FROM challenge WHERE start_at <= " + std::to_string(snap::test::kTestNowSeconds)));
}

TEST_CASE("trade chat with reposts, PvP kills and documents", "[demo]") {
  CHECK(count("SELECT COUNT(*) FROM trade_message") > 0);
  CHECK(count("SELECT COUNT(*) - COUNT(DISTINCT repost_key) FROM trade_message") > 0);
  CHECK(count("SELECT COUNT(*) FROM pvp_kill") > 0);
  CHECK(count("SELECT COUNT(*) FROM document WHERE kind = 'documentation'") > 0);
  CHECK(count("SELECT COUNT(*) FROM document WHERE kind = 'guide'") > 0);
  CHECK(count("SELECT COUNT(*) FROM team_member") > 0);
}

TEST_CASE("the same seed gives the same database", "[demo][determinism]") {
  const std::string dir = snap::test::make_temp_dir("demo-again");
  const auto result = snap::test::run_snapgen(
      {"demo", "--db", dir + "/again.db", "--scale", "small", "--seed", "7", "--now", snap::test::kFixtureNow});
  REQUIRE(result.exit_code == 0);
  Database again(dir + "/again.db", OpenMode::ReadOnly);
  CHECK(content_digest(again) == content_digest(demo_db()));
  snap::test::remove_tree(dir);
}
