// activity_demo_pvp.h: the demo's recorded PvP kills (activity_demo_pvp.cc).
#pragma once

#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

void generate_pvp_kills(Database& db, DemoRandom& rng, const World& world, const Population& people,
                        const DemoScale& scale, const ActivityCurve& curve);

}  // namespace snap::activity_demo
