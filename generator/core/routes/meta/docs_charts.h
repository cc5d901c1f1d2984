// docs_charts.h: the documentation page's charts, drawn as inline SVG by the build from the answers of the
// routes that publish the same figures (/globals/activity-24h, /stats/game-health/daily), so a chart and its
// route never disagree.
#pragma once

#include <string>

#include "core/route.h"

namespace snap {

// Globals of every kind in each of the last 24 hours (a bar per hour).
std::string globals_per_hour_chart(const RenderContext& ctx);

// Unique avatars with a global on each of the last 30 days (a line, oldest day first).
std::string game_health_daily_chart(const RenderContext& ctx);

}  // namespace snap
