// leaderboard_points.h: the points table of the leaderboards (shared/spec/api-description.md "Leaderboards",
// scoring rules 1-4), the one place the rules are written down. Points are counted in halves (whole numbers),
// so sums are exact; divide by two to show them. A scored row counts towards the activity of its global type
// (core/domain/global_types.h); overall sums them all.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/domain/global_types.h"

namespace snap {

// The eight types in the points table's order (hunting, mining, space mining, construction, PvP, rare item,
// tiering, discovery), which a standing's pointsByProfession keeps.
const std::array<GlobalType, kGlobalTypeCount>& points_order();

constexpr std::int64_t kHuntingThresholdPed = 50;  // hunting globals at or above score the higher points

// Half-points of one (non-team) global: hunting 6 at >= 50 PED else 3 (an unknown value scores as under 50),
// mining, space mining and construction 6 flat, PvP spree 2 per kill (unknown kills: 0), rare item 0.5,
// tiering 5, discovery 50.
std::int64_t global_half_points(GlobalType type, std::optional<double> value, std::optional<std::int64_t> pvp_kills);

// Half-points of one recorded PvP kill action (the killer's): 0.5.
constexpr std::int64_t kRecordedKillHalfPoints = 1;

// The row of the points table a global falls in, as the documentation names it ("Hunting global worth 50 PED or
// more", "Hunting global under 50 PED", "Mining global", ... "Discovery"), and that of a recorded kill.
std::string points_activity(GlobalType type, std::optional<double> value);
inline constexpr const char* kRecordedKillActivity = "Recorded PvP kill";
// Every row of the points table by that name, in the table's order, the recorded kill last.
std::vector<std::string> points_activities();

// A board and the rows it counts: one profession (the PvP board: spree globals and recorded kills), or every
// type (overall).
struct Board {
  std::string slug;                // the path segment: overall, hunting, mining, space-mining, construction, pvp
  std::optional<GlobalType> only;  // nullopt: overall
  bool counts(GlobalType type) const { return !only || *only == type; }
};

// The six boards: overall first, then one per profession (global_types.h is_profession).
const std::vector<Board>& leaderboard_boards();
const Board* find_board(const std::string& slug);  // nullptr for any other slug

}  // namespace snap
