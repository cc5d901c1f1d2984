// hunting_tools_http_test.cc: calculate_hunting_setup and find_ring_combo through a real snapedge: their schemas
// in GET /tools; a two-setup comparison whose costs and ranking the test works out itself from the demo's wiki
// rows; the amp cap, blank stats and unknown names said in the note; a row per maturity; names with commas in
// list arguments; refusals; the same envelope over MCP; and find_ring_combo on hand-built rings
// (ring_fixture.sql) whose best pairs are worked out by hand.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "core/db/database.h"
#include "core/domain/weapon_stats.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::Json;
using snap::test::argument_schema;
using snap::test::catalogue_entry;
using snap::test::demo_world;
using snap::test::note_of;
using snap::test::query_value;
using snap::test::tool;

namespace {

std::string q(const std::string& text) { return query_value(text); }

// A weapon, amplifier or creature row of the demo, as the test's own arithmetic needs it.
struct WikiRow {
  double damage = 0, attacks = 0, decay = 0, ammo = 0;
};

WikiRow weapon_row(const std::string& table, const std::string& name) {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& row = db.prepare("SELECT damage, " + std::string(table == "weapon" ? "attacks_per_minute" : "0") +
                                    ", decay, IFNULL(ammo_burn, 0) FROM " + table + " WHERE name = ?1");
  row.bind(1, name);
  REQUIRE(row.step());
  WikiRow r{row.real(0), row.real(1), row.real(2), row.real(3)};
  row.reset();
  return r;
}

// The published closed form, written out here for a fully skilled hunter without buffs (min = max/2, hit 0.9,
// crit 0.02 adding one more max): mean damage per shot m = 0.695 max - 0.9 defense; shots = HP / (m - regen x
// reload) + E[Y^2] / 2m^2, where a normal hit is uniform on [max/2, max] less the defense and a crit the same
// plus max (weapons-and-hunting.md section 12).
double expected_cost_to_kill_ped(double max, double attacks, double cost_pec, double hp, double regen, double defense) {
  const double reload = 60 / attacks, width = max / 2;
  const double normal_mean = 0.75 * max - defense, crit_mean = 1.75 * max - defense;
  const double m = 0.88 * normal_mean + 0.02 * crit_mean;
  const double square = 0.88 * (width * width / 12 + normal_mean * normal_mean) +
                        0.02 * (width * width / 12 + crit_mean * crit_mean);
  const double shots = hp / (m - regen * reload) + square / (2 * m * m);
  return shots * cost_pec / 100;
}

struct Maturity {
  double hp, regen, defense_burn_and_penetration, defense_burn;
};

Maturity atrox_old() {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& row = db.prepare(
      "SELECT m.hp, m.regeneration, m.defense_burn + m.defense_penetration, m.defense_burn FROM creature_maturity m"
      " JOIN creature c ON c.id = m.creature_id WHERE c.name = 'Atrox' AND m.name = 'Old'");
  REQUIRE(row.step());
  Maturity m{row.real(0), row.real(1), row.real(2), row.real(3)};
  row.reset();
  return m;
}

}  // namespace

TEST_CASE("GET /tools lists calculate_hunting_setup and find_ring_combo with their arguments", "[tools][hunting]") {
  const Json setup = catalogue_entry("calculate_hunting_setup").at("inputSchema");
  CHECK(setup.at("required") == Json::array({"weapon"}));
  for (const char* name : {"amplifier", "scope", "sight", "absorber", "armor", "plating", "leftRing", "rightRing",
                           "pet", "healingTool", "hitLevel", "damageLevel"})
    CHECK(setup.at("properties").contains(name));
  CHECK(argument_schema(setup, "creatures").at("type") == "array");
  CHECK(argument_schema(setup, "consumables").at("type") == "array");
  CHECK(argument_schema(setup, "damageEnhancers").at("maximum") == 10);
  CHECK(argument_schema(setup, "damageEnhancers").at("description") == "weapon damage enhancers");
  const Json rings = catalogue_entry("find_ring_combo").at("inputSchema");
  CHECK(rings.at("required") == Json::array({"effects"}));
  CHECK(rings.at("properties").at("effects").at("type") == "object");
}

