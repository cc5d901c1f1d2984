// period_comparison.cc: statistics windows and period-over-period comparison.
#include "core/routes/stats/period_comparison.h"

#include <cmath>

namespace snap {

PeriodPair last_seconds(UnixTime now, UnixTime length) {
  return {{now - length, now}, {now - 2 * length, now - length}};
}

PeriodPair last_calendar_month(UnixTime now) {
  const UnixTime month_ago = add_months(now, -1);
  return {{month_ago, now}, {add_months(now, -2), month_ago}};
}

std::optional<double> change_percent(std::optional<double> current, std::optional<double> previous) {
  if (!current || !previous || *previous == 0) return std::nullopt;
  return std::round((*current - *previous) / *previous * 1000) / 10;
}

Json trend_of(std::optional<double> current, std::optional<double> previous) {
  if (!current || !previous) return nullptr;
  return *current > *previous ? "up" : *current < *previous ? "down" : "flat";
}

std::optional<double> number_of(const Json& value) {
  if (!value.is_number()) return std::nullopt;
  return value.get<double>();
}

Json compared_figure(const Json& current, const Json& previous) {
  Json figure = Json::object();
  figure["value"] = current;
  figure["previous"] = previous;
  const auto change = change_percent(number_of(current), number_of(previous));
  figure["changePercent"] = change ? Json(*change) : Json(nullptr);
  return figure;
}

double round_ped(double value) { return std::round(value * 100) / 100; }

}  // namespace snap
