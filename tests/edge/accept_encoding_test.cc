// accept_encoding_test.cc: which Accept-Encoding headers get the .json.gz sidecar (RFC 9110 12.5.3).
#include <catch2/catch.hpp>

#include "edge/accept_encoding.h"

using snap::accepts_gzip;

TEST_CASE("gzip is sent when Accept-Encoding names it or * with a q-value above zero", "[accept-encoding]") {
  CHECK(accepts_gzip("gzip"));
  CHECK(accepts_gzip("GZip"));
  CHECK(accepts_gzip("x-gzip"));
  CHECK(accepts_gzip("gzip, deflate, br"));
  CHECK(accepts_gzip("br;q=1.0, gzip;q=0.8, *;q=0.1"));
  CHECK(accepts_gzip(" deflate ,  gzip ; q=0.5 "));
  CHECK(accepts_gzip("*"));
  CHECK(accepts_gzip("gzip;q=0.001"));

  CHECK_FALSE(accepts_gzip(""));
  CHECK_FALSE(accepts_gzip("identity"));
  CHECK_FALSE(accepts_gzip("br, deflate"));
  CHECK_FALSE(accepts_gzip("gzip;q=0"));
  CHECK_FALSE(accepts_gzip("gzip;q=0.000"));
  CHECK_FALSE(accepts_gzip("gzip;q=0, *"));   // an explicit refusal wins over the wildcard
  CHECK_FALSE(accepts_gzip("*;q=0"));
  CHECK_FALSE(accepts_gzip("gzip;q=abc"));    // a malformed q-value counts as zero
  CHECK_FALSE(accepts_gzip("gzipped"));
}
