// activity_demo_globals.h: the demo's globals (activity_demo_globals.cc): how many per hour, and their writer,
// which asks the event book whether to draw each global for an event's participant.
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

// Globals per hour: the curve's share of scale.globals, with a floor in the last day so that 24-hour
// summaries are full for every profession.
std::vector<std::int64_t> plan_global_counts(const ActivityCurve& curve, std::int64_t total);

void generate_globals(Database& db, DemoRandom& rng, const World& world, const Population& people,
                      const ActivityCurve& curve, const HourlyCounts& counts, EventBook& events);

}  // namespace snap::activity_demo
