// every_bad_parameter_is_a_400_test.cc: API.md "malformed or out-of-range input is a 400", checked for every
// route of the table (core/route_table.h) over HTTP to a real snapedge on the demo database: each parameter is
// sent each kind of bad value its ParamSpec declares (wrong type, below min, above max, an unknown choice) and
// must answer a 400 problem naming it, as must a text just outside its declared length. A parameter declared
// clamp_to_default() must not: out of range, it answers exactly what its default answers.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/route_table.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::ParamSpec;
using snap::ParamType;
using snap::test::EdgeProcess;

namespace {

// What a route needs beyond its path to answer 200 (a parameter its render requires).
// (/tools/{name} runs the catalogue's first tool, find_wiki_item, whose name argument is required; its own
// argument errors are tested in tool_arguments_test.cc and each tool family's test.)
const std::map<std::string, std::string> kRequiredQuery = {{"/search", "q=at"}, {"/tools/{name}", "name=atrox"}};

// Captures whose values a page above lists under another array than "items": capture -> {array, field}.
// ("/events/{slug}/leaderboard/{categoryId}" reads the id of the first of /events/{slug}'s "categories";
// "/tools/{name}" the name of the first of /tools' "tools"; "/exports/globals/{date}" the first of /exports' days).
const std::map<std::string, std::pair<std::string, std::string>> kCaptureArrays = {
    {"categoryId", {"categories", "id"}}, {"name", {"tools", "name"}}, {"date", {"globals", "date"}}};

// A value of the capture `name` ({slug}, {id}) that exists: the first item of the nearest list above it
// ("/teams/{slug}/globals" reads /teams; "/globals/inspect/{id}" reads /globals).
std::string first_item(const EdgeProcess& edge, std::string list, const std::string& name) {
  const auto special = kCaptureArrays.find(name);
  const std::string array = special == kCaptureArrays.end() ? "items" : special->second.first;
  const std::string field = special == kCaptureArrays.end() ? name : special->second.second;
  while (!list.empty()) {
    const auto res = edge.get(list);
    const Json body = res.status == 200 ? res.json() : Json();
    if (body.contains(array) && !body.at(array).empty()) {
      const Json& item = body.at(array).at(0);
      return item.at(field).is_string() ? item.at(field).get<std::string>() : item.at(field).dump();
    }
    list.erase(list.rfind('/'));
  }
  FAIL("no list above the capture {" << name << "}");
  return "";
}

// A capture no list above holds: {board} is a leaderboard, {seq} the feed's newest sequence, {avatarSlug} the
// first avatar of /avatars, and {avatarName} an avatar with progress, the first participant of the first challenge
// (the one {slug} under /challenges names), sent with its spaces as %20.
std::string capture_value(const EdgeProcess& edge, const std::string& path, const std::string& name) {
  if (name == "board") return "hunting";
  if (name == "seq") return edge.get("/feed/globals/head.json").json().at("seq").dump();
  if (name == "avatarSlug") return first_item(edge, "/avatars", "slug");
  if (name != "avatarName") return first_item(edge, path, name);
  std::string avatar = first_item(edge, "/challenges/" + first_item(edge, "/challenges", "slug") + "/participants", name);
  for (size_t at = avatar.find(' '); at != std::string::npos; at = avatar.find(' ', at)) avatar.replace(at, 1, "%20");
  return avatar;
}

// `pattern` with each capture filled in from the database.
std::string real_path(const EdgeProcess& edge, const std::string& pattern) {
  std::string path;
  size_t start = 1;
  while (start <= pattern.size()) {
    size_t end = pattern.find('/', start);
    if (end == std::string::npos) end = pattern.size();
    const std::string segment = pattern.substr(start, end - start);
    const size_t close = segment.find('}');  // a capture may have a suffix: "{seq}.json"
    const bool capture = segment.size() > 2 && segment.front() == '{' && close != std::string::npos;
    path += "/" + (capture ? capture_value(edge, path, segment.substr(1, close - 1)) + segment.substr(close + 1)
                           : segment);
    start = end + 1;
  }
  return path;
}

// The route's path with real captures and the start of its query, with what it needs to answer 200
// ("/search?q=at&"), for a test to append one parameter.
std::string base_target(const EdgeProcess& edge, const snap::Route& route) {
  const auto required = kRequiredQuery.find(route.pattern);
  return real_path(edge, route.pattern) + "?" + (required == kRequiredQuery.end() ? "" : required->second + "&");
}

std::string bound_text(double bound) { return std::to_string(static_cast<long long>(bound)); }

// Values of the wrong type for the spec (Text accepts every value, so has none).
std::vector<std::string> wrong_type_values(const ParamSpec& spec) {
  switch (spec.type) {
    case ParamType::Integer: return {"ten", "1.5"};
    case ParamType::Number: return {"ten"};
    case ParamType::Boolean: return {"maybe"};
    case ParamType::DateTime: return {"2026-13-01", "yesterday"};
    case ParamType::Choice: return {"NoSuchChoice"};
    case ParamType::Text: return {};
  }
  return {};
}

// Well-formed values just outside the spec's declared bounds.
std::vector<std::string> out_of_range_values(const ParamSpec& spec) {
  std::vector<std::string> values;
  if (spec.min) values.push_back(bound_text(*spec.min - 1));
  if (spec.max) values.push_back(bound_text(*spec.max + 1));
  return values;
}

// Texts just outside the spec's declared lengths (an empty value is absent, so no shorter text is sent for a
// minimum of 1).
std::vector<std::string> out_of_length_values(const ParamSpec& spec) {
  std::vector<std::string> values;
  if (spec.min_length && *spec.min_length > 1) values.push_back(std::string(*spec.min_length - 1, 'a'));
  if (spec.max_length) values.push_back(std::string(*spec.max_length + 1, 'a'));
  return values;
}

// The route's path with real captures and `parameter` first in its query, before what it needs to answer 200
// (the first occurrence of a name wins).
std::string target_with_first(const EdgeProcess& edge, const snap::Route& route, const std::string& parameter) {
  const auto required = kRequiredQuery.find(route.pattern);
  return real_path(edge, route.pattern) + "?" + parameter +
         (required == kRequiredQuery.end() ? "" : "&" + required->second);
}

}  // namespace

