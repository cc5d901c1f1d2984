// snapshot_encoding_test.cc: snapshot answers in both encodings: the .json.gz sidecar to clients that accept
// gzip (Content-Encoding, Vary), the plain file to the rest, the same ETag and the same JSON either way, HEAD
// and 304 on the prepared answers held in memory, and a memory budget too small to hold them all.
#include <catch2/catch.hpp>

#include <fstream>

#include "core/snapshot_manifest.h"
#include "tests/support/test_worlds.h"
#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"

using snap::test::fixture_world;

namespace {

snap::test::HttpResult get_gzip(const snap::test::EdgeProcess& edge, const std::string& target,
                                const std::string& accept = "gzip, deflate") {
  return edge.request("GET", target, "Accept-Encoding: " + accept + "\r\n");
}

}  // namespace

TEST_CASE("clients that accept gzip get the .json.gz sidecar, others the file", "[snapshot][gzip]") {
  const auto& edge = *fixture_world().edge;
  for (const char* target : {"/weapons", "/weapons/sollomate-opalo", "/creatures/atrox/stats"}) {
    INFO(target);
    const auto plain = edge.get(target);
    const auto packed = get_gzip(edge, target);
    REQUIRE(plain.status == 200);
    REQUIRE(packed.status == 200);
    CHECK(plain.header("content-encoding").empty());
    CHECK(packed.header("content-encoding") == "gzip");
    CHECK(plain.header("vary") == "Accept-Encoding");
    CHECK(packed.header("vary") == "Accept-Encoding");
    CHECK(packed.header("etag") == plain.header("etag"));
    CHECK(packed.header("content-length") == std::to_string(packed.body.size()));
    const auto unpacked = snap::gzip_decompress(packed.body);
    REQUIRE(unpacked);
    CHECK(*unpacked == plain.body);
    CHECK(get_gzip(edge, target, "gzip;q=0, *").header("content-encoding").empty());
    CHECK(get_gzip(edge, target, "br").header("content-encoding").empty());
  }
}

TEST_CASE("the gzip answer is the sidecar file itself", "[snapshot][gzip]") {
  const auto& world = fixture_world();
  const std::string version = world.edge->get("/weapons").header("x-snapshot-version");
  const std::string folder = world.snapshots + "/" + version;
  const auto manifest = snap::parse_manifest(snap::read_file_bytes(folder + "/manifest.json").value_or(""));
  REQUIRE(manifest);
  for (const auto& entry : manifest->files) {
    if (entry.file != "weapons/index.json") continue;
    CHECK(get_gzip(*world.edge, entry.route).body == snap::read_file_bytes(folder + "/" + entry.file + ".gz"));
  }
}

TEST_CASE("answers held in memory repeat exactly, with HEAD and 304 in both encodings", "[snapshot][memory]") {
  const auto& edge = *fixture_world().edge;
  const auto first = edge.get("/weapons");  // prepares the answer
  for (int i = 0; i < 3; ++i) {
    const auto again = edge.get("/weapons");
    CHECK(again.body == first.body);
    CHECK(again.header("etag") == first.header("etag"));
    CHECK(again.header("cache-control") == first.header("cache-control"));
    CHECK(again.header("x-data-version") == first.header("x-data-version"));
    CHECK_FALSE(again.header("date").empty());
  }
  const auto head = edge.request("HEAD", "/weapons", "Accept-Encoding: gzip\r\n");
  CHECK(head.status == 200);
  CHECK(head.body.empty());
  CHECK(head.header("content-encoding") == "gzip");
  CHECK(head.header("content-length") == std::to_string(get_gzip(edge, "/weapons").body.size()));
  for (const char* accept : {"gzip", "identity"}) {
    const auto held = edge.request("GET", "/weapons",
                                   "If-None-Match: " + first.header("etag") + "\r\nAccept-Encoding: " + accept + "\r\n");
    CHECK(held.status == 304);
    CHECK(held.body.empty());
    CHECK(held.header("etag") == first.header("etag"));
  }
}

TEST_CASE("a memory budget smaller than the snapshot still serves every file", "[snapshot][memory]") {
  const auto& world = snap::test::demo_world();  // a few MiB of files against a budget of one
  snap::test::EdgeProcess small(world.db, world.snapshots, world.now, {"--memory-mb", "1"});
  const std::string version = world.edge->get("/weapons").header("x-snapshot-version");
  const auto manifest =
      snap::parse_manifest(snap::read_file_bytes(world.snapshots + "/" + version + "/manifest.json").value_or(""));
  REQUIRE(manifest);
  for (int round = 0; round < 2; ++round)
    for (const auto& entry : manifest->files) {
      INFO(entry.route);
      const auto res = small.get(entry.route);
      REQUIRE(res.status == 200);
      CHECK(res.header("etag") == entry.etag);
      CHECK(res.body.size() == static_cast<size_t>(entry.size));
    }
}

TEST_CASE("rule: live answers are gzipped for clients that accept it, a held answer compressed once, with Vary and "
          "the same ETag and 304",
          "[live][gzip]") {
  const auto& edge = *snap::test::demo_world().live;
  for (const std::string target : {"/globals/recent?count=200", "/globals?type=Mining&pageSize=30"}) {
    INFO(target);
    const auto plain = edge.get(target);
    REQUIRE(plain.status == 200);
    CHECK(plain.header("content-encoding").empty());
    CHECK(plain.header("vary") == "Accept-Encoding");
    const auto zipped = get_gzip(edge, target);
    REQUIRE(zipped.status == 200);
    CHECK(zipped.header("content-encoding") == "gzip");
    CHECK(zipped.header("vary") == "Accept-Encoding");
    CHECK(zipped.header("etag") == plain.header("etag"));
    CHECK(zipped.body.size() * 3 < plain.body.size());
    CHECK(snap::gzip_decompress(zipped.body) == plain.body);
    CHECK(get_gzip(edge, target).body == zipped.body);  // the held answer's gzip, again
    const auto held = edge.request("GET", target,
                                   "Accept-Encoding: gzip\r\nIf-None-Match: " + plain.header("etag") + "\r\n");
    CHECK(held.status == 304);
    CHECK(held.body.empty());
    CHECK(get_gzip(edge, target, "identity").header("content-encoding").empty());
  }
  // A small answer goes as it is.
  CHECK(get_gzip(edge, "/globals/last-5").header("content-encoding").empty() ==
        (edge.get("/globals/last-5").body.size() < 1024));
}
