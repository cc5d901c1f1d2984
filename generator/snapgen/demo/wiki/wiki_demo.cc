// wiki_demo.cc: generate_wiki_demo(), the order of the wiki demo parts. Each part draws from its own fork of
// the random stream, so changing one part does not change the rows of another. Every entry is a record of
// `snapgen import` written by the importer's writer, inside the caller's transaction.
#include "snapgen/demo/wiki/wiki_demo.h"

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "snapgen/import/import_session.h"

namespace snap {

void generate_wiki_demo(Database& db, DemoRandom& rng) {
  using namespace wiki_demo;
  ImportSession session(db, 0);  // the clock only dates avatars the records create, and wiki records create none
  Catalog catalog;
  // Places and effects first: later parts point at planets and effects by name.
  DemoRandom world = rng.fork(1);
  generate_planets(session, world, catalog);
  generate_landareas(session, world, catalog);
  generate_asteroids(session, world);
  generate_effects(session, catalog);

  DemoRandom materials = rng.fork(2), weapons = rng.fork(3), attachments = rng.fork(4), armor = rng.fork(5),
             tools = rng.fork(6), fishing = rng.fork(7), wearables = rng.fork(8), creatures = rng.fork(9),
             loot = rng.fork(10), blueprints = rng.fork(11);
  generate_materials(session, materials, catalog);
  generate_tier_materials(session, materials);
  generate_weapons(session, weapons, catalog);
  generate_weapon_attachments(session, attachments, catalog);
  generate_mindforce_implants(session, attachments, catalog);
  generate_armor(session, armor, catalog);
  generate_armor_platings(session, armor, catalog);
  generate_healing_tools(session, tools, catalog);
  generate_enhancers(session, tools, catalog);
  generate_mining_tools(session, tools, catalog);
  generate_fishing(session, fishing, catalog);
  generate_clothing(session, wearables, catalog);
  generate_consumables(session, wearables, catalog);
  generate_pets(session, wearables, catalog);

  // Relationships last: they point at the entries made above.
  generate_creatures(creatures, catalog);
  generate_creature_loot(loot, catalog);
  write_creatures(session, catalog);
  generate_codex(session, creatures, catalog);
  generate_blueprints(session, blueprints, catalog);
}

}  // namespace snap