TEST_CASE("rule: arguments whose schemas differ only in their description share one under $defs", "[tools][catalogue]") {
  const Json setup = catalogue_entry("calculate_hunting_setup").at("inputSchema");
  for (const char* name : {"damageEnhancers", "economyEnhancers", "armorDefenseEnhancers", "healEconomyEnhancers"})
    CHECK(setup.at("properties").at(name).at("$ref") == "#/$defs/enhancers");
  CHECK(setup.at("$defs").at("enhancers") == Json{{"type", "integer"}, {"minimum", 0}, {"maximum", 10}, {"default", 0}});
  const Json globals = catalogue_entry("query_globals").at("inputSchema");
  CHECK(globals.at("properties").at("fromDate").at("$ref") == "#/$defs/date");
  CHECK(globals.at("properties").at("toDate").at("$ref") == "#/$defs/date");
  CHECK(globals.at("properties").at("isHof").at("type") == "boolean");  // too short to be worth a reference
  const Json avatar = catalogue_entry("get_avatar_profile").at("inputSchema");
  CHECK_FALSE(avatar.contains("$defs"));
}

TEST_CASE("rule: a comparison of setups is one call per setup, each costed as the published closed form costs it",
          "[tools][hunting]") {
  const WikiRow korss = weapon_row("weapon", "Korss H400 (L)");
  const WikiRow amp = weapon_row("weapon_attachment", "Omegaton A104");
  const Maturity old = atrox_old();
  const Json bare = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&creatures=" + q("Atrox Old"));
  const Json amped = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&amplifier=" + q("Omegaton A104") +
                          "&creatures=" + q("Atrox Old"));
  REQUIRE(bare.at("rowCount") == 1);
  REQUIRE(amped.at("rowCount") == 1);
  // Korss deals Burn only; the A104 adds Penetration, so the amped setup meets both defenses.
  const double bare_cost = expected_cost_to_kill_ped(korss.damage, korss.attacks, korss.decay + korss.ammo / 100,
                                                     old.hp, old.regen, old.defense_burn);
  const double amped_cost =
      expected_cost_to_kill_ped(korss.damage + amp.damage, korss.attacks,
                                korss.decay + korss.ammo / 100 + amp.decay + amp.ammo / 100, old.hp, old.regen,
                                old.defense_burn_and_penetration);
  const Json& bare_row = bare.at("rows")[0];
  const Json& amped_row = amped.at("rows")[0];
  CHECK(bare_row.at("costToKillPed").get<double>() == Approx(bare_cost).epsilon(0.001));
  CHECK(amped_row.at("costToKillPed").get<double>() == Approx(amped_cost).epsilon(0.001));
  CHECK((amped_row.at("costToKillPed") < bare_row.at("costToKillPed")) == (amped_cost < bare_cost));
  CHECK(bare_row.at("dpp").get<double>() == Approx(0.695 * korss.damage / (korss.decay + korss.ammo / 100)).epsilon(1e-4));
  CHECK(amped_row.at("defense").get<double>() == Approx(old.defense_burn_and_penetration));
  CHECK_THAT(note_of(bare), Catch::Contains("fully skilled"));
}

TEST_CASE("rule: an amplifier above the cap adds half the weapon's damage, is paid in full, and the note says so",
          "[tools][hunting]") {
  const Json answer = tool("calculate_hunting_setup?weapon=" + q("Sollomate Opalo") + "&amplifier=" + q("Omegaton A104"));
  REQUIRE(answer.at("rowCount") == 1);
  const Json& row = answer.at("rows")[0];
  CHECK(row.at("ampCap") == 4.0);
  CHECK(row.at("ampDamageUsed") == 4.0);
  CHECK(row.at("ampDamageWasted") == 10.0);
  CHECK(row.at("maxDamage") == 12.0);
  CHECK(row.at("costPerShotPec").get<double>() == Approx(5.059));
  CHECK_THAT(note_of(answer), Catch::Contains("Omegaton A104 exceeds the amp cap"));
}

TEST_CASE("rule: a creature named without a maturity gives one row per maturity, weakest first", "[tools][hunting]") {
  const Json answer = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&creatures=Atrox");
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const auto maturities = db.prepare("SELECT COUNT(*) FROM creature_maturity m JOIN creature c ON c.id = m.creature_id"
                                     " WHERE c.name = 'Atrox'").single_int64();
  REQUIRE(answer.at("rowCount") == maturities);
  double last_hp = 0;
  for (const Json& row : answer.at("rows")) {
    CHECK(row.at("creature") == "Atrox");
    CHECK(row.at("hp").get<double>() > last_hp);
    last_hp = row.at("hp").get<double>();
  }
  CHECK(answer.at("rows").front().at("shotsToKill") < answer.at("rows").back().at("shotsToKill"));
  CHECK_THAT(note_of(answer), Catch::Contains("Every maturity of it counts"));
}

