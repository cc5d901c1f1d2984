// body_digest_test.cc: the ETag digest is fixed (a snapshot of one build and a live answer of another agree), and
// it tells apart bodies that differ in any one bit, in length, or only in trailing zero bytes.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "core/snapshot_path.h"
#include "core/bytes/body_digest.h"

using namespace snap;

TEST_CASE("rule: the ETag digest of a body is fixed, whichever build computes it", "[etag]") {
  CHECK(body_digest("") == 0x2d06800538d394c2ULL);  // XXH3-64 of nothing, seed 0, as xxHash's own tests state
  CHECK(body_digest("{\"items\":[]}") == 0xab6c3e086fed5ec0ULL);
  CHECK(etag_for("{\"items\":[]}") == "\"ab6c3e086fed5ec0-c\"");
}

TEST_CASE("rule: bodies one bit, one byte of length or one trailing zero apart get different ETags", "[etag]") {
  std::string body;
  for (int i = 0; i < 1000; ++i) body += static_cast<char>('a' + i * 7 % 26);
  std::set<std::uint64_t> seen{body_digest(body)};
  for (std::size_t byte = 0; byte < body.size(); ++byte)
    for (int bit = 0; bit < 8; ++bit) {
      std::string flipped = body;
      flipped[byte] = static_cast<char>(flipped[byte] ^ (1 << bit));
      seen.insert(body_digest(flipped));
    }
  CHECK(seen.size() == 1 + body.size() * 8);
  std::set<std::uint64_t> prefixes, zeros;
  for (std::size_t n = 0; n <= 64; ++n) {
    prefixes.insert(body_digest(std::string_view(body).substr(0, n)));
    zeros.insert(body_digest(std::string(n, '\0')));
  }
  CHECK(prefixes.size() == 65);
  CHECK(zeros.size() == 65);
}
