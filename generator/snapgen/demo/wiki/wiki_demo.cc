// wiki_demo.cc: generate_wiki_demo(), the order of the wiki demo parts. Each part draws from its own fork of
// the random stream, so changing one part does not change the rows of another. Runs inside the caller's
// transaction.
#include "snapgen/demo/wiki/wiki_demo.h"

#include "snapgen/demo/wiki/wiki_demo_parts.h"

namespace snap {

void generate_wiki_demo(Database& db, DemoRandom& rng) {
  using namespace wiki_demo;
  Catalog catalog;
  // Places and effects first: later parts point at planets and effects by name.
  DemoRandom world = rng.fork(1);
  generate_planets(db, world, catalog);
  generate_landareas(db, world, catalog);
  generate_asteroids(db, world);
  generate_effects(db, catalog);

  DemoRandom materials = rng.fork(2), weapons = rng.fork(3), attachments = rng.fork(4), armor = rng.fork(5),
             tools = rng.fork(6), fishing = rng.fork(7), wearables = rng.fork(8), creatures = rng.fork(9),
             loot = rng.fork(10), blueprints = rng.fork(11);
  generate_materials(db, materials, catalog);
  generate_tier_materials(db, materials);
  generate_weapons(db, weapons, catalog);
  generate_weapon_attachments(db, attachments, catalog);
  generate_mindforce_implants(db, attachments, catalog);
  generate_armor(db, armor, catalog);
  generate_armor_platings(db, armor, catalog);
  generate_healing_tools(db, tools, catalog);
  generate_enhancers(db, tools, catalog);
  generate_mining_tools(db, tools, catalog);
  generate_fishing(db, fishing, catalog);
  generate_clothing(db, wearables, catalog);
  generate_consumables(db, wearables, catalog);
  generate_pets(db, wearables, catalog);

  // Relationships last: they point at the entries made above.
  generate_creatures(db, creatures, catalog);
  generate_codex(db, creatures, catalog);
  generate_creature_loot(db, loot, catalog);
  generate_blueprints(db, blueprints, catalog);
}

}  // namespace snap
