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

const std::vector<std::string>& trend_names() {
  static const std::vector<std::string> names = {"up", "down", "flat"};
  return names;
}

Json trend_of(std::optional<double> current, std::optional<double> previous) {
  if (!current || !previous) return nullptr;
  return trend_names()[*current > *previous ? 0 : *current < *previous ? 1 : 2];
}

Json trend_schema(std::string description) { return schema::one_of_values(trend_names(), std::move(description)); }

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

Json compared_figure_schema(const Json& figure, const std::string& what, std::string description) {
  using namespace schema;
  return object({{"value", described(figure, what + " in this window")},
                 {"previous", described(figure, what + " in the window before (as long, ending where this starts)")},
                 {"changePercent", nullable(number("(value - previous) / previous x 100, one decimal; null when "
                                                   "either is unknown or previous is 0"))}},
                std::move(description));
}

Json compared_count_schema(AnswerSchemas& schemas) {
  return schemas.ref("ComparedCount", [](AnswerSchemas&) {
    return compared_figure_schema(schema::integer(), "the count", "a count in this window against the window before");
  });
}

double round_ped(double value) { return std::round(value * 100) / 100; }

}  // namespace snap
