// wiki_demo.h: demo content for the 27 wiki categories and their relationship tables.
#pragma once

#include "core/db/database.h"
#include "snapgen/demo/demo_random.h"

namespace snap {

// Fills every wiki table with plausible, internally consistent entries drawn from shared/domain/ (names,
// formulas, maturity ladders); some values are left NULL, as community data is. Same rng state, same rows.
void generate_wiki_demo(Database& db, DemoRandom& rng);

}  // namespace snap
