// activity_demo_globals.h: the demo's globals (activity_demo_globals.cc): their writer, which spreads them over
// the hours as `counts` says and asks the event book whether to draw each for an event's participant.
#pragma once

#include <cstdint>
#include <vector>

#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_event_book.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

void generate_globals(Database& db, DemoRandom& rng, const World& world, const Population& people,
                      const ActivityCurve& curve, const HourlyCounts& counts, EventBook& events);

}  // namespace snap::activity_demo
