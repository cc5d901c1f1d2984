// activity_demo_challenges.h: the demo's challenges (activity_demo_challenges.cc): plans, the book that
// accumulates progress while globals are made, and their writer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_global_row.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

struct ChallengeProgress {
  double current = 0;
  UnixTime started_at = 0, updated_at = 0;
  std::vector<std::int32_t> milestone_at;  // seconds after start when each milestone of the ladder was passed
};

struct ChallengePlan {
  std::string slug, name, description, metric, trophy_name, trophy_description, trophy_image;
  UnixTime start_at = 0, end_at = 0, created_at = 0;
  std::vector<GlobalType> types;
  std::uint8_t type_mask = 0;
  std::vector<int> species;
  std::optional<double> min_value;
  double enrol_share = 0;  // which avatars take part: a hash of the avatar below this share
  std::uint64_t enrol_salt = 0;
  std::unordered_map<size_t, ChallengeProgress> progress;
};

std::vector<ChallengePlan> plan_challenges(const World& world, const DemoScale& scale, const Timeline& timeline,
                                           DemoRandom& rng);

// Accumulates challenge progress while globals are made in time order.
class ChallengeBook {
 public:
  explicit ChallengeBook(std::vector<ChallengePlan>& challenges) : challenges_(challenges) {}
  void observe(const GlobalRow& row);

 private:
  std::vector<ChallengePlan>& challenges_;
};

// Chooses tier targets from the progress actually made, then writes challenges, tiers, progress and tiers reached.
void write_challenges(Database& db, const std::vector<ChallengePlan>& challenges, const World& world,
                      const Population& people, DemoRandom& rng);

}  // namespace snap::activity_demo
