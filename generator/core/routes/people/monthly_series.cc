// monthly_series.cc: summary rows grouped by month, the gaps between them filled with zero months.
#include "core/routes/people/monthly_series.h"

#include <array>
#include <cstdio>

#include "core/domain/global_types.h"
#include "core/routes/people/owner_figures.h"

namespace snap {
namespace {

struct Month {
  int year = 0, month = 0;  // month 1..12
  std::int64_t globals = 0, cents = 0;
  std::array<std::int64_t, kGlobalTypeCount> by_type{};  // by GlobalType
};

Month month_from_text(const std::string& text) {
  Month m;
  std::sscanf(text.c_str(), "%4d-%2d", &m.year, &m.month);
  return m;
}

Month next_month(const Month& m) {
  Month next;
  next.year = m.month == 12 ? m.year + 1 : m.year;
  next.month = m.month == 12 ? 1 : m.month + 1;
  return next;
}

bool same_month(const Month& a, const Month& b) { return a.year == b.year && a.month == b.month; }

Json month_json(const Month& m) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d", m.year, m.month);
  Json entry = Json::object();
  entry["month"] = text;
  entry["globals"] = m.globals;
  entry["value"] = ped(m.cents);
  Json by_type = Json::object();
  for (GlobalType type : profile_order()) by_type[global_type_info(type).key] = m.by_type[static_cast<size_t>(type)];
  entry["byType"] = std::move(by_type);
  return entry;
}

Json month_schema() {
  using namespace schema;
  std::vector<Property> by_type;
  for (GlobalType type : profile_order())
    by_type.emplace_back(global_type_info(type).key,
                         integer(std::string(global_type_info(type).stored) + " globals in the month"));
  return object({{"month", month("the calendar month (UTC)")},
                 {"globals", integer("globals of every type in the month")},
                 {"value", number("the sum of their values in PED (globals without a value add nothing)")},
                 {"byType", object(std::move(by_type), "globals per type in the month, all eight types")}},
                "one calendar month of an owner's globals (zeros for a month without any)");
}

}  // namespace

Json monthly_series_schema(AnswerSchemas& schemas) {
  return schema::array(schemas.ref("ActivityMonth", [](AnswerSchemas&) { return month_schema(); }),
                       "every month from the first global's to the latest's, oldest first; empty without globals");
}

Json monthly_series(Database& db, const OwnerRef& owner) {
  Statement& rows = db.prepare(
      "SELECT month, type, globals, value_cents FROM owner_month_summary WHERE owner = ?1 AND owner_id = ?2"
      " ORDER BY month, type");
  rows.bind(1, owner.kind).bind(2, owner.id);
  std::vector<Month> months;  // only months with globals, ascending
  while (rows.step()) {
    const std::string text = rows.text(0);
    const Month parsed = month_from_text(text);
    if (months.empty() || !same_month(months.back(), parsed)) months.push_back(parsed);
    Month& m = months.back();
    m.globals += rows.int64(2);
    m.cents += rows.optional_int64(3).value_or(0);
    if (auto type = global_type_named(rows.text(1))) m.by_type[static_cast<size_t>(*type)] += rows.int64(2);
  }
  Json series = Json::array();
  for (size_t i = 0; i < months.size(); ++i) {
    series.push_back(month_json(months[i]));
    if (i + 1 == months.size()) break;
    for (Month gap = next_month(months[i]); !same_month(gap, months[i + 1]); gap = next_month(gap))
      series.push_back(month_json(gap));
  }
  return series;
}

}  // namespace snap
