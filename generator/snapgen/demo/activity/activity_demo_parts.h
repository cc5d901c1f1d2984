// activity_demo_parts.h: private to the activity demo (activity_demo*.cc). The in-memory model its parts share
// (wiki name tables, avatars and teams, the hourly activity curve, event and challenge plans) and the function
// each part file defines. One generator run owns all of it; nothing here is thread-safe.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/demo/demo_scale.h"

namespace snap::activity_demo {

constexpr std::int64_t kHour = 3600;
constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kSpanDays = 730;  // the demo covers the two years up to `now`
constexpr UnixTime kNever = std::numeric_limits<UnixTime>::max();

struct Timeline {
  UnixTime start;  // now minus two years: the first hour with activity
  UnixTime now;    // nothing happens at or after now, except announced events and challenges
};

// ---------------------------------------------------------------- sampling (activity_demo_sampling.cc)

// Picks an index with probability proportional to its weight; weights are appended once, then fixed.
class WeightedIndex {
 public:
  void add(double weight);
  bool empty() const { return cumulative_.empty(); }
  size_t size() const { return cumulative_.size(); }
  size_t pick(DemoRandom& rng) const;

 private:
  std::vector<double> cumulative_;
};

// Weight of popularity rank `rank` (1 = most popular) in a Zipf law: a few items get most of the picks.
double zipf_weight(size_t rank, double exponent);

// A random permutation of 0..n-1 (Fisher-Yates on the demo's own random source).
std::vector<size_t> shuffled_indexes(size_t n, DemoRandom& rng);

// ---------------------------------------------------------------- time (activity_demo_timeline.cc)

// One weight per hour of the two years, the last hour ending at `now`: slow growth of the platform, an
// evening peak in UTC, busier weekends, day-to-day noise, a few busy campaign weeks and a weekly maintenance hour.
class ActivityCurve {
 public:
  ActivityCurve(const Timeline& timeline, DemoRandom& rng);
  size_t hours() const { return weights_.size(); }
  UnixTime hour_start(size_t hour) const { return timeline_.now - static_cast<UnixTime>(hours() - hour) * kHour; }
  // Splits `total` over the hours in proportion to the weights, after giving hour h its minimum[h]
  // (minimum may be empty). The counts add up to exactly `total` when total >= the minimums.
  std::vector<std::int64_t> allocate(std::int64_t total, const std::vector<std::int64_t>& minimum = {}) const;

 private:
  Timeline timeline_;
  std::vector<double> weights_;
};

// Counts per hour bucket with prefix sums, to ask how many things happen in a time range.
class HourlyCounts {
 public:
  HourlyCounts(const ActivityCurve& curve, std::vector<std::int64_t> counts);
  const std::vector<std::int64_t>& counts() const { return counts_; }
  // Things in the whole hours that overlap [from, to).
  std::int64_t between(UnixTime from, UnixTime to) const;

