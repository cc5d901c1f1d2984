// activity_demo_world.cc: reads the wiki tables (filled by generate_wiki_demo before us) into the name tables
// the activity demo draws from. A table that is empty or nearly so is completed from shared/domain/world.md
// section 5, so the activity demo also runs on a thin or partial wiki.
#include "snapgen/demo/activity/activity_demo_world.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_set>

#include "snapgen/demo/activity/activity_demo_sampling.h"

namespace snap::activity_demo {
namespace {

constexpr size_t kEnough = 3;  // a wiki list shorter than this is completed from the fallbacks

// ---- fallbacks: shared/domain/world.md sections 1, 3 and 5 ----
// clang-format off
const char* const kFallbackPlanets[] = {"Calypso", "Arkadia", "Cyrene", "ROCKtropia",
                                        "Next Island", "Monria", "Toulan"};
const char* const kFallbackSpecies[] = {"Atrox", "Argonaut", "Daikiba", "Hogglo", "Sabakuma", "Berycled",
                                        "Longu", "Caudatergus", "Combibo", "Feffoid", "Molisk", "Merp"};
const char* const kMaturityLadder[] = {"Young", "Mature", "Old", "Provider", "Guardian",
                                       "Dominant", "Alpha", "Old Alpha", "Prowler", "Stalker"};
const char* const kFallbackDeposits[] = {"Lysterium Stone", "Blausariam Stone", "Belkar Stone", "Caldorite Stone",
                                         "Zinc Stone",      "Iron Stone",       "Gold Stone",   "Zorn Star Ore",
                                         "Crude Oil",       "Melchi Water",     "Garcen Grease", "Force Nexus"};
const char* const kFallbackCrafted[] = {"Explosive Projectiles", "Weapon Cells", "Metal Residue",
                                        "Herman ARK-0 (L)", "Vivo T1", "Sollomate Opalo"};
const char* const kFallbackRare[] = {"Modified Hyperion Armor Catalyst", "Blazar Fragment", "Nova Fragment",
                                     "Aeglic Ring, Adjusted", "Ares Ring (L)", "Hermetic Ring, Modified"};
const char* const kFallbackTierable[] = {"Korss H400 (L)", "Sollomate Opalo", "Herman ARK-0 (L)", "Breer P1a (L)",
                                         "A.R.C. Adept Leg Guards (M,L)", "Hyperion Arm Guards, Perfected (F)"};
const char* const kFallbackDiscoverable[] = {"Mayhem Gold Cosmetic Token",  // chat-log.md; the others assumed
                                             "Mayhem Silver Cosmetic Token", "Mayhem Bronze Cosmetic Token"};
const char* const kFallbackWeapons[] = {"Sollomate Opalo", "Herman ARK-0 (L)", "Korss H400 (L)", "Breer P1a (L)",
                                        "ArMatrix LP-35 (L)", "A&P Series Mayhem SB-90, Adjusted (L)"};
const char* const kFallbackInstances[] = {"Akbal - Sector 3", "Lotus Gold Solo", "The Fire Temple",
                                          "Mayhem Annihilation 06", "Feffoid Cave"};
// clang-format on

// Targets a global names that have no wiki species: verbatim event and instance mobs (world.md section 3).
struct LooseTarget {
  const char* subject;
  double value_scale;
};
const LooseTarget kLooseTargets[] = {{"Reinforced Drill Bot 1001", 0.25},
                                     {"Warrior C1-TF", 1.2},
                                     {"Merry Annihilation Daikiba 08", 1.0},
                                     {"Sampling: TZ-15", 0.8}};
constexpr double kLooseTargetShare = 0.02;

std::vector<std::string> read_strings(Database& db, const std::string& sql) {
  auto rows = db.prepare_uncached(sql);
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;
  while (rows->step()) {
    if (rows->is_null(0)) continue;
    std::string s = rows->text(0);
    if (!s.empty() && seen.insert(s).second) out.push_back(std::move(s));
  }
  return out;
}

template <size_t N>
void complete(std::vector<std::string>& names, const char* const (&fallback)[N]) {
  if (names.size() >= kEnough) return;
  for (const char* f : fallback)
    if (std::find(names.begin(), names.end(), f) == names.end()) names.emplace_back(f);
}

int planet_index(World& world, const std::string& name) {
  for (size_t i = 0; i < world.planets.size(); ++i)
    if (world.planets[i].name == name) return static_cast<int>(i);
  world.planets.push_back(Planet{name, {}, {}, {}});
  return static_cast<int>(world.planets.size() - 1);
}

// Planets by wiki id; "Space" is added when the wiki lacks it (asteroid globals happen there).
std::map<std::int64_t, int> load_planets(Database& db, World& world) {
  std::map<std::int64_t, int> by_id;
  auto rows = db.prepare_uncached("SELECT id, name, type FROM planet ORDER BY id");
  while (rows->step()) {
    const int index = planet_index(world, rows->text(1));
    by_id[rows->int64(0)] = index;
    if (rows->text(2) == "Space" && rows->text(1) == "Space") world.space = index;
  }
  if (world.planets.size() < kEnough)
    for (const char* name : kFallbackPlanets) planet_index(world, name);
  if (world.space < 0) world.space = planet_index(world, "Space");
  return by_id;
}

// Land areas sorted into what a global may name: hunting grounds, mining grounds, PvP zones, instances.
void load_places(Database& db, World& world, const std::map<std::int64_t, int>& planet_by_id) {
  auto rows = db.prepare_uncached("SELECT name, planet_id, type, pvp FROM landarea ORDER BY id");
  while (rows->step()) {
    const auto found = rows->is_null(1) ? planet_by_id.end() : planet_by_id.find(rows->int64(1));
    const int planet = found == planet_by_id.end() ? -1 : found->second;
    const std::string name = rows->text(0), type = rows->text(2);
    const bool pvp = (!rows->is_null(3) && rows->int64(3) != 0) || type == "PvP Zone";
    if (pvp) world.pvp_zones.push_back({name, planet});
    if (type == "Instance") world.instances.push_back({name, planet});
    if (planet < 0) continue;
    Planet& p = world.planets[static_cast<size_t>(planet)];
    if (pvp) p.pvp_places.push_back(name);
    if (type == "Hunting Area" || type == "Land Area" || type == "Instance") p.hunting_places.push_back(name);
    if (type == "Mining Area" || type == "Land Area") p.mining_places.push_back(name);
  }
  if (world.pvp_zones.empty()) world.pvp_zones.push_back({"Orthos Oil Rig", planet_index(world, "Calypso")});
  if (world.instances.size() < kEnough)
    for (const char* name : kFallbackInstances) world.instances.push_back({name, -1});
}

// How a global writes species and maturity (world.md section 3; 0001_wiki.sql creature.maturity_naming).
std::string target_subject(const std::string& species, const std::string& maturity, const std::string& naming) {
  if (maturity.empty()) return species;
  if (naming == "Prefix") return maturity + " " + species;
  if (naming == "Verbatim" && maturity.find(species) != std::string::npos) return maturity;
  return species + " " + maturity;
}

struct SpeciesRows {
  std::int64_t id = 0;
  std::string name, naming;
  int planet = -1;
  std::vector<std::string> maturities;  // by rank
  std::vector<double> hp;               // by rank; 0 where the wiki has none
};

std::vector<SpeciesRows> read_species(Database& db, const std::map<std::int64_t, int>& planet_by_id) {
  std::vector<SpeciesRows> out;
  auto rows = db.prepare_uncached(
      "SELECT c.id, c.name, c.planet_id, c.maturity_naming, m.name, m.hp FROM creature c "
      "LEFT JOIN creature_maturity m ON m.creature_id = c.id ORDER BY c.id, m.rank");
  while (rows->step()) {
    if (out.empty() || out.back().id != rows->int64(0)) {
      SpeciesRows s;
      s.id = rows->int64(0);
      s.name = rows->text(1);
      const auto found = rows->is_null(2) ? planet_by_id.end() : planet_by_id.find(rows->int64(2));
      s.planet = found == planet_by_id.end() ? -1 : found->second;
      s.naming = rows->text(3);
      out.push_back(std::move(s));
    }
    if (rows->is_null(4)) continue;
    out.back().maturities.push_back(rows->text(4));
    out.back().hp.push_back(rows->is_null(5) ? 0.0 : std::max(0.0, rows->real(5)));
  }
  return out;
}

std::vector<SpeciesRows> fallback_species(World& world) {
  std::vector<SpeciesRows> out;
  const int calypso = planet_index(world, "Calypso");
  for (const char* name : kFallbackSpecies) {
    SpeciesRows s;
    s.name = name;
    s.planet = calypso;
    s.maturities.assign(std::begin(kMaturityLadder), std::end(kMaturityLadder));
    out.push_back(std::move(s));
  }
  return out;
}

// Globals cluster on the middle of a maturity ladder: weight of rank r (0-based) of n (for a wiki without HP).
double maturity_weight(size_t r, size_t n) {
  if (n <= 1) return 1.0;
  const double x = static_cast<double>(r) / static_cast<double>(n - 1);
  return 0.15 + std::exp(-(x - 0.35) * (x - 0.35) / 0.08);
}

// How much more a kill of a creature with `hp` loots than one of 1,000 HP (Atrox Young, 990 HP, globals at
// ~70 PED): bigger creatures cost more ammunition and decay a kill and return more (weapons-and-hunting.md
// section 11: HP = 10 x Stamina). A Chirpy (20 HP) globals at ~30 PED, a Leviathan (160,000 HP) at ~330.
double value_scale_of_hp(double hp) { return std::clamp(std::pow(hp / 1000.0, 0.3), 0.25, 6.0); }

// How often creatures with `hp` are hunted to a global: most at mid level (a few hundred to a few thousand HP,
// where most hunters are and where a kill's loot can reach a global); the smallest seldom loot enough to global,
// and the giants and bosses are hunted by few. A bell over log10(HP), centred on 800 HP.
double hunting_weight_of_hp(double hp) {
  const double d = std::log10(std::max(hp, 1.0)) - std::log10(800.0);
  return 0.005 + std::exp(-d * d / (2 * 0.5 * 0.5));
}

// Assumed: Calypso, the first and largest planet, has the most hunters; the newer and smaller planets fewer. An
// unknown planet ("" for none) weighs as a small one.
double planet_weight(const std::string& planet) {
  static const std::map<std::string, double> kWeights = {{"Calypso", 1.0},    {"Arkadia", 0.55},     {"Cyrene", 0.4},
                                                         {"ROCKtropia", 0.3}, {"Next Island", 0.3}, {"Monria", 0.2},
                                                         {"Toulan", 0.2}};
  const auto found = kWeights.find(planet);
  return found == kWeights.end() ? 0.25 : found->second;
}

void add_target(World& world, HuntTarget target, double weight) {
  const size_t index = world.targets.size();
  if (target.species >= 0) world.targets_of_species[static_cast<size_t>(target.species)].push_back(index);
  if (target.planet >= 0) world.targets_on_planet[static_cast<size_t>(target.planet)].push_back(index);
  world.targets.push_back(std::move(target));
  world.target_pick.add(weight);
}

// How often a target is hunted to a global: its planet, its level band (HP; the maturity ladder's middle when the
// wiki has no HP) and a species' own draw (some creatures are in fashion); its value scale from its HP.
void load_targets(Database& db, World& world, const std::map<std::int64_t, int>& planet_by_id, DemoRandom& rng) {
  std::vector<SpeciesRows> species = read_species(db, planet_by_id);
  if (species.size() < kEnough)
    for (SpeciesRows& f : fallback_species(world))
      if (std::none_of(species.begin(), species.end(), [&](const SpeciesRows& s) { return s.name == f.name; }))
        species.push_back(std::move(f));
  world.targets_of_species.assign(species.size(), {});
  world.targets_on_planet.assign(world.planets.size(), {});
  double total = 0;
  for (size_t i = 0; i < species.size(); ++i) {
    const SpeciesRows& s = species[i];
    world.species.push_back(s.name);
    const std::string& planet = s.planet >= 0 ? world.planets[static_cast<size_t>(s.planet)].name : std::string();
    const double species_weight = rng.log_normal(1.0, 0.5) * planet_weight(planet);
    const size_t n = std::max<size_t>(1, s.maturities.size());
    double ladder_sum = 0;
    for (size_t r = 0; r < n; ++r) ladder_sum += maturity_weight(r, n);
    for (size_t r = 0; r < n; ++r) {
      const std::string maturity = s.maturities.empty() ? "" : s.maturities[r];
      const double hp = r < s.hp.size() ? s.hp[r] : 0.0;
      const double rank_scale = 0.75 + 0.6 * (n > 1 ? static_cast<double>(r) / static_cast<double>(n - 1) : 0.5);
      const double weight =
          species_weight * (hp > 0 ? hunting_weight_of_hp(hp) : maturity_weight(r, n) / ladder_sum);
      total += weight;
      add_target(world,
                 {target_subject(s.name, maturity, s.naming), s.id, static_cast<int>(i), s.planet,
                  hp > 0 ? value_scale_of_hp(hp) : rank_scale},
                 weight);
    }
  }
  for (const LooseTarget& t : kLooseTargets) {
    const std::string subject = t.subject;
    const bool in_wiki = std::any_of(world.species.begin(), world.species.end(), [&](const std::string& s) {
      return subject.size() > s.size() && subject.compare(0, s.size() + 1, s + " ") == 0;
    });
    if (!in_wiki)
      add_target(world, {subject, 0, -1, -1, t.value_scale}, total * kLooseTargetShare / std::size(kLooseTargets));
  }
}

// Deposits: a resource worth more a unit is rarer (found less often) and makes larger claims; without a TT value
// in the wiki, a resource counts as one of the median's.
void load_deposits(Database& db, World& world, const std::map<std::int64_t, int>& planet_by_id, DemoRandom& rng) {
  auto rows = db.prepare_uncached(
      "SELECT name, planet_id, tt FROM material WHERE type IN ('Ore', 'Enmatter') ORDER BY id");
  std::vector<double> unit_values;
  while (rows->step()) {
    const auto found = rows->is_null(1) ? planet_by_id.end() : planet_by_id.find(rows->int64(1));
    world.deposits.push_back({rows->text(0), found == planet_by_id.end() ? -1 : found->second, 1.0});
    unit_values.push_back(rows->is_null(2) ? 0.0 : rows->real(2));
  }
  if (world.deposits.size() < kEnough)
    for (const char* name : kFallbackDeposits) {
      world.deposits.push_back({name, planet_index(world, "Calypso"), 1.0});
      unit_values.push_back(0.0);
    }
  std::vector<double> known;
  for (double v : unit_values)
    if (v > 0) known.push_back(v);
  std::sort(known.begin(), known.end());
  const double median = known.empty() ? 1.0 : known[known.size() / 2];
  world.deposits_on_planet.assign(world.planets.size(), {});
  for (size_t i = 0; i < world.deposits.size(); ++i) {
    const double relative = unit_values[i] > 0 ? unit_values[i] / median : 1.0;
    world.deposits[i].value_scale = std::clamp(std::pow(relative, 0.2), 0.7, 1.6);
    world.deposit_pick.add(rng.log_normal(1.0, 0.4) / std::sqrt(relative));
    if (world.deposits[i].planet >= 0)
      world.deposits_on_planet[static_cast<size_t>(world.deposits[i].planet)].push_back(i);
  }
}

void load_items(Database& db, World& world, DemoRandom& rng) {
  world.asteroids = read_strings(db, "SELECT name FROM asteroid ORDER BY id");
  if (world.asteroids.size() < kEnough)
    for (const char* numeral : {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"})
      world.asteroids.push_back(std::string("C-type Asteroid ") + numeral);
  world.crafted_items =
      read_strings(db, "SELECT COALESCE(product_name, REPLACE(name, ' Blueprint', '')) FROM blueprint ORDER BY id");
  complete(world.crafted_items, kFallbackCrafted);
  const std::vector<size_t> popularity = shuffled_indexes(world.crafted_items.size(), rng);
  for (size_t i = 0; i < world.crafted_items.size(); ++i) world.crafted_pick.add(zipf_weight(popularity[i] + 1, 0.7));
  world.rare_items =
      read_strings(db,
                   "SELECT name FROM tier_material UNION ALL SELECT name FROM clothing WHERE type = 'Ring' "
                   "UNION ALL SELECT name FROM weapon_attachment WHERE limited = 1 "
                   "UNION ALL SELECT name FROM weapon WHERE source IN ('Looted', 'Event')");
  complete(world.rare_items, kFallbackRare);
  world.tierable_items = read_strings(db,
                                      "SELECT name FROM weapon UNION ALL SELECT name FROM armor_part "
                                      "UNION ALL SELECT name FROM finder UNION ALL SELECT name FROM excavator");
  complete(world.tierable_items, kFallbackTierable);
  // New to the game, so nothing else names them before their discovery: fish, consumables and pets that no loot
  // table or blueprint names (materials are not: trade chat sells them from the start).
  world.discoverable_items = read_strings(
      db,
      "SELECT name FROM (SELECT name FROM fish UNION ALL SELECT name FROM consumable UNION ALL SELECT name FROM pet) "
      "WHERE name NOT IN (SELECT item_name FROM creature_loot) AND name NOT IN (SELECT material_name FROM "
      "blueprint_material) AND name NOT IN (SELECT name FROM material)");
  complete(world.discoverable_items, kFallbackDiscoverable);
  world.weapons = read_strings(db, "SELECT name FROM weapon ORDER BY id");
  complete(world.weapons, kFallbackWeapons);
  const std::vector<size_t> weapon_popularity = shuffled_indexes(world.weapons.size(), rng);
  for (size_t i = 0; i < world.weapons.size(); ++i) world.weapon_pick.add(zipf_weight(weapon_popularity[i] + 1, 0.8));
}

void load_trade_items(Database& db, World& world) {
  world.stackable_trade_items = read_strings(db, "SELECT name FROM material UNION ALL SELECT name FROM tier_material");
  complete(world.stackable_trade_items, kFallbackDeposits);
  world.unique_trade_items = read_strings(
      db,
      "SELECT name FROM weapon UNION ALL SELECT name FROM weapon_attachment UNION ALL SELECT name FROM armor_part "
      "UNION ALL SELECT name FROM healing_tool UNION ALL SELECT name FROM clothing WHERE type = 'Ring'");
  complete(world.unique_trade_items, kFallbackWeapons);
}

}  // namespace

World load_world(Database& db, DemoRandom& rng) {
  World world;
  const std::map<std::int64_t, int> planet_by_id = load_planets(db, world);
  load_places(db, world, planet_by_id);
  load_targets(db, world, planet_by_id, rng);
  load_deposits(db, world, planet_by_id, rng);
  world.targets_on_planet.resize(world.planets.size());
  world.deposits_on_planet.resize(world.planets.size());
  load_items(db, world, rng);
  load_trade_items(db, world);
  return world;
}

}  // namespace snap::activity_demo
