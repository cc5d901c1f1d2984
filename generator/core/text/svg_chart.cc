// svg_chart.cc: lays out the plot area, picks nice y ticks, thins the x labels and writes the SVG elements. Numbers
// are formatted with integer arithmetic only, so the output never depends on the C or C++ locale.
#include "core/text/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "core/text/decimal_text.h"
#include "core/text/html_escape.h"

namespace snap {
namespace {

constexpr double kValueLimit = 1e15;  // keeps every scaled value inside a 64-bit integer when formatted
constexpr double kMarginLeft = 48, kMarginRight = 20, kMarginTop = 28, kMarginBottom = 22;
constexpr double kCharWidth = 7, kLabelGap = 8;  // generous width of one 11px character, and space between labels
constexpr const char* kFont = "system-ui, sans-serif";

enum class ChartKind { kBar, kLine };

struct PlotArea {
  double width, height;  // of the whole SVG
  double left, top, right, bottom;
};

struct YAxis {
  double step;
  int intervals;  // the axis runs from 0 to step * intervals
  double top() const { return step * intervals; }
};

double sanitized(double value) { return std::isfinite(value) ? std::clamp(value, -kValueLimit, kValueLimit) : 0; }

std::string coordinate(double value) { return decimal_text(value, 1); }

// A tick value written compactly: 750, 2.5k, 12k, 1.5M, 2B, 3T.
std::string compact_number(double value) {
  static const struct {
    double scale;
    const char* suffix;
  } kUnits[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
  for (const auto& unit : kUnits) {
    if (std::fabs(value) >= unit.scale) return decimal_text(value / unit.scale, 2) + unit.suffix;
  }
  return decimal_text(value, 2);
}

// The smallest step of the form {1, 2, 2.5, 5} x 10^n that covers `max` in at most 4 intervals. The ladder never
// grows by more than 2.5 at a time, so the result always has 2 to 4 intervals: 3 to 5 gridlines counting zero.
YAxis nice_y_axis(double max) {
  max = std::max(max, 1.0);
  for (int exponent = static_cast<int>(std::floor(std::log10(max / 4))) - 1;; ++exponent) {
    for (const double mantissa : {1.0, 2.0, 2.5, 5.0}) {
      const double step = mantissa * std::pow(10.0, exponent);
      const int intervals = static_cast<int>(std::ceil(max / step - 1e-9));  // 4.0000000001 still counts as 4
      if (intervals <= 4) return {step, intervals};
    }
  }
}

PlotArea plot_area(const ChartSpec& spec) {
  const double width = std::clamp(spec.width, 160, 4000), height = std::clamp(spec.height, 100, 4000);
  return {width, height, kMarginLeft, kMarginTop, width - kMarginRight, height - kMarginBottom};
}

size_t code_points(const std::string& text) {
  return static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// Every k-th label is drawn, counted back from the newest point so that it is always labelled; k is the smallest
// stride at which the widest label fits into the space between two drawn labels.
size_t label_stride(const std::vector<ChartPoint>& points, double slot_width) {
  size_t widest = 0;
  for (const ChartPoint& point : points) widest = std::max(widest, code_points(point.label));
  const double needed = static_cast<double>(widest) * kCharWidth + kLabelGap;
  return std::max<size_t>(1, static_cast<size_t>(std::ceil(needed / slot_width)));
}

// An id for aria-labelledby, derived from the content so it is stable and differs between charts on one page.
std::string chart_id(const std::vector<ChartPoint>& points, const ChartSpec& spec, ChartKind kind) {
  uint32_t hash = 2166136261u;
  auto mix = [&hash](const std::string& text) {
    for (const char c : text + '\x1f') hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
  };
  mix(kind == ChartKind::kBar ? "bar" : "line");
  mix(spec.title);
  for (const ChartPoint& point : points) mix(point.label + '\x1e' + decimal_text(point.value, 2));
  char text[16];
  std::snprintf(text, sizeof text, "chart-%08x", static_cast<unsigned>(hash));
  return text;
}

std::string tooltip(const ChartPoint& point, const ChartSpec& spec) {
  return "<title>" + html_escape(point.label + ": " + decimal_text(point.value, 2) + " " + spec.value_label) +
         "</title>";
}

std::string svg_header(const PlotArea& area, const ChartSpec& spec, const std::string& id) {
  const std::string width = coordinate(area.width), height = coordinate(area.height);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 " + width + " " + height +
         "\" width=\"" + width + "\" height=\"" + height + "\" role=\"img\" aria-labelledby=\"" + id +
         "\" font-family=\"" + kFont + "\" font-size=\"11\">\n<title id=\"" + id + "\">" + html_escape(spec.title) +
         "</title>\n<text class=\"caption\" x=\"" + coordinate(area.left) +
         "\" y=\"16\" fill=\"#222\" font-size=\"13\" font-weight=\"600\">" + html_escape(spec.title) +
         "</text>\n<text class=\"label\" x=\"" + coordinate(area.right) +
         "\" y=\"16\" fill=\"#555\" text-anchor=\"end\">" + html_escape(spec.value_label) + "</text>\n";
}

double y_of(double value, const PlotArea& area, const YAxis& axis) {
  const double share = std::clamp(sanitized(value), 0.0, axis.top()) / axis.top();
  return area.bottom - share * (area.bottom - area.top);
}

std::string y_gridlines(const PlotArea& area, const YAxis& axis) {
  std::string lines = "<g class=\"grid\" stroke=\"#e3e3e3\">\n",
              labels = "<g class=\"label\" fill=\"#555\" text-anchor=\"end\">\n";
  for (int i = 1; i <= axis.intervals; ++i) {
    const std::string y = coordinate(y_of(axis.step * i, area, axis));
    lines += "<line x1=\"" + coordinate(area.left) + "\" y1=\"" + y + "\" x2=\"" + coordinate(area.right) + "\" y2=\"" +
             y + "\"/>\n";
  }
  for (int i = 0; i <= axis.intervals; ++i) {
    labels += "<text x=\"" + coordinate(area.left - 6) + "\" y=\"" + coordinate(y_of(axis.step * i, area, axis) + 4) +
              "\">" + compact_number(axis.step * i) + "</text>\n";
  }
  return lines + "</g>\n" + labels + "</g>\n";
}

std::string x_labels(const std::vector<ChartPoint>& points, const PlotArea& area) {
  const double slot = (area.right - area.left) / static_cast<double>(points.size());
  const size_t stride = label_stride(points, slot);
  std::string out = "<g class=\"label\" fill=\"#555\" text-anchor=\"middle\">\n";
  for (size_t i = 0; i < points.size(); ++i) {
    if ((points.size() - 1 - i) % stride != 0) continue;
    out += "<text x=\"" + coordinate(area.left + (static_cast<double>(i) + 0.5) * slot) + "\" y=\"" +
           coordinate(area.bottom + 15) + "\">" + html_escape(points[i].label) + "</text>\n";
  }
  return out + "</g>\n";
}

std::string axis_lines(const PlotArea& area) {
  const std::string left = coordinate(area.left), bottom = coordinate(area.bottom);
  return "<g class=\"axis\" stroke=\"#888\">\n<line x1=\"" + left + "\" y1=\"" + coordinate(area.top) + "\" x2=\"" +
         left + "\" y2=\"" + bottom + "\"/>\n<line x1=\"" + left + "\" y1=\"" + bottom + "\" x2=\"" +
         coordinate(area.right) + "\" y2=\"" + bottom + "\"/>\n</g>\n";
}

std::string no_data_text(const PlotArea& area) {
  return "<text class=\"label\" x=\"" + coordinate((area.left + area.right) / 2) + "\" y=\"" +
         coordinate((area.top + area.bottom) / 2) + "\" fill=\"#555\" text-anchor=\"middle\">no data</text>\n";
}

std::string bars(const std::vector<ChartPoint>& points, const ChartSpec& spec, const PlotArea& area,
                 const YAxis& axis) {
  const double slot = (area.right - area.left) / static_cast<double>(points.size());
  std::string out = "<g class=\"bars\" fill=\"#4a7ab5\">\n";
  for (size_t i = 0; i < points.size(); ++i) {
    const double top = y_of(points[i].value, area, axis);
    out += "<rect class=\"bar\" x=\"" + coordinate(area.left + (static_cast<double>(i) + 0.15) * slot) + "\" y=\"" +
           coordinate(top) + "\" width=\"" + coordinate(slot * 0.7) + "\" height=\"" + coordinate(area.bottom - top) +
           "\">" + tooltip(points[i], spec) + "</rect>\n";
  }
  return out + "</g>\n";
}

std::string line_with_dots(const std::vector<ChartPoint>& points, const ChartSpec& spec, const PlotArea& area,
                           const YAxis& axis) {
  const double slot = (area.right - area.left) / static_cast<double>(points.size());
  const std::string radius = coordinate(std::clamp(slot / 3, 1.0, 3.0));
  std::string polyline, dots;
  for (size_t i = 0; i < points.size(); ++i) {
    const std::string x = coordinate(area.left + (static_cast<double>(i) + 0.5) * slot);
    const std::string y = coordinate(y_of(points[i].value, area, axis));
    polyline += (i == 0 ? "" : " ") + x + "," + y;
    dots += "<circle class=\"dot\" cx=\"" + x + "\" cy=\"" + y + "\" r=\"" + radius + "\">" + tooltip(points[i], spec) +
            "</circle>\n";
  }
  return "<polyline class=\"line\" fill=\"none\" stroke=\"#4a7ab5\" stroke-width=\"2\" points=\"" + polyline +
         "\"/>\n<g class=\"dots\" fill=\"#4a7ab5\">\n" + dots + "</g>\n";
}

std::string svg_chart(const std::vector<ChartPoint>& points, const ChartSpec& spec, ChartKind kind) {
  const PlotArea area = plot_area(spec);
  std::string out = svg_header(area, spec, chart_id(points, spec, kind));
  if (points.empty()) return out + axis_lines(area) + no_data_text(area) + "</svg>\n";
  double max = 0;
  for (const ChartPoint& point : points) max = std::max(max, sanitized(point.value));
  const YAxis axis = nice_y_axis(max);
  out += y_gridlines(area, axis);
  out += kind == ChartKind::kBar ? bars(points, spec, area, axis) : line_with_dots(points, spec, area, axis);
  return out + axis_lines(area) + x_labels(points, area) + "</svg>\n";
}

}  // namespace

std::string svg_bar_chart(const std::vector<ChartPoint>& points, const ChartSpec& spec) {
  return svg_chart(points, spec, ChartKind::kBar);
}

std::string svg_line_chart(const std::vector<ChartPoint>& points, const ChartSpec& spec) {
  return svg_chart(points, spec, ChartKind::kLine);
}

}  // namespace snap
