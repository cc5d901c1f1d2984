// clock_test.cc: the ISO 8601 forms accepted and written, and calendar-month arithmetic.
#include <catch2/catch.hpp>

#include "core/clock.h"
#include "core/domain/weapon_stats.h"

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

TEST_CASE("adding calendar months clamps to the month's length", "[clock]") {
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-11-30T10:00:00Z"), -3)) == "2026-08-30T10:00:00Z");
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-05-31T00:00:00Z"), -3)) == "2026-02-28T00:00:00Z");
  CHECK(format_iso8601(add_months(*parse_iso8601_utc("2026-01-15T00:00:00Z"), -1)) == "2025-12-15T00:00:00Z");
}

// weapons-and-hunting.md section 2 worked examples (Opalo, Korss H400 (L)) and section 7 predictions.
TEST_CASE("weapon figures follow the community formulas", "[domain]") {
  const WeaponStats opalo = weapon_stats({8, 44, 0.020, 200});
  CHECK(*opalo.cost_per_shot_pec == Approx(2.020));
  CHECK(*opalo.dps == Approx(4.077).margin(0.001));
  CHECK(*opalo.dpp == Approx(2.752).margin(0.001));
  CHECK(*opalo.cost_per_hour_ped == Approx(53.33).margin(0.01));
  CHECK(*opalo.efficiency == Approx(48.1).margin(0.1));
  const WeaponStats korss = weapon_stats({37, 57, 0.92, 800});
  CHECK(*korss.dps == Approx(24.43).margin(0.01));
  CHECK(*korss.dpp == Approx(2.883).margin(0.001));
  CHECK(*korss.efficiency == Approx(57.4).margin(0.1));
  const WeaponStats blank = weapon_stats({12, std::nullopt, std::nullopt, std::nullopt});
  CHECK_FALSE(blank.dps.has_value());
  CHECK_FALSE(blank.dpp.has_value());
}
