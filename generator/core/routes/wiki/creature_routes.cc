// creature_routes.cc: /creatures/{slug}/stats (all-time globals of a species, by maturity) and
// /creatures/{slug}/activity (its latest globals and an hourly count over the last 24 hours).
#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/model/global_json.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/globals_stamp.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr int kRecentGlobals = 20;

struct CreatureRef {
  std::int64_t id;
  std::string slug, name;
};

CreatureRef find_creature(Database& db, const std::string& slug) {
  Statement& row = db.prepare("SELECT id, slug, name FROM creature WHERE slug = ?");
  row.bind(1, slug);
  if (!row.step()) throw ApiError(Problem::not_found("creature", slug));
  CreatureRef c{row.int64(0), row.text(1), row.text(2)};
  row.reset();
  return c;
}

Json creature_header(const CreatureRef& c) {
  Json ref = Json::object();
  ref["slug"] = c.slug;
  ref["name"] = c.name;
  return ref;
}

// The shared aggregate columns: count, HoFs, ATHs, total, best, first and last time.
const char* kAggregate = "COUNT(*), SUM(is_hof), SUM(is_ath), ROUND(SUM(value), 2), MAX(value), MIN(ts), MAX(ts)";

void put_aggregate(Json& out, const Statement& row, int first) {
  out["globalsCount"] = row.int64(first);
  out["hofCount"] = row.is_null(first + 1) ? 0 : row.int64(first + 1);
  out["athCount"] = row.is_null(first + 2) ? 0 : row.int64(first + 2);
  out["totalValue"] = row.is_null(first + 3) ? Json(0.0) : row.json(first + 3);
  out["bestValue"] = row.json(first + 4);
  out["firstSeen"] = row.is_null(first + 5) ? Json(nullptr) : Json(format_iso8601(row.int64(first + 5)));
  out["lastSeen"] = row.is_null(first + 6) ? Json(nullptr) : Json(format_iso8601(row.int64(first + 6)));
}

// A global names "<Species> <Maturity>"; the maturity is what follows the species name, when anything does.
Json by_maturity(Database& db, const CreatureRef& c) {
  Statement& rows = db.prepare(std::string("SELECT subject, ") + kAggregate +
                               " FROM global WHERE creature_id = ?1 GROUP BY subject ORDER BY subject");
  rows.bind(1, c.id);
  Json list = Json::array();
  while (rows.step()) {
    const std::string subject = rows.text(0);
    Json m = Json::object();
    const bool has_suffix = subject.size() > c.name.size() + 1 && subject.compare(0, c.name.size() + 1, c.name + " ") == 0;
    m["maturity"] = has_suffix ? Json(subject.substr(c.name.size() + 1)) : Json(nullptr);
    m["creatureName"] = subject;
    put_aggregate(m, rows, 1);
    list.push_back(std::move(m));
  }
  return list;
}

Json render_stats(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const CreatureRef c = find_creature(ctx.db, args.at("slug"));
  Statement& row = ctx.db.prepare(std::string("SELECT ") + kAggregate + " FROM global WHERE creature_id = ?1");
  row.bind(1, c.id);
  Json stats = Json::object();
  stats["creature"] = creature_header(c);
  row.step();
  put_aggregate(stats, row, 0);
  row.reset();
  stats["byMaturity"] = by_maturity(ctx.db, c);
  return stats;
}

// What a creature's stats read (its file stamp, route.h): its name and slug, and which globals it has, read
// from its index alone (globals_stamp.h). At 1M globals, rendering every creature's stats took 1.5 s of each
// build; the stamps, 0.1 s.
std::string stats_stamp(const RenderContext& ctx, const PathArgs& args) {
  const CreatureRef c = find_creature(ctx.db, args.at("slug"));
  Statement& ids = ctx.db.prepare(std::string("SELECT ") + kGlobalIdsStamp + " FROM global WHERE creature_id = ?1");
  ids.bind(1, c.id);
  ids.step();
  std::string stamp = std::to_string(c.id) + " " + c.slug + " " + c.name + " " + ids.text(0);
  ids.reset();
  return stamp;
}

