// clock_test.cc: the ISO 8601 forms accepted and written, and calendar-month arithmetic.
#include <catch2/catch.hpp>
#include <ctime>

#include "core/clock.h"

using namespace snap;

TEST_CASE("ISO 8601 date-times and dates", "[clock]") {
  CHECK(parse_iso8601_utc("2026-11-20T12:00:00Z") == 1795176000);
  CHECK(parse_iso8601_utc("2026-11-20 12:00:00") == 1795176000);
  CHECK(parse_iso8601_utc("2026-11-20T12:00Z") == 1795176000);
  CHECK(parse_iso8601_utc("2026-11-20T12:00:00.250Z") == 1795176000);
  CHECK(parse_iso8601_utc("2026-11-20T12:00:00+00:00") == 1795176000);
  for (const char* bad : {"2026-11-20T12:00:00+02:00", "2026-13-01T00:00:00Z", "2025-02-29T00:00:00Z", "20261120", "2026-11-20T12"})
    CHECK_FALSE(parse_iso8601_utc(bad).has_value());
  CHECK(parse_iso_date("2024-02-29") == 1709164800);
  CHECK(format_iso8601(1795176000) == "2026-11-20T12:00:00Z");
  CHECK(format_date(1795176000) == "2026-11-20");
  CHECK(format_month(1795176000) == "2026-11");
}

TEST_CASE("format_iso8601 writes what the C library's gmtime and strftime write, before 1970 too", "[clock]") {
  int compared = 0;
  for (std::int64_t t = -2208988800; t < 4102444800; t += 7919 * 37 + compared % 86400) {  // 1900 to 2100, every time of day
    const std::time_t c_time = static_cast<std::time_t>(t);
    std::tm parts{};
    REQUIRE(gmtime_r(&c_time, &parts) != nullptr);
    char expected[32];
    std::strftime(expected, sizeof expected, "%Y-%m-%dT%H:%M:%SZ", &parts);
    INFO(t);
    CHECK(format_iso8601(t) == expected);
    ++compared;
  }
  CHECK(compared > 20000);
  CHECK(format_iso8601(0) == "1970-01-01T00:00:00Z");
  CHECK(format_iso8601(-1) == "1969-12-31T23:59:59Z");
}

TEST_CASE("adding calendar months clamps to the month's length", "[clock]") {
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-11-30T10:00:00Z"), -3)) == "2026-08-30T10:00:00Z");
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-05-31T00:00:00Z"), -3)) == "2026-02-28T00:00:00Z");
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-01-15T00:00:00Z"), -1)) == "2025-12-15T00:00:00Z");
}

TEST_CASE("a time's UTC day starts at its midnight, before 1970 too", "[clock]") {
  CHECK(utc_day_start(1795176000) == *parse_iso_date("2026-11-20"));
  CHECK(utc_day_start(*parse_iso_date("2026-11-20")) == *parse_iso_date("2026-11-20"));
  CHECK(utc_day_number(0) == 0);
  CHECK(utc_day_number(kDaySeconds - 1) == 0);
  CHECK(utc_day_number(-1) == -1);
  CHECK(utc_day_start(-1) == -kDaySeconds);
  CHECK(utc_day_start(-kDaySeconds) == -kDaySeconds);
  CHECK(format_date(utc_day_start(-1)) == "1969-12-31");
}
