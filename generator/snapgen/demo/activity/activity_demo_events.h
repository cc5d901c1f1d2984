// activity_demo_events.h: the demo's event plans (activity_demo_events.cc): categories, participants and teams,
// the event templates, and the name lists events and challenges write.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/domain/global_types.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

struct EventCategoryPlan {
  std::string name;
  const char* method;             // TotalValue, HighestValue, Count, Points
  std::vector<GlobalType> types;  // empty = any type
  std::vector<int> species;       // empty = any creature
  std::vector<int> planets;       // empty = any planet
  std::optional<double> min_value;
};

struct EventParticipant {
  size_t avatar;
  UnixTime joined_at;
  int team = -1;         // index into EventPlan::teams
  bool no_show = false;  // registered but never nudged towards scoring
};

struct EventTeamPlan {
  std::string name;
  size_t captain;  // avatar index
};

struct EventPlan {
  std::string slug, name, description, type, organiser, banner, rules, prizes;
  UnixTime start_at = 0, end_at = 0, created_at = 0;
  std::optional<UnixTime> cancelled_at;
  int planet = -1;
  std::vector<EventCategoryPlan> categories;
  std::vector<EventParticipant> participants;
  std::unordered_map<size_t, size_t> participant_of;  // avatar index -> participants index
  std::vector<EventTeamPlan> teams;
  double boost_chance = 0;  // share of the window's globals drawn for a participant to fit a category
};

std::vector<EventPlan> plan_events(const World& world, const Population& people, const DemoScale& scale,
                                   const Timeline& timeline, const HourlyCounts& globals, DemoRandom& rng);

// The templates, as `snapgen import` records (at clock `now`).
void write_event_templates(Database& db, const World& world, UnixTime now);
// A list of names as the import's records give a criterion: null for an empty list (no restriction).
Json names_or_null(const std::vector<std::string>& names);
// A category as the import's records give it: its name, method and criteria.
Json category_record(const EventCategoryPlan& c, const World& world);
std::vector<std::string> type_names(const std::vector<GlobalType>& types);
std::vector<std::string> species_names(const World& world, const std::vector<int>& species);
std::vector<std::string> planet_names(const World& world, const std::vector<int>& planets);

}  // namespace snap::activity_demo
