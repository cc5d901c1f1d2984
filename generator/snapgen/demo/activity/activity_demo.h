// activity_demo.h: demo avatars, teams, globals, PvP kills, trade chat, events, challenges and documents.
#pragma once

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap {

// Fills the activity tables for `scale`, spread over the two years up to `now`. Reads the wiki tables
// (generate_wiki_demo runs first) so globals name real creatures, deposits and items.
void generate_activity_demo(Database& db, DemoRandom& rng, const DemoScale& scale, UnixTime now);

}  // namespace snap
