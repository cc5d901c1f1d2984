// nginx_static_test.cc: plain static hosting (templates/nginx/snapshots.conf) serves the demo snapshot under
// the API's own URLs: for every static route nginx and snapedge return identical bodies, plain and gzip; a
// query that is not a lone page number, and a route without a file, reach snapedge through nginx.
#include <catch2/catch.hpp>

#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"
#include "tests/support/test_worlds.h"

using snap::test::demo_world;

TEST_CASE("nginx and snapedge answer every static route with the same bytes", "[nginx][snapshot][external]") {
  const auto& world = demo_world();
  const snap::test::NginxProcess nginx(world.snapshots, world.live->port());
  const auto manifest =
      snap::parse_manifest(snap::read_file_bytes(world.snapshots + "/current/manifest.json").value_or(""));
  REQUIRE(manifest);
  REQUIRE(manifest->files.size() > 1000);
  size_t compared = 0;
  for (const auto& entry : manifest->files) {
    INFO(entry.route);
    const auto from_nginx = nginx.request("GET", entry.route);
    const auto from_edge = world.edge->get(entry.route);
    REQUIRE(from_nginx.status == 200);
    REQUIRE(from_edge.status == 200);
    REQUIRE(from_nginx.body == from_edge.body);
    CHECK(from_nginx.header("x-snapshot-version") == from_edge.header("x-snapshot-version"));
    CHECK(from_nginx.header("cache-control") == from_edge.header("cache-control"));
    CHECK(from_nginx.header("content-type") == from_edge.header("content-type"));
    ++compared;
  }
  CHECK(compared == manifest->files.size());
}

TEST_CASE("nginx sends the .json.gz to gzip clients, with the headers of the API", "[nginx][gzip][external]") {
  const auto& world = demo_world();
  const snap::test::NginxProcess nginx(world.snapshots, world.live->port());
  for (const char* target : {"/weapons", "/weapons?pageNumber=2", "/creatures/atrox", "/openapi.json"}) {
    INFO(target);
    const auto packed = nginx.request("GET", target, "Accept-Encoding: gzip\r\n");
    REQUIRE(packed.status == 200);
    CHECK(packed.header("content-encoding") == "gzip");
    CHECK(packed.header("vary") == "Accept-Encoding");
    CHECK(packed.header("content-type") == "application/json; charset=utf-8");
    CHECK(packed.header("access-control-allow-origin") == "*");
    CHECK(snap::gzip_decompress(packed.body) == world.edge->get(target).body);
  }
}

TEST_CASE("through nginx, what is not a snapshot file is answered by snapedge", "[nginx][external]") {
  const auto& world = demo_world();
  const snap::test::NginxProcess nginx(world.snapshots, world.live->port());
  for (const char* target : {"/weapons?sortBy=Dps", "/weapons?pageNumber=2&pageSize=5", "/search?q=atrox",
                             "/weapons/no-such-weapon", "/weapons/index.json", "/weapons?pageNumber=0"}) {
    INFO(target);
    const auto via_nginx = nginx.request("GET", target);
    const auto direct = world.live->get(target);
    CHECK(via_nginx.status == direct.status);
    CHECK(via_nginx.body == direct.body);
    CHECK(via_nginx.header("content-type") == direct.header("content-type"));
  }
}
