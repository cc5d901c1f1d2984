// activity_demo_challenges.cc: the demo's challenges (API.md "Events and challenges"): planned before the
// globals, written after them; progress and tiers reached are the core's matching of those globals, and tier
// targets are round numbers chosen from the progress made, so that some avatars finish.
#include "snapgen/demo/activity/activity_demo_challenges.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/clock.h"
#include "core/domain/challenge_matching.h"
#include "core/domain/global_types.h"
#include "core/model/slug_rule.h"
#include "core/text/slug.h"
#include "snapgen/demo/activity/activity_demo_events.h"
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

struct ChallengeRecipe {
  const char* name;    // "{species}" is filled in
  const char* metric;  // Count, TotalValue, Points
  std::vector<GlobalType> types;
  bool species;
  double min_value;    // 0 = none
  const char* trophy;  // "{species}" is filled in
  const char* description;
};
// clang-format off
const std::vector<ChallengeRecipe> kRecipes = {
    {"{species} Slayer", "Count", {GT::Hunting}, true, 0, "{species} Slayer Trophy", "Globals on any {species}."},
    {"Century Club", "Count", {GT::Hunting}, false, 100, "Century Medal", "Hunting globals worth 100 PED or more."},
    {"Deep Digger", "TotalValue", {GT::Mining}, false, 0, "Golden Pickaxe", "Total PED of your mining globals."},
    {"Asteroid Prospector", "Count", {GT::SpaceMining}, false, 0, "Star Miner Badge", "Asteroid deposit globals."},
    {"Master Builder", "TotalValue", {GT::Construction}, false, 0, "Builder's Plaque", "PED of constructed items."},
    {"Jack of All Trades", "Points", {}, false, 0, "Jack of All Trades Cup", "Leaderboard points from any global."},
    {"Big Game Hunter", "TotalValue", {GT::Hunting}, false, 200, "Big Game Trophy", "PED of kills over 200 PED."},
    {"Ore Baron", "Count", {GT::Mining}, false, 0, "Ore Baron Crown", "Mining deposit globals on any planet."},
    {"Points Grinder", "Points", {GT::Hunting}, false, 0, "Grinder's Medal", "Leaderboard points from hunting."},
    {"Tier Climber", "Count", {GT::TieredItem}, false, 0, "Climber's Rope", "Be the first colonist to reach a tier."}};
// clang-format on

const char* const kTierNames[] = {"Bronze", "Silver", "Gold", "Platinum", "Diamond"};

enum class Status { Ended, Active, Upcoming };

// Round numbers tier targets are chosen from: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100 ...
const std::vector<double>& ladder() {
  static const std::vector<double> values = [] {
    std::vector<double> v;
    const double mantissas[] = {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5};
    for (double power = 1; power <= 1e8; power *= 10)
      for (double m : mantissas)
        if (std::floor(m * power) == m * power) v.push_back(m * power);
    return v;
  }();
  return values;
}

std::vector<Status> draw_statuses(size_t n) {
  std::vector<Status> out;
  const size_t upcoming = std::max<size_t>(2, n / 5), active = std::max<size_t>(3, n / 3);
  for (size_t i = 0; i < active && out.size() < n; ++i) out.push_back(Status::Active);
  for (size_t i = 0; i < upcoming && out.size() < n; ++i) out.push_back(Status::Upcoming);
  while (out.size() < n) out.push_back(Status::Ended);
  return out;
}

