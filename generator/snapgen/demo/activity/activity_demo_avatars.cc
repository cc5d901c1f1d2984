// activity_demo_avatars.cc: the demo's avatars (heavy-tailed activity, a profession profile each, first seen
// before their first global, some stop playing) and teams with rosters; writes avatar, team and team_member.
#include "snapgen/demo/activity/activity_demo_avatars.h"

#include <algorithm>
#include <cmath>

#include "snapgen/demo/activity/activity_demo_names.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "core/model/slug_rule.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

namespace snap::activity_demo {
namespace {

// Avatar activity is Zipf-Mandelbrot: weight 1 / (rank + head)^exponent. A few avatars global a lot, but the head
// is flattened (head = this share of all avatars, at least 1) so that no one makes more than a few percent of
// all globals, as on a real tracker where the busiest of thousands of players is one of many busy ones.
constexpr double kActivityExponent = 0.85;
constexpr double kActivityHeadShare = 0.01;
constexpr double kEarlyShare = 0.35;        // avatars the tracker already knows when the two years begin
constexpr double kRetiringShare = 0.3;      // avatars that stop playing at some point

// Profession profiles: share of avatars and affinity per sampler kind (hunting, mining, space mining,
// construction, PvP, any). Hunting is the main activity of most players (world.md section 2); a specialist
// spends most of its time on its profession, so the boards have different leaders.
struct Archetype {
  double share;
  std::array<float, kSamplerCount> affinity;
};
// clang-format off
const Archetype kArchetypes[] = {
    {0.55, {1.0f, 0.08f, 0.02f, 0.05f, 0.10f, 1.0f}},  // hunter
    {0.18, {0.25f, 1.0f, 0.25f, 0.05f, 0.02f, 1.0f}},  // miner
    {0.10, {0.20f, 0.20f, 0.02f, 1.0f, 0.01f, 1.0f}},  // crafter
    {0.05, {0.30f, 0.30f, 1.0f, 0.05f, 0.05f, 1.0f}},  // space miner
    {0.04, {0.60f, 0.05f, 0.10f, 0.02f, 1.0f, 1.0f}},  // PvP player
    {0.08, {0.45f, 0.45f, 0.30f, 0.30f, 0.15f, 1.0f}},  // all-rounder: splits its time, so it leads no board
};
// clang-format on

std::array<float, kSamplerCount> draw_affinity(DemoRandom& rng) {
  std::vector<double> shares;
  for (const Archetype& a : kArchetypes) shares.push_back(a.share);
  return kArchetypes[rng.weighted(shares)].affinity;
}

UnixTime draw_created_at(DemoRandom& rng, const Timeline& t, bool early) {
  if (early) return t.start - rng.between(kHour, 3 * kDay);
  // Newcomers arrive more often later, as the platform grows.
  const double x = std::pow(rng.unit(), 0.75);
  return std::min(t.start + static_cast<UnixTime>(x * static_cast<double>(t.now - t.start)), t.now - kHour);
}

UnixTime draw_retired_at(DemoRandom& rng, const Timeline& t, UnixTime created_at, bool keeps_playing) {
  if (keeps_playing || !rng.chance(kRetiringShare)) return kNever;
  const UnixTime at = std::max(created_at, t.start) + rng.between(45, 500) * kDay;
  return at >= t.now ? kNever : at;
}

std::vector<Avatar> draw_avatars(DemoRandom& rng, const DemoScale& scale, const Timeline& t) {
  const auto n = static_cast<size_t>(std::max<std::int64_t>(scale.avatars, 2));
  const std::vector<size_t> rank = shuffled_indexes(n, rng);
  const size_t heavy = std::max<size_t>(1, n / 100);  // the busiest 1 %: known from the start, never stop
  const double head = std::max(1.0, kActivityHeadShare * static_cast<double>(n));
  std::unordered_set<std::string> names;
  std::vector<Avatar> avatars(n);
  for (size_t i = 0; i < n; ++i) {
    Avatar& a = avatars[i];
    a.name = make_avatar_name(rng, names);
    a.weight = std::pow(static_cast<double>(rank[i]) + head, -kActivityExponent);
    a.affinity = draw_affinity(rng);
    const bool is_heavy = rank[i] < heavy;
    a.created_at = draw_created_at(rng, t, is_heavy || rng.chance(kEarlyShare));
    a.retired_at = draw_retired_at(rng, t, a.created_at, is_heavy);
  }
  // Ids ascend with first sight, as a tracker would assign them.
  std::stable_sort(avatars.begin(), avatars.end(),
                   [](const Avatar& a, const Avatar& b) { return a.created_at < b.created_at; });
  return avatars;
}

// Avatars and teams are records of `snapgen import` (templates/import-formats.md) handed to the importer's
// writer, the insert path the import uses.
void write_avatars(ImportSession& session, std::vector<Avatar>& avatars) {
  TableSlugs slugs("avatar");
  const RecordKind& kind = *find_record_kind("avatars");
  for (Avatar& a : avatars) {
    const Json record = {{"name", a.name}, {"slug", slugs.claim(a.name)}, {"createdAt", format_iso8601(a.created_at)}};
    a.id = write_record(session, kind, record);
  }
}

std::optional<std::string> team_description(DemoRandom& rng, const std::string& name) {
  static const std::vector<std::string> kFocus = {"a hunting team", "a mining crew", "a crafting circle",
                                                  "a mixed team", "an event team"};
  static const std::vector<std::string> kHomes = {"Calypso",     "Arkadia", "Cyrene", "ROCKtropia",
                                                  "Next Island", "Monria",  "Toulan"};
  if (rng.chance(0.3)) return std::nullopt;  // not every team writes a description
  return name + " is " + rng.pick(kFocus) + " based on " + rng.pick(kHomes) +
         ". Loot is shared across the team; new members are welcome.";
}

// Each avatar's stays in teams, [joined, left): the game allows one team at a time, so stays never overlap.
class TeamStays {
 public:
  explicit TeamStays(size_t avatars) : stays_(avatars) {}
  bool free(size_t avatar, UnixTime from, UnixTime to) const {
    return std::none_of(stays_[avatar].begin(), stays_[avatar].end(),
                        [&](const std::pair<UnixTime, UnixTime>& s) { return from < s.second && s.first < to; });
  }
  void add(size_t avatar, UnixTime from, UnixTime to) { stays_[avatar].emplace_back(from, to); }