 private:
  UnixTime first_hour_;
  std::vector<std::int64_t> counts_, prefix_;
};

// `count` second offsets inside one hour, ascending.
void draw_seconds(DemoRandom& rng, std::int64_t count, std::vector<int>& out);

// ---------------------------------------------------------------- the wiki as name tables (activity_demo_world.cc)

// What a hunting global can name: a species at one maturity, or a target with no wiki entry.
struct HuntTarget {
  std::string subject;       // as the global writes it: "Atrox Young" (world.md section 3)
  std::int64_t creature_id;  // the wiki species; 0 when the target has no wiki entry
  int species;               // index into World::species; -1 when no wiki entry
  int planet;                // index into World::planets; -1 when unknown
  double value_scale;        // higher maturities global a little bigger
};

struct Planet {
  std::string name;
  std::vector<std::string> hunting_places;  // land areas a hunting global may name after " at "
  std::vector<std::string> mining_places;   // and a deposit global
  std::vector<std::string> pvp_places;      // lootable PvP zones
};

struct NamedPlace {
  std::string name;
  int planet;  // index into World::planets; -1 when unknown
};

struct Deposit {
  std::string name;  // "Caldorite Stone"
  int planet;        // index into World::planets; -1 when unknown
};

// The names globals, kills and trade chat use, read from the wiki tables; a table that is empty or tiny is
// completed from shared/domain/world.md section 5, so the demo works on any wiki.
struct World {
  std::vector<Planet> planets;
  int space = -1;                     // the planet entry for space (asteroid globals)
  std::vector<NamedPlace> instances;  // instance maps: "examined ... in <instance>", "Item discovered in ..."
  std::vector<NamedPlace> pvp_zones;
  std::vector<std::string> species;
  std::vector<HuntTarget> targets;
  WeightedIndex target_pick;
  std::vector<std::vector<size_t>> targets_of_species;
  std::vector<std::vector<size_t>> targets_on_planet;
  std::vector<Deposit> deposits;
  WeightedIndex deposit_pick;
  std::vector<std::vector<size_t>> deposits_on_planet;
  std::vector<std::string> asteroids;
  std::vector<std::string> crafted_items;
  WeightedIndex crafted_pick;
  std::vector<std::string> rare_items;
  std::vector<std::string> tierable_items;
  std::vector<std::string> discoverable_items;
  std::vector<std::string> weapons;
  WeightedIndex weapon_pick;
  std::vector<std::string> stackable_trade_items;  // ores, enmatters, loot materials: sold by quantity
  std::vector<std::string> unique_trade_items;     // weapons, armour, attachments: sold one at a time
};

World load_world(Database& db, DemoRandom& rng);

// ---------------------------------------------------------------- avatars and teams (activity_demo_avatars.cc)

// Which sampler an activity draws its avatar from.
enum Activity {
  kHuntingActivity,
  kMiningActivity,
  kSpaceMiningActivity,
  kConstructionActivity,
  kPvpActivity,
  kAnyActivity,
  kActivityCount
};

struct Avatar {
  std::int64_t id;
  std::string name;
  UnixTime created_at;                         // first seen; always before the avatar's first global
  UnixTime retired_at;                         // stops playing then (kNever: plays to the end)
  double weight;                               // overall activity, heavy-tailed
  std::array<float, kActivityCount> affinity;  // how much of that activity the avatar does, 0..1
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

// Names in the game's style (chat-log.md section 1), unique against and added to `taken`.
std::string make_avatar_name(DemoRandom& rng, std::unordered_set<std::string>& taken);
std::vector<std::string> make_team_names(DemoRandom& rng, size_t count);

// The avatars that play at a time, picked by weight x affinity for one activity. Time only moves forward.
class AliveSampler {
 public:
  AliveSampler(const std::vector<Avatar>& avatars, Activity activity);
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

// ---------------------------------------------------------------- globals (activity_demo_global*.cc)

// The eight API types, in the order of the schema's CHECK.
enum class GlobalType : std::uint8_t {
  Hunting,
  Mining,
  SpaceMining,
  Construction,
  Discovery,
  RareItem,
  TieredItem,
  Pvp
};
constexpr int kGlobalTypeCount = 8;
const char* global_type_name(GlobalType type);  // "Space Mining", "Rare Item" ...
Activity activity_of(GlobalType type);
inline std::uint8_t type_bit(GlobalType type) { return static_cast<std::uint8_t>(1u << static_cast<int>(type)); }

// How the message is worded (chat-log.md section 2).
enum class MessageForm : std::uint8_t { Plain, InstanceFind, DiscoveredIn, PvpAsCreature };

struct GlobalRow {
  std::int64_t id = 0;
  UnixTime ts = 0;
  GlobalType type = GlobalType::Hunting;
  MessageForm form = MessageForm::Plain;
  size_t avatar = 0;
  int team = -1;                 // index into Population::teams for a team global
  bool avatar_unknown = false;   // a team global whose member the tracker could not tell (avatar_id NULL)
  std::optional<double> value;   // PED; none for Discovery, Tiered Item and PvP
  bool value_in_pec = false;     // a rare item under one PED is announced in PEC
  std::string subject;           // empty = NULL
  std::int64_t creature_id = 0;  // 0 = NULL
  int species = -1;
  int tier = 0;       // Tiered Item: the tier reached
  int pvp_kills = 0;  // PvP: kills in the spree
  int planet = -1;
  std::string location;  // empty = NULL; set exactly when the message names a place
  bool is_hof = false, is_ath = false;
  std::string message;
};

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
// The message as the game writes it after "[Globals] [] ", HTML entities decoded (chat-log.md section 2).
void compose_global_message(const std::string& actor, bool team, GlobalRow& row);

// Leaderboard points of one global (api-description.md "Scoring rules"); team globals score nothing.
double leaderboard_points(const GlobalRow& row);

// ---------------------------------------------------------------- events (activity_demo_events*.cc)

struct EventCategoryPlan {
  std::string name;
  const char* method;             // TotalValue, HighestValue, Count, Points
  std::vector<GlobalType> types;  // empty = any type
  std::uint8_t type_mask = 0;     // bits of `types`; 0 = any
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

struct EventMatch {
  std::int64_t global_id;
  UnixTime matched_at;  // seconds after the global, never after now
  std::uint32_t avatar;
  std::uint8_t category;
  double score;
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
  std::vector<EventMatch> matches;
};

std::vector<EventPlan> plan_events(const World& world, const Population& people, const DemoScale& scale,
                                   const Timeline& timeline, const HourlyCounts& globals, DemoRandom& rng);
bool category_matches(const EventCategoryPlan& category, const GlobalRow& row);
double category_score(const EventCategoryPlan& category, const GlobalRow& row);

// Follows the events while globals are made in time order: which run now, which globals to draw for a
// participant (so every running event has standings), and which globals score.
class EventBook {
 public:
  EventBook(std::vector<EventPlan>& events, const Timeline& timeline);
  struct Boost {
    size_t avatar;
    const EventCategoryPlan* category;
  };
  // Call with non-decreasing ts. A participant and a category to draw this global for, or nullopt.
  std::optional<Boost> boost(UnixTime ts, DemoRandom& rng);
  void observe(const GlobalRow& row);