TEST_CASE("rule: stats the wiki leaves blank are named in the note, and figures that need them are 0",
          "[tools][hunting]") {
  // The demo's Sollomate Opalo SGA Edition has no attacks per minute and no decay.
  const Json answer = tool("calculate_hunting_setup?weapon=" + q("Sollomate Opalo SGA Edition"));
  REQUIRE(answer.at("rowCount") == 1);
  const Json& row = answer.at("rows")[0];
  CHECK(row.at("dps") == 0);
  CHECK(row.at("costPerShotPec") == 0);
  CHECK(row.at("maxDamage") == 8.0);
  const std::string note = note_of(answer);
  CHECK_THAT(note, Catch::Contains("Blank in the wiki: Sollomate Opalo SGA Edition (attacks per minute, decay"));
  CHECK_THAT(note, Catch::Contains("No recorded value (shown as 0): Sollomate Opalo SGA Edition:"));
  CHECK_THAT(note, Catch::Contains("dps"));
}

TEST_CASE("rule: a name no item, armour part or creature is close to is a 404 naming its argument, and an item of "
          "the wrong kind for its slot is left out, said in the note",
          "[tools][hunting]") {
  const std::string korss = "calculate_hunting_setup?weapon=" + q("Korss H400 (L)");
  for (const auto& [query, argument] :
       {std::pair{"calculate_hunting_setup?weapon=" + q("Nonexistent Blaster 9000"), "weapon"},
        std::pair{korss + "&amplifier=qqxqzz", "amplifier"}, std::pair{korss + "&creatures=zzqqxx", "creatures"},
        std::pair{korss + "&armorParts=zzqqxxyy", "armorParts"}, std::pair{korss + "&clothes=zzqqxxyy", "clothes"}}) {
    INFO(query);
    snap::test::require_problem(demo_world().live->get("/tools/" + query), 404, argument);
  }
  CHECK(tool(korss).at("rows")[0].at("amplifier").is_null());  // none: null, as REST says it
  // An item of the wrong kind for its slot is placed nowhere.
  const Json sight_as_scope = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&scope=" + q("Holo Sight H1"));
  CHECK_THAT(note_of(sight_as_scope), Catch::Contains("Holo Sight H1, which is a Sight, not a scope: left out"));
}

TEST_CASE("rule: a ring is worn only on its own hand, names with commas stay whole in list arguments",
          "[tools][hunting]") {
  const Json answer = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&leftRing=" + q("Ares Ring (L)") +
                           "&rightRing=" + q("Ares Ring, Adjusted") + "&clothes=" + q("Explorer Boots, Adjusted") +
                           "&consumables=" + q("DevaStim 5mg") + "&consumables=" + q("DevaStim 10mg"));
  REQUIRE(answer.at("rowCount") == 1);
  const Json& buffs = answer.at("rows")[0].at("buffs");
  CHECK(buffs.at("Run Speed Increased") == 5.0);
  // Ares Ring (L) is a right-hand ring: only the Adjusted one counts; of two DevaStims only the stronger one.
  CHECK(buffs.at("Damage Done Increased") == 1.25 + 2.0);
  CHECK(answer.at("rows")[0].at("maxDamage").get<double>() == Approx(37 * 1.0325));
  CHECK_THAT(note_of(answer), Catch::Contains("Ares Ring (L) is worn on the Right Hand, not the Left Hand"));
}

