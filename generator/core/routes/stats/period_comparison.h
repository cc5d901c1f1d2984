// period_comparison.h: the windows of the statistics routes and how a figure compares with the window before
// it (templates/docs/statistics.md "Windows and comparisons"). Shared by stats_routes.cc and game_health_routes.cc.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/answer_schema.h"
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
PeriodPair last_calendar_month(UnixTime now);            // (now - 1 month, now] and the month before that

// (current - previous) / previous x 100, one decimal; null when either is unknown or previous is 0
// (no base to compare against: neither 0 nor infinity would be true).
std::optional<double> change_percent(std::optional<double> current, std::optional<double> previous);

// "up", "down" or "flat" (exactly equal); null when either is unknown.
Json trend_of(std::optional<double> current, std::optional<double> previous);
// The values trend_of() gives, for the schemas: up, down, flat.
const std::vector<std::string>& trend_names();
// The schema of trend_of()'s value when it is known (wrap in schema::nullable when it may not be).
Json trend_schema(std::string description);

// {"value":x,"previous":y,"changePercent":z}; x and y as given (a count stays an integer, unknown is null).
Json compared_figure(const Json& current, const Json& previous);
// The schema of compared_figure()'s object, whose value and previous are each a `figure`, `what` saying what
// it is ("the count").
Json compared_figure_schema(const Json& figure, const std::string& what, std::string description);
// compared_figure() of two counts: {"$ref": ".../ComparedCount"}, kept once among the components.
Json compared_count_schema(AnswerSchemas& schemas);

// The number a JSON value holds; nullopt for null.
std::optional<double> number_of(const Json& value);

// Rounded to the cent, as PED are shown.
double round_ped(double value);

}  // namespace snap
