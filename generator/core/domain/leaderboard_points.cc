// leaderboard_points.cc: the points table of shared/spec/api-description.md "Leaderboards", in half-points.
#include "core/domain/leaderboard_points.h"

namespace snap {

const char* activity_json_name(Activity activity) {
  switch (activity) {
    case Activity::Hunting: return "hunting";
    case Activity::Mining: return "mining";
    case Activity::SpaceMining: return "spaceMining";
    case Activity::Construction: return "construction";
    case Activity::Pvp: return "pvp";
    case Activity::RareItem: return "rareItem";
    case Activity::Tiering: return "tiering";
    case Activity::Discovery: return "discovery";
  }
  return "";
}

std::optional<Activity> activity_of_global_type(std::string_view type) {
  if (type == "Hunting") return Activity::Hunting;
  if (type == "Mining") return Activity::Mining;
  if (type == "Space Mining") return Activity::SpaceMining;
  if (type == "Construction") return Activity::Construction;
  if (type == "PvP") return Activity::Pvp;
  if (type == "Rare Item") return Activity::RareItem;
  if (type == "Tiered Item") return Activity::Tiering;
  if (type == "Discovery") return Activity::Discovery;
  return std::nullopt;
}

std::int64_t global_half_points(Activity activity, std::optional<double> value, std::optional<std::int64_t> pvp_kills) {
  switch (activity) {
    case Activity::Hunting: return value && *value >= kHuntingThresholdPed ? 12 : 6;
    case Activity::Mining:
    case Activity::SpaceMining:
    case Activity::Construction: return 12;
    case Activity::Pvp: return pvp_kills && *pvp_kills > 0 ? 4 * *pvp_kills : 0;
    case Activity::RareItem: return 1;
    case Activity::Tiering: return 10;
    case Activity::Discovery: return 100;
  }
  return 0;
}

const std::vector<Board>& leaderboard_boards() {
  static const std::vector<Board> boards = {{"overall", std::nullopt},
                                            {"hunting", Activity::Hunting},
                                            {"mining", Activity::Mining},
                                            {"space-mining", Activity::SpaceMining},
                                            {"construction", Activity::Construction},
                                            {"pvp", Activity::Pvp}};
  return boards;
}

}  // namespace snap