TEST_CASE("armour, plating and a healing tool give the decay of an hour of a creature's attacks", "[tools][hunting]") {
  const Json answer = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&armor=Ghost&plating=" +
                           q("Armor Plating Mk. 1A") + "&healingTool=" + q("Vivo T1") + "&creatures=" + q("Atrox Young"));
  REQUIRE(answer.at("rowCount") == 1);
  const Json& row = answer.at("rows")[0];
  CHECK(row.at("hpPerPec").get<double>() == Approx(9.0 / 0.903).epsilon(1e-4));
  CHECK(row.at("armorDecayPerHourPed").get<double>() > 0);
  CHECK(row.at("platingDecayPerHourPed").get<double>() > 0);
  CHECK(row.at("healingDecayPerHourPed").get<double>() ==
        Approx(row.at("damageTakenPerHour").get<double>() / row.at("hpPerPec").get<double>() / 100).epsilon(0.001));
  const Json bare = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&creatures=" + q("Atrox Young"));
  CHECK(bare.at("rows")[0].at("damageTakenPerHour") > row.at("damageTakenPerHour"));
}

TEST_CASE("calculate_hunting_setup refuses too many enhancers, a level out of range and too many creatures",
          "[tools][hunting]") {
  const auto& edge = *demo_world().live;
  const std::string weapon = "/tools/calculate_hunting_setup?weapon=" + q("Korss H400 (L)");
  snap::test::require_problem(edge.get(weapon + "&damageEnhancers=6&economyEnhancers=5"), 400, "economyEnhancers");
  snap::test::require_problem(edge.get(weapon + "&damageEnhancers=11"), 400, "damageEnhancers");
  snap::test::require_problem(edge.get(weapon + "&hitLevel=-1"), 400, "hitLevel");
  snap::test::require_problem(edge.get(weapon + "&creatures=a,b,c,d,e,f,g,h,i,j,k"), 400, "creatures");
  snap::test::require_problem(edge.get("/tools/calculate_hunting_setup?amplifier=x"), 400, "weapon");
  const Json ignored = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&wepon=x");
  CHECK(ignored.at("ignoredParameters") == Json::array({"wepon"}));
}

TEST_CASE("MCP tools/call of calculate_hunting_setup answers the envelope GET answers, lists as JSON arrays",
          "[tools][hunting][mcp]") {
  Json params = Json::object();
  params["name"] = "calculate_hunting_setup";
  params["arguments"] = Json{{"weapon", "Korss H400 (L)"},
                             {"creatures", Json::array({"Atrox Young", "Atrox Old"})},
                             {"clothes", Json::array({"Explorer Boots, Adjusted"})}};
  Json body = Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/call"}, {"params", params}};
  const auto res = demo_world().live->request(
      "POST", "/mcp",
      "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\n",
      snap::to_bytes(body));
  INFO(res.body);
  REQUIRE(res.status == 200);
  const Json result = res.json().at("result");
  CHECK_FALSE(result.value("isError", false));
  const Json via_get = tool("calculate_hunting_setup?weapon=" + q("Korss H400 (L)") + "&creatures=" + q("Atrox Young") +
                            "&creatures=" + q("Atrox Old") + "&clothes=" + q("Explorer Boots, Adjusted"));
  CHECK(result.at("structuredContent") == via_get);
  CHECK(result.at("structuredContent").at("rows")[1].at("target") == "Atrox Old");
}

TEST_CASE("rule: /weapons computes the dps, dpp and efficiency the wiki leaves blank with the calculator's functions "
          "and flags them as computed",
          "[wiki][hunting]") {
  // The demo leaves every fourth weapon's figures to the import.
  Json items = Json::array();
  for (int page = 1; page <= 2; ++page) {
    const Json answer =
        snap::test::ok_json(*demo_world().live, "/weapons?pageSize=50&sortBy=Name&page=" + std::to_string(page));
    for (const Json& item : answer.at("items")) items.push_back(item);
  }
  int computed = 0, recorded = 0;
  for (const Json& item : items) {
    REQUIRE(item.at("computedFigures").is_array());
    if (item.at("computedFigures").empty()) {
      ++recorded;
      continue;
    }
    ++computed;
    const Json entry = snap::test::ok_json(*demo_world().live, "/weapons/" + item.at("slug").get<std::string>());
    CHECK(entry.at("computedFigures") == item.at("computedFigures"));
    const auto number = [&](const char* field) {
      return entry.at(field).is_null() ? std::nullopt : std::optional<double>(entry.at(field).get<double>());
    };
    const snap::WeaponStats stats =
        snap::weapon_stats({number("damage"), number("attacksPerMinute"), number("decay"), number("ammoBurn")});
    INFO(entry.at("name"));
    for (const Json& figure : entry.at("computedFigures")) {
      const std::string field = figure.get<std::string>();
      const std::optional<double> expected = field == "dps" ? stats.dps : field == "dpp" ? stats.dpp : stats.efficiency;
      REQUIRE(expected.has_value());
      CHECK(entry.at(field).get<double>() == Approx(snap::round_to(*expected, field == "efficiency" ? 1 : 3)));
    }
  }
  CHECK(computed > 0);
  CHECK(recorded > computed);
}

