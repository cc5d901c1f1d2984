// route_table_test.cc: path -> route matching, literal segments before captures, capture shapes, and the
// snapshot file of each static route mirroring its URL.
#include <catch2/catch.hpp>

#include "core/problem.h"
#include "core/route_table.h"
#include "core/snapshot_path.h"

using namespace snap;

namespace {

std::string matched(const std::string& path, PathArgs* out = nullptr) {
  PathArgs args;
  const Route* route = all_routes().match(split_request_path(path), args);
  if (out) *out = args;
  return route ? route->pattern : "";
}

}  // namespace

TEST_CASE("paths match their routes, literals winning over captures", "[routes]") {
  CHECK(matched("/weapons") == "/weapons");
  CHECK(matched("/weapons/") == "/weapons");
  CHECK(matched("/weapons/types") == "/weapons/types");
  CHECK(matched("/weapons/skill-tree") == "/weapons/skill-tree");
  PathArgs args;
  CHECK(matched("/weapons/korss-h400-l", &args) == "/weapons/{slug}");
  CHECK(args.at("slug") == "korss-h400-l");
  CHECK(matched("/creatures/atrox/stats") == "/creatures/{slug}/stats");
  CHECK(matched("/search") == "/search");
  // An avatar's name is free text (decoded spaces, any case); "avatar" is a literal beside a challenge slug.
  CHECK(matched("/challenges/avatar/Knut%20%20Wall", &args) == "/challenges/avatar/{avatarName}");
  CHECK(args.at("avatarName") == "Knut  Wall");
  CHECK(matched("/challenges/avatar/trophy") == "/challenges/avatar/{avatarName}");
  CHECK(matched("/challenges/deep-digger/trophy") == "/challenges/{slug}/trophy");
  CHECK(matched("/challenges/deep-digger/progress/maja%20Ironhand", &args) == "/challenges/{slug}/progress/{avatarName}");
  CHECK(args.at("avatarName") == "maja Ironhand");
}

TEST_CASE("captures that are not slugs match nothing", "[routes]") {
  for (const char* path : {"/weapons/Korss", "/weapons/..", "/weapons/a%2Fb", "/weapons/-x", "/weapons/a b",
                           "/weapons/a.json", "/weapons//", "/nowhere"}) {
    INFO(path);
    CHECK(matched(path).empty());
  }
}

TEST_CASE("every route pattern is unique and every static route has a file", "[routes]") {
  std::set<std::string> seen;
  for (const Route& route : all_routes().routes()) {
    INFO(route.pattern);
    CHECK(seen.insert(route.pattern).second);
    CHECK(static_cast<bool>(route.render) != route.is_text());
  }
  CHECK(all_routes().routes().size() == 27 * 2 + 6 + 1 /* the documentation page */ +
                                             14 /* leaderboards, widgets, explain, history */ + 8 /* statistics */ +
                                             6 /* globals */ + 9 /* avatars, teams */ + 9 /* events, widget */ +
                                             7 /* challenges */ + 3 /* tools, server card */ + 2 /* feed */ +
                                             3 /* exports */);
}

TEST_CASE("snapshot files mirror URLs", "[routes][snapshot]") {
  PathArgs args;
  const Route* list = all_routes().match(split_request_path("/weapons"), args);
  CHECK(snapshot_file_for(*list, args, 1) == "weapons/index.json");
  CHECK(snapshot_file_for(*list, args, 3) == "weapons/page-3.json");
  CHECK(snapshot_route_key(*list, args, 3) == "/weapons?pageNumber=3");
  const Route* entry = all_routes().match(split_request_path("/weapons/sollomate-opalo"), args);
  CHECK(snapshot_file_for(*entry, args, 1) == "weapons/sollomate-opalo/index.json");
  CHECK(snapshot_route_key(*entry, args, 1) == "/weapons/sollomate-opalo");
}

TEST_CASE("request paths with bad escapes are 400s", "[routes]") {
  for (const char* path : {"/weapons/%", "/weapons/%G0", "/weapons/%00", "/weapons/%C0%AF", "relative"}) {
    INFO(path);
    try {
      split_request_path(path);
      FAIL("accepted");
    } catch (const ApiError& e) {
      CHECK(e.problem().status == 400);
      CHECK(e.problem().detail.find("the request path") == 0);
    }
  }
}
