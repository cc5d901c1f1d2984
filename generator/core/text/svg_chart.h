// svg_chart.h: small inline SVG charts (bars or a line) for the static documentation page: no script, no outside
// font, the same bytes for the same data. All text is escaped; values that are not finite count as zero, values are
// clamped to ±1e15, and the y axis always starts at zero, so negative values sit on the baseline (their tooltip
// still shows the true value).
#pragma once

#include <string>
#include <vector>

namespace snap {

struct ChartPoint {
  std::string label;  // an x-axis label such as "11-20" or "14:00"
  double value;
};

struct ChartSpec {
  std::string title;        // accessible name (<title>, aria-labelledby) and the caption drawn above
  std::string value_label;  // what the y axis counts, e.g. "globals" or "PED"
  int width = 640, height = 220;
};

// One bar per point, oldest first (left to right).
std::string svg_bar_chart(const std::vector<ChartPoint>& points, const ChartSpec& spec);

// A polyline through the points with a dot on each, oldest first (left to right).
std::string svg_line_chart(const std::vector<ChartPoint>& points, const ChartSpec& spec);

}  // namespace snap
