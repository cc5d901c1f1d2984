// stats_routes.cc: /stats/last24h, /stats/lastweek, /stats/lastmonth (per profession: count, total and average
// value, favourite subject, and a trend against the window before) and /stats/tracker-stats-last24h and
// -lastmonth (globals recorded, total value, active avatars, each against the window before). Every global
// counts, team globals included: these describe site activity, not standings. Snapshot files, one per build.
// Rules: api-description.md "Statistics", API.md "Avatars, teams, statistics"; windows: period_comparison.h.
#include <functional>
#include <map>

#include "core/db/database.h"
#include "core/domain/global_types.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/routes/stats/period_comparison.h"

namespace snap {
namespace {

constexpr int kStatsMaxAge = 300;

struct TypeTotals {
  std::int64_t count = 0;
  double value = 0;         // of the globals with a known value
  std::int64_t valued = 0;  // how many had one (PvP sprees have none)
  std::string favorite;     // the subject globalled most; ties: the first by name
  std::int64_t favorite_count = 0;
};
using TotalsByType = std::map<std::string, TypeTotals>;

void add_subject(TypeTotals& t, const std::string& subject, std::int64_t count) {
  if (count > t.favorite_count || (count == t.favorite_count && subject < t.favorite))
    t.favorite = subject, t.favorite_count = count;
}

TotalsByType totals_by_type(Database& db, const Period& period, bool with_favorites) {
  Statement& rows = db.prepare(with_favorites ? "SELECT type, COUNT(*), TOTAL(value), COUNT(value), subject FROM global"
                                                " WHERE ts > ?1 AND ts <= ?2 GROUP BY type, subject"
                                              : "SELECT type, COUNT(*), TOTAL(value), COUNT(value) FROM global"
                                                " WHERE ts > ?1 AND ts <= ?2 GROUP BY type");
  rows.bind(1, period.start).bind(2, period.end);
  TotalsByType totals;
  while (rows.step()) {
    TypeTotals& t = totals[rows.text(0)];
    t.count += rows.int64(1);
    t.value += rows.real(2);
    t.valued += rows.int64(3);
    if (with_favorites && !rows.is_null(4)) add_subject(t, rows.text(4), rows.int64(1));
  }
  return totals;
}

// A sum over no globals is a true 0; over globals none of which has a value it is unknown.
Json total_value(const TypeTotals& t) {
  if (t.count == 0) return 0.0;
  return t.valued == 0 ? Json(nullptr) : Json(round_ped(t.value));
}

Json profession_stats(const TypeTotals& now, const TypeTotals& before) {
  Json p = Json::object();
  p["count"] = now.count;
  p["totalValue"] = total_value(now);
  p["averageValue"] = now.valued == 0 ? Json(nullptr) : Json(round_ped(now.value / static_cast<double>(now.valued)));
  p["favoriteItem"] = now.favorite_count == 0 ? Json(nullptr) : Json(now.favorite);
  const Json value = total_value(now), previous_value = total_value(before);
  Json trend = Json::object();
  trend["previousCount"] = before.count;
  trend["previousValue"] = previous_value;
  const auto count_change = change_percent(static_cast<double>(now.count), static_cast<double>(before.count));
  const auto value_change = change_percent(number_of(value), number_of(previous_value));
  trend["countChangePercent"] = count_change ? Json(*count_change) : Json(nullptr);
  trend["valueChangePercent"] = value_change ? Json(*value_change) : Json(nullptr);
  trend["countTrend"] = trend_of(static_cast<double>(now.count), static_cast<double>(before.count));
  trend["valueTrend"] = trend_of(number_of(value), number_of(previous_value));
  p["trend"] = std::move(trend);
  return p;
}

Json render_activity_window(const RenderContext& ctx, const PeriodPair& periods) {
  const TotalsByType now = totals_by_type(ctx.db, periods.current, true);
  const TotalsByType before = totals_by_type(ctx.db, periods.previous, false);
  static const TypeTotals kNone;
  Json body = Json::object();
  for (const GlobalTypeInfo& t : global_types()) {
    if (!is_profession(t.type)) continue;
    const auto n = now.find(t.stored), b = before.find(t.stored);
    body[t.key] = profession_stats(n == now.end() ? kNone : n->second, b == before.end() ? kNone : b->second);
  }
  return body;
}

Json profession_trend_schema() {
  using namespace schema;
  const std::string ped = "in PED, to the cent; null when no global in it has a value (PvP sprees carry none)";
  return object(
      {{"previousCount", integer("globals in the window before (as long, ending where this one starts)")},
       {"previousValue", nullable(number("their total value " + ped))},
       {"countChangePercent", nullable(number("count change in percent, one decimal; null when previousCount is 0"))},
       {"valueChangePercent",
        nullable(number("value change in percent, one decimal; null when either value is null or previousValue is 0"))},
       {"countTrend", trend_schema("the count against previousCount")},
       {"valueTrend", nullable(trend_schema("totalValue against previousValue; null when either is null"))}},
      "this window against the one before");
}

// profession_stats()'s object, kept once among the components.
Json profession_activity_schema(AnswerSchemas& schemas) {
  return schemas.ref("ProfessionActivity", [](AnswerSchemas&) {
    using namespace schema;
    return object(
        {{"count", integer("globals in the window, team globals included")},
         {"totalValue", nullable(number("their total value in PED, to the cent (0 without globals); null when none "
                                        "has a value (PvP sprees carry none)"))},
         {"averageValue", nullable(number("the mean value in PED of those with a value, to the cent; null when none "
                                          "has one"))},
         {"favoriteItem", nullable(string("the subject globalled most (creature, deposit or item; ties: the first by "
                                          "name); null when no global names one"))},
         {"trend", profession_trend_schema()}},
        "one profession's globals in a window");
  });
}

// render_activity_window()'s answer: the professions' keys, as it writes them.
Json activity_window_schema(AnswerSchemas& schemas) {
  std::vector<schema::Property> professions;
  for (const GlobalTypeInfo& t : global_types())
    if (is_profession(t.type)) professions.emplace_back(t.key, profession_activity_schema(schemas));
  return schema::object(std::move(professions), "per profession, its globals in the window and the trend");
}

struct TrackerFigures {
  Json globals, value, avatars;
};

TrackerFigures tracker_figures(Database& db, const Period& period) {
  Statement& row = db.prepare(
      "SELECT COUNT(*), TOTAL(value), COUNT(value), COUNT(DISTINCT avatar_id) FROM global"
      " WHERE ts > ?1 AND ts <= ?2");
  row.bind(1, period.start).bind(2, period.end);
  row.step();
  TypeTotals totals;
  totals.count = row.int64(0);
  totals.value = row.real(1);
  totals.valued = row.int64(2);
  TrackerFigures figures{totals.count, total_value(totals), row.int64(3)};
  row.reset();
  return figures;
}

Json render_tracker(const RenderContext& ctx, const PeriodPair& periods) {
  const TrackerFigures now = tracker_figures(ctx.db, periods.current);
  const TrackerFigures before = tracker_figures(ctx.db, periods.previous);
  Json body = Json::object();
  body["globalsRecorded"] = compared_figure(now.globals, before.globals);
  body["totalValue"] = compared_figure(now.value, before.value);
  body["activeAvatars"] = compared_figure(now.avatars, before.avatars);
  return body;
}

Json tracker_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return object(
      {{"globalsRecorded", described(compared_count_schema(schemas), "globals recorded, team globals included")},
       {"totalValue",
        compared_figure_schema(nullable(number("PED, to the cent; null when no global in the window has a value")),
                               "the globals' total value", "the total value of the globals recorded")},
       {"activeAvatars", described(compared_count_schema(schemas), "distinct avatars named by those globals")}},
      "site activity in the window against the window before");
}

using PeriodsOf = std::function<PeriodPair(UnixTime)>;

void add_stats_route(RouteTable& table, const std::string& path, const std::string& summary, const PeriodsOf& periods,
                     Json (*render)(const RenderContext&, const PeriodPair&), AnswerSchemaFn answer_schema) {
  table.add(declare_route(path, summary)
                .render([periods, render](const RenderContext& ctx, const PathArgs&, const Params&) {
                  return render(ctx, periods(ctx.now()));
                })
                .answers(std::move(answer_schema))
                .snapshots(one_snapshot())
                .max_age(kStatsMaxAge));
}

}  // namespace

void add_stats_routes(RouteTable& table) {
  const PeriodsOf day = [](UnixTime now) { return last_seconds(now, 86400); };
  const PeriodsOf week = [](UnixTime now) { return last_seconds(now, 7 * 86400); };
  const PeriodsOf month = [](UnixTime now) { return last_calendar_month(now); };
  const std::string per_profession = "per profession: globals, total and average value, favourite subject, trend";
  add_stats_route(table, "/stats/last24h", "last 24 hours " + per_profession, day, render_activity_window,
                  activity_window_schema);
  add_stats_route(table, "/stats/lastweek", "last 7 days " + per_profession, week, render_activity_window,
                  activity_window_schema);
  add_stats_route(table, "/stats/lastmonth", "last calendar month " + per_profession, month, render_activity_window,
                  activity_window_schema);
  const std::string tracker = "globals recorded, total value and active avatars against the period before";
  add_stats_route(table, "/stats/tracker-stats-last24h", "last 24 hours: " + tracker, day, render_tracker,
                  tracker_schema);
  add_stats_route(table, "/stats/tracker-stats-lastmonth", "last calendar month: " + tracker, month, render_tracker,
                  tracker_schema);
}

}  // namespace snap
