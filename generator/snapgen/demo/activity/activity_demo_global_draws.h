// activity_demo_global_draws.h: what a demo global says (activity_demo_global_draws.cc): subject, value,
// place, HoF and ATH, within an event category's limits, each "first colonist" claim once.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "snapgen/demo/activity/activity_demo_global_row.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// Restrictions an event category puts on a global drawn for one of its participants.
struct DrawLimits {
  std::vector<int> species;  // any of these species (Hunting)
  std::vector<int> planets;  // on any of these planets (Hunting, Mining)
  double min_value = 0;
};

// "First colonist" globals happen once per item (and tier): which ones are taken.
class FirstsLedger {
 public:
  FirstsLedger(const World& world, DemoRandom& rng);
  // An item not yet discovered, or nullopt when all are; `force` re-uses one instead.
  std::optional<size_t> take_discovery(DemoRandom& rng, bool force);
  // An item and the next tier nobody has reached, or nullopt when every item is at tier 10.
  std::optional<std::pair<size_t, int>> take_tier(DemoRandom& rng, bool force);

 private:
  size_t discoverable_count_;
  std::vector<size_t> undiscovered_;
  std::vector<std::uint8_t> tier_reached_;
};

// Fills subject, value, place and HoF of `row` for row.type (values: chat-log.md "Observed global values",
// world.md section 4). Returns false when the type cannot be drawn (no first left to claim).
bool draw_global_body(const World& world, const DrawLimits* limits, bool force, FirstsLedger& firsts, DemoRandom& rng,
                      GlobalRow& row);
// Turns row into an All Time High: a very large value, and the HoF flag (ATH implies HoF).
void make_all_time_high(DemoRandom& rng, bool first, GlobalRow& row);

}  // namespace snap::activity_demo