namespace {

struct RingWorld {
  std::string dir = snap::test::make_temp_dir("ring-world");
  std::string db = dir + "/rings.db";
  std::unique_ptr<snap::test::EdgeProcess> edge;
  RingWorld() {
    snap::test::write_sql_database(db, snap::test::checkout_path("tests/integration/ring_fixture.sql"), snap::test::kFixtureNow);
    edge = std::make_unique<snap::test::EdgeProcess>(db, "", snap::test::kFixtureNow);
  }
  ~RingWorld() {
    edge.reset();
    snap::test::remove_tree(dir);
  }
};

const RingWorld& ring_world() {
  static RingWorld world;
  return world;
}

Json rings(const std::string& effects, const std::string& more = "") {
  return snap::test::ok_json(*ring_world().edge, "/tools/find_ring_combo?effects=" + q(effects) + more);
}

std::vector<std::pair<std::string, std::string>> pairs_of(const Json& answer) {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const Json& row : answer.at("rows")) pairs.emplace_back(row.at("leftRing"), row.at("rightRing"));
  return pairs;
}

}  // namespace

TEST_CASE("rule: find_ring_combo ranks the pairs that reach every request, closest fit first, then TT (hand-built rings)",
          "[tools][hunting]") {
  // Critical Damage Added >= 5 from Left A 3, Left B 5, Right A 2, Either C 4 (either hand), capped at 8; Right B
  // gives none of it, so it is not paired. Overshoot 0: Left A + Right A (TT 15), Left B alone (30); 20 %: Either C
  // + Right A; 40 %: Left A + Either C (TT 22), Left B + Right A (35); 60 %: Left B + Either C, 9 capped to 8.
  const Json answer = rings("{\"critical damage added\": 5}");
  using P = std::pair<std::string, std::string>;
  CHECK(pairs_of(answer) == std::vector<P>{{"Left A", "Right A"}, {"Left B", ""}, {"Either C", "Right A"},
                                           {"Left A", "Either C"}, {"Left B", "Right A"}, {"Left B", "Either C"}});
  const Json& capped = answer.at("rows")[5];
  CHECK(capped.at("achieved").at("Critical Damage Added") == 8.0);
  CHECK(capped.at("overshootPercent") == 60.0);
  CHECK(answer.at("rows")[0].at("ttPed") == 15.0);
  CHECK(answer.at("rows")[0].at("limited") == true);
  CHECK_THAT(note_of(answer), Catch::Contains("tried on either hand"));
  // With run speed asked too, only Right B gives it (Either C's slowing cancels part of any other's).
  const Json both = rings("{\"critical damage added\": 5, \"run speed increased\": 0}");
  CHECK(pairs_of(both) == std::vector<P>{{"Left B", "Right B"}});
  CHECK(both.at("rows")[0].at("effects") == Json{{"Critical Damage Added", 5.0}, {"Run Speed Increased", 4.0}});
  CHECK(pairs_of(rings("{\"critical damage added\": 5}", "&limit=2")).size() == 2);
}

TEST_CASE("find_ring_combo: nothing reachable, an unknown effect and a bad minimum", "[tools][hunting]") {
  const Json none = rings("{\"critical damage added\": 20}");
  CHECK(none.at("rowCount") == 0);
  CHECK_THAT(note_of(none), Catch::Contains("No ring pair reaches every request. The most any pair reaches: "
                                            "Critical Damage Added 8"));
  snap::test::require_problem(ring_world().edge->get("/tools/find_ring_combo?effects=" + q("{\"qqzzxx\": 1}")), 404,
                              "effects");
  snap::test::require_problem(ring_world().edge->get("/tools/find_ring_combo?effects=" + q("{\"run speed increased\": -1}")),
                              400, "effects");
  snap::test::require_problem(ring_world().edge->get("/tools/find_ring_combo?effects=" + q("[1]")), 400, "effects");
  snap::test::require_problem(ring_world().edge->get("/tools/find_ring_combo"), 400, "effects");
}