// 24 buckets of one hour, the last one holding the current hour; empty hours are zero.
Json hourly_counts(Database& db, std::int64_t creature_id, UnixTime now) {
  const UnixTime last_hour = now - now % 3600, first_hour = last_hour - 23 * 3600;
  std::vector<std::int64_t> counts(24, 0);
  Statement& rows = db.prepare("SELECT (ts - ?2) / 3600, COUNT(*) FROM global WHERE creature_id = ?1"
                               " AND ts >= ?2 AND ts <= ?3 GROUP BY 1");
  rows.bind(1, creature_id).bind(2, first_hour).bind(3, now);
  while (rows.step()) {
    const std::int64_t bucket = rows.int64(0);
    if (bucket >= 0 && bucket < 24) counts[static_cast<size_t>(bucket)] = rows.int64(1);
  }
  Json hours = Json::array();
  for (size_t i = 0; i < counts.size(); ++i) {
    Json h = Json::object();
    h["hour"] = format_iso8601(first_hour + static_cast<UnixTime>(i) * 3600);
    h["globals"] = counts[i];
    hours.push_back(std::move(h));
  }
  return hours;
}

Json render_activity(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const CreatureRef c = find_creature(ctx.db, args.at("slug"));
  Statement& rows = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                                   " WHERE g.creature_id = ?1 AND g.ts <= ?2 ORDER BY g.ts DESC, g.id DESC LIMIT ?3");
  rows.bind(1, c.id).bind(2, ctx.now()).bind(3, kRecentGlobals);
  Json recent = global_array_json(rows, *wiki_links(ctx.db));
  Json activity = object_with_room(3);
  activity["creature"] = creature_header(c);
  activity["recentGlobals"] = std::move(recent);
  activity["hourly"] = hourly_counts(ctx.db, c.id, ctx.now());
  return activity;
}

// creature_header()'s object, shared by both answers.
Json creature_ref_schema(AnswerSchemas& schemas) {
  return schemas.ref("CreatureRef", [](AnswerSchemas&) {
    return schema::object({{"slug", schema::string("its wiki entry: /creatures/{slug}")},
                           {"name", schema::string("its name")}},
                          "a creature of the wiki");
  });
}

// What put_aggregate() writes; `some` when at least one global is counted (a maturity's group), so the times are
// known.
std::vector<schema::Property> aggregate_schema(bool some) {
  using namespace schema;
  const auto seen = [some](const char* what) { return some ? date_time(what) : nullable(date_time(what)); };
  return {{"globalsCount", integer("globals in all")},
          {"hofCount", integer("of them Hall of Fame entries")},
          {"athCount", integer("of them all-time highs")},
          {"totalValue", number("their values added up, PED (0 when none)")},
          {"bestValue", nullable(number("the largest value, PED"))},
          {"firstSeen", seen("the first one's time (UTC)")},
          {"lastSeen", seen("the latest one's time (UTC)")}};
}

Json stats_schema(AnswerSchemas& schemas) {
  using namespace schema;
  Json maturity = extend(object({{"maturity", nullable(string("what follows the species in the globals' name"))},
                                 {"creatureName", string("the name the globals give, species and maturity")}}),
                         aggregate_schema(true));
  Json stats = object({{"creature", creature_ref_schema(schemas)}}, "a creature's globals of all time");
  stats = extend(std::move(stats), aggregate_schema(false));
  return extend(std::move(stats),
                {{"byMaturity", array(std::move(maturity), "per name the globals give, in name order")}});
}

Json activity_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return object({{"creature", creature_ref_schema(schemas)},
                 {"recentGlobals", array(global_schema(schemas), "its latest globals, newest first, at most 20")},
                 {"hourly", array(object({{"hour", date_time("the hour's start (UTC)")},
                                          {"globals", integer("its globals in the hour")}}),
                                  "the last 24 hours, oldest first, the current one last")}});
}

}  // namespace

void add_creature_routes(RouteTable& table) {
  table.add(declare_route("/creatures/{slug}/stats",
                          "all-time globals of a creature: count, HoFs, total and best value, by maturity")
                .render(render_stats)
                .answers(stats_schema)
                .snapshots(one_snapshot_per_slug("creature"))
                .file_stamp(stats_stamp)
                .max_age(300));
  table.add(declare_route("/creatures/{slug}/activity",
                          "a creature's latest globals and its hourly globals over the last 24 hours")
                .render(render_activity)
                .answers(activity_schema)
                .max_age(60));
}

}  // namespace snap
