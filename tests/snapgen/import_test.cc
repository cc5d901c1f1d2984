// import_test.cc: `snapgen import` driven through import_files() (and once through the CLI) on a temporary
// SQLite file: good records of each family, every global wording of shared/domain/chat-log.md from a raw
// line, replacement of existing entries, and bad records that must fail at FILE:LINE and change nothing.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "snapgen/commands.h"
#include "core/db/dataset_meta.h"
#include "core/db/migrations.h"
#include "snapgen/import/chat_line_parser.h"
#include "snapgen/import/importer.h"
#include "tests/support/test_clock.h"

using namespace snap;

namespace {

const UnixTime kNow = snap::test::kTestNowSeconds;

// A temporary folder holding a migrated database and the record files a test writes.
class ImportFixture {
 public:
  ImportFixture() {
    std::string pattern = (std::filesystem::temp_directory_path() / "snap-import-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
    db_ = std::make_unique<Database>(db_path(), OpenMode::Create);
    migrate(*db_);
  }
  ~ImportFixture() {
    db_.reset();
    std::filesystem::remove_all(dir_);
  }

  std::string db_path() const { return dir_ + "/import.db"; }
  std::string path(const std::string& name) const { return dir_ + "/" + name; }
  Database& db() { return *db_; }

  // Writes `lines` as the file `name` and returns its path.
  std::string write(const std::string& name, const std::vector<std::string>& lines) const {
    std::ofstream out(path(name));
    for (const std::string& line : lines) out << line << "\n";
    return path(name);
  }

  ImportSummary run(const std::vector<std::string>& files, const std::string& kind = "") {
    return import_files(*db_, {files, kind, kNow});
  }

  std::int64_t count(const std::string& sql) { return db_->scalar_int(sql); }

  // The first row of `sql` as "a|b|c" (NULL as "null"), one string so one CHECK shows the whole row.
  std::string row(const std::string& sql) {
    auto stmt = db_->prepare_uncached(sql);
    std::string out;
    if (!stmt->step()) return "<no row>";
    for (int i = 0; i < stmt->column_count(); ++i) out += (i ? "|" : "") + (stmt->is_null(i) ? "null" : stmt->text(i));
    return out;
  }

  // Row counts of every table and the data version: equal before and after a failed import.
  std::string state() {
    std::string out = "data_version=" + read_meta(*db_, "data_version").value_or("none");
    auto tables = db_->prepare_uncached("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    while (tables->step())
      out += " " + tables->text(0) + "=" + std::to_string(count("SELECT COUNT(*) FROM \"" + tables->text(0) + "\""));
    return out;
  }

 private:
  std::string dir_;
  std::unique_ptr<Database> db_;
};

const std::vector<std::string> kPlanets = {
    R"({"kind":"planets"})",
    R"({"name":"Calypso","type":"Planet","released":"2003-01-30","areaKm2":5200.5,"teleporterCount":80})",
    R"({"slug":"arkadia-moon","name":"Arkadia Moon","type":"Moon","parentPlanet":"calypso"})"};

const std::vector<std::string> kCreatures = {
    R"({"kind":"creatures"})",
    R"({"name":"Atrox","planet":"calypso","type":"Animal","sweatable":true,)"
    R"("maturities":[{"name":"Young","hp":90,"level":4},{"name":"Old","rank":5,"hp":900}],)"
    R"("loot":[{"itemCategory":"materials","itemSlug":"animal-hide","itemName":"Animal Hide","frequency":"Often"},)"
    R"({"itemName":"Atrox Bone","maturityRankMin":5}]})",
    R"({"name":"Araneatrox","planet":"calypso"})",
    R"({"name":"Drone","planet":"calypso"})",
    R"({"name":"Drone Carrier","planet":"calypso"})"};

}  // namespace

TEST_CASE("wiki records: links by slug, nested relationships, derived slugs and weapon figures", "[import][wiki]") {
  ImportFixture f;
  const std::string weapons = f.write("weapons.jsonl", {
      R"({"kind":"weapons"})",
      // dps, dpp and efficiency from weapon_stats(): 0.695 x 8 x 60 / 60, 5.56 / (0.2 + 100 / 100) ...
      R"j({"name":"Opalo (L)","type":"Pistol","class":"Laser","damageBurn":4,"damageImpact":4,"attacksPerMinute":60,)j"
      R"("decay":0.2,"ammoBurn":100,"limited":true})",
      // figures given are kept; an explicit null stays null
      R"({"name":"Given","damage":10,"attacksPerMinute":60,"decay":1,"ammoBurn":0,"dps":1.5,"dpp":null})"});
  const std::string armors = f.write("armors.jsonl", {
      R"({"kind":"armors"})", R"({"name":"Pixie","defenseCut":3,"defenseStab":2.5,"durability":1500})"});
  const std::string parts = f.write("parts.jsonl", {
      R"({"kind":"armor-parts"})", R"j({"name":"Pixie Helmet (M)","armor":"pixie","slot":"Head","gender":"Male"})j"});
  const std::string effects = f.write("effects.jsonl", {
      R"({"kind":"effects"})", R"({"name":"Increased Critical Chance","kind":"Increased","unit":"%"})"});
  const std::string clothes = f.write("clothes.jsonl", {
      R"({"kind":"clothes"})",
      R"({"name":"Lucky Ring","type":"Ring","effects":[{"effect":"increased-critical-chance","value":1.5},)"
      R"({"effect":"increased-critical-chance","value":2,"trigger":"Set"}]})"});
  const std::string blueprints = f.write("blueprints.jsonl", {
      R"({"kind":"blueprints"})",
      R"j({"name":"Opalo Blueprint","level":1,"product":{"category":"weapons","slug":"opalo-l","name":"Opalo (L)","quantity":1},)j"
      R"("materials":[{"category":"materials","slug":"lysterium-ingot","name":"Lysterium Ingot","quantity":20},)"
      R"({"name":"Weapon Cell","quantity":5}]})"});
  const std::string planets = f.write("planets.jsonl", kPlanets);
  const std::string creatures = f.write("creatures.jsonl", kCreatures);

  const ImportSummary summary = f.run({planets, creatures, weapons, armors, parts, effects, clothes, blueprints});
  CHECK(summary.records == std::vector<std::pair<std::string, int>>{
      {"planets", 2}, {"creatures", 4}, {"weapons", 2}, {"armors", 1}, {"armor-parts", 1}, {"effects", 1},
      {"clothes", 1}, {"blueprints", 1}});

  CHECK(f.row("SELECT slug, name, type, area_km2, teleporter_count FROM planet WHERE slug = 'calypso'") ==
        "calypso|Calypso|Planet|5200.5|80");
  CHECK(f.row("SELECT p.slug FROM planet m JOIN planet p ON p.id = m.parent_planet_id WHERE m.slug = 'arkadia-moon'") == "calypso");
  CHECK(f.row("SELECT c.slug, p.slug, c.sweatable, c.tameable FROM creature c JOIN planet p ON p.id = c.planet_id"
              " WHERE c.slug = 'atrox'") == "atrox|calypso|1|null");
  // a maturity without rank is numbered by its position
  CHECK(f.row("SELECT group_concat(name || ':' || rank || ':' || hp, ',') FROM (SELECT * FROM creature_maturity"
              " ORDER BY rank)") == "Young:1:90,Old:5:900");
  CHECK(f.row("SELECT group_concat(coalesce(item_category, '-') || ':' || item_name || ':' ||"
              " coalesce(maturity_rank_min, '-'), ',') FROM (SELECT * FROM creature_loot ORDER BY item_name)") ==
        "materials:Animal Hide:-,-:Atrox Bone:5");
  CHECK(f.row("SELECT slug, damage, dps, dpp, efficiency, limited FROM weapon WHERE name = 'Opalo (L)'") ==
        "opalo-l|8.0|5.56|4.633|100.0|1");
  CHECK(f.row("SELECT damage, dps, dpp, efficiency FROM weapon WHERE slug = 'given'") == "10.0|1.5|null|100.0");
  // rule: figures the wiki leaves blank are computed and flagged as computed; given ones are not flagged
  CHECK(f.row("SELECT computed_figures FROM weapon WHERE slug = 'opalo-l'") == R"(["dps","dpp","efficiency"])");
  CHECK(f.row("SELECT computed_figures FROM weapon WHERE slug = 'given'") == R"(["efficiency"])");
  CHECK(f.row("SELECT defense FROM armor") == "5.5");  // the sum of the per-type defense
  CHECK(f.row("SELECT a.slug, p.slot FROM armor_part p JOIN armor a ON a.id = p.armor_id") == "pixie|Head");
  CHECK(f.row("SELECT group_concat(ie.item_category || ':' || e.slug || ':' || ie.value || ':' || ie.trigger, ',')"
              " FROM item_effect ie JOIN effect e ON e.id = ie.effect_id") ==
        "clothes:increased-critical-chance:1.5:Equip,clothes:increased-critical-chance:2.0:Set");
  CHECK(f.row("SELECT product_category, product_slug, product_name, product_quantity FROM blueprint") ==
        "weapons|opalo-l|Opalo (L)|1");
  CHECK(f.row("SELECT group_concat(coalesce(material_slug, '-') || ':' || quantity, ',') FROM"
              " (SELECT * FROM blueprint_material ORDER BY material_name)") == "lysterium-ingot:20,-:5");
  // refresh_derived ran in the same transaction: the search index has the new entries
  CHECK(f.count("SELECT COUNT(*) FROM search_entry WHERE slug = 'opalo-l'") == 1);
}

namespace {

// One line per wording of chat-log.md section 2 (examples from its table, plus the variants it lists), and
// the global each must become: type|avatar|team|isTeam|value|subject|tier|pvpKills|location|isHof|isAth|creature.
struct LineCase {
  const char* line;
  const char* expected;
};

const LineCase kLineCases[] = {
    {"2026-02-07 11:19:15 [Globals] [] Mira Quickshot Holm killed a creature (Atrox Young) with a value of 85 PED!",
     "Hunting|Mira Quickshot Holm|null|0|85.0|Atrox Young|null|null|null|0|0|atrox"},
    {"2026-02-07 11:19:16 [Globals] [] Rin Swift Oda killed a creature (Araneatrox Young) with a value of 59 PED at Takuta Plateau!",
     "Hunting|Rin Swift Oda|null|0|59.0|Araneatrox Young|null|null|Takuta Plateau|0|0|araneatrox"},
    {"2026-02-07 11:20:26 [Globals] [] Team &quot;Iron Wolves&quot; killed a creature (Warrior C1-TF) with a value of 102 PED!",
     "Hunting|null|Iron Wolves|1|102.0|Warrior C1-TF|null|null|null|0|0|null"},
    {"2026-02-07 11:21:00 [Globals] [] Tor Ore Lund found a deposit (Caldorite Stone) with a value of 176 PED at F.O.M.A. - FORTUNA!",
     "Mining|Tor Ore Lund|null|0|176.0|Caldorite Stone|null|null|F.O.M.A. - FORTUNA|0|0|null"},
    {"2026-02-07 11:21:01 [Globals] [] Tor Ore Lund found a deposit (Lysterium Stone) with a value of 349 PED at F.O.M.A. -- FORTUNA!! A record has been added to the Hall of Fame!",
     "Mining|Tor Ore Lund|null|0|349.0|Lysterium Stone|null|null|F.O.M.A. -- FORTUNA|1|0|null"},
    {"2026-02-07 11:22:00 [Globals] [] Vela Rock Dunn found a deposit (C-type Asteroid VI) with a value of 52 PED! A record has been added to the Hall of Fame!",
     "Space Mining|Vela Rock Dunn|null|0|52.0|C-type Asteroid VI|null|null|null|1|0|null"},
    {"2026-02-07 11:23:00 [Globals] [] Ada Forge Lind constructed an item (Explosive Projectiles) worth 74 PED!",
     "Construction|Ada Forge Lind|null|0|74.0|Explosive Projectiles|null|null|null|0|0|null"},
    {"2012-01-07 11:23:00 [Globals] [] Ada Forge Lind manufactured an item (Explosive Projectiles) worth 143 PED!",
     "Construction|Ada Forge Lind|null|0|143.0|Explosive Projectiles|null|null|null|0|0|null"},
    {"2026-02-07 11:24:00 [Globals] [] Lio Lucky Park has found a rare item (Modified Hyperion Armor Catalyst) with a value of 40 PEC! A record has been added to the Hall of Fame!",
     "Rare Item|Lio Lucky Park|null|0|0.4|Modified Hyperion Armor Catalyst|null|null|null|1|0|null"},
    {"2026-02-07 11:25:00 [Globals] [] Kai Scout Berg is the first colonist to discover Mayhem Gold Cosmetic Token. Item discovered in Mayhem Annihilation 06!",
     "Discovery|Kai Scout Berg|null|0|null|Mayhem Gold Cosmetic Token|null|null|Mayhem Annihilation 06|0|0|null"},
    {"2026-02-07 11:25:01 [Globals] [] Kai Scout Berg is the first colonist to discover Nova Fragment!",
     "Discovery|Kai Scout Berg|null|0|null|Nova Fragment|null|null|null|0|0|null"},
    {"2026-02-07 11:26:00 [Globals] [] Geo Tier Moss is the first colonist to reach tier 7 for A.R.C. Adept Leg Guards (M,L)!",
     "Tiered Item|Geo Tier Moss|null|0|null|A.R.C. Adept Leg Guards (M,L)|7|null|null|0|0|null"},
    {"2026-02-07 11:27:00 [Globals] [] Zed Loot Varg examined Storage Container in Akbal - Sector 3 and found something with a value of 78 PED!",
     "Hunting|Zed Loot Varg|null|0|78.0|Storage Container|null|null|Akbal - Sector 3|0|0|null"},
    {"2026-02-07 11:28:00 [Globals] [] Big Rolf Hansen defeated 12 others in a row before succumbing! A record has been added to the Hall of Fame!",
     "PvP|Big Rolf Hansen|null|0|null|null|null|12|null|1|0|null"},
    {"2026-02-07 11:29:00 [Globals] [] Nia Volt Kade defeated 19 others as a Yule Daudaormur ! A record has been added to the Hall of Fame!",
     "PvP|Nia Volt Kade|null|0|null|Yule Daudaormur|null|19|null|1|0|null"},
    {"2025-06-01 20:00:00 [Globals] [] Mega Voltage  Jak killed a creature (Atrox Stalker) with a value of 67,638 PED! A record has been added to the Hall of Fame ALL TIME HIGH. Congratulations!",
     "Hunting|Mega Voltage  Jak|null|0|67638.0|Atrox Stalker|null|null|null|1|1|atrox"},
    {"2019-03-01 20:00:00 [Globals] [] Sam O&apos;Dell Rye killed a creature (Drone Carrier Old) with a value of 515 PED! A record has been added to the Hall of Fame.",
     "Hunting|Sam O'Dell Rye|null|0|515.0|Drone Carrier Old|null|null|null|1|0|drone-carrier"},
    // "(Shared Loot)" stands for a team with no name: a team's global that names no team (core/domain/shared_loot.h)
    {"2026-02-07 11:30:00 [Globals] [] Team &quot;(Shared Loot)&quot; killed a creature (Atrox Old) with a value of 96 PED!",
     "Hunting|null|null|1|96.0|Atrox Old|null|null|null|0|0|atrox"},
};

}  // namespace

TEST_CASE("each global wording of chat-log.md imports from its raw chat.log line", "[import][chat-log]") {
  ImportFixture f;
  std::vector<std::string> lines = {R"({"kind":"globals"})"};
  for (const LineCase& c : kLineCases) lines.push_back(Json{{"line", c.line}}.dump());
  const std::string globals = f.write("globals.jsonl", lines);
  f.run({f.write("planets.jsonl", kPlanets), f.write("creatures.jsonl", kCreatures), globals});

  std::int64_t id = 0;
  for (const LineCase& c : kLineCases) {
    INFO(c.line);
    CHECK(f.row("SELECT g.type, a.name, t.name, g.is_team, g.value, g.subject, g.tier, g.pvp_kills, g.location,"
                " g.is_hof, g.is_ath, c.slug FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id"
                " LEFT JOIN team t ON t.id = g.team_id LEFT JOIN creature c ON c.id = g.creature_id WHERE g.id = " +
                std::to_string(++id)) == c.expected);
  }
  // the timestamp is read as UTC; the message is kept whole, entities decoded
  CHECK(f.row("SELECT ts, message FROM global WHERE id = 3") ==
        std::to_string(*parse_iso8601_utc("2026-02-07T11:20:26Z")) +
            "|Team \"Iron Wolves\" killed a creature (Warrior C1-TF) with a value of 102 PED!");
  // avatars and the team are created once, first seen at their earliest global; slugs via slugify
  CHECK(f.row("SELECT slug, created_at FROM avatar WHERE name = 'Ada Forge Lind'") ==
        "ada-forge-lind|" + std::to_string(*parse_iso8601_utc("2012-01-07T11:23:00Z")));
  CHECK(f.row("SELECT slug FROM team") == "iron-wolves");
  CHECK(f.count("SELECT COUNT(*) FROM global_fts WHERE global_fts MATCH 'Hyperion'") == 1);
}

TEST_CASE("a team global given as fields under teamName (Shared Loot) names no team, as its chat line does",
          "[import][chat-log]") {
  ImportFixture f;
  f.run({f.write("globals.jsonl",
                 {R"({"kind":"globals"})",
                  R"j({"id":1,"dateTime":"2026-02-07T11:30:00Z","type":"Hunting","teamName":"(Shared Loot)",)j"
                  R"j("value":96,"subject":"Atrox Old",)j"
                  R"j("message":"Team \"(Shared Loot)\" killed a creature (Atrox Old) with a value of 96 PED!"})j",
                  R"j({"id":2,"dateTime":"2026-02-07T11:31:00Z","type":"Hunting","teamName":"Iron Wolves","value":102,)j"
                  R"j("subject":"Atrox Old","message":"Team \"Iron Wolves\" killed a creature (Atrox Old) with a value of 102 PED!"})j"})});
  CHECK(f.row("SELECT avatar_id, team_id, is_team FROM global WHERE id = 1") == "null|null|1");
  CHECK(f.row("SELECT t.name, g.is_team FROM global g JOIN team t ON t.id = g.team_id WHERE g.id = 2") ==
        "Iron Wolves|1");
  CHECK(f.row("SELECT group_concat(name) FROM team") == "Iron Wolves");
}

TEST_CASE("parse_global_line trusts only [Globals] [] lines in a known wording", "[chat-log]") {
  const std::pair<const char*, const char*> kRefused[] = {
      {"2026-02-07 11:19:15 [#calytrade] [Mira Quickshot Holm] Mira Quickshot Holm killed a creature (Atrox Young) with a value of 85 PED!",
       "channel is [#calytrade], not [Globals]"},
      {"2026-02-07 11:19:15 [Globals] [Mira] Mira killed a creature (Atrox Young) with a value of 85 PED!",
       "sender is [Mira]; game announcements have an empty sender"},
      {"2026-02-07 [Globals] [] Mira killed a creature (Atrox Young) with a value of 85 PED!",
       "not a chat.log line (expected \"YYYY-MM-DD HH:MM:SS [channel] [sender] message\")"},
      {"2026-02-07 11:19:15 [Globals] [] Mira a ucis o creatură (Atrox Young) cu o valoare de 14 PED!",
       "not a known global announcement: Mira a ucis o creatură (Atrox Young) cu o valoare de 14 PED!"},
  };
  for (const auto& [line, why] : kRefused) {
    INFO(line);
    std::string why_not;
    CHECK_FALSE(parse_global_line(line, &why_not));
    CHECK(why_not == why);
  }
  CHECK(decode_html_entities("&quot;A&quot; &#91;B&#93; &amp;amp; &#x263A; &bogus; &") == "\"A\" [B] &amp; \xE2\x98\xBA &bogus; &");
}

TEST_CASE("activity and event records: avatars, teams, PvP, trade chat, events, templates, challenges, documents",
          "[import][activity]") {
  ImportFixture f;
  const std::string avatars = f.write("avatars.jsonl", {
      R"({"kind":"avatars"})", R"({"name":"Mira Quickshot Holm","createdAt":"2025-01-01T00:00:00Z"})",
      R"({"name":"Tor Ore Lund","slug":"tor","createdAt":"2025-01-02"})"});
  const std::string teams = f.write("teams.jsonl", {
      R"({"kind":"teams"})",
      R"({"name":"Iron Wolves","createdAt":"2025-02-01T00:00:00Z","members":[{"avatar":"Mira Quickshot Holm","role":"Leader",)"
      R"("joinedAt":"2025-02-01T00:00:00Z"},{"avatar":"Tor Ore Lund","joinedAt":"2025-02-02T00:00:00Z","leftAt":"2025-03-01T00:00:00Z"}]})"});
  const std::string pvp = f.write("pvp.jsonl", {
      R"({"kind":"pvp-kills"})",
      R"({"dateTime":"2026-11-01T10:00:00Z","killer":"Mira Quickshot Holm","victim":"New Victim","weapon":"Opalo","planet":"Calypso"})"});
  const std::string trade = f.write("trade.jsonl", {
      R"({"kind":"trade-messages"})",
      R"({"id":7,"dateTime":"2026-11-01T10:00:00Z","channel":"#calytrade","senderName":"Tor Ore Lund","message":"wts  Opalo   (L) 105%"})"});
  const std::string events = f.write("events.jsonl", {
      R"({"kind":"events"})",
      R"({"name":"Atrox Weekend","type":"Hunting","startAt":"2026-11-14T00:00:00Z","endAt":"2026-11-16T00:00:00Z",)"
      R"("createdAt":"2026-11-01T00:00:00Z","organiserName":"Mira Quickshot Holm",)"
      R"("teams":[{"name":"Red","captain":"Mira Quickshot Holm"}],)"
      R"("categories":[{"name":"Biggest loot","scoringMethod":"HighestValue","creatures":["Atrox"],"minValue":50},)"
      R"({"name":"Most globals","scoringMethod":"Count","globalTypes":["Hunting"]}],)"
      R"("participants":[{"avatar":"Mira Quickshot Holm","team":"Red","joinedAt":"2026-11-10T00:00:00Z"},)"
      R"({"avatar":"Tor Ore Lund","joinedAt":"2026-11-11T00:00:00Z"}]})"});
  const std::string templates = f.write("templates.jsonl", {
      R"({"kind":"event-templates"})",
      R"({"name":"Hunting weekend","type":"Hunting","durationDays":2,"categories":[{"name":"Total","scoringMethod":"TotalValue"}]})"});
  const std::string challenges = f.write("challenges.jsonl", {
      R"({"kind":"challenges"})",
      R"({"name":"Hundred Atrox","startAt":"2026-11-01","endAt":"2026-12-01","metric":"Count","creatures":["Atrox"],)"
      R"("createdAt":"2026-10-30","tiers":[{"name":"Bronze","target":10},{"name":"Gold","target":100}]})"});
  const std::string documents = f.write("documents.jsonl", {
      R"({"kind":"documents"})",
      R"({"kind":"guide","title":"Getting Started: Hunting","body":"Buy an Opalo.","updatedAt":"2026-11-01T00:00:00Z"})"});

  const ImportSummary summary = f.run({avatars, teams, pvp, trade, events, templates, challenges, documents});
  CHECK(summary.avatars_created == 1);  // "New Victim", named first by a PvP kill
  CHECK(f.row("SELECT slug, created_at FROM avatar WHERE name = 'Tor Ore Lund'") ==
        "tor|" + std::to_string(*parse_iso_date("2025-01-02")));
  CHECK(f.row("SELECT group_concat(a.name || ':' || coalesce(m.role, '-') || ':' || coalesce(m.left_at, '-'), ',')"
              " FROM team_member m JOIN avatar a ON a.id = m.avatar_id") ==
        "Mira Quickshot Holm:Leader:-,Tor Ore Lund:-:" + std::to_string(*parse_iso8601_utc("2025-03-01T00:00:00Z")));
  CHECK(f.row("SELECT k.name, v.name, v.slug, p.weapon FROM pvp_kill p JOIN avatar k ON k.id = p.killer_avatar_id"
              " JOIN avatar v ON v.id = p.victim_avatar_id") == "Mira Quickshot Holm|New Victim|new-victim|Opalo");
  CHECK(f.row("SELECT t.id, a.slug, intent, repost_key FROM trade_message t JOIN avatar a ON a.id = t.avatar_id") ==
        "7|tor|WTS|Tor Ore Lund:wts opalo (l) 105%");
  CHECK(f.row("SELECT slug, type, organiser_name FROM event") == "atrox-weekend|Hunting|Mira Quickshot Holm");
  CHECK(f.row("SELECT group_concat(position || ':' || name || ':' || scoring_method || ':' || coalesce(creatures, '-')"
              " || ':' || coalesce(global_types, '-'), ',') FROM event_category") ==
        R"(1:Biggest loot:HighestValue:["Atrox"]:-,2:Most globals:Count:-:["Hunting"])");
  CHECK(f.row("SELECT group_concat(a.name || ':' || coalesce(t.name, '-'), ',') FROM event_participant p"
              " JOIN avatar a ON a.id = p.avatar_id LEFT JOIN event_team t ON t.id = p.event_team_id") ==
        "Mira Quickshot Holm:Red,Tor Ore Lund:-");
  CHECK(f.row("SELECT slug, categories FROM event_template") ==
        R"(hunting-weekend|[{"name":"Total","scoringMethod":"TotalValue"}])");
  CHECK(f.row("SELECT c.slug, group_concat(t.tier || ':' || t.name || ':' || t.target, ',') FROM challenge c"
              " JOIN challenge_tier t ON t.challenge_id = c.id") == "hundred-atrox|1:Bronze:10.0,2:Gold:100.0");
  CHECK(f.row("SELECT slug, kind FROM document") == "getting-started-hunting|guide");
}

TEST_CASE("a record for an existing slug replaces the entry and its relationship rows, keeping its id",
          "[import][upsert]") {
  ImportFixture f;
  f.run({f.write("planets.jsonl", kPlanets), f.write("creatures.jsonl", kCreatures)});
  const std::string atrox_id = f.row("SELECT id FROM creature WHERE slug = 'atrox'");
  f.run({f.write("again.jsonl", {R"({"kind":"creatures"})",
                                 R"({"name":"Atrox","type":"Mutant","maturities":[{"name":"Provider","hp":5000}]})"})});
  CHECK(f.row("SELECT id, type, planet_id FROM creature WHERE slug = 'atrox'") == atrox_id + "|Mutant|null");
  CHECK(f.row("SELECT group_concat(name, ',') FROM creature_maturity") == "Provider");
  CHECK(f.count("SELECT COUNT(*) FROM creature_loot") == 0);
  CHECK(f.count("SELECT COUNT(*) FROM creature") == 4);
  // an avatar named again keeps the slug it has
  f.run({f.write("a.jsonl", {R"({"kind":"avatars"})", R"({"name":"Mega Voltage  Jak","createdAt":"2025-01-01"})"})});
  f.run({f.write("b.jsonl", {R"({"kind":"avatars"})", R"({"name":"Mega Voltage Jak","createdAt":"2025-01-01"})"})});
  f.run({f.write("c.jsonl", {R"({"kind":"avatars"})", R"({"name":"Mega Voltage Jak","createdAt":"2024-01-01"})"})});
  CHECK(f.row("SELECT group_concat(slug, ',') FROM (SELECT slug FROM avatar ORDER BY id)") ==
        "mega-voltage-jak,mega-voltage-jak-2");
}

TEST_CASE("a slug derived from a name that is a reserved route word gets -2, in every table", "[import][slug]") {
  ImportFixture f;
  f.run({f.write("weapons.jsonl", {R"({"kind":"weapons"})", R"({"name":"Skill Tree"})", R"({"name":"Types"})"}),
         f.write("globals.jsonl", {R"({"kind":"globals"})",
                                   R"({"type":"Mining","avatarName":"Stats","dateTime":"2026-01-01T00:00:00Z","message":"m"})"})});
  CHECK(f.row("SELECT group_concat(slug, ',') FROM (SELECT slug FROM weapon ORDER BY slug)") == "skill-tree-2,types-2");
  CHECK(f.row("SELECT slug FROM avatar WHERE name = 'Stats'") == "stats-2");
}

TEST_CASE("a file's kind comes from its header line or --kind, both given must agree", "[import]") {
  ImportFixture f;
  const std::string plain = f.write("plain.jsonl", {"", R"({"name":"Calypso"})"});
  f.run({plain}, "planets");
  CHECK(f.count("SELECT COUNT(*) FROM planet") == 1);
  CHECK_THROWS_WITH(f.run({plain}), plain + ":2: no record kind: start the file with {\"kind\":\"<kind>\"} or pass --kind");
  const std::string headed = f.write("headed.jsonl", {R"({"kind":"planets"})", R"({"name":"Arkadia"})"});
  CHECK_THROWS_WITH(f.run({headed}, "weapons"), headed + ":1: the header names kind \"planets\" but --kind is \"weapons\"");
  f.run({headed}, "planets");
  CHECK(f.count("SELECT COUNT(*) FROM planet") == 2);
}

namespace {

// A bad file and the exact error it must produce (FILE is replaced by its path).
struct BadCase {
  const char* name;
  std::vector<std::string> lines;
  const char* error;
};

const BadCase kBadCases[] = {
    {"wrong type", {R"({"kind":"weapons"})", R"({"name":"X","damage":"12"})"}, R"(FILE:2: key "damage" must be a number, got "12")"},
    {"whole number", {R"({"kind":"planets"})", R"({"name":"X","teleporterCount":1.5})"}, R"(FILE:2: key "teleporterCount" must be a whole number, got 1.5)"},
    {"boolean", {R"({"kind":"weapons"})", R"({"name":"X","limited":1})"}, R"(FILE:2: key "limited" must be true or false, got 1)"},
    {"unknown key", {R"({"kind":"weapons"})", R"({"name":"X"})", R"({"name":"Y","dammage":3})"}, R"(FILE:3: unknown key "dammage")"},
    {"an internal id", {R"({"kind":"creatures"})", R"({"name":"X","planetId":1})"}, R"(FILE:2: unknown key "planetId")"},
    {"missing required", {R"({"kind":"weapons"})", R"({"type":"Rifle"})"}, R"(FILE:2: missing required key "name")"},
    {"required null", {R"({"kind":"weapons"})", R"({"name":null})"}, R"(FILE:2: key "name" must not be null)"},
    {"unknown planet", {R"({"kind":"creatures"})", R"({"name":"X","planet":"planet-x"})"}, R"(FILE:2: key "planet": no planet with slug "planet-x")"},
    {"unknown effect", {R"({"kind":"clothes"})", R"({"name":"X","effects":[{"effect":"luck"}]})"}, R"(FILE:2: effects[0]: key "effect": no effect with slug "luck")"},
    {"unknown member", {R"({"kind":"teams"})", R"({"name":"T","createdAt":"2026-01-01","members":[{"avatar":"Nobody","joinedAt":"2026-01-01"}]})"}, R"(FILE:2: members[0]: key "avatar": no avatar named "Nobody")"},
    {"loot slug", {R"({"kind":"creatures"})", R"({"name":"X","loot":[{"itemSlug":"Animal Hide","itemName":"Animal Hide"}]})"}, R"(FILE:2: loot[0]: key "itemSlug": "Animal Hide" is not a slug (1-200 of a-z, 0-9 and '-'))"},
    {"nested missing", {R"({"kind":"creatures"})", R"({"name":"X","maturities":[{"name":"Young"},{"hp":5}]})"}, R"(FILE:2: maturities[1]: missing required key "name")"},
    {"malformed JSON", {R"({"kind":"weapons"})", R"({"name":"X",)"}, "FILE:2: malformed JSON: parse error at line 1, column 13: syntax error while parsing object key - unexpected end of input; expected string literal"},
    {"not an object", {R"({"kind":"weapons"})", "[1,2]"}, "FILE:2: a record must be a JSON object"},
    {"bad date", {R"({"kind":"avatars"})", R"({"name":"A","createdAt":"2026-02-30"})"}, R"(FILE:2: key "createdAt" must be an ISO 8601 UTC date-time such as "2026-11-20T11:59:03Z", got "2026-02-30")"},
    {"bad slug", {R"({"kind":"weapons"})", R"({"name":"X","slug":"Opalo L"})"}, R"(FILE:2: key "slug": "Opalo L" is not a slug (1-200 of a-z, 0-9 and '-'))"},
    {"reserved slug", {R"({"kind":"weapons"})", R"({"name":"X","slug":"types"})"}, R"(FILE:2: key "slug": "types" is reserved (a literal segment of an API route); give another slug)"},
    {"reserved avatar slug", {R"({"kind":"avatars"})", R"({"name":"A","slug":"stats","createdAt":"2026-01-01"})"}, R"(FILE:2: key "slug": "stats" is reserved (a literal segment of an API route); give another slug)"},
    {"same slug twice", {R"({"kind":"weapons"})", R"({"name":"Opalo"})", "", R"({"name":"opalo"})"}, R"(FILE:4: weapons "opalo" was already imported at FILE:2)"},
    {"duplicate nested row", {R"({"kind":"creatures"})", R"({"name":"X","loot":[{"itemName":"Hide"},{"itemName":"Hide"}]})"}, "FILE:2: sqlite: UNIQUE constraint failed: creature_loot.creature_id, creature_loot.item_name"},
    {"not a global", {R"({"kind":"globals"})", R"({"line":"2026-02-07 11:19:15 [Globals] [] Mira waved"})"}, R"(FILE:2: key "line": not a known global announcement: Mira waved)"},
    {"fake global", {R"({"kind":"globals"})", R"({"line":"2026-02-07 11:19:15 [#trade] [Mira] Mira killed a creature (Atrox) with a value of 9 PED!"})"}, R"(FILE:2: key "line": channel is [#trade], not [Globals])"},
    {"line with fields", {R"({"kind":"globals"})", R"({"line":"x","value":3})"}, R"(FILE:2: key "value" cannot accompany "line" (only "id" and "planet" can))"},
    {"global of nobody", {R"({"kind":"globals"})", R"({"type":"Mining","dateTime":"2026-01-01T00:00:00Z","message":"m"})"}, R"(FILE:2: key "avatarName" is required unless "teamName" is given or "isTeam" is true)"},
    {"global type", {R"({"kind":"globals"})", R"({"type":"Fishing","avatarName":"A","dateTime":"2026-01-01T00:00:00Z","message":"m"})"}, R"(FILE:2: key "type" must be one of Hunting, Mining, Space Mining, Construction, Discovery, Rare Item, Tiered Item, PvP; got "Fishing")"},
    {"existing global id", {R"({"kind":"globals"})", R"({"id":1,"type":"Mining","avatarName":"A","dateTime":"2026-01-01T00:00:00Z","message":"m"})"}, "FILE:2: globals id 1 already exists (activity rows are never replaced)"},
    {"two subject keys", {R"({"kind":"globals"})", R"({"subject":"A","creatureName":"B"})"}, R"(FILE:2: keys "subject" and "creatureName" both give subject)"},
    {"category path", {R"({"kind":"blueprints"})", R"({"name":"B","product":{"category":"weapon","name":"Opalo"}})"}, R"(FILE:2: product: key "category": "weapon" is not a wiki category path)"},
    {"scoring method", {R"({"kind":"event-templates"})", R"({"name":"T","type":"Hunting","categories":[{"name":"c","scoringMethod":"Best"}]})"}, R"(FILE:2: categories[0]: key "scoringMethod": "Best" is not one of Count, TotalValue, HighestValue, Points)"},
    {"unknown kind", {R"({"kind":"weapon"})"}, "FILE:1: unknown kind \"weapon\" (kinds: "},
};

}  // namespace

TEST_CASE("a bad record fails the whole import at FILE:LINE and leaves the database unchanged", "[import][errors]") {
  ImportFixture f;
  f.run({f.write("planets.jsonl", kPlanets),
         f.write("globals.jsonl", {R"({"kind":"globals"})", Json{{"line", kLineCases[0].line}}.dump()})});
  const std::string before = f.state();
  // a good file first: its records must be rolled back with the bad one
  const std::string good = f.write("good.jsonl", {R"({"kind":"weapons"})", R"({"name":"Rolled Back"})"});
  for (const BadCase& c : kBadCases) {
    INFO(c.name);
    const std::string bad = f.write("bad.jsonl", c.lines);
    std::string expected = c.error;
    for (size_t at; (at = expected.find("FILE")) != std::string::npos;) expected.replace(at, 4, bad);
    try {
      f.run({good, bad});
      FAIL("the import succeeded");
    } catch (const std::exception& e) {
      CHECK(std::string(e.what()).substr(0, expected.size()) == expected);
    }
    CHECK(f.state() == before);
  }
  CHECK_THROWS_WITH(f.run({good, f.path("missing.jsonl")}), f.path("missing.jsonl") + ": cannot open: No such file or directory");
  CHECK(f.state() == before);
}

TEST_CASE("snapgen import on the command line: summary line, and no new database left by a failure", "[import][cli]") {
  ImportFixture f;
  const std::string planets = f.write("planets.jsonl", kPlanets);
  const std::string bad = f.write("bad.jsonl", {R"({"kind":"planets"})", R"({"name":7})"});
  const std::string fresh = f.path("fresh.db");
  auto run_cli = [](const std::string& args) {
    CLI::App app;
    setup_import_command(app);
    std::ostringstream out;
    std::streambuf* saved = std::cout.rdbuf(out.rdbuf());
    try {
      app.parse(args, false);
    } catch (...) {
      std::cout.rdbuf(saved);
      throw;
    }
    std::cout.rdbuf(saved);
    return out.str();
  };
  CHECK_THROWS_WITH(run_cli("import --db " + fresh + " " + planets + " " + bad), bad + ":2: key \"name\" must be a string, got 7");
  CHECK_FALSE(std::filesystem::exists(fresh));
  const std::string reserved = f.write("reserved.jsonl", {R"({"kind":"planets"})", R"({"name":"T","slug":"templates"})"});
  CHECK_THROWS_WITH(run_cli("import --db " + fresh + " " + reserved),
                    reserved + ":2: key \"slug\": \"templates\" is reserved (a literal segment of an API route); give another slug");
  CHECK_FALSE(std::filesystem::exists(fresh));
  const std::string summary = run_cli("import --db " + fresh + " --now " + snap::test::kFixtureNow + " " + planets);
  CHECK(summary.rfind("imported planets 2; ", 0) == 0);
  Database db(fresh, OpenMode::ReadOnly);
  CHECK(db.scalar_int("SELECT COUNT(*) FROM planet") == 2);
  CHECK(read_meta(db, "data_written_at") == std::optional<std::string>("2026-11-20T12:00:00Z"));
}
