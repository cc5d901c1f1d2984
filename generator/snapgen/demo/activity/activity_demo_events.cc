// activity_demo_events.cc: plans the demo's community events before any global exists: status mix against
// `now` (Completed, Active, Upcoming, Cancelled; API.md "Events and challenges"), types, 1-4 categories with
// every scoring method in use, participants, event teams; and writes the event templates.
#include "snapgen/demo/activity/activity_demo_events.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/domain/global_types.h"
#include "core/json_bytes.h"
#include "core/model/slug_rule.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_global_row.h"
#include "snapgen/demo/activity/activity_demo_names.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

namespace snap::activity_demo {
namespace {

using GT = GlobalType;

// A category recipe; "{species}" and "{planet}" in the name are the event's focus.
struct CategoryTemplate {
  const char* name;
  const char* method;  // TotalValue, HighestValue, Count, Points
  std::vector<GlobalType> types;
  bool species;      // restricted to the event's focus species
  bool planet;       // restricted to the event's planet
  double min_value;  // 0 = no minimum
};

const std::vector<CategoryTemplate> kHuntingCategories = {
    {"Total Hunting Loot", "TotalValue", {GT::Hunting}, false, false, 0},
    {"Biggest Kill", "HighestValue", {GT::Hunting}, false, false, 0},
    {"Most Globals over 50 PED", "Count", {GT::Hunting}, false, false, 50},
    {"{species} Specialist", "Count", {GT::Hunting}, true, false, 0},
    {"{species} Loot", "TotalValue", {GT::Hunting}, true, false, 0},
    {"{planet} Hunting Points", "Points", {GT::Hunting}, false, true, 0},
    {"Hunting Points", "Points", {GT::Hunting}, false, false, 0}};
const std::vector<CategoryTemplate> kMiningCategories = {
    {"Total Deposit Value", "TotalValue", {GT::Mining}, false, false, 0},
    {"Biggest Claim", "HighestValue", {GT::Mining, GT::SpaceMining}, false, false, 0},
    {"Most Deposits", "Count", {GT::Mining}, false, false, 0},
    {"{planet} Claims", "Count", {GT::Mining}, false, true, 0},
    {"Asteroid Crew", "TotalValue", {GT::SpaceMining}, false, false, 0},
    {"Mining Points", "Points", {GT::Mining, GT::SpaceMining}, false, false, 0}};
const std::vector<CategoryTemplate> kCraftingCategories = {
    {"Total Crafted Value", "TotalValue", {GT::Construction}, false, false, 0},
    {"Best Single Click", "HighestValue", {GT::Construction}, false, false, 0},
    {"Most Constructions", "Count", {GT::Construction}, false, false, 0},
    {"Crafting Points", "Points", {GT::Construction, GT::TieredItem}, false, false, 0}};
// The first four use the four scoring methods; showcase events take exactly those.
// clang-format off
const std::vector<CategoryTemplate> kMixedCategories = {
    {"Overall Points", "Points", {}, false, false, 0},
    {"Loot Value", "TotalValue", {GT::Hunting, GT::Mining, GT::Construction}, false, false, 0},
    {"Biggest Global", "HighestValue", {GT::Hunting, GT::Mining, GT::SpaceMining, GT::Construction}, false, false, 0},
    {"Global Count", "Count", {GT::Hunting, GT::Mining, GT::SpaceMining, GT::Construction}, false, false, 0},
    {"HoF Hunters", "HighestValue", {GT::Hunting}, false, false, 200}};
// clang-format on

struct EventKind {
  const char* type;
  const std::vector<CategoryTemplate>* categories;
  std::vector<const char*> names;  // "{species}" / "{planet}" filled in, the month appended
  SamplerKind sign_up;             // whose avatars sign up: the sampler kind they like
  double share;
};
// clang-format off
const std::vector<EventKind> kKinds = {
    {"Hunting", &kHuntingCategories, {"{species} Hunt", "{planet} Safari", "Big Game Weekend", "{species} Cull",
                                      "Weekend Warriors"}, kHuntingSampler, 0.45},
    {"Mining", &kMiningCategories, {"{planet} Mining Rush", "Deep Drill Derby", "Ore Rush", "Asteroid Sweep"},
     kMiningSampler, 0.2},
    {"Crafting", &kCraftingCategories, {"Crafters' Marathon", "Forge Week", "Blueprint Bonanza"},
     kConstructionSampler, 0.15},
    {"Mixed", &kMixedCategories, {"Mayhem Warm-up", "Community Olympiad", "Jack of All Trades Week"}, kAnySampler,
     0.2}};
// clang-format on
constexpr size_t kMixedKind = 3;

enum class Status { Completed, Active, Upcoming, CancelledPast, CancelledFuture };

const std::vector<std::string> kOrganisers = {"Calypso Hunters Society", "Arkadia Miners Guild",
                                              "Tracker Community Team", "Next Island Crafters Union"};
const std::vector<std::string> kEventTeamNames = {"Red Squad", "Blue Squad",  "Night Owls",   "Early Birds",
                                                  "Old Guard", "Fresh Blood", "Green Berets", "Lone Stars"};
const char* const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                               "July",    "August",   "September", "October", "November", "December"};

std::string month_year(UnixTime t) {
  int y;
  unsigned m, d;
  civil_from_days(t / kDay, y, m, d);
  return std::string(kMonths[m - 1]) + " " + std::to_string(y);
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// Statuses for n events: two cancelled, at least three active and three upcoming, the rest completed.
std::vector<Status> draw_statuses(size_t n) {
  std::vector<Status> out;
  const size_t active = std::max<size_t>(3, n / 8), upcoming = std::max<size_t>(3, n / 8);
  if (n >= 1) out.push_back(Status::CancelledPast);
  if (n >= 2) out.push_back(Status::CancelledFuture);
  for (size_t i = 0; i < active && out.size() < n; ++i) out.push_back(Status::Active);
  for (size_t i = 0; i < upcoming && out.size() < n; ++i) out.push_back(Status::Upcoming);
  while (out.size() < n) out.push_back(Status::Completed);
  return out;
}

UnixTime draw_duration(DemoRandom& rng) {
  static const std::vector<int> kDays = {2, 3, 3, 7, 7, 10, 14};
  return rng.pick(kDays) * kDay;
}

UnixTime on_the_hour(UnixTime t) { return t - ((t % kHour) + kHour) % kHour; }

// Start, end, created and cancelled times for a status, relative to now.
void draw_window(DemoRandom& rng, Status status, const Timeline& t, EventPlan& e) {
  const UnixTime now = t.now;
  switch (status) {
    case Status::Completed: {
      const double x = std::pow(rng.unit(), 0.6);  // more recent events are more frequent
      e.start_at =
          on_the_hour(t.start + 14 * kDay + static_cast<UnixTime>(x * static_cast<double>(now - t.start - 40 * kDay)));
      e.end_at = std::min(e.start_at + draw_duration(rng), now - kDay);
      break;
    }
    case Status::Active:
      e.start_at = on_the_hour(now - rng.between(36 * kHour, 9 * kDay));
      e.end_at = on_the_hour(now + rng.between(kDay, 12 * kDay));
      break;
    case Status::Upcoming:
    case Status::CancelledFuture:
      e.start_at = on_the_hour(now + rng.between(2 * kDay, 40 * kDay));
      e.end_at = e.start_at + draw_duration(rng);
      break;
    case Status::CancelledPast:
      e.start_at = on_the_hour(now - rng.between(30 * kDay, 200 * kDay));
      e.end_at = e.start_at + draw_duration(rng);
      break;
  }
  e.created_at = std::min(e.start_at - rng.between(5 * kDay, 30 * kDay), now - rng.between(kHour, 3 * kDay));
  if (status == Status::CancelledPast) e.cancelled_at = e.start_at - rng.between(kDay, 4 * kDay);
  if (status == Status::CancelledFuture)
    e.cancelled_at = std::max(e.created_at + kHour, now - rng.between(kHour, 3 * kDay));
}

size_t draw_kind(DemoRandom& rng) {
  std::vector<double> shares;
  for (const EventKind& k : kKinds) shares.push_back(k.share);
  return rng.weighted(shares);
}

// The event's focus: a popular species (and its planet) for hunting, a planet with deposits for mining.
struct Focus {
  int species = -1;
  int planet = -1;
};

Focus draw_focus(const World& world, const EventKind& kind, DemoRandom& rng) {
  Focus f;
  const std::string type = kind.type;
  if (type == "Hunting") {
    for (int attempt = 0; attempt < 20 && f.species < 0; ++attempt) {
      const HuntTarget& t = world.targets[world.target_pick.pick(rng)];
      if (t.species >= 0) f = {t.species, t.planet};
    }
  } else if (type == "Mining" && rng.chance(0.5)) {
    const Deposit& d = world.deposits[world.deposit_pick.pick(rng)];
    f.planet = d.planet;
  }
  return f;
}

EventCategoryPlan make_category(const CategoryTemplate& t, const Focus& focus, const World& world) {
  EventCategoryPlan c;
  c.name = t.name;
  c.method = t.method;
  c.types = t.types;
  if (t.species) {
    c.species = {focus.species};
    replace_all(c.name, "{species}", world.species[static_cast<size_t>(focus.species)]);
  }
  if (t.planet) {
    c.planets = {focus.planet};
    replace_all(c.name, "{planet}", world.planets[static_cast<size_t>(focus.planet)].name);
  }
  if (t.min_value > 0) c.min_value = t.min_value;
  return c;
}

// 1-4 categories whose focus the event has; a showcase event takes the four that use every scoring method.
std::vector<EventCategoryPlan> draw_categories(const EventKind& kind, const Focus& focus, bool showcase,
                                               const World& world, DemoRandom& rng) {
  std::vector<const CategoryTemplate*> usable;
  for (const CategoryTemplate& t : *kind.categories)
    if ((!t.species || focus.species >= 0) && (!t.planet || focus.planet >= 0)) usable.push_back(&t);
  std::vector<EventCategoryPlan> out;
  if (showcase) {
    for (size_t i = 0; i < 4 && i < usable.size(); ++i) out.push_back(make_category(*usable[i], focus, world));
    return out;
  }
  const std::vector<size_t> order = shuffled_indexes(usable.size(), rng);
  const auto count =
      static_cast<size_t>(rng.between(1, std::min<std::int64_t>(4, static_cast<std::int64_t>(usable.size()))));
  for (size_t i = 0; i < count; ++i) out.push_back(make_category(*usable[order[i]], focus, world));
  return out;
}

std::string fill_name(const char* pattern, const Focus& focus, const World& world) {
  std::string name = pattern;
  if (focus.species >= 0) replace_all(name, "{species}", world.species[static_cast<size_t>(focus.species)]);
  if (focus.planet >= 0) replace_all(name, "{planet}", world.planets[static_cast<size_t>(focus.planet)].name);
  return name;
}

// A name pattern the focus can fill, plus the month; one no other event has yet, when there is such a pattern.
std::string draw_name(const EventKind& kind, const Focus& focus, const World& world, UnixTime start,
                      std::unordered_set<std::string>& taken, DemoRandom& rng) {
  std::vector<std::string> fits;
  for (const char* pattern : kind.names) {
    const std::string name = fill_name(pattern, focus, world) + " " + month_year(start);
    if (name.find('{') == std::string::npos) fits.push_back(name);
  }
  const std::vector<size_t> order = shuffled_indexes(fits.size(), rng);
  for (size_t i : order)
    if (taken.insert(fits[i]).second) return fits[i];
  return fits[order.front()];
}

std::string method_phrase(const char* method) {
  const std::string m = method;
  if (m == "TotalValue") return "the total PED value of matching globals";
  if (m == "HighestValue") return "the single most valuable matching global";
  if (m == "Count") return "the number of matching globals";
  return "leaderboard points of matching globals";
}

void write_texts(EventPlan& e, const EventKind& kind, const World& world, const Population& people, DemoRandom& rng) {
  const std::int64_t days = std::max<std::int64_t>(1, (e.end_at - e.start_at) / kDay);
  e.description = "A " + std::to_string(days) + "-day " + std::string(kind.type) + " event" +
                  (e.planet >= 0 ? " on " + world.planets[static_cast<size_t>(e.planet)].name : std::string()) +
                  " with " + std::to_string(e.categories.size()) + " separately ranked categor" +
                  (e.categories.size() == 1 ? "y." : "ies.");
  e.rules =
      "Register before you play. Only globals announced after you registered and between the start and the "
      "end count; team globals do not count.";
  for (const EventCategoryPlan& c : e.categories)
    e.rules += " " + c.name + ": ranked by " + method_phrase(c.method) + ".";
  const std::int64_t first = rng.between(5, 40) * 100;
  e.prizes = "Per category: 1st " + std::to_string(first) + " PED, 2nd " + std::to_string(first / 2) + " PED, 3rd " +
             std::to_string(first / 5) + " PED.";
  e.organiser = rng.chance(0.5) ? rng.pick(kOrganisers)
                                : people.avatars[static_cast<size_t>(rng.between(0, 19)) % people.avatars.size()].name;
  std::string banner_type = kind.type;
  for (char& ch : banner_type) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  e.banner = "events/" + banner_type + "-" + std::to_string(rng.between(1, 6)) + ".jpg";
}

size_t participant_target(const DemoScale& scale, DemoRandom& rng) {
  const double base = std::clamp(static_cast<double>(scale.avatars) / 60.0, 12.0, 120.0);
  return static_cast<size_t>(std::max(6.0, base * rng.real(0.5, 1.3)));
}

UnixTime draw_joined_at(const EventPlan& e, const Avatar& a, const Timeline& t, DemoRandom& rng) {
  const UnixTime from = std::max(e.created_at, a.created_at);
  const UnixTime open_until = std::max(from, std::min(e.start_at, t.now - kHour));
  if (e.start_at < t.now && rng.chance(0.2)) {  // a late sign-up while the event runs
    const UnixTime running_until = std::min(e.end_at, t.now);
    return std::max(
        from, e.start_at + static_cast<UnixTime>(0.6 * rng.unit() * static_cast<double>(running_until - e.start_at)));
  }
  return from + static_cast<UnixTime>(rng.unit() * static_cast<double>(open_until - from));
}

// Mostly busy avatars of the event's activity, some picked at random; all known before the event starts.
void draw_participants(EventPlan& e, const EventKind& kind, const Population& people, const DemoScale& scale,
                       const Timeline& t, DemoRandom& rng) {
  const UnixTime seen_by = std::min(e.start_at, t.now - kHour);
  std::vector<size_t> eligible;
  WeightedIndex by_activity;
  for (size_t i = 0; i < people.avatars.size(); ++i) {
    const Avatar& a = people.avatars[i];
    if (a.created_at > seen_by || a.retired_at <= seen_by) continue;
    eligible.push_back(i);
    by_activity.add(a.weight * (0.2 + a.affinity[kind.sign_up]));
  }
  if (eligible.empty()) return;
  const size_t wanted = std::min(participant_target(scale, rng), eligible.size());
  for (int attempt = 0; e.participants.size() < wanted && attempt < 20 * static_cast<int>(wanted); ++attempt) {
    const size_t avatar =
        eligible[rng.chance(0.7) ? by_activity.pick(rng)
                                 : static_cast<size_t>(rng.between(0, static_cast<std::int64_t>(eligible.size()) - 1))];
    if (e.participant_of.count(avatar)) continue;
    e.participant_of[avatar] = e.participants.size();
    e.participants.push_back({avatar, draw_joined_at(e, people.avatars[avatar], t, rng), -1, rng.chance(0.12)});
  }
}

// Some events run in teams: 2-5 teams, the first member of each its captain, a few participants solo.
void draw_event_teams(EventPlan& e, DemoRandom& rng) {
  if (e.participants.size() < 8 || !rng.chance(0.45)) return;
  const auto count = static_cast<size_t>(
      rng.between(2, std::min<std::int64_t>(5, static_cast<std::int64_t>(e.participants.size() / 4))));
  const std::vector<size_t> names = shuffled_indexes(kEventTeamNames.size(), rng);
  for (size_t k = 0; k < count; ++k) {
    e.teams.push_back({kEventTeamNames[names[k]], e.participants[k].avatar});
    e.participants[k].team = static_cast<int>(k);
  }
  for (size_t i = count; i < e.participants.size(); ++i)
    if (rng.chance(0.85))
      e.participants[i].team = static_cast<int>(rng.between(0, static_cast<std::int64_t>(count) - 1));
}

// Share of the window's globals to draw for participants: about three per participant who shows up.
double boost_chance(const EventPlan& e, const HourlyCounts& globals, const Timeline& t) {
  if (e.cancelled_at || e.start_at >= t.now) return 0;
  size_t playing = 0;
  for (const EventParticipant& p : e.participants) playing += p.no_show ? 0 : 1;
  const double window =
      static_cast<double>(std::max<std::int64_t>(1, globals.between(e.start_at, std::min(e.end_at, t.now))));
  return std::min(0.25, 3.0 * static_cast<double>(playing) / window);
}

EventPlan plan_event(Status status, bool showcase, const World& world, const Population& people, const DemoScale& scale,
                     const Timeline& t, const HourlyCounts& globals, std::unordered_set<std::string>& names,
                     DemoRandom& rng) {
  EventPlan e;
  draw_window(rng, status, t, e);
  const EventKind& kind = kKinds[showcase ? kMixedKind : draw_kind(rng)];
  const Focus focus = draw_focus(world, kind, rng);
  e.type = kind.type;
  e.planet = focus.planet;
  e.categories = draw_categories(kind, focus, showcase, world, rng);
  e.name = draw_name(kind, focus, world, e.start_at, names, rng);
  write_texts(e, kind, world, people, rng);
  draw_participants(e, kind, people, scale, t, rng);
  draw_event_teams(e, rng);
  e.boost_chance = boost_chance(e, globals, t);
  return e;
}

}  // namespace

std::vector<EventPlan> plan_events(const World& world, const Population& people, const DemoScale& scale,
                                   const Timeline& timeline, const HourlyCounts& globals, DemoRandom& rng) {
  const std::vector<Status> statuses = draw_statuses(static_cast<size_t>(std::max<std::int64_t>(0, scale.events)));
  std::vector<EventPlan> events;
  bool active_showcase = false, completed_showcase = false;
  std::unordered_set<std::string> names;
  for (Status status : statuses) {
    bool showcase = false;
    if (status == Status::Active && !active_showcase) showcase = active_showcase = true;
    if (status == Status::Completed && !completed_showcase) showcase = completed_showcase = true;
    events.push_back(plan_event(status, showcase, world, people, scale, timeline, globals, names, rng));
  }
  std::stable_sort(events.begin(), events.end(),
                   [](const EventPlan& a, const EventPlan& b) { return a.start_at < b.start_at; });
  TableSlugs slugs("event");
  for (EventPlan& e : events) e.slug = slugs.claim(e.name);
  return events;
}

// ---- templates ----

Json names_or_null(const std::vector<std::string>& names) { return names.empty() ? Json(nullptr) : Json(names); }

Json category_record(const EventCategoryPlan& c, const World& world) {
  return {{"name", c.name},
          {"scoringMethod", c.method},
          {"globalTypes", names_or_null(type_names(c.types))},
          {"creatures", names_or_null(species_names(world, c.species))},
          {"planets", names_or_null(planet_names(world, c.planets))},
          {"minValue", c.min_value ? Json(*c.min_value) : Json(nullptr)}};
}

std::vector<std::string> type_names(const std::vector<GlobalType>& types) {
  std::vector<std::string> out;
  for (GlobalType t : types) out.emplace_back(global_type_info(t).stored);
  return out;
}

std::vector<std::string> species_names(const World& world, const std::vector<int>& species) {
  std::vector<std::string> out;
  for (int s : species) out.push_back(world.species[static_cast<size_t>(s)]);
  return out;
}

std::vector<std::string> planet_names(const World& world, const std::vector<int>& planets) {
  std::vector<std::string> out;
  for (int p : planets) out.push_back(world.planets[static_cast<size_t>(p)].name);
  return out;
}

namespace {

struct TemplateRecipe {
  const char* slug;
  const char* name;
  const char* description;
  size_t kind;
  int duration_days;
  std::vector<size_t> categories;  // indexes into the kind's category table
};
// clang-format off
const std::vector<TemplateRecipe> kTemplates = {
    {"weekend-hunt", "Weekend Hunt", "Three days of hunting: total loot and the biggest kill.", 0, 3, {0, 1}},
    {"species-focus-hunt", "Species Focus Hunt", "A week on one species: who globals it most, and for how much.", 0, 7,
     {3, 4}},
    {"mining-rush", "Mining Rush", "A week of planet and asteroid mining.", 1, 7, {0, 1, 4}},
    {"crafting-marathon", "Crafting Marathon", "Two weeks at the crafting machine.", 2, 14, {0, 2}},
    {"points-race", "Points Race", "A month-long race on leaderboard points across every profession.", 3, 30, {0, 3}},
    {"hof-hunt", "HoF Hunt", "Ten days chasing the biggest hunting global over 200 PED.", 3, 10, {4}}};
// clang-format on

Json template_category(const CategoryTemplate& t, const World& world) {
  Focus example;
  example.species = world.species.empty() ? -1 : 0;
  example.planet = world.planets.empty() ? -1 : 0;
  return category_record(make_category(t, example, world), world);
}

}  // namespace

void write_event_templates(Database& db, const World& world, UnixTime now) {
  ImportSession session(db, now);
  const RecordKind& kind = *find_record_kind("event-templates");
  for (const TemplateRecipe& r : kTemplates) {
    const EventKind& event_kind = kKinds[r.kind];
    Json categories = Json::array();
    for (size_t i : r.categories) categories.push_back(template_category((*event_kind.categories)[i], world));
    write_record(session, kind,
                 {{"slug", r.slug},
                  {"name", r.name},
                  {"description", r.description},
                  {"type", event_kind.type},
                  {"durationDays", r.duration_days},
                  {"categories", categories}});
  }
}

}  // namespace snap::activity_demo