TEST_CASE("every route answers each bad value its parameters declare with a 400 problem naming the parameter",
          "[params][errors]") {
  const EdgeProcess& edge = *snap::test::demo_world().live;
  int bad_values_sent = 0, fallbacks_checked = 0, too_long_sent = 0;
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    const std::string base = base_target(edge, route);
    if (route.is_text()) {  // HTML, SVG or NDJSON, and no parameters
      CHECK(edge.get(base).status == 200);
      continue;
    }
    snap::test::ok_json(edge, base);  // the route answers without the bad value
    for (const ParamSpec& spec : route.params) {
      for (const std::string& value : wrong_type_values(spec)) {
        INFO(base + spec.name + "=" + value);
        snap::test::require_problem(edge.get(base + spec.name + "=" + value), 400, spec.name);
        ++bad_values_sent;
      }
      for (const std::string& value : out_of_length_values(spec)) {
        const std::string target = target_with_first(edge, route, spec.name + "=" + value);
        INFO(target);
        snap::test::require_problem(edge.get(target), 400, spec.name);
        ++too_long_sent;
      }
      for (const std::string& value : out_of_range_values(spec)) {
        const std::string target = base + spec.name + "=" + value;
        INFO(target);
        if (spec.out_of_range == snap::OutOfRange::UseDefault) {
          REQUIRE(spec.default_value);
          CHECK(snap::test::ok_json(edge, target) == snap::test::ok_json(edge, base + spec.name + "=" + *spec.default_value));
          ++fallbacks_checked;
        } else {
          snap::test::require_problem(edge.get(target), 400, spec.name);
          ++bad_values_sent;
        }
      }
    }
  }
  // The walk reached the parameters: the wiki lists' paging and sorting, and /search limit's fallback.
  CHECK(bad_values_sent > 300);
  CHECK(fallbacks_checked == 2);
  CHECK(too_long_sent >= 4);  // /search q both ways, the globals' and the leaderboards' search
}

TEST_CASE("rule: invalid UTF-8 or a malformed escape in any parameter is a 400 naming it", "[params][errors][hostile]") {
  const EdgeProcess& edge = *snap::test::demo_world().live;
  int sent = 0;
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    const std::string base = base_target(edge, route);
    for (const ParamSpec& spec : route.params)
      for (const char* value : {"%FF%FE", "ab%C3%28", "%E2%82", "a%00b", "%zz"}) {
        INFO(base + spec.name + "=" + value);
        snap::test::require_problem(edge.get(base + spec.name + "=" + value), 400, spec.name);
        ++sent;
      }
  }
  CHECK(sent > 500);
  snap::test::ok_json(edge, "/healthz");
}

TEST_CASE("rule: FTS5 syntax in user text is text: never an error, never a 5xx", "[params][hostile]") {
  const EdgeProcess& edge = *snap::test::demo_world().live;
  // Quotes, prefix stars, NOT/NEAR/column filters, carets, parentheses and boolean words, each with a letter.
  const std::vector<std::string> texts = {"%22atrox", "atrox%22%20OR%20%22x", "at*", "-atrox", "%5Eatrox",
                                          "message%3Aatrox", "NEAR(atrox%20old)", "atrox%20AND%20(old", "atrox%20NOT",
                                          "%7Batrox%7D", "a'b"};
  int sent = 0;
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    const std::string base = base_target(edge, route);
    for (const ParamSpec& spec : route.params) {
      if (spec.type != ParamType::Text) continue;
      const bool free_text = spec.name == "search" || spec.name == "q";
      for (const std::string& text : texts) {
        const std::string target = base + spec.name + "=" + text;
        INFO(target);
        const auto res = edge.get(target);
        CHECK(res.status < 500);
        CHECK(res.body.find("fts5") == std::string::npos);
        CHECK(res.body.find("syntax error") == std::string::npos);
        if (free_text) CHECK(res.status == 200);
        ++sent;
      }
    }
  }
  CHECK(sent > 100);
  snap::test::ok_json(edge, "/healthz");
}
