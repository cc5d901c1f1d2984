// game_health_routes.cc: /stats/game-health (unique avatars seen globalling over the last day, 7 and 30 days
// against the window before, and the busiest day and month), /stats/game-health/daily and /monthly (paged
// backwards from the current day or month, which is still running; quiet periods inside the series are 0).
// The series come from the derived tables snapgen build keeps (derived/game_health.cc). Snapshot files.
// Rules: api-description.md "Statistics", API.md "Avatars, teams, statistics".
#include <algorithm>
#include <functional>
#include <map>

#include "core/db/database.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/paging.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/routes/stats/period_comparison.h"

namespace snap {
namespace {

constexpr int kGameHealthMaxAge = 300;

std::int64_t unique_avatars(Database& db, const Period& period) {
  Statement& q = db.prepare("SELECT COUNT(DISTINCT avatar_id) FROM global WHERE ts > ?1 AND ts <= ?2");
  q.bind(1, period.start).bind(2, period.end);
  const std::int64_t n = q.step() ? q.int64(0) : 0;
  q.reset();
  return n;
}

Json compared_unique_avatars(Database& db, const PeriodPair& periods) {
  return compared_figure(unique_avatars(db, periods.current), unique_avatars(db, periods.previous));
}

// {"date":..., "uniqueAvatars":n} of the busiest period up to now (ties: the earliest); null without data.
Json peak(Database& db, const std::string& sql, const char* key, const std::string& up_to) {
  Statement& q = db.prepare(sql);
  q.bind(1, up_to);
  Json best = nullptr;
  if (q.step()) {
    best = Json::object();
    best[key] = q.text(0);
    best["uniqueAvatars"] = q.int64(1);
  }
  q.reset();
  return best;
}

// {"date", "uniqueAvatars"} of one UTC day, as peak() and the daily series write it.
Json day_schema(AnswerSchemas& schemas) {
  return schemas.ref("GameHealthDay", [](AnswerSchemas&) {
    using namespace schema;
    return object({{"date", date("the UTC day")},
                   {"uniqueAvatars", integer("distinct avatars named by that day's globals")}},
                  "unique avatars seen globalling in one UTC day");
  });
}

// {"month", "uniqueAvatars"} of one calendar month, as peak() and the monthly series write it.
Json month_schema(AnswerSchemas& schemas) {
  return schemas.ref("GameHealthMonth", [](AnswerSchemas&) {
    using namespace schema;
    return object({{"month", month("the calendar month, UTC")},
                   {"uniqueAvatars", integer("distinct avatars named by that month's globals")}},
                  "unique avatars seen globalling in one calendar month");
  });
}

Json overview_schema(AnswerSchemas& schemas) {
  using namespace schema;
  const auto window = [&](const char* what) {
    return described(compared_count_schema(schemas), std::string("unique avatars seen globalling in ") + what);
  };
  return object(
      {{"last24h", window("the last 24 hours")},
       {"last7Days", window("the last 7 days")},
       {"last30Days", window("the last 30 days")},
       {"trend", trend_schema("last30Days against the 30 days before")},
       {"peakDay",
        nullable(described(day_schema(schemas), "the busiest day up to now (ties: the earliest); null without data"))},
       {"peakMonth", nullable(described(month_schema(schemas),
                                        "the busiest month up to now (ties: the earliest); null without data"))}},
      "unique avatars seen globalling, against the period before, and the peaks");
}

Json render_overview(const RenderContext& ctx, const PathArgs&, const Params&) {
  Json body = Json::object();
  body["last24h"] = compared_unique_avatars(ctx.db, last_seconds(ctx.now(), kDaySeconds));
  body["last7Days"] = compared_unique_avatars(ctx.db, last_seconds(ctx.now(), 7 * kDaySeconds));
  body["last30Days"] = compared_unique_avatars(ctx.db, last_seconds(ctx.now(), 30 * kDaySeconds));
  body["trend"] = trend_of(number_of(body["last30Days"]["value"]), number_of(body["last30Days"]["previous"]));
  body["peakDay"] = peak(ctx.db,
                         "SELECT day, unique_avatars FROM game_health_daily WHERE day <= ?1"
                         " ORDER BY unique_avatars DESC, day LIMIT 1",
                         "date", format_date(ctx.now()));
  body["peakMonth"] = peak(ctx.db,
                           "SELECT month, unique_avatars FROM game_health_monthly WHERE month <= ?1"
                           " ORDER BY unique_avatars DESC, month LIMIT 1",
                           "month", format_month(ctx.now()));
  return body;
}

// A series of periods numbered 0, 1, 2 ... from the first period with data; `label` names period n, `first`
// and `current` are the numbers of the first period with data and of now's period.
struct Series {
  const char* table;       // game_health_daily or game_health_monthly
  const char* key_column;  // day or month
  const char* json_key;    // date or month
  std::function<std::string(std::int64_t)> label;
  std::function<std::int64_t(const std::string&)> number_of_label;
  std::int64_t current = 0;
};

std::map<std::string, std::int64_t> stored_counts(Database& db, const Series& s, const std::string& from,
                                                  const std::string& to) {
  Statement& rows = db.prepare(std::string("SELECT ") + s.key_column + ", unique_avatars FROM " + s.table + " WHERE " +
                               s.key_column + " >= ?1 AND " + s.key_column + " <= ?2");
  rows.bind(1, from).bind(2, to);
  std::map<std::string, std::int64_t> counts;
  while (rows.step()) counts.emplace(rows.text(0), rows.int64(1));
  return counts;
}

// Page 1 holds the current period and the ones before it, newest first; page 2 continues backwards.
Json render_series(const Series& s, const Paging& paging, const RenderContext& ctx, const Params& params) {
  const Page page = paging.page_of(params);
  Statement& first_row = ctx.db.prepare(std::string("SELECT MIN(") + s.key_column + ") FROM " + s.table);
  const std::optional<std::string> first_label = first_row.step() ? first_row.optional_text(0) : std::nullopt;
  first_row.reset();
  const std::int64_t first = first_label ? s.number_of_label(*first_label) : s.current + 1;
  const std::int64_t total = std::max<std::int64_t>(0, s.current - first + 1);
  Json items = Json::array();
  if (page.offset() < total) {
    const std::int64_t newest = s.current - page.offset();
    const std::int64_t oldest = std::max(first, newest - page.size + 1);
    const auto counts = stored_counts(ctx.db, s, s.label(oldest), s.label(newest));
    for (std::int64_t n = newest; n >= oldest; --n) {
      Json item = Json::object();
      item[s.json_key] = s.label(n);
      const auto found = counts.find(s.label(n));
      item["uniqueAvatars"] = found == counts.end() ? 0 : found->second;
      items.push_back(std::move(item));
    }
  }
  return paged_envelope(std::move(items), total, page);
}

Series daily_series(UnixTime now) {
  Series s{"game_health_daily",
           "day",
           "date",
           [](std::int64_t day) { return format_date(day * kDaySeconds); },
           [](const std::string& label) { return utc_day_number(*parse_iso_date(label)); },
           0};
  s.current = utc_day_number(now);
  return s;
}

std::int64_t month_number(UnixTime t) {
  int y;
  unsigned m, d;
  civil_from_days(utc_day_number(t), y, m, d);
  return static_cast<std::int64_t>(y) * 12 + m - 1;
}

Series monthly_series(UnixTime now) {
  Series s{
      "game_health_monthly",
      "month",
      "month",
      [](std::int64_t n) {
        return format_month(days_from_civil(static_cast<int>(n / 12), static_cast<unsigned>(n % 12) + 1, 1) * kDaySeconds);
      },
      [](const std::string& label) { return month_number(*parse_iso_date(label + "-01")); },
      0};
  s.current = month_number(now);
  return s;
}

RouteBuilder series_route(const std::string& path, const std::string& summary, std::int64_t default_size,
                          std::int64_t max_size, Series (*series_of)(UnixTime), Json (*period_schema)(AnswerSchemas&)) {
  const Paging paging =
      Paging::sized(default_size, max_size, "periods").number("page", "page to return; 1 is the most recent");
  return std::move(declare_route(path, summary)
                       .paged(paging)
                       .render([series_of, paging](const RenderContext& ctx, const PathArgs&, const Params& p) {
                         return render_series(series_of(ctx.now()), paging, ctx, p);
                       })
                       .answers([period_schema](AnswerSchemas& schemas) {
                         return schema::page_of(period_schema(schemas),
                                                "periods newest first, the current (still running) one first; "
                                                "0 for a quiet period");
                       })
                       .snapshots(one_snapshot())
                       .max_age(kGameHealthMaxAge));
}

}  // namespace

void add_game_health_routes(RouteTable& table) {
  table.add(declare_route("/stats/game-health",
                          "unique avatars seen globalling: last day, 7 and 30 days against the period before; peaks")
                .render(render_overview)
                .answers(overview_schema)
                .snapshots(one_snapshot())
                .max_age(kGameHealthMaxAge));
  table.add(series_route("/stats/game-health/daily", "unique avatars per UTC day, newest first", 30, 366, daily_series,
                         day_schema));
  table.add(series_route("/stats/game-health/monthly", "unique avatars per calendar month, newest first", 12, 120,
                         monthly_series, month_schema));
}

}  // namespace snap
