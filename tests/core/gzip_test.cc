// gzip_test.cc: the gzip sidecars' compression: round trip, deterministic bytes, and refusal of damaged input.
#include <catch2/catch.hpp>

#include "core/bytes/gzip.h"

using snap::gzip_compress;
using snap::gzip_decompress;

TEST_CASE("gzip round-trips bodies of every size and is deterministic", "[gzip]") {
  std::string large;
  for (int i = 0; i < 20000; ++i) large += "{\"slug\":\"atrox-" + std::to_string(i) + "\",\"value\":" + std::to_string(i * 7 % 131) + "},";
  for (const std::string& body : {std::string(), std::string("{}"), large}) {
    const std::string packed = gzip_compress(body);
    REQUIRE(packed.size() >= 18);  // RFC 1952: 10-byte header, 8-byte trailer
    CHECK(static_cast<unsigned char>(packed[0]) == 0x1f);
    CHECK(static_cast<unsigned char>(packed[1]) == 0x8b);
    CHECK(packed.substr(4, 4) == std::string(4, '\0'));  // no modification time: equal input, equal bytes
    CHECK(gzip_compress(body) == packed);
    const auto unpacked = gzip_decompress(packed);
    REQUIRE(unpacked);
    CHECK(*unpacked == body);
  }
  CHECK(gzip_compress(large).size() < large.size() / 4);
}

TEST_CASE("gzip_decompress refuses what is not one whole gzip member", "[gzip]") {
  const std::string packed = gzip_compress("{\"name\":\"Sollomate Opalo\"}");
  CHECK_FALSE(gzip_decompress("{\"name\":\"Sollomate Opalo\"}"));
  CHECK_FALSE(gzip_decompress(packed.substr(0, packed.size() - 3)));  // truncated trailer
  CHECK_FALSE(gzip_decompress(packed + "x"));                          // trailing garbage
  std::string flipped = packed;
  flipped[12] = static_cast<char>(flipped[12] ^ 0x55);
  CHECK_FALSE(gzip_decompress(flipped));
}
