// activity_demo_trade.h: the demo's trade-chat messages (activity_demo_trade.cc).
#pragma once

#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

void generate_trade_messages(Database& db, DemoRandom& rng, const World& world, const Population& people,
                             const DemoScale& scale, const ActivityCurve& curve);

}  // namespace snap::activity_demo
