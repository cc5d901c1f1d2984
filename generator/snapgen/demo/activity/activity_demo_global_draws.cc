// activity_demo_global_draws.cc: what one demo global names and is worth, per type. Values follow chat-log.md
// "Observed global values" and world.md section 4: plain globals mostly 50-150 PED, larger for larger creatures
// and richer resources, HoFs a minority at 52-1,138 PED with a long tail, rare items in PEC, no value for
// discoveries, tiers and PvP sprees.
#include "snapgen/demo/activity/activity_demo_global_draws.h"

#include <algorithm>
#include <cmath>

#include "core/domain/global_types.h"
#include "snapgen/demo/activity/activity_demo_global_row.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_world.h"

namespace snap::activity_demo {
namespace {

struct ValueModel {
  double median, sigma;   // log-normal of a plain global, PED
  double floor, ceiling;  // plain globals stay inside
  double hof_chance;      // HoF is no fixed threshold (chat-log.md): a share, drawn bigger
  double hof_median, hof_sigma;
};
// The smallest global of the community's rules (world.md section 4). Deposits and constructed items global from
// it; hunting values scale with the creature (HuntTarget::value_scale), and only a small creature's kill globals
// under it, down to 14 PED (the 14 and 16 PED lines were Reinforced Drill Bot 1001 kills, world.md section 4).
constexpr double kSmallestGlobal = 50;
constexpr ValueModel kHuntingValues{72, 0.45, 14, 2400, 0.05, 290, 0.75};
constexpr ValueModel kMiningValues{80, 0.45, kSmallestGlobal, 600, 0.06, 240, 0.70};
constexpr ValueModel kSpaceMiningValues{105, 0.50, kSmallestGlobal, 900, 0.08, 320, 0.80};
constexpr ValueModel kConstructionValues{78, 0.45, kSmallestGlobal, 700, 0.05, 260, 0.75};
constexpr double kHofFloor = 52, kHofCeiling = 30000;

constexpr double kLocationShareHunting = 0.3;  // how often a kill names where it happened
constexpr double kLocationShareMining = 0.4;
constexpr double kInstanceFindShare = 0.01;  // "examined ... and found something", filed under hunting
constexpr double kPecRareShare = 0.75;       // rare items announced in PEC (10 and 40 PEC seen)

const std::vector<std::string> kInstanceObjects = {"Storage Container", "Supply Crate", "Ancient Chest", "Loot Cache"};
// Creatures an avatar plays as during seasonal events (chat-log.md: "defeated 19 others as a Yule Daudaormur !").
const std::vector<std::string> kEventCreatures = {"Yule Daudaormur", "Merry Annihilation Hogglo", "Mayhem Brawler"};

// A value below the floor is drawn again (a few times) rather than raised to it, so no pile forms at the floor.
double draw_above(double median, double sigma, double floor, DemoRandom& rng) {
  double v = rng.log_normal(median, sigma);
  for (int retry = 0; retry < 6 && v < floor; ++retry) v = rng.log_normal(median, sigma);
  return v;
}

void draw_value(const ValueModel& model, double scale, double min_value, DemoRandom& rng, GlobalRow& row) {
  row.is_hof = rng.chance(model.hof_chance);
  double v = row.is_hof ? std::clamp(draw_above(model.hof_median * scale, model.hof_sigma, kHofFloor, rng), kHofFloor,
                                     kHofCeiling)
                        : std::clamp(draw_above(model.median * scale, model.sigma, model.floor, rng), model.floor,
                                     model.ceiling);
  if (v < min_value) v = min_value * rng.real(1.0, 1.6);
  row.value = std::max(1.0, std::round(v));  // the game writes whole PED (chat-log.md section 2)
}

template <typename T>
const T& pick_from(const std::vector<T>& items, DemoRandom& rng) {
  return items[static_cast<size_t>(rng.between(0, static_cast<std::int64_t>(items.size()) - 1))];
}

// Candidates of a limited draw: the listed species (on the listed planets), or anything on the listed planets.
std::vector<size_t> limited_targets(const World& world, const DrawLimits& limits) {
  std::vector<size_t> out;
  auto on_planet = [&](size_t t) {
    return limits.planets.empty() ||
           std::find(limits.planets.begin(), limits.planets.end(), world.targets[t].planet) != limits.planets.end();
  };
  for (int s : limits.species)
    for (size_t t : world.targets_of_species[static_cast<size_t>(s)])
      if (on_planet(t)) out.push_back(t);
  if (limits.species.empty())
    for (int p : limits.planets)
      for (size_t t : world.targets_on_planet[static_cast<size_t>(p)]) out.push_back(t);
  return out;
}

size_t pick_target(const World& world, const DrawLimits* limits, DemoRandom& rng) {
  if (limits && (!limits->species.empty() || !limits->planets.empty())) {
    const std::vector<size_t> candidates = limited_targets(world, *limits);
    if (!candidates.empty()) return pick_from(candidates, rng);
  }
  return world.target_pick.pick(rng);
}

size_t pick_deposit(const World& world, const DrawLimits* limits, DemoRandom& rng) {
  if (limits && !limits->planets.empty()) {
    std::vector<size_t> candidates;
    for (int p : limits->planets)
      for (size_t d : world.deposits_on_planet[static_cast<size_t>(p)]) candidates.push_back(d);
    if (!candidates.empty()) return pick_from(candidates, rng);
  }
  return world.deposit_pick.pick(rng);
}

double min_value_of(const DrawLimits* limits) { return limits ? limits->min_value : 0.0; }

void draw_instance_find(const World& world, DemoRandom& rng, GlobalRow& row) {
  const NamedPlace& instance = pick_from(world.instances, rng);
  row.form = MessageForm::InstanceFind;
  row.subject = pick_from(kInstanceObjects, rng);
  row.location = instance.name;
  row.planet = instance.planet;
  draw_value(kHuntingValues, 1.2, 0, rng, row);
}

void draw_hunting(const World& world, const DrawLimits* limits, DemoRandom& rng, GlobalRow& row) {
  if (!limits && !row.is_team && rng.chance(kInstanceFindShare)) return draw_instance_find(world, rng, row);
  const HuntTarget& target = world.targets[pick_target(world, limits, rng)];
  row.subject = target.subject;
  row.creature_id = target.creature_id;
  row.species = target.species;
  row.planet = target.planet;
  if (target.planet >= 0 && rng.chance(kLocationShareHunting)) {
    const auto& places = world.planets[static_cast<size_t>(target.planet)].hunting_places;
    if (!places.empty()) row.location = pick_from(places, rng);
  }
  ValueModel model = kHuntingValues;  // the floor shrinks with the creature, below 1,000 HP
  model.floor = std::clamp(kSmallestGlobal * target.value_scale, kHuntingValues.floor, kSmallestGlobal);
  draw_value(model, target.value_scale, min_value_of(limits), rng, row);
}

void draw_mining(const World& world, const DrawLimits* limits, DemoRandom& rng, GlobalRow& row) {
  const Deposit& deposit = world.deposits[pick_deposit(world, limits, rng)];
  row.subject = deposit.name;
  row.planet = deposit.planet;
  if (deposit.planet >= 0 && rng.chance(kLocationShareMining)) {
    const auto& places = world.planets[static_cast<size_t>(deposit.planet)].mining_places;
    if (!places.empty()) row.location = pick_from(places, rng);
  }
  draw_value(kMiningValues, deposit.value_scale, min_value_of(limits), rng, row);
}

void draw_space_mining(const World& world, const DrawLimits* limits, DemoRandom& rng, GlobalRow& row) {
  row.subject = pick_from(world.asteroids, rng);
  row.planet = world.space;
  draw_value(kSpaceMiningValues, 1.0, min_value_of(limits), rng, row);
}

void draw_construction(const World& world, const DrawLimits* limits, DemoRandom& rng, GlobalRow& row) {
  row.subject = world.crafted_items[world.crafted_pick.pick(rng)];
  draw_value(kConstructionValues, 1.0, min_value_of(limits), rng, row);
}

// Rare items: most are announced in PEC ("with a value of 40 PEC!"), stored as PED (40 PEC = 0.4 PED).
void draw_rare_item(const World& world, const DrawLimits* limits, DemoRandom& rng, GlobalRow& row) {
  row.subject = pick_from(world.rare_items, rng);
  row.is_hof = rng.chance(0.55);
  const double min_value = min_value_of(limits);
  if (min_value < 1 && rng.chance(kPecRareShare)) {
    row.value_in_pec = true;
    row.value = std::clamp(std::round(rng.log_normal(25, 0.5)), 10.0, 95.0) / 100.0;
    return;
  }
  row.value = std::max(min_value, std::clamp(std::round(rng.log_normal(30, 1.0)), 1.0, 3000.0));
}

bool draw_discovery(const World& world, bool force, FirstsLedger& firsts, DemoRandom& rng, GlobalRow& row) {
  const std::optional<size_t> item = firsts.take_discovery(row.ts, force);
  if (!item) return false;
  row.subject = world.discoverable_items[*item];
  if (rng.chance(0.4)) {  // "... Item discovered in <Location>!"
    const NamedPlace& place = pick_from(world.instances, rng);
    row.form = MessageForm::DiscoveredIn;
    row.location = place.name;
    row.planet = place.planet;
  }
  return true;
}

bool draw_tiered_item(const World& world, bool force, FirstsLedger& firsts, DemoRandom& rng, GlobalRow& row) {
  const auto taken = firsts.take_tier(rng, force);
  if (!taken) return false;
  row.subject = world.tierable_items[taken->first];
  row.tier = taken->second;
  return true;
}

// PvP sprees: 12, 15 and 19 kills seen, all HoF (chat-log.md).
void draw_pvp(DemoRandom& rng, GlobalRow& row) {
  row.pvp_kills = static_cast<int>(rng.chance(0.8) ? rng.between(12, 19) : rng.between(10, 25));
  row.is_hof = rng.chance(0.75);
  if (rng.chance(0.15)) {
    row.form = MessageForm::PvpAsCreature;
    row.subject = pick_from(kEventCreatures, rng);
  }
}

}  // namespace

FirstsLedger::FirstsLedger(const World& world, DemoRandom& rng, UnixTime from, UnixTime to)
    : added_order_(shuffled_indexes(world.discoverable_items.size(), rng)),
      tier_reached_(world.tierable_items.size()) {
  const auto n = static_cast<UnixTime>(added_order_.size());
  for (UnixTime k = 1; k <= n; ++k) added_at_.push_back(from + (to - from) * k / n);
  // The tracker starts when some tiers are already reached.
  for (std::uint8_t& tier : tier_reached_) tier = static_cast<std::uint8_t>(rng.between(0, 4));
}

std::optional<size_t> FirstsLedger::take_discovery(UnixTime ts, bool force) {
  if (next_discovery_ >= added_order_.size() || (!force && added_at_[next_discovery_] > ts)) return std::nullopt;
  return added_order_[next_discovery_++];
}

std::optional<std::pair<size_t, int>> FirstsLedger::take_tier(DemoRandom& rng, bool force) {
  if (tier_reached_.empty()) return std::nullopt;
  const auto last = static_cast<std::int64_t>(tier_reached_.size()) - 1;
  for (int attempt = 0; attempt < 8; ++attempt) {
    const auto item = static_cast<size_t>(rng.between(0, last));
    if (tier_reached_[item] < 10) return std::make_pair(item, static_cast<int>(++tier_reached_[item]));
  }
  if (!force) return std::nullopt;
  return std::make_pair(static_cast<size_t>(rng.between(0, last)), static_cast<int>(rng.between(1, 10)));
}

bool draw_global_body(const World& world, const DrawLimits* limits, bool force, FirstsLedger& firsts, DemoRandom& rng,
                      GlobalRow& row) {
  switch (row.type) {
    case GlobalType::Hunting:
      draw_hunting(world, limits, rng, row);
      return true;
    case GlobalType::Mining:
      draw_mining(world, limits, rng, row);
      return true;
    case GlobalType::SpaceMining:
      draw_space_mining(world, limits, rng, row);
      return true;
    case GlobalType::Construction:
      draw_construction(world, limits, rng, row);
      return true;
    case GlobalType::RareItem:
      draw_rare_item(world, limits, rng, row);
      return true;
    case GlobalType::Discovery:
      return draw_discovery(world, force, firsts, rng, row);
    case GlobalType::TieredItem:
      return draw_tiered_item(world, force, firsts, rng, row);
    case GlobalType::Pvp:
      draw_pvp(rng, row);
      return true;
  }
  return false;
}

// ATHs: a real 2025 line was a 67,638 PED kill (chat-log.md); the first demo ATH takes exactly that value.
void make_all_time_high(DemoRandom& rng, bool first, GlobalRow& row) {
  row.value = first ? 67638.0 : std::round(std::exp(rng.real(std::log(4000.0), std::log(60000.0))));
  row.value_in_pec = false;
  row.is_hof = row.is_ath = true;
}

}  // namespace snap::activity_demo
