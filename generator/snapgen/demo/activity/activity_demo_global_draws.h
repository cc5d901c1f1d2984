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

// "First colonist" globals happen once per item (and tier): which ones are taken. A discovery names an item new
// to the game: the discoverable items are added one by one over [from, to] (the last at `to`), and each is
// discovered once, after it was added.
class FirstsLedger {
 public:
  FirstsLedger(const World& world, DemoRandom& rng, UnixTime from, UnixTime to);
  // The earliest-added item not yet discovered if it was added by `ts` (with `force`, even if not yet), else
  // nullopt.
  std::optional<size_t> take_discovery(UnixTime ts, bool force);
  // An item and the next tier nobody has reached, or nullopt when every item is at tier 10.
  std::optional<std::pair<size_t, int>> take_tier(DemoRandom& rng, bool force);

 private:
  std::vector<size_t> added_order_;  // discoverable items in the order the game adds them
  std::vector<UnixTime> added_at_;   // by position in added_order_
  size_t next_discovery_ = 0;        // the position of the first not yet discovered
  std::vector<std::uint8_t> tier_reached_;
};

// Fills subject, value, place and HoF of `row` for row.type (values: chat-log.md "Observed global values",
// world.md section 4). Returns false when the type cannot be drawn (no first left to claim).
bool draw_global_body(const World& world, const DrawLimits* limits, bool force, FirstsLedger& firsts, DemoRandom& rng,
                      GlobalRow& row);
// Turns row into an All Time High: a very large value, and the HoF flag (ATH implies HoF).
void make_all_time_high(DemoRandom& rng, bool first, GlobalRow& row);

}  // namespace snap::activity_demo
