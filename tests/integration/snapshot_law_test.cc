// snapshot_law_test.cc: the consistency law of DESIGN.md over the whole small demo snapshot: every static
// file's bytes (and its .gz, unpacked) equal the live render of its route at the same data and clock, and the
// edge serves exactly those bytes. Also: every wiki category of the demo serves a list and entries.
#include <catch2/catch.hpp>


#include "core/model/wiki_category.h"
#include "core/snapshot_path.h"
#include "tests/support/test_worlds.h"
#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"

using snap::Json;
using snap::read_file_bytes;
using snap::test::demo_world;

TEST_CASE("every snapshot file equals its live render, byte for byte", "[law][snapshot]") {
  const auto& world = demo_world();
  const std::string current = world.snapshots + "/current";
  const Json manifest = Json::parse(read_file_bytes(current + "/manifest.json").value_or(""));
  REQUIRE(manifest.at("files").size() > 1000);
  size_t compared = 0;
  for (const Json& entry : manifest.at("files")) {
    const std::string route = entry.at("route"), file = entry.at("file");
    const std::string bytes = read_file_bytes(current + "/" + file).value_or("");
    INFO(route << " (" << file << ")");
    REQUIRE(snap::etag_for(bytes) == entry.at("etag"));
    const auto live = world.live->get(route);
    REQUIRE(live.status == 200);
    REQUIRE(live.body == bytes);
    REQUIRE(live.header("etag") == entry.at("etag"));
    REQUIRE(snap::gzip_decompress(read_file_bytes(current + "/" + file + ".gz").value_or("")) == bytes);
    ++compared;
  }
  CHECK(compared == manifest.at("files").size());
}

TEST_CASE("the snapshot edge serves the files themselves", "[law][snapshot]") {
  const auto& world = demo_world();
  const auto weapons = world.edge->get("/weapons");
  REQUIRE(weapons.status == 200);
  CHECK(weapons.header("x-snapshot-version") != "");
  CHECK(weapons.body == read_file_bytes(world.snapshots + "/current/weapons/index.json").value_or(""));
}

TEST_CASE("every wiki category of the demo has entries, each served whole", "[demo][wiki]") {
  const auto& world = demo_world();
  for (const snap::WikiCategory& category : snap::wiki_categories()) {
    INFO(category.path);
    const auto list = world.edge->get("/" + category.path + "?pageSize=50");
    REQUIRE(list.status == 200);
    const Json body = list.json();
    CHECK(body.at("totalCount").get<int>() >= 5);
    const std::string slug = body.at("items").at(0).at("slug");
    const auto entry = world.edge->get("/" + category.path + "/" + slug);
    CHECK(entry.status == 200);
    CHECK(entry.json().at("slug") == slug);
  }
}

TEST_CASE("search over the demo finds wiki entries and avatars", "[demo][search]") {
  const auto& world = demo_world();
  const Json opalo = world.edge->get("/search?q=opalo").json();
  REQUIRE_FALSE(opalo.at("groups").empty());
  CHECK(opalo.at("groups").at(0).at("entityType") == "weapons");
  const Json fuzzy = world.edge->get("/search?q=sollomtae").json();
  CHECK(fuzzy.at("fuzzy") == true);
  // One typo away beats two away, however rare the farther term: "opalp" is the Opalo, not "Alpha Portal".
  const Json near = world.edge->get("/search?q=opalp&limit=3").json();
  CHECK(near.at("fuzzy") == true);
  REQUIRE_FALSE(near.at("groups").empty());
  CHECK(near.at("groups").at(0).at("entityType") == "weapons");
  CHECK(near.at("groups").at(0).at("results").at(0).at("name").get<std::string>().find("Opalo") != std::string::npos);
}
