// leaderboard_points.h: the points table of the leaderboards (shared/spec/api-description.md "Leaderboards",
// scoring rules 1-4), the one place the rules are written down. Points are counted in halves (whole numbers),
// so sums are exact; divide by two to show them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

// What a scored row counts towards. Every activity of the points table has one; overall sums them all.
enum class Activity { Hunting, Mining, SpaceMining, Construction, Pvp, RareItem, Tiering, Discovery };
constexpr std::size_t kActivityCount = 8;

// The JSON name of each activity in `pointsByProfession` ("hunting", "spaceMining", "rareItem" ...).
const char* activity_json_name(Activity activity);

// The activity of a global of this API type ("Hunting" ... "PvP"); nullopt for an unknown type.
std::optional<Activity> activity_of_global_type(std::string_view type);

constexpr std::int64_t kHuntingThresholdPed = 50;  // hunting globals at or above score the higher points

// Half-points of one (non-team) global: hunting 6 at >= 50 PED else 3 (an unknown value scores as under 50),
// mining, space mining and construction 6 flat, PvP spree 2 per kill (unknown kills: 0), rare item 0.5,
// tiering 5, discovery 50.
std::int64_t global_half_points(Activity activity, std::optional<double> value, std::optional<std::int64_t> pvp_kills);

// Half-points of one recorded PvP kill action (the killer's): 0.5.
constexpr std::int64_t kRecordedKillHalfPoints = 1;

// A board and the rows it counts: one activity (the PvP board: spree globals and recorded kills), or every
// activity (overall).
struct Board {
  std::string slug;               // the path segment: overall, hunting, mining, space-mining, construction, pvp
  std::optional<Activity> only;   // nullopt: overall
  bool counts(Activity activity) const { return !only || *only == activity; }
};

// The six boards, overall first.
const std::vector<Board>& leaderboard_boards();

}  // namespace snap
