// activity_demo_alive_sampler.h: AliveSampler (activity_demo_alive_sampler.cc), the avatars that play at a
// moving point in time, weighted for one sampler kind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/clock.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// The avatars that play at a time, picked by weight x affinity for one sampler kind. Time only moves forward.
class AliveSampler {
 public:
  AliveSampler(const std::vector<Avatar>& avatars, SamplerKind kind);
  void advance(UnixTime t);                           // joins avatars created at or before t, drops the retired
  std::optional<size_t> pick(DemoRandom& rng) const;  // an avatar index; nullopt when nobody plays yet

 private:
  void add(size_t position, std::int64_t delta);
  std::vector<size_t> avatar_at_;            // avatar index by position (positions ordered by created_at)
  std::vector<UnixTime> created_, retired_;  // by position
  std::vector<size_t> retire_order_;         // positions ordered by retired_at
  std::vector<std::int64_t> weight_, tree_;  // integer weights and their Fenwick tree, exact sums
  std::vector<std::uint8_t> active_;         // by position: its weight is in the tree
  size_t next_created_ = 0, next_retired_ = 0;
  std::int64_t total_ = 0;
};

}  // namespace snap::activity_demo
