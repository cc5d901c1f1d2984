// route_table.cc: route matching and the assembly of the whole table.
#include "core/route_table.h"

#include <stdexcept>

#include "core/problem.h"
#include "core/routes/route_families.h"
#include "core/text/percent_decode.h"
#include "core/text/slug.h"

namespace snap {
namespace {

// A capture segment is "{name}", or "{name}" and a literal suffix the value must end with ("{seq}.json").
bool is_capture(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.find('}') != std::string::npos;
}

std::vector<std::string> split_pattern(const std::string& pattern) {
  std::vector<std::string> parts;
  size_t start = 1;
  while (start <= pattern.size()) {
    size_t end = pattern.find('/', start);
    if (end == std::string::npos) end = pattern.size();
    if (end > start) parts.push_back(pattern.substr(start, end - start));
    start = end + 1;
  }
  return parts;
}

// The name of a capture segment ("{slug}" -> "slug") and its suffix ("{seq}.json" -> ".json").
std::string_view capture_name(const std::string& segment) {
  return std::string_view(segment).substr(1, segment.find('}') - 1);
}
std::string_view capture_suffix(const std::string& segment) {
  return std::string_view(segment).substr(segment.find('}') + 1);
}

bool ends_with(std::string_view text, std::string_view end) {
  return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

constexpr size_t kMaxIdDigits = 18;
constexpr size_t kMaxNameBytes = 200;

bool is_id_capture(std::string_view capture) {
  return ends_with(capture, "Id") || capture == "id" || capture == "seq";
}
bool is_name_capture(std::string_view capture) {
  return capture.find("Name") != std::string_view::npos || capture == "name";
}

// The shape each capture name accepts: {id}-like names digits, {name}-like names free text, the rest slugs.
bool capture_accepts(std::string_view capture, const std::string& value) {
  if (is_id_capture(capture)) {
    if (value.empty() || value.size() > kMaxIdDigits) return false;
    for (char c : value)
      if (c < '0' || c > '9') return false;
    return true;
  }
  if (is_name_capture(capture)) {
    if (value.empty() || value.size() > kMaxNameBytes) return false;
    for (unsigned char c : value)
      if (c < 0x20 || c == 0x7f) return false;
    return true;
  }
  return is_slug(value);
}

// Whether `value` fits the capture segment: its suffix, and before it the shape of the capture's name.
bool capture_matches(const std::string& segment, const std::string& value) {
  const std::string_view suffix = capture_suffix(segment);
  if (!ends_with(value, suffix)) return false;
  return capture_accepts(capture_name(segment), value.substr(0, value.size() - suffix.size()));
}

}  // namespace

Json capture_schema(std::string_view capture) {
  if (is_id_capture(capture))
    return Json{{"type", "integer"}, {"minimum", 0}, {"maximum", 999'999'999'999'999'999}};  // 18 digits
  if (is_name_capture(capture))  // bytes bound it; a character is at least one
    return Json{
        {"type", "string"}, {"minLength", 1}, {"maxLength", kMaxNameBytes}, {"pattern", "^[^\\x00-\\x1f\\x7f]+$"}};
  return Json{{"type", "string"}, {"minLength", 1}, {"maxLength", kMaxSlugLength}, {"pattern", kSlugPattern}};
}

void RouteTable::begin_family(RouteFamily family) { families_.push_back(std::move(family)); }

void RouteTable::add(RouteBuilder declared) {
  if (families_.empty()) throw std::logic_error("a route must be added within a family (begin_family)");
  Route route = declared.build();
  route.family = families_.size() - 1;
  pattern_segments_.push_back(split_pattern(route.pattern));
  routes_.push_back(std::move(route));
}

const Route* RouteTable::match(const std::vector<std::string>& segments, PathArgs& args) const {
  std::size_t best = routes_.size();
  std::string best_shape;  // per segment 'a' for a literal, 'b' for a capture: the smaller shape wins
  for (std::size_t r = 0; r < routes_.size(); ++r) {
    const std::vector<std::string>& parts = pattern_segments_[r];
    if (parts.size() != segments.size()) continue;
    std::string shape;
    bool ok = true;
    for (std::size_t i = 0; i < parts.size() && ok; ++i) {
      const bool capture = is_capture(parts[i]);
      ok = capture ? capture_matches(parts[i], segments[i]) : parts[i] == segments[i];
      shape.push_back(capture ? 'b' : 'a');
    }
    if (ok && (best == routes_.size() || shape < best_shape)) best = r, best_shape = std::move(shape);
  }
  if (best == routes_.size()) return nullptr;
  args.clear();
  const std::vector<std::string>& parts = pattern_segments_[best];
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (is_capture(parts[i]))
      args[std::string(capture_name(parts[i]))] =
          segments[i].substr(0, segments[i].size() - capture_suffix(parts[i]).size());
  return &routes_[best];
}

std::vector<std::string> split_request_path(std::string_view raw_path) {
  std::vector<std::string> segments;
  if (raw_path.empty() || raw_path.front() != '/')
    throw ApiError(Problem::bad_request("the request path must start with '/'"));
  std::string_view rest = raw_path.substr(1);
  if (!rest.empty() && rest.back() == '/') rest.remove_suffix(1);
  if (rest.empty()) return segments;
  size_t start = 0;
  while (start <= rest.size()) {
    size_t end = rest.find('/', start);
    if (end == std::string_view::npos) end = rest.size();
    auto decoded = percent_decode(rest.substr(start, end - start), false);
    if (!decoded) throw ApiError(Problem::bad_request("the request path holds a malformed escape, a NUL byte or invalid UTF-8"));
    segments.push_back(std::move(*decoded));
    start = end + 1;
  }
  return segments;
}

std::string expand_pattern(const std::string& pattern, const PathArgs& args) {
  std::string out;
  for (const std::string& part : split_pattern(pattern)) {
    out += '/';
    out += is_capture(part) ? args.at(part.substr(1, part.size() - 2)) : part;
  }
  return out.empty() ? "/" : out;
}

const RouteTable& all_routes() {
  static const RouteTable table = [] {
    RouteTable t;
    t.begin_family({"The wiki and search", "wiki-and-search", "/weapons?pageSize=2"});
    add_wiki_routes(t);
    add_weapon_routes(t);
    add_creature_routes(t);
    add_search_routes(t);
    t.begin_family({"Globals", "globals-endpoints", "/globals?pageSize=2"});
    add_globals_routes(t);
    t.begin_family({"Avatars and teams", "avatars-and-teams", "/avatars/{slug}/top-achievements"});
    add_avatar_routes(t);
    add_team_routes(t);
    t.begin_family({"Leaderboards", "leaderboards", "/leaderboard/hunting?search=a"});
    add_leaderboard_routes(t);
    t.begin_family({"Statistics and game health", "statistics", "/stats/game-health"});
    add_stats_routes(t);
    add_game_health_routes(t);
    t.begin_family({"Events", "events", "/events?pageSize=2"});
    add_event_routes(t);
    t.begin_family({"Challenges", "challenges", "/challenges?pageSize=2"});
    add_challenge_routes(t);
    t.begin_family({"Tools", "tools-and-mcp", "/tools/find_wiki_item?name=atrox%20yung"});
    add_tool_routes(t);
    t.begin_family({"Live feed", "live-feed", "/feed/globals/head.json"});
    add_feed_routes(t);
    t.begin_family({"Exports", "exports", "/exports"});
    add_export_routes(t);
    t.begin_family({"This API", "overview", ""});
    add_docs_page_routes(t);
    add_openapi_routes(t);
    return t;
  }();
  return table;
}

}  // namespace snap
