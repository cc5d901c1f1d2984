// activity_demo_avatars.h: the demo's avatars and teams in memory (activity_demo_avatars.cc), and the samplers
// an avatar is drawn from.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

// The avatar samplers: one per profession, drawing by the avatars' affinity for it, and one for any activity.
enum SamplerKind {
  kHuntingSampler,
  kMiningSampler,
  kSpaceMiningSampler,
  kConstructionSampler,
  kPvpSampler,
  kAnySampler,
  kSamplerCount
};

struct Avatar {
  std::int64_t id;
  std::string name;
  UnixTime created_at;                         // first seen; always before the avatar's first global
  UnixTime retired_at;                         // stops playing then (kNever: plays to the end)
  double weight;                               // overall activity, heavy-tailed
  std::array<float, kSamplerCount> affinity;   // how much of each sampler's activity the avatar does, 0..1
};

struct TeamMember {
  size_t avatar;  // index into Population::avatars
  UnixTime joined_at;
  UnixTime left_at;  // kNever while a member
};

struct Team {
  std::int64_t id;
  std::string name;
  UnixTime created_at;
  std::vector<TeamMember> members;
};

struct Population {
  std::vector<Avatar> avatars;
  std::vector<Team> teams;
  WeightedIndex team_pick;  // busy teams global more
};

// Inserts avatar, team and team_member rows and returns them in memory.
Population create_population(Database& db, DemoRandom& rng, const DemoScale& scale, const Timeline& timeline);

}  // namespace snap::activity_demo