 private:
  void advance(UnixTime ts);
  UnixTime matched_at(const GlobalRow& row) const;
  std::vector<EventPlan>& events_;
  std::vector<size_t> by_start_;
  std::vector<size_t> running_;
  size_t next_ = 0;
  UnixTime now_;
};

void write_events(Database& db, const std::vector<EventPlan>& events, const World& world, const Population& people);
void write_event_templates(Database& db, const World& world);
// A JSON array of strings, or nullopt for an empty list (no restriction).
std::optional<std::string> json_list(const std::vector<std::string>& items);
std::vector<std::string> type_names(const std::vector<GlobalType>& types);
std::vector<std::string> species_names(const World& world, const std::vector<int>& species);
std::vector<std::string> planet_names(const World& world, const std::vector<int>& planets);

// ---------------------------------------------------------------- challenges (activity_demo_challenges.cc)

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

// ---------------------------------------------------------------- bulk loading (activity_demo_bulk.cc)

// A bulk insert into one table: its indexes are dropped until finish(), which recreates them from their stored
// SQL (one sort per index instead of millions of random B-tree inserts). The schema after finish() is exactly the
// schema before. If finish() is never called (an exception), the demo's half-written file is discarded whole.
class BulkLoad {
 public:
  BulkLoad(Database& db, const std::string& table);
  BulkLoad(const BulkLoad&) = delete;
  BulkLoad& operator=(const BulkLoad&) = delete;
  void finish();  // recreates the dropped indexes

 private:
  Database& db_;
  std::vector<std::pair<std::string, std::string>> indexes_;  // name, CREATE INDEX statement
};

// ---------------------------------------------------------------- the other parts

void generate_globals(Database& db, DemoRandom& rng, const World& world, const Population& people,
                      const ActivityCurve& curve, const HourlyCounts& counts, EventBook& events,
                      ChallengeBook& challenges);
void generate_pvp_kills(Database& db, DemoRandom& rng, const World& world, const Population& people,
                        const DemoScale& scale, const ActivityCurve& curve);
void generate_trade_messages(Database& db, DemoRandom& rng, const World& world, const Population& people,
                             const DemoScale& scale, const ActivityCurve& curve);
void write_documents(Database& db, DemoRandom& rng, UnixTime now);

// Globals per hour: the curve's share of scale.globals, with a floor in the last day so that 24-hour
// summaries are full for every profession.
std::vector<std::int64_t> plan_global_counts(const ActivityCurve& curve, std::int64_t total);

}  // namespace snap::activity_demo
