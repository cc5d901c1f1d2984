// route_table.cc: route matching and the assembly of the whole table.
#include "route_table.h"

#include "problem.h"
#include "routes/route_families.h"
#include "text/percent_decode.h"
#include "text/slug.h"

namespace snap {
namespace {

bool is_capture(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
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

// The shape each capture name accepts: {id}-like names digits, {name}-like names free text, the rest slugs.
bool capture_accepts(const std::string& capture, const std::string& value) {
  if ((capture.size() >= 2 && capture.compare(capture.size() - 2, 2, "Id") == 0) || capture == "id") {
    if (value.empty() || value.size() > 18) return false;
    for (char c : value)
      if (c < '0' || c > '9') return false;
    return true;
  }
  if (capture.find("Name") != std::string::npos || capture == "name") {
    if (value.empty() || value.size() > 200) return false;
    for (unsigned char c : value)
      if (c < 0x20 || c == 0x7f) return false;
    return true;
  }
  return is_slug(value);
}

}  // namespace

void RouteTable::add(Route route) { routes_.push_back(std::move(route)); }

const Route* RouteTable::match(const std::vector<std::string>& segments, PathArgs& args) const {
  const Route* best = nullptr;
  PathArgs best_args;
  std::string best_shape;  // per segment 'a' for a literal, 'b' for a capture: the smaller shape wins
  for (const Route& route : routes_) {
    const std::vector<std::string> parts = split_pattern(route.pattern);
    if (parts.size() != segments.size()) continue;
    PathArgs candidate;
    std::string shape;
    bool ok = true;
    for (size_t i = 0; i < parts.size() && ok; ++i) {
      if (is_capture(parts[i])) {
        const std::string name = parts[i].substr(1, parts[i].size() - 2);
        ok = capture_accepts(name, segments[i]);
        candidate[name] = segments[i];
        shape.push_back('b');
      } else {
        ok = parts[i] == segments[i];
        shape.push_back('a');
      }
    }
    if (ok && (!best || shape < best_shape)) best = &route, best_args = std::move(candidate), best_shape = shape;
  }
  if (best) args = std::move(best_args);
  return best;
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
    add_wiki_routes(t);
    add_weapon_routes(t);
    add_creature_routes(t);
    add_search_routes(t);
    add_globals_routes(t);
    add_avatar_routes(t);
    add_team_routes(t);
    add_openapi_routes(t);
    add_leaderboard_routes(t);
    add_stats_routes(t);
    add_game_health_routes(t);
    return t;
  }();
  return table;
}

}  // namespace snap
