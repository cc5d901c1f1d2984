// svg_chart_test.cc: the inline SVG charts of the documentation page: nice ticks, thinned labels, escaping,
// well-formed output and finite coordinates for every kind of input.
#include "core/text/svg_chart.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <regex>
#include <string>
#include <vector>

using namespace snap;

namespace {

std::vector<ChartPoint> daily_series(size_t days, double base) {
  std::vector<ChartPoint> points;
  for (size_t i = 0; i < days; ++i) {
    char label[8];
    std::snprintf(label, sizeof label, "%02zu-%02zu", 1 + (i / 28) % 12, 1 + i % 28);
    points.push_back({label, base + static_cast<double>((i * 37) % 11)});
  }
  return points;
}

std::vector<std::string> all_matches(const std::string& text, const std::string& pattern) {
  std::vector<std::string> found;
  const std::regex re(pattern);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
    found.push_back((*it)[1]);
  return found;
}

// The text of a group of <text> elements, found by the opening tag of its <g>.
std::vector<std::string> texts_in_group(const std::string& svg, const std::string& group_tag) {
  const size_t start = svg.find(group_tag);
  if (start == std::string::npos) return {};
  return all_matches(svg.substr(start, svg.find("</g>", start) - start), "<text[^>]*>([^<]*)</text>");
}

std::vector<std::string> y_tick_labels(const std::string& svg) {
  return texts_in_group(svg, "<g class=\"label\" fill=\"#555\" text-anchor=\"end\">");
}

std::vector<std::string> x_axis_labels(const std::string& svg) {
  return texts_in_group(svg, "<g class=\"label\" fill=\"#555\" text-anchor=\"middle\">");
}

std::vector<std::string> x_label_positions(const std::string& svg) {
  const std::string group_tag = "<g class=\"label\" fill=\"#555\" text-anchor=\"middle\">";
  const size_t start = svg.find(group_tag);
  if (start == std::string::npos) return {};
  return all_matches(svg.substr(start, svg.find("</g>", start) - start), "<text x=\"([^\"]+)\"");
}

double parse_compact(const std::string& text) {
  const char suffix = text.empty() ? ' ' : text.back();
  const double scale = suffix == 'k' ? 1e3 : suffix == 'M' ? 1e6 : suffix == 'B' ? 1e9 : suffix == 'T' ? 1e12 : 1;
  return std::stod(scale == 1 ? text : text.substr(0, text.size() - 1)) * scale;
}

bool is_nice_step(double step) {
  const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
  for (const double nice : {1.0, 2.0, 2.5, 5.0})
    if (std::fabs(mantissa - nice) < 1e-6) return true;
  return false;
}

// True when every start tag has a matching end tag in the right order and there is exactly one root element.
bool tags_balance(const std::string& xml) {
  std::vector<std::string> open;
  int roots = 0;
  for (size_t at = xml.find('<'); at != std::string::npos; at = xml.find('<', at + 1)) {
    const size_t end = xml.find('>', at);
    if (end == std::string::npos) return false;
    const std::string tag = xml.substr(at + 1, end - at - 1);
    const bool closing = !tag.empty() && tag[0] == '/', self_closing = !tag.empty() && tag.back() == '/';
    const std::string name = tag.substr(closing ? 1 : 0, tag.find_first_of(" /", 1) - (closing ? 1 : 0));
    if (name.empty() || tag.find('<') != std::string::npos) return false;
    if (closing) {
      if (open.empty() || open.back() != name) return false;
      open.pop_back();
    } else {
      if (open.empty()) ++roots;
      if (!self_closing) open.push_back(name);
    }
  }
  return open.empty() && roots == 1;
}

// Every '&' starts one of the references html_escape writes.
bool ampersands_are_references(const std::string& xml) {
  return std::regex_search(xml, std::regex("&(?!(amp|lt|gt|quot|#39);)")) == false;
}

// The values of the given attribute, found without std::regex (whose recursion overflows the stack on long lists).
std::vector<std::string> attribute_values(const std::string& svg, const std::string& name) {
  std::vector<std::string> values;
  const std::string key = " " + name + "=\"";
  for (size_t at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const size_t start = at + key.size();
    values.push_back(svg.substr(start, svg.find('"', start) - start));
  }
  return values;
}

std::vector<std::string> coordinate_values(const std::string& svg) {
  std::vector<std::string> values;
  for (const char* name : {"x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "width", "height"}) {
    for (const std::string& value : attribute_values(svg, name)) values.push_back(value);
  }
  for (const std::string& list : attribute_values(svg, "points")) {
    size_t start = 0;
    while (start < list.size()) {
      const size_t comma = list.find(',', start), space = std::min(list.find(' ', start), list.size());
      values.push_back(list.substr(start, comma - start));
      values.push_back(list.substr(comma + 1, space - comma - 1));
      start = space + 1;
    }
  }
  return values;
}

const ChartSpec kSpec{"Globals per hour", "globals"};

}  // namespace

TEST_CASE("svg chart: an empty series says no data", "[svg_chart]") {
  for (const std::string& svg : {svg_bar_chart({}, kSpec), svg_line_chart({}, kSpec)}) {
    CHECK(svg.find(">no data</text>") != std::string::npos);
    CHECK(svg.find("class=\"axis\"") != std::string::npos);
    CHECK(svg.find("<rect") == std::string::npos);
    CHECK(svg.find("<circle") == std::string::npos);
    CHECK(tags_balance(svg));
  }
}

TEST_CASE("svg chart: the root element is an accessible inline svg", "[svg_chart]") {
  const std::string svg = svg_bar_chart(daily_series(3, 1), kSpec);
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(svg.find("viewBox=\"0 0 640 220\"") != std::string::npos);
  CHECK(svg.find("role=\"img\"") != std::string::npos);
  CHECK(svg.find("font-family=\"system-ui, sans-serif\"") != std::string::npos);
  const std::vector<std::string> ids = all_matches(svg, "aria-labelledby=\"([^\"]+)\"");
  REQUIRE(ids.size() == 1);
  CHECK(svg.find("<title id=\"" + ids[0] + "\">Globals per hour</title>") != std::string::npos);
  CHECK(svg.find("class=\"caption\"") != std::string::npos);
}

TEST_CASE("svg chart: axis ticks are nice numbers from zero to at least the largest value", "[svg_chart]") {
  for (const double max : {0.0, 0.4, 1.0, 3.0, 7.0, 12.0, 99.0, 100.0, 101.0, 1234.5, 12000.0, 987654.0, 3.7e9, 1e15}) {
    INFO("max " << max);
    const std::vector<std::string> labels = y_tick_labels(svg_bar_chart({{"a", max / 2}, {"b", max}}, kSpec));
    REQUIRE(labels.size() >= 3);
    REQUIRE(labels.size() <= 5);
    CHECK(labels.front() == "0");
    const double step = parse_compact(labels[1]);
    CHECK(is_nice_step(step));
    for (size_t i = 0; i < labels.size(); ++i) CHECK(parse_compact(labels[i]) == Approx(step * static_cast<double>(i)));
    CHECK(parse_compact(labels.back()) >= max);
  }
}

TEST_CASE("svg chart: thousands are written compactly on the axis", "[svg_chart]") {
  CHECK(y_tick_labels(svg_bar_chart({{"a", 12000}}, kSpec)) == std::vector<std::string>{"0", "5k", "10k", "15k"});
  CHECK(y_tick_labels(svg_bar_chart({{"a", 1.4e6}}, kSpec)) == std::vector<std::string>{"0", "500k", "1M", "1.5M"});
  CHECK(y_tick_labels(svg_bar_chart({{"a", 9}}, kSpec)) == std::vector<std::string>{"0", "2.5", "5", "7.5", "10"});
}

TEST_CASE("svg chart: x labels are thinned so they never overlap, the newest always shown", "[svg_chart]") {
  for (const size_t days : {1, 7, 24, 30, 90, 366, 2000}) {
    INFO(days << " points");
    const std::vector<ChartPoint> points = daily_series(days, 5);
    const std::string svg = svg_line_chart(points, {"Game health daily", "avatars"});
    const std::vector<std::string> labels = x_axis_labels(svg);
    REQUIRE_FALSE(labels.empty());
    CHECK(labels.back() == points.back().label);
    const std::vector<std::string> xs = x_label_positions(svg);
    CHECK(xs.size() == labels.size());
    for (size_t i = 1; i < xs.size(); ++i) CHECK(std::stod(xs[i]) - std::stod(xs[i - 1]) >= 5 * 7);
  }
  CHECK(x_axis_labels(svg_bar_chart(daily_series(7, 1), kSpec)).size() == 7);
}

TEST_CASE("svg chart: every bar and dot has a tooltip with label, value and unit", "[svg_chart]") {
  const std::vector<ChartPoint> points{{"13:00", 0}, {"14:00", 12}, {"15:00", 1234.5}, {"16:00", 0.125}};
  const std::string bars = svg_bar_chart(points, kSpec);
  CHECK(all_matches(bars, "(<rect)").size() == 4);
  CHECK(all_matches(bars, "(<title>)").size() == 4);
  CHECK(bars.find("<title>14:00: 12 globals</title></rect>") != std::string::npos);
  CHECK(bars.find("<title>15:00: 1234.5 globals</title></rect>") != std::string::npos);
  CHECK(bars.find("<title>16:00: 0.13 globals</title></rect>") != std::string::npos);
  const std::string line = svg_line_chart(points, kSpec);
  CHECK(all_matches(line, "(<circle)").size() == 4);
  CHECK(line.find("<title>13:00: 0 globals</title></circle>") != std::string::npos);
  CHECK(attribute_values(line, "points").size() == 1);
}

TEST_CASE("svg chart: text is escaped", "[svg_chart]") {
  const ChartSpec spec{"Loot <b>& \"more\"", "P'E'D"};
  const std::string svg = svg_bar_chart({{"<script>", 1}, {"a&b", 2}}, spec);
  CHECK(svg.find("<script>") == std::string::npos);
  CHECK(svg.find("<b>") == std::string::npos);
  CHECK(svg.find("&lt;script&gt;") != std::string::npos);
  CHECK(svg.find("Loot &lt;b&gt;&amp; &quot;more&quot;") != std::string::npos);
  CHECK(svg.find("P&#39;E&#39;D") != std::string::npos);
  CHECK(ampersands_are_references(svg));
  CHECK(tags_balance(svg));
}

TEST_CASE("svg chart: output is well-formed XML", "[svg_chart]") {
  const std::vector<std::vector<ChartPoint>> inputs{
      {}, {{"only", 3}}, {{"x", 0}, {"y", 0}}, daily_series(30, 100), {{"<&>", -1}, {"\"'", 2}}};
  for (const auto& points : inputs) {
    for (const std::string& svg : {svg_bar_chart(points, kSpec), svg_line_chart(points, kSpec)}) {
      CHECK(tags_balance(svg));
      CHECK(ampersands_are_references(svg));
    }
  }
  CHECK_FALSE(tags_balance("<svg><g></svg></g>"));
  CHECK_FALSE(tags_balance("<svg></svg><svg></svg>"));
}

TEST_CASE("svg chart: no NaN or inf in coordinates, whatever the input", "[svg_chart]") {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<std::vector<ChartPoint>> inputs{{{"a", nan}, {"b", inf}, {"c", -inf}},
                                                    {{"a", 0}},
                                                    {{"a", -5}, {"b", -1}},
                                                    {{"a", 1e300}, {"b", std::numeric_limits<double>::max()}},
                                                    {{"a", 1e-300}, {"b", std::numeric_limits<double>::denorm_min()}},
                                                    daily_series(5000, 0)};
  const std::vector<ChartSpec> specs{kSpec, {"tiny", "PED", 0, -3}, {"huge", "PED", 1 << 30, 1 << 30}};
  const std::regex number("-?[0-9]+(\\.[0-9])?");
  for (const ChartSpec& spec : specs) {
    for (const auto& points : inputs) {
      for (const std::string& svg : {svg_bar_chart(points, spec), svg_line_chart(points, spec)}) {
        for (const std::string& value : coordinate_values(svg)) {
          INFO(value);
          CHECK(std::regex_match(value, number));
        }
        CHECK(svg.find("nan") == std::string::npos);
        CHECK(svg.find("inf") == std::string::npos);
      }
    }
  }
}

TEST_CASE("svg chart: negative values sit on the zero baseline but keep their value in the tooltip", "[svg_chart]") {
  const std::string svg = svg_bar_chart({{"a", -3}, {"b", 4}}, kSpec);
  CHECK(y_tick_labels(svg).front() == "0");
  CHECK(svg.find("height=\"0\"><title>a: -3 globals</title>") != std::string::npos);
}

TEST_CASE("svg chart: an all-zero series gets an axis from 0 to 1 with flat bars", "[svg_chart]") {
  const std::string svg = svg_bar_chart({{"a", 0}, {"b", 0}}, kSpec);
  CHECK(y_tick_labels(svg) == std::vector<std::string>{"0", "0.25", "0.5", "0.75", "1"});
  CHECK(all_matches(svg, "(height=\"0\")").size() == 2);
}

TEST_CASE("svg chart: the same input gives the same bytes, different charts different ids", "[svg_chart]") {
  const std::vector<ChartPoint> points = daily_series(30, 10);
  CHECK(svg_bar_chart(points, kSpec) == svg_bar_chart(points, kSpec));
  const auto id = [](const std::string& svg) { return all_matches(svg, "aria-labelledby=\"([^\"]+)\"").at(0); };
  CHECK(id(svg_bar_chart(points, kSpec)) != id(svg_line_chart(points, kSpec)));
  CHECK(id(svg_bar_chart(points, kSpec)) != id(svg_bar_chart(points, {"Game health daily", "avatars"})));
}