 private:
  std::vector<std::vector<std::pair<UnixTime, UnixTime>>> stays_;
};

// A roster of 2-8 members, picked by activity among avatars in no other team at the time, in the order they
// joined; some have left again, and an avatar that stops playing leaves its team then.
std::vector<TeamMember> draw_roster(DemoRandom& rng, const std::vector<Avatar>& avatars, const WeightedIndex& by_weight,
                                    const Team& team, const Timeline& t, TeamStays& stays) {
  std::vector<TeamMember> roster;
  const auto size = static_cast<size_t>(rng.between(2, 8));
  for (int attempt = 0; roster.size() < size && attempt < 60; ++attempt) {
    const size_t a = by_weight.pick(rng);
    if (std::any_of(roster.begin(), roster.end(), [&](const TeamMember& m) { return m.avatar == a; })) continue;
    const UnixTime joined = std::max(team.created_at, avatars[a].created_at) + rng.between(0, 60 * kDay);
    if (joined >= t.now - kHour) continue;
    UnixTime left = avatars[a].retired_at;
    if (rng.chance(0.35)) left = std::min(left, joined + rng.between(7, 300) * kDay);
    if (left != kNever && left >= t.now - kHour) left = kNever;
    if (left <= joined || !stays.free(a, joined, left)) continue;
    stays.add(a, joined, left);
    roster.push_back({a, joined, left});
  }
  std::sort(roster.begin(), roster.end(),
            [](const TeamMember& x, const TeamMember& y) { return x.joined_at < y.joined_at; });
  return roster;
}

// The team's leader: its longest-standing current member, or its first member when none is left.
size_t leader_of(const std::vector<TeamMember>& roster) {
  for (size_t i = 0; i < roster.size(); ++i)
    if (roster[i].left_at == kNever) return i;
  return 0;
}

// Returns the team's id.
std::int64_t write_team(ImportSession& session, DemoRandom& rng, const Team& team, const std::vector<Avatar>& avatars,
                        TableSlugs& slugs) {
  Json record = {{"name", team.name}, {"slug", slugs.claim(team.name)}};
  const std::optional<std::string> description = team_description(rng, team.name);
  record["description"] = description ? Json(*description) : Json(nullptr);
  record["createdAt"] = format_iso8601(team.created_at);
  Json& members = record["members"] = Json::array();
  const size_t leader = leader_of(team.members);
  for (size_t i = 0; i < team.members.size(); ++i) {
    const TeamMember& m = team.members[i];
    members.push_back({{"avatar", avatars[m.avatar].name},
                       {"role", i == leader ? "Leader" : "Member"},
                       {"joinedAt", format_iso8601(m.joined_at)},
                       {"leftAt", m.left_at == kNever ? Json(nullptr) : Json(format_iso8601(m.left_at))}});
  }
  return write_record(session, *find_record_kind("teams"), record);
}

void create_teams(ImportSession& session, DemoRandom& rng, const DemoScale& scale, const Timeline& t,
                  Population& people) {
  const auto n = static_cast<size_t>(std::max<std::int64_t>(scale.teams, 0));
  const std::vector<std::string> names = make_team_names(rng, n);
  WeightedIndex by_weight;
  for (const Avatar& a : people.avatars) by_weight.add(a.weight * (0.3 + a.affinity[kHuntingSampler]));
  TableSlugs slugs("team");
  TeamStays stays(people.avatars.size());
  for (size_t i = 0; i < n; ++i) {
    Team team;
    team.name = names[i];
    const bool early = i == 0 || rng.chance(0.3);  // the busiest team (team_pick) is an old one
    team.created_at =
        early ? t.start - rng.between(kDay, 30 * kDay)
              : t.start + static_cast<UnixTime>(rng.unit() * static_cast<double>(t.now - t.start - 7 * kDay));
    team.members = draw_roster(rng, people.avatars, by_weight, team, t, stays);
    team.id = write_team(session, rng, team, people.avatars, slugs);
    people.team_pick.add(zipf_weight(i + 1, 1.0));
    people.teams.push_back(std::move(team));
  }
}

}  // namespace

Population create_population(Database& db, DemoRandom& rng, const DemoScale& scale, const Timeline& timeline) {
  Population people;
  people.avatars = draw_avatars(rng, scale, timeline);
  ImportSession session(db, timeline.now);
  write_avatars(session, people.avatars);
  create_teams(session, rng, scale, timeline, people);
  return people;
}

}  // namespace snap::activity_demo
