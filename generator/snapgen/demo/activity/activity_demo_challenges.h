// activity_demo_challenges.h: the demo's challenges (activity_demo_challenges.cc): plans, and their writer,
// which lets the core's matching (core/domain/challenge_matching.h) derive progress from the globals.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_types.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

struct ChallengePlan {
  std::string slug, name, description, metric, trophy_name, trophy_description, trophy_image;
  UnixTime start_at = 0, end_at = 0, created_at = 0;
  std::vector<GlobalType> types;
  std::vector<int> species;
  std::optional<double> min_value;
};

std::vector<ChallengePlan> plan_challenges(const World& world, const DemoScale& scale, const Timeline& timeline,
                                           DemoRandom& rng);

// Writes the challenges after the globals, as `snapgen import` records (at clock `now`): progress is matched from
// the globals, tier targets are chosen from that progress (so that a few avatars finish), the challenges are
// written again with their tiers, and matching runs again to date the tiers reached.
void write_challenges(Database& db, const std::vector<ChallengePlan>& challenges, const World& world,
                      DemoRandom& rng, UnixTime now);

}  // namespace snap::activity_demo
