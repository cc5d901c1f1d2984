// docs_charts.cc: chart series read from the routes' own answers, drawn by core/text/svg_chart.h.
#include "core/routes/meta/docs_charts.h"

#include <algorithm>

#include "core/text/svg_chart.h"
#include "core/tools/route_call.h"

namespace snap {

std::string globals_per_hour_chart(const RenderContext& ctx) {
  std::vector<ChartPoint> points;
  for (const Json& bucket : render_route(ctx, "/globals/activity-24h", {})) {
    double total = 0;
    for (auto it = bucket.begin(); it != bucket.end(); ++it)
      if (it.value().is_number()) total += it.value().get<double>();
    const std::string hour = bucket.at("hour").get<std::string>();  // "2026-11-20T14:00:00Z"
    points.push_back({hour.substr(11, 5), total});
  }
  return svg_bar_chart(points, {"Globals per hour, last 24 hours (UTC)", "globals"});
}

std::string game_health_daily_chart(const RenderContext& ctx) {
  std::vector<ChartPoint> points;
  const Json days = render_route(ctx, "/stats/game-health/daily", {}, {{"pageSize", "30"}});
  for (const Json& day : days.at("items")) {
    const std::string date = day.at("date").get<std::string>();  // "2026-11-20"
    points.push_back({date.substr(5), day.at("uniqueAvatars").get<double>()});
  }
  std::reverse(points.begin(), points.end());  // the route lists the newest day first
  return svg_line_chart(points, {"Unique avatars with a global per day, last 30 days", "avatars"});
}

}  // namespace snap
