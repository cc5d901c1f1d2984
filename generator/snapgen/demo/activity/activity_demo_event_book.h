// activity_demo_event_book.h: the event book (activity_demo_event_book.cc), which has globals drawn for the
// participants of running events while they are made, and the writer of the events. Which globals score is
// the core's matching (core/domain/global_matching.h), run once the events are written.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_events.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// Follows the events while globals are made in time order: which run now and which globals to draw for a
// participant (so every running event has standings).
class EventBook {
 public:
  EventBook(std::vector<EventPlan>& events, const Timeline& timeline);
  struct Boost {
    size_t avatar;
    const EventCategoryPlan* category;
  };
  // Call with non-decreasing ts. A participant and a category to draw this global for, or nullopt.
  std::optional<Boost> boost(UnixTime ts, DemoRandom& rng);

 private:
  void advance(UnixTime ts);
  std::vector<EventPlan>& events_;
  std::vector<size_t> by_start_;
  std::vector<size_t> running_;
  size_t next_ = 0;
  UnixTime now_;
};

// Writes the events with their teams, categories and participants as `snapgen import` records (at clock `now`);
// returns their ids, in plan order.
std::vector<std::int64_t> write_events(Database& db, const std::vector<EventPlan>& events, const World& world,
                                       const Population& people, UnixTime now);

}  // namespace snap::activity_demo
