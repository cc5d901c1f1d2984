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
#include "core/routes/stats/period_comparison.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr int kStatsMaxAge = 300;

struct TypeTotals {
  std::int64_t count = 0;
  double value = 0;            // of the globals with a known value
  std::int64_t valued = 0;     // how many had one (PvP sprees have none)
  std::string favorite;        // the subject globalled most; ties: the first by name
  std::int64_t favorite_count = 0;
};
using TotalsByType = std::map<std::string, TypeTotals>;

void add_subject(TypeTotals& t, const std::string& subject, std::int64_t count) {
  if (count > t.favorite_count || (count == t.favorite_count && subject < t.favorite))
    t.favorite = subject, t.favorite_count = count;
}

TotalsByType totals_by_type(Database& db, const Period& period, bool with_favorites) {
  Statement& rows = db.prepare(
      with_favorites ? "SELECT type, COUNT(*), TOTAL(value), COUNT(value), subject FROM global"
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

struct TrackerFigures {
  Json globals, value, avatars;
};

TrackerFigures tracker_figures(Database& db, const Period& period) {
  Statement& row = db.prepare("SELECT COUNT(*), TOTAL(value), COUNT(value), COUNT(DISTINCT avatar_id) FROM global"
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

using PeriodsOf = std::function<PeriodPair(UnixTime)>;

void add_stats_route(RouteTable& table, const std::string& path, const std::string& summary, const PeriodsOf& periods,
                     Json (*render)(const RenderContext&, const PeriodPair&)) {
  table.add(declare_route(path, summary)
                .render([periods, render](const RenderContext& ctx, const PathArgs&, const Params&) {
                  return render(ctx, periods(ctx.now()));
                })
                .snapshots(one_snapshot())
                .max_age(kStatsMaxAge));
}

}  // namespace

void add_stats_routes(RouteTable& table) {
  const PeriodsOf day = [](UnixTime now) { return last_seconds(now, 86400); };
  const PeriodsOf week = [](UnixTime now) { return last_seconds(now, 7 * 86400); };
  const PeriodsOf month = [](UnixTime now) { return last_calendar_month(now); };
  const std::string per_profession = "per profession: globals, total and average value, favourite subject, trend";
  add_stats_route(table, "/stats/last24h", "last 24 hours " + per_profession, day, render_activity_window);
  add_stats_route(table, "/stats/lastweek", "last 7 days " + per_profession, week, render_activity_window);
  add_stats_route(table, "/stats/lastmonth", "last calendar month " + per_profession, month, render_activity_window);
  const std::string tracker = "globals recorded, total value and active avatars against the period before";
  add_stats_route(table, "/stats/tracker-stats-last24h", "last 24 hours: " + tracker, day, render_tracker);
  add_stats_route(table, "/stats/tracker-stats-lastmonth", "last calendar month: " + tracker, month, render_tracker);
}

}  // namespace snap
