// test_clock_test.cc: the tests' clock constants name the same moment.
#include <catch2/catch.hpp>

#include "core/clock.h"
#include "tests/support/test_clock.h"

TEST_CASE("the test clock's text and seconds are the same moment", "[clock][tests]") {
  CHECK(snap::parse_iso8601_utc(snap::test::kFixtureNow) == snap::test::kTestNowSeconds);
  CHECK(snap::test::fixture_time(300) == "2026-11-20T12:05:00Z");
  CHECK(snap::test::fixture_time(-60) == "2026-11-20T11:59:00Z");
}
