// leaderboard_points.cc: the points table of shared/spec/api-description.md "Leaderboards", in half-points.
#include "core/domain/leaderboard_points.h"

namespace snap {
namespace {

// A board's path segment: the type's JSON key in kebab case ("spaceMining" -> "space-mining").
std::string board_slug(GlobalType type) {
  std::string slug;
  for (const char* c = global_type_info(type).key; *c; ++c) {
    if (*c >= 'A' && *c <= 'Z') slug += '-', slug += static_cast<char>(*c - 'A' + 'a');
    else slug += *c;
  }
  return slug;
}

}  // namespace

const std::array<GlobalType, kGlobalTypeCount>& points_order() {
  static const std::array<GlobalType, kGlobalTypeCount> order = {
      GlobalType::Hunting, GlobalType::Mining,   GlobalType::SpaceMining, GlobalType::Construction,
      GlobalType::Pvp,     GlobalType::RareItem, GlobalType::TieredItem,  GlobalType::Discovery};
  return order;
}

std::int64_t global_half_points(GlobalType type, std::optional<double> value, std::optional<std::int64_t> pvp_kills) {
  switch (type) {
    case GlobalType::Hunting: return value && *value >= kHuntingThresholdPed ? 12 : 6;
    case GlobalType::Mining:
    case GlobalType::SpaceMining:
    case GlobalType::Construction: return 12;
    case GlobalType::Pvp: return pvp_kills && *pvp_kills > 0 ? 4 * *pvp_kills : 0;
    case GlobalType::RareItem: return 1;
    case GlobalType::TieredItem: return 10;
    case GlobalType::Discovery: return 100;
  }
  return 0;
}

std::string points_activity(GlobalType type, std::optional<double> value) {
  switch (type) {
    case GlobalType::Hunting:
      return value && *value >= kHuntingThresholdPed
                 ? "Hunting global worth " + std::to_string(kHuntingThresholdPed) + " PED or more"
                 : "Hunting global under " + std::to_string(kHuntingThresholdPed) + " PED";
    case GlobalType::Mining: return "Mining global";
    case GlobalType::SpaceMining: return "Space mining global";
    case GlobalType::Construction: return "Construction global";
    case GlobalType::Pvp: return "PvP spree";
    case GlobalType::RareItem: return "Rare item";
    case GlobalType::TieredItem: return "Tier record";
    case GlobalType::Discovery: return "Discovery";
  }
  return "";
}

std::vector<std::string> points_activities() {
  std::vector<std::string> rows;
  for (GlobalType type : points_order()) {
    if (type == GlobalType::Hunting) rows.push_back(points_activity(type, static_cast<double>(kHuntingThresholdPed)));
    rows.push_back(points_activity(type, std::nullopt));
  }
  rows.push_back(kRecordedKillActivity);
  return rows;
}

const std::vector<Board>& leaderboard_boards() {
  static const std::vector<Board> boards = [] {
    std::vector<Board> list = {{"overall", std::nullopt}};
    for (const GlobalTypeInfo& t : global_types())
      if (is_profession(t.type)) list.push_back({board_slug(t.type), t.type});
    return list;
  }();
  return boards;
}

const Board* find_board(const std::string& slug) {
  for (const Board& board : leaderboard_boards())
    if (board.slug == slug) return &board;
  return nullptr;
}

}  // namespace snap
