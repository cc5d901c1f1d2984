// period_comparison.h: the windows of the statistics routes and how a figure compares with the window before
// it (templates/docs/statistics.md "Windows and comparisons"). Shared by stats_routes.cc and game_health_routes.cc.
#pragma once

#include <optional>

#include "core/clock.h"
#include "core/json_bytes.h"

namespace snap {

// A window back from `end`: every row with start < ts <= end.
struct Period {
  UnixTime start = 0, end = 0;
};

struct PeriodPair {
  Period current, previous;  // previous ends where current starts and is as long (calendar months: a month)
};

PeriodPair last_seconds(UnixTime now, UnixTime length);  // last24h: (now - 24 h, now] and the 24 h before
PeriodPair last_calendar_month(UnixTime now);             // (now - 1 month, now] and the month before that

// (current - previous) / previous x 100, one decimal; null when either is unknown or previous is 0
// (no base to compare against: neither 0 nor infinity would be true).
std::optional<double> change_percent(std::optional<double> current, std::optional<double> previous);

// "up", "down" or "flat" (exactly equal); null when either is unknown.
Json trend_of(std::optional<double> current, std::optional<double> previous);

// {"value":x,"previous":y,"changePercent":z}; x and y as given (a count stays an integer, unknown is null).
Json compared_figure(const Json& current, const Json& previous);

// The number a JSON value holds; nullopt for null.
std::optional<double> number_of(const Json& value);

// Rounded to the cent, as PED are shown.
double round_ped(double value);

}  // namespace snap
