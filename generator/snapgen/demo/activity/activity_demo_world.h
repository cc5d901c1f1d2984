// activity_demo_world.h: the wiki as name tables (activity_demo_world.cc): what globals, kills and trade chat
// can name.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// What a hunting global can name: a species at one maturity, or a target with no wiki entry.
struct HuntTarget {
  std::string subject;       // as the global writes it: "Atrox Young" (world.md section 3)
  std::int64_t creature_id;  // the wiki species; 0 when the target has no wiki entry
  int species;               // index into World::species; -1 when no wiki entry
  int planet;                // index into World::planets; -1 when unknown
  double value_scale;        // larger creatures (more HP) loot larger: x the median global value
};

struct Planet {
  std::string name;
  std::vector<std::string> hunting_places;  // land areas a hunting global may name after " at "
  std::vector<std::string> mining_places;   // and a deposit global
  std::vector<std::string> pvp_places;      // lootable PvP zones
};

struct NamedPlace {
  std::string name;
  int planet;  // index into World::planets; -1 when unknown
};

struct Deposit {
  std::string name;    // "Caldorite Stone"
  int planet;          // index into World::planets; -1 when unknown
  double value_scale;  // resources worth more a unit make larger claims: x the median global value
};

// The names globals, kills and trade chat use, read from the wiki tables; a table that is empty or tiny is
// completed from shared/domain/world.md section 5, so the demo works on any wiki.
struct World {
  std::vector<Planet> planets;
  int space = -1;                     // the planet entry for space (asteroid globals)
  std::vector<NamedPlace> instances;  // instance maps: "examined ... in <instance>", "Item discovered in ..."
  std::vector<NamedPlace> pvp_zones;
  std::vector<std::string> species;
  std::vector<HuntTarget> targets;
  WeightedIndex target_pick;
  std::vector<std::vector<size_t>> targets_of_species;
  std::vector<std::vector<size_t>> targets_on_planet;
  std::vector<Deposit> deposits;
  WeightedIndex deposit_pick;
  std::vector<std::vector<size_t>> deposits_on_planet;
  std::vector<std::string> asteroids;
  std::vector<std::string> crafted_items;
  WeightedIndex crafted_pick;
  std::vector<std::string> rare_items;
  std::vector<std::string> tierable_items;
  std::vector<std::string> discoverable_items;
  std::vector<std::string> weapons;
  WeightedIndex weapon_pick;
  std::vector<std::string> stackable_trade_items;  // ores, enmatters, loot materials: sold by quantity
  std::vector<std::string> unique_trade_items;     // weapons, armour, attachments: sold one at a time
};

World load_world(Database& db, DemoRandom& rng);

}  // namespace snap::activity_demo