void draw_window(Status status, const Timeline& t, DemoRandom& rng, ChallengePlan& c) {
  const UnixTime day_start = t.now - ((t.now % kDay) + kDay) % kDay;
  switch (status) {
    case Status::Ended:
      c.start_at = day_start - rng.between(40, kSpanDays - 60) * kDay;
      c.end_at = std::min(c.start_at + rng.between(14, 60) * kDay, day_start - kDay);
      break;
    case Status::Active:
      c.start_at = day_start - rng.between(3, 45) * kDay;
      c.end_at = day_start + rng.between(3, 40) * kDay;
      break;
    case Status::Upcoming:
      c.start_at = day_start + rng.between(2, 30) * kDay;
      c.end_at = c.start_at + rng.between(14, 60) * kDay;
      break;
  }
  c.created_at = std::min(c.start_at - rng.between(3, 20) * kDay, t.now - kDay);
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

int popular_species(const World& world, DemoRandom& rng) {
  for (int attempt = 0; attempt < 20; ++attempt) {
    const int s = world.targets[world.target_pick.pick(rng)].species;
    if (s >= 0) return s;
  }
  return -1;
}

ChallengePlan plan_challenge(const ChallengeRecipe& r, Status status, const World& world, const Timeline& t,
                             DemoRandom& rng) {
  ChallengePlan c;
  draw_window(status, t, rng, c);
  c.name = r.name;
  c.trophy_name = r.trophy;
  c.description = r.description;
  c.metric = r.metric;
  c.types = r.types;
  const int species = r.species ? popular_species(world, rng) : -1;
  const std::string species_name = species >= 0 ? world.species[static_cast<size_t>(species)] : "Creature";
  if (species >= 0) c.species = {species};
  for (std::string* text : {&c.name, &c.trophy_name, &c.description}) replace_all(*text, "{species}", species_name);
  if (r.min_value > 0) c.min_value = r.min_value;
  int y;
  unsigned m, d;
  civil_from_days(c.start_at / kDay, y, m, d);
  c.name += " " + std::to_string(y) + (m < 10 ? "-0" : "-") + std::to_string(m);
  c.trophy_description = "Awarded for completing every tier of " + c.name + ".";
  c.trophy_image = "trophies/" + slugify(c.trophy_name) + ".png";
  return c;
}

size_t ladder_index_at_most(double value) {
  const std::vector<double>& l = ladder();
  const auto it = std::upper_bound(l.begin(), l.end(), value);
  return it == l.begin() ? 0 : static_cast<size_t>(it - l.begin()) - 1;
}

std::vector<size_t> default_tiers(const std::string& metric) {
  const std::vector<double> targets = metric == "Count"        ? std::vector<double>{5, 10, 25, 50}
                                      : metric == "TotalValue" ? std::vector<double>{250, 500, 1000, 2500}
                                                               : std::vector<double>{30, 60, 150, 300};
  std::vector<size_t> out;
  for (double t : targets) out.push_back(ladder_index_at_most(t));
  return out;
}

// Tier targets (ladder indexes, ascending): the last one at most the progress of the k-th best participant,
// so a few avatars complete the challenge; the lower tiers at fixed fractions of it.
std::vector<size_t> choose_tiers(Database& db, std::int64_t id, const ChallengePlan& c, DemoRandom& rng) {
  std::vector<double> currents;
  Statement& rows = db.prepare("SELECT current FROM challenge_progress WHERE challenge_id = ?1 ORDER BY current DESC");
  rows.bind(1, id);
  while (rows.step()) currents.push_back(rows.real(0));
  rows.reset();
  if (currents.empty()) return default_tiers(c.metric);
  const size_t k = std::min(currents.size(), std::max<size_t>(2, currents.size() / 50));
  const double last = ladder()[ladder_index_at_most(currents[k - 1])];
  const double fractions[] = {1.0, 0.5, 0.25, 0.1, 0.04};
  std::set<size_t> chosen;
  const auto count = static_cast<size_t>(rng.between(3, 5));
  for (size_t i = 0; i < count; ++i) chosen.insert(ladder_index_at_most(last * fractions[i]));
  while (chosen.size() < 3) chosen.insert(*chosen.begin() > 0 ? *chosen.begin() - 1 : *chosen.rbegin() + 1);
  return std::vector<size_t>(chosen.begin(), chosen.end());
}

// A challenge as a record of `snapgen import` (templates/import-formats.md "challenges"), with tiers at these
// ladder indexes (none before its progress is known).
Json challenge_record(const ChallengePlan& c, const World& world, const std::vector<size_t>& tiers) {
  Json tier_list = Json::array();
  for (size_t i = 0; i < tiers.size(); ++i)
    tier_list.push_back({{"name", kTierNames[std::min(i, std::size(kTierNames) - 1)]}, {"target", ladder()[tiers[i]]}});
  return {{"slug", c.slug},
          {"name", c.name},
          {"description", c.description},
          {"startAt", format_iso8601(c.start_at)},
          {"endAt", format_iso8601(c.end_at)},
          {"metric", c.metric},
          {"globalTypes", names_or_null(type_names(c.types))},
          {"creatures", names_or_null(species_names(world, c.species))},
          {"minValue", c.min_value ? Json(*c.min_value) : Json(nullptr)},
          {"trophyName", c.trophy_name},
          {"trophyDescription", c.trophy_description},
          {"trophyImage", c.trophy_image},
          {"createdAt", format_iso8601(c.created_at)},
          {"tiers", tier_list}};
}

}  // namespace

std::vector<ChallengePlan> plan_challenges(const World& world, const DemoScale& scale, const Timeline& timeline,
                                           DemoRandom& rng) {
  const std::vector<Status> statuses = draw_statuses(static_cast<size_t>(std::max<std::int64_t>(0, scale.challenges)));
  std::vector<ChallengePlan> out;
  const std::vector<size_t> order = shuffled_indexes(kRecipes.size(), rng);
  for (size_t i = 0; i < statuses.size(); ++i)
    out.push_back(plan_challenge(kRecipes[order[i % order.size()]], statuses[i], world, timeline, rng));
  std::stable_sort(out.begin(), out.end(),
                   [](const ChallengePlan& a, const ChallengePlan& b) { return a.start_at < b.start_at; });
  TableSlugs slugs("challenge");
  for (ChallengePlan& c : out) c.slug = slugs.claim(c.name);
  return out;
}

void write_challenges(Database& db, const std::vector<ChallengePlan>& challenges, const World& world, DemoRandom& rng,
                      UnixTime now) {
  const RecordKind& kind = *find_record_kind("challenges");
  std::vector<std::int64_t> ids;
  {
    ImportSession untiered(db, now);
    for (const ChallengePlan& c : challenges)
      ids.push_back(write_record(untiered, kind, challenge_record(c, world, {})));
  }
  for (std::int64_t id : ids) rematch_challenge(db, id);  // progress without tiers: what the targets come from
  // Each challenge again, now with its tiers; it keeps its id.
  ImportSession tiered(db, now);
  for (size_t i = 0; i < challenges.size(); ++i)
    write_record(tiered, kind, challenge_record(challenges[i], world, choose_tiers(db, ids[i], challenges[i], rng)));
  for (std::int64_t id : ids) rematch_challenge(db, id);
}

}  // namespace snap::activity_demo
