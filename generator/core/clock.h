// clock.h: time as whole UTC seconds since 1970 and the ISO 8601 forms the API speaks.
// "now" is always passed into the core (both programs take --now); nothing in the core reads the wall clock
// except real_now(), which only the programs' main() call.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace snap {

using UnixTime = std::int64_t;
inline constexpr UnixTime kDaySeconds = 86400;

// The UTC day a time falls in, as days since 1970-01-01 (negative before), and that day's first second.
std::int64_t utc_day_number(UnixTime t);
UnixTime utc_day_start(UnixTime t);

// Accepts "YYYY-MM-DDTHH:MM:SSZ", "YYYY-MM-DDTHH:MM:SS.fffZ", "YYYY-MM-DDTHH:MMZ", with "+00:00" in place of Z,
// a space in place of T, or no zone at all (read as UTC). Returns nullopt for anything else or an impossible date.
std::optional<UnixTime> parse_iso8601_utc(std::string_view text);

// Accepts "YYYY-MM-DD" only; returns the day's first second.
std::optional<UnixTime> parse_iso_date(std::string_view text);

std::string format_iso8601(UnixTime t);  // "2026-11-20T11:59:03Z"
// The same text in a buffer of its own, without an allocation (every global of a page is dated).
struct Iso8601Text {
  char text[40];  // room for the widest year printf spells
  std::size_t size = 0;
  std::string_view view() const { return {text, size}; }
};
Iso8601Text iso8601_text(UnixTime t);
std::string format_date(UnixTime t);     // "2026-11-20"
std::string format_month(UnixTime t);    // "2026-11"
std::string compact_utc(UnixTime t);     // "20261120T120000Z": snapshot and data versions begin with it

// Days since 1970-01-01 of a civil date, and back (proleptic Gregorian; H. Hinnant, "chrono-Compatible
// Low-Level Date Algorithms").
std::int64_t days_from_civil(int year, unsigned month, unsigned day);
void civil_from_days(std::int64_t days, int& year, unsigned& month, unsigned& day);

// Adds calendar months, clamping the day to the target month's length (Nov 30 - 3 months = Aug 30).
UnixTime add_months(UnixTime t, int months);

UnixTime real_now();

// The value of a --now option: empty means real_now(); else a date-time or date as parse_iso8601_utc and
// parse_iso_date accept. Throws std::invalid_argument naming the option.
UnixTime clock_from_option(const std::string& text);

}  // namespace snap
