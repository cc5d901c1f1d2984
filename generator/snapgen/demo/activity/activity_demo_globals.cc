// activity_demo_globals.cc: writes the demo's globals in time order (ids ascend with ts) through one cached
// INSERT: hour counts from the activity curve, the type mix, solo or team avatars, rare ATHs, and the
// event book that draws some of them for participants. Built for 10M rows: no per-row SELECT, one row buffer reused.
#include "snapgen/demo/activity/activity_demo_globals.h"

#include <algorithm>
#include <iostream>
#include <numeric>

#include "core/domain/global_types.h"
#include "core/domain/shared_loot.h"
#include "snapgen/demo/activity/activity_demo_alive_sampler.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_event_book.h"
#include "snapgen/demo/activity/activity_demo_events.h"
#include "snapgen/demo/activity/activity_demo_global_draws.h"
#include "snapgen/demo/activity/activity_demo_global_messages.h"
#include "snapgen/demo/activity/activity_demo_global_row.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"

namespace snap::activity_demo {
namespace {

// Share of each type among all globals (index = GlobalType): hunting most, then mining and construction;
// discoveries are the rarest (world.md section 2).
constexpr double kTypeMix[kGlobalTypeCount] = {61.0, 18.0, 5.5, 9.0, 0.2, 2.5, 1.6, 1.2};
constexpr double kTeamShareHunting = 0.05;
constexpr double kTeamShareSpaceMining = 0.08;
// Of the team globals, those of a team with no name of its own (the game says "(Shared Loot)"); assumed.
constexpr double kSharedLootShare = 0.3;
constexpr std::int64_t kProgressEvery = 1'000'000;

const char kInsertGlobal[] =
    "INSERT INTO global(id, ts, type, avatar_id, team_id, is_team, value, subject, creature_id, tier, pvp_kills,"
    " planet, location, is_hof, is_ath, message) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,"
    " ?14, ?15, ?16)";

// The types `keep` accepts, in GlobalType order.
std::vector<GlobalType> types_where(bool (*keep)(GlobalType)) {
  std::vector<GlobalType> types;
  for (const GlobalTypeInfo& t : global_types())
    if (keep(t.type)) types.push_back(t.type);
  return types;
}

// Among the last 24 hours' globals, every type once and every leaderboard profession three times, so the 24-hour
// summaries (top-24h, activity-24h, stats/last24h) show each. They are drawn among the globals the curve puts in
// those hours, none added: the last day looks like the days before it.
const std::vector<GlobalType> kProfessions = types_where(is_profession);
const std::vector<GlobalType> kAllTypes = types_where([](GlobalType) { return true; });
constexpr int kProfessionRepeats = 3;

// The sampler a global's avatar is drawn from: the one of its profession, else anyone's.
SamplerKind sampler_of(GlobalType type) {
  switch (type) {
    case GlobalType::Hunting:
      return kHuntingSampler;
    case GlobalType::Mining:
      return kMiningSampler;
    case GlobalType::SpaceMining:
      return kSpaceMiningSampler;
    case GlobalType::Construction:
      return kConstructionSampler;
    case GlobalType::Pvp:
      return kPvpSampler;
    default:
      return kAnySampler;
  }
}

// The type forced on each of the last day's `count` globals, in time order; -1 where none is.
std::vector<int> plan_forced_types(std::int64_t count, DemoRandom& rng) {
  std::vector<int> forced(static_cast<size_t>(std::max<std::int64_t>(0, count)), -1);
  std::vector<GlobalType> list = kAllTypes;
  for (int r = 0; r < kProfessionRepeats; ++r) list.insert(list.end(), kProfessions.begin(), kProfessions.end());
  const std::vector<size_t> positions = shuffled_indexes(forced.size(), rng);
  for (size_t i = 0; i < list.size() && i < positions.size(); ++i) forced[positions[i]] = static_cast<int>(list[i]);
  return forced;
}

// Back to a fresh row at the same time; the strings keep their buffers for the next global.
void clear_keeping_time(GlobalRow& row) {
  row.type = GlobalType::Hunting;
  row.form = MessageForm::Plain;
  row.avatar = 0;
  row.is_team = false;
  row.team = -1;
  row.value.reset();
  row.value_in_pec = false;
  row.subject.clear();
  row.creature_id = 0;
  row.species = -1;
  row.tier = row.pvp_kills = 0;
  row.planet = -1;
  row.location.clear();
  row.is_hof = row.is_ath = false;
  row.message.clear();
}

// Chooses type, avatar (or team) and body of each global; holds the samplers, which move forward in time.
class GlobalMaker {
 public:
  GlobalMaker(const World& world, const Population& people, DemoRandom& rng, std::int64_t total, UnixTime from,
              UnixTime to)
      : world_(world), people_(people), rng_(rng), firsts_(world, rng, from, to) {
    for (int a = 0; a < kSamplerCount; ++a) samplers_.emplace_back(people.avatars, static_cast<SamplerKind>(a));
    for (double share : kTypeMix) type_mix_.add(share);
    plan_all_time_highs(total);
  }

