// clock.cc: ISO 8601 parsing and formatting over UnixTime; one small function per accepted form.
#include "core/clock.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace snap {
namespace {

// Reads exactly n digits at text[pos]; returns -1 if any is not a digit.
int read_digits(std::string_view text, size_t pos, size_t n) {
  if (pos + n > text.size()) return -1;
  int value = 0;
  for (size_t i = pos; i < pos + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

unsigned days_in_month(int year, unsigned month) {
  static const unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

// "YYYY-MM-DD" at the start of text; false if malformed or not a real day.
bool parse_ymd(std::string_view text, int& y, unsigned& m, unsigned& d) {
  const int year = read_digits(text, 0, 4), month = read_digits(text, 5, 2), day = read_digits(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || text.size() < 10 || text[4] != '-' || text[7] != '-')
    return false;
  if (static_cast<unsigned>(day) > days_in_month(year, month)) return false;
  y = year, m = month, d = day;
  return true;
}

// The zone suffix: "", "Z", "+00:00" or "-00:00" (only UTC is accepted, as the API is UTC throughout).
bool is_utc_suffix(std::string_view rest) {
  return rest.empty() || rest == "Z" || rest == "z" || rest == "+00:00" || rest == "-00:00" || rest == "+0000";
}

}  // namespace

std::int64_t days_from_civil(int y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civil_from_days(std::int64_t z, int& year, unsigned& month, unsigned& day) {
  z += 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  day = doy - (153 * mp + 2) / 5 + 1;
  month = mp < 10 ? mp + 3 : mp - 9;
  year = static_cast<int>(yoe + era * 400 + (month <= 2));
}

std::optional<UnixTime> parse_iso_date(std::string_view text) {
  int y;
  unsigned m, d;
  if (text.size() != 10 || !parse_ymd(text, y, m, d)) return std::nullopt;
  return days_from_civil(y, m, d) * 86400;
}

std::optional<UnixTime> parse_iso8601_utc(std::string_view text) {
  int y;
  unsigned m, d;
  if (text.size() < 16 || !parse_ymd(text, y, m, d) || (text[10] != 'T' && text[10] != ' ' && text[10] != 't'))
    return std::nullopt;
  const int hh = read_digits(text, 11, 2), mm = read_digits(text, 14, 2);
  if (hh < 0 || hh > 23 || mm < 0 || mm > 59 || text[13] != ':') return std::nullopt;
  size_t pos = 16;
  int ss = 0;
  if (pos < text.size() && text[pos] == ':') {
    ss = read_digits(text, 17, 2);
    if (ss < 0 || ss > 59) return std::nullopt;
    pos = 19;
    if (pos < text.size() && text[pos] == '.') {  // fractions of a second are accepted and dropped
      ++pos;
      const size_t start = pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
      if (pos == start) return std::nullopt;
    }
  }
  if (!is_utc_suffix(text.substr(pos))) return std::nullopt;
  return days_from_civil(y, m, d) * 86400 + hh * 3600 + mm * 60 + ss;
}

Iso8601Text iso8601_text(UnixTime t) {
  std::int64_t days = t / 86400, secs = t % 86400;
  if (secs < 0) secs += 86400, --days;
  int y;
  unsigned m, d;
  civil_from_days(days, y, m, d);
  Iso8601Text out;
  if (y < 0 || y > 9999) {  // outside what four digits hold: printf's spelling
    const int n = std::snprintf(out.text, sizeof out.text, "%04d-%02u-%02uT%02d:%02d:%02dZ", y, m, d,
                                static_cast<int>(secs / 3600), static_cast<int>(secs / 60 % 60),
                                static_cast<int>(secs % 60));
    out.size = static_cast<std::size_t>(n);
    return out;
  }
  // Digit by digit: every global of a page is dated, and snprintf's format parsing was 6 % of a /globals render.
  std::memcpy(out.text, "0000-00-00T00:00:00Z", 20);
  out.size = 20;
  const auto put = [&out](std::size_t end, unsigned value, int digits) {
    for (int i = 1; i <= digits; ++i, value /= 10) out.text[end - i] = static_cast<char>('0' + value % 10);
  };
  put(4, static_cast<unsigned>(y), 4);
  put(7, m, 2);
  put(10, d, 2);
  put(13, static_cast<unsigned>(secs / 3600), 2);
  put(16, static_cast<unsigned>(secs / 60 % 60), 2);
  put(19, static_cast<unsigned>(secs % 60), 2);
  return out;
}

std::string format_iso8601(UnixTime t) { return std::string(iso8601_text(t).view()); }

std::string format_date(UnixTime t) { return format_iso8601(t).substr(0, 10); }

std::string format_month(UnixTime t) { return format_iso8601(t).substr(0, 7); }

std::string compact_utc(UnixTime t) {
  std::string out;
  for (char c : format_iso8601(t))
    if (c != '-' && c != ':') out.push_back(c);
  return out;
}

UnixTime add_months(UnixTime t, int months) {
  std::int64_t days = t / 86400, secs = t % 86400;
  if (secs < 0) secs += 86400, --days;
  int y;
  unsigned m, d;
  civil_from_days(days, y, m, d);
  int index = y * 12 + static_cast<int>(m) - 1 + months;
  const int ny = index / 12;
  const unsigned nm = static_cast<unsigned>(index % 12) + 1;
  const unsigned nd = d > days_in_month(ny, nm) ? days_in_month(ny, nm) : d;
  return days_from_civil(ny, nm, nd) * 86400 + secs;
}

std::int64_t utc_day_number(UnixTime t) { return t >= 0 ? t / kDaySeconds : -((-t + kDaySeconds - 1) / kDaySeconds); }

UnixTime utc_day_start(UnixTime t) { return utc_day_number(t) * kDaySeconds; }

UnixTime real_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

UnixTime clock_from_option(const std::string& text) {
  if (text.empty()) return real_now();
  auto t = parse_iso8601_utc(text);
  if (!t) t = parse_iso_date(text);
  if (!t) throw std::invalid_argument("--now must be an ISO 8601 UTC date-time, got '" + text + "'");
  return *t;
}

}  // namespace snap