  void advance(UnixTime ts) {
    for (AliveSampler& s : samplers_) s.advance(ts);
  }

  // Fills everything of `row` but id and message.
  void make(UnixTime ts, int forced, const std::optional<EventBook::Boost>& boost, GlobalRow& row) {
    row.ts = ts;
    clear_keeping_time(row);
    pending_aths_ += aths_due();
    if (!(boost && make_for_event(*boost, row))) make_natural(forced, row);
    maybe_all_time_high(row);
  }

  std::string_view actor(const GlobalRow& row) const {
    if (!row.is_team) return people_.avatars[row.avatar].name;
    return row.team >= 0 ? std::string_view(people_.teams[static_cast<size_t>(row.team)].name) : kSharedLootLabel;
  }

 private:
  void plan_all_time_highs(std::int64_t total) {
    const std::int64_t count = std::max<std::int64_t>(4, total / 200'000);  // "a handful"
    for (std::int64_t i = 0; i < count && total > 0; ++i) ath_at_.push_back(rng_.between(0, total - 1));
    std::sort(ath_at_.begin(), ath_at_.end());
  }

  // How many planned ATH positions this global passes (usually none).
  int aths_due() {
    int due = 0;
    while (next_ath_ < ath_at_.size() && ath_at_[next_ath_] <= index_) {
      ++next_ath_;
      ++due;
    }
    ++index_;
    return due;
  }

  // ATHs go to the next solo kill or deposit after their planned position; the first to a kill, like the real one.
  void maybe_all_time_high(GlobalRow& row) {
    if (pending_aths_ == 0 || row.is_team || !row.value || row.form != MessageForm::Plain) return;
    if (row.type != GlobalType::Hunting && (first_ath_ || row.type != GlobalType::Mining)) return;
    make_all_time_high(rng_, first_ath_, row);
    first_ath_ = false;
    --pending_aths_;
  }

  bool make_for_event(const EventBook::Boost& boost, GlobalRow& row) {
    const EventCategoryPlan& c = *boost.category;
    row.type = c.types.empty() ? static_cast<GlobalType>(type_mix_.pick(rng_)) : pick_type(c.types);
    row.avatar = boost.avatar;
    DrawLimits limits{c.species, c.planets, c.min_value.value_or(0)};
    if (draw_global_body(world_, &limits, false, firsts_, rng_, row)) return true;
    clear_keeping_time(row);
    return false;
  }

  GlobalType pick_type(const std::vector<GlobalType>& types) {
    return types[static_cast<size_t>(rng_.between(0, static_cast<std::int64_t>(types.size()) - 1))];
  }

  void make_natural(int forced, GlobalRow& row) {
    const bool is_forced = forced >= 0;
    row.type = is_forced ? static_cast<GlobalType>(forced) : static_cast<GlobalType>(type_mix_.pick(rng_));
    if (!maybe_team(row)) row.avatar = pick_avatar(row.type);
    if (draw_global_body(world_, nullptr, is_forced, firsts_, rng_, row)) return;
    // Nothing left to be first at: this one becomes a kill.
    const GlobalRow keep = row;
    clear_keeping_time(row);
    row.type = GlobalType::Hunting;
    row.avatar = keep.is_team ? pick_avatar(GlobalType::Hunting) : keep.avatar;
    draw_global_body(world_, nullptr, true, firsts_, rng_, row);
  }

  // Team kills (and a few team asteroid finds): of a team with no name ("(Shared Loot)") or of a named team with a
  // member at the time. The line names only the team (chat-log.md section 2), and the row names no avatar, as
  // `snapgen ingest` records such a line.
  bool maybe_team(GlobalRow& row) {
    const double share = row.type == GlobalType::Hunting       ? kTeamShareHunting
                         : row.type == GlobalType::SpaceMining ? kTeamShareSpaceMining
                                                               : 0.0;
    if (share == 0.0 || !rng_.chance(share)) return false;
    row.is_team = true;
    if (people_.teams.empty() || rng_.chance(kSharedLootShare)) return true;
    for (int attempt = 0; attempt < 3; ++attempt) {
      const size_t t = people_.team_pick.pick(rng_);
      if (!has_member_at(people_.teams[t], row.ts)) continue;
      row.team = static_cast<int>(t);
      return true;
    }
    row.is_team = false;
    return false;
  }

  static bool has_member_at(const Team& team, UnixTime ts) {
    return std::any_of(team.members.begin(), team.members.end(),
                       [&](const TeamMember& m) { return m.joined_at <= ts && ts < m.left_at; });
  }

  size_t pick_avatar(GlobalType type) {
    if (auto a = samplers_[sampler_of(type)].pick(rng_)) return *a;
    if (auto a = samplers_[kAnySampler].pick(rng_)) return *a;
    return 0;  // nobody plays yet: the earliest avatar (ids ascend with created_at)
  }

  const World& world_;
  const Population& people_;
  DemoRandom& rng_;
  FirstsLedger firsts_;
  std::vector<AliveSampler> samplers_;
  WeightedIndex type_mix_;
  std::vector<std::int64_t> ath_at_;
  size_t next_ath_ = 0;
  std::int64_t index_ = 0;
  int pending_aths_ = 0;
  bool first_ath_ = true;
};

// Binds `value` at `index` when `present`, NULL otherwise.
template <typename T>
void bind_if(Statement& insert, int index, bool present, const T& value) {
  if (present) {
    insert.bind(index, value);
  } else {
    insert.bind_null(index);
  }
}

void insert_global(Statement& insert, const GlobalRow& row, const Population& people, const World& world) {
  static const std::string kNone;
  const bool named_team = row.team >= 0;
  insert.bind(1, row.id).bind(2, row.ts).bind(3, global_type_info(row.type).stored);
  bind_if(insert, 4, !row.is_team, people.avatars[row.avatar].id);
  bind_if(insert, 5, named_team, named_team ? people.teams[static_cast<size_t>(row.team)].id : 0);
  insert.bind(6, row.is_team ? 1 : 0);
  bind_if(insert, 7, row.value.has_value(), row.value.value_or(0));
  bind_if(insert, 8, !row.subject.empty(), row.subject);
  bind_if(insert, 9, row.creature_id != 0, row.creature_id);
  bind_if(insert, 10, row.tier != 0, row.tier);
  bind_if(insert, 11, row.pvp_kills != 0, row.pvp_kills);
  bind_if(insert, 12, row.planet >= 0, row.planet >= 0 ? world.planets[static_cast<size_t>(row.planet)].name : kNone);
  bind_if(insert, 13, !row.location.empty(), row.location);
  insert.bind(14, row.is_hof ? 1 : 0).bind(15, row.is_ath ? 1 : 0).bind(16, row.message);
}

}  // namespace

void generate_globals(Database& db, DemoRandom& rng, const World& world, const Population& people,
                      const ActivityCurve& curve, const HourlyCounts& counts, EventBook& events) {
  const UnixTime start = curve.hour_start(0), end = start + kSpanDays * kDay;
  const std::int64_t total = counts.between(start, end);
  GlobalMaker maker(world, people, rng, total, start, end);
  Statement& insert = db.prepare(kInsertGlobal);
  std::int64_t id = db.scalar_int("SELECT COALESCE(MAX(id), 0) FROM global");
  const std::vector<std::int64_t>& per_hour = counts.counts();
  const size_t last_day = per_hour.size() - 24;
  const std::vector<int> forced =
      plan_forced_types(std::accumulate(per_hour.begin() + static_cast<std::ptrdiff_t>(last_day), per_hour.end(),
                                        std::int64_t{0}),
                        rng);
  size_t next_forced = 0;
  std::vector<int> seconds;
  GlobalRow row;
  for (size_t h = 0; h < curve.hours(); ++h) {
    const std::int64_t n = per_hour[h];
    if (n == 0) continue;
    draw_seconds(rng, n, seconds);
    for (std::int64_t k = 0; k < n; ++k) {
      const UnixTime ts = curve.hour_start(h) + seconds[static_cast<size_t>(k)];
      const int forced_type = h >= last_day ? forced[next_forced++] : -1;
      maker.advance(ts);
      const std::optional<EventBook::Boost> boost = events.boost(ts, rng);
      maker.make(ts, forced_type, forced_type >= 0 ? std::nullopt : boost, row);
      row.id = ++id;
      compose_global_message(maker.actor(row), row.is_team, row);
      insert_global(insert, row, people, world);
      insert.run();
      if (total >= kProgressEvery && id % kProgressEvery == 0)
        std::cerr << "activity demo: " << id << " of " << total << " globals\n";
    }
  }
}

}  // namespace snap::activity_demo
