// export_routes.cc: /exports, /exports/globals/{date} and /exports/wiki: the data as NDJSON files in the
// snapshot (one JSON value a line, each with its .gz beside it, all listed in the manifest), so a mirror copies
// files instead of paging. A day's globals are one file per UTC day; each line is the global exactly as /globals
// shows it, oldest first. The wiki is one file; each line is an entry exactly as /{category}/{slug} shows it,
// with its category. A day's file is kept from build to build while that day's globals are the same (its file
// stamp), so only the days that changed are written again.
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/db/dataset_meta.h"
#include "core/model/global_json.h"
#include "core/model/wiki_category.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/globals_stamp.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/tools/route_call.h"

namespace snap {
namespace {

constexpr int kExportMaxAge = 300;

// The UTC day a {date} capture names; 404 for anything that is not a date.
UnixTime day_start(const std::string& date) {
  const std::optional<UnixTime> start = parse_iso_date(date);
  if (!start || format_date(*start) != date) throw ApiError(Problem::not_found("globals export", date));
  return *start;
}

// Every UTC day from the first global's to the latest's, oldest first; none without globals.
std::vector<UnixTime> days_spanned(Database& db) {
  std::vector<UnixTime> days;
  Statement& bounds = db.prepare("SELECT MIN(ts), MAX(ts) FROM global");
  if (bounds.step() && !bounds.is_null(0))
    for (UnixTime day = utc_day_start(bounds.int64(0)); day <= bounds.int64(1); day += kDaySeconds) days.push_back(day);
  bounds.reset();
  return days;
}

// The days that have globals, oldest first: one index lookup per day between the first and the last.
std::vector<PathArgs> days_with_globals(const RenderContext& ctx) {
  std::vector<PathArgs> days;
  Statement& any = ctx.db.prepare("SELECT EXISTS (SELECT 1 FROM global WHERE ts >= ?1 AND ts < ?2)");
  for (UnixTime day : days_spanned(ctx.db)) {
    any.bind(1, day).bind(2, day + kDaySeconds);
    const bool found = any.step() && any.int64(0) != 0;
    any.reset();
    if (found) days.push_back({{"date", format_date(day)}});
  }
  return days;
}

// What a day's file holds: which globals (read from the time index alone: how many, and their ids; a global is
// never changed once recorded), the names they carry (changed only when an import replaces an avatar or a
// team, which dataset_meta counts) and the wiki's slugs of the entries they name (wiki_links.h's digest).
std::string day_stamp(const RenderContext& ctx, const PathArgs& args) {
  const UnixTime start = day_start(args.at("date"));
  Statement& stamp = ctx.db.prepare(std::string("SELECT ") + kGlobalIdsStamp +
                                    " || ' ' || ?3 || ' ' || ?4 FROM global WHERE ts >= ?1 AND ts < ?2");
  stamp.bind(3, people_replacements(ctx.db)).bind(4, wiki_links(ctx.db)->digest());
  stamp.bind(1, start).bind(2, start + kDaySeconds);
  stamp.step();
  std::string text = stamp.text(0);
  stamp.reset();
  return text;
}

std::string render_globals_day(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const UnixTime start = day_start(args.at("date"));
  Statement& rows = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                                   " WHERE g.ts >= ?1 AND g.ts < ?2 ORDER BY g.ts, g.id");
  rows.bind(1, start).bind(2, start + kDaySeconds);
  const std::shared_ptr<const WikiLinks> links = wiki_links(ctx.db);
  std::string lines;
  while (rows.step()) {
    lines += global_json_text(rows, *links);
    lines += '\n';
  }
  if (lines.empty()) throw ApiError(Problem::not_found("globals export", args.at("date")));
  return lines;
}

std::string render_wiki_export(const RenderContext& ctx, const PathArgs&, const Params&) {
  std::string lines;
  for (const WikiCategory& category : wiki_categories()) {
    const std::string pattern = "/" + category.path + "/{slug}";
    for (const PathArgs& entry : find_route(pattern).snapshot_args(ctx)) {
      Json line = object_with_room(2);
      line["category"] = category.path;
      line["entry"] = render_route(ctx, pattern, entry);
      lines += to_bytes(line);
      lines += '\n';
    }
  }
  return lines;
}

Json render_exports(const RenderContext& ctx, const PathArgs&, const Params&) {
  // A count over each day's range of the time index: a third of one GROUP BY over every global (1M: 0.37 s).
  Json days = Json::array();
  Statement& count = ctx.db.prepare("SELECT COUNT(*) FROM global WHERE ts >= ?1 AND ts < ?2");
  for (UnixTime day : days_spanned(ctx.db)) {
    count.bind(1, day).bind(2, day + kDaySeconds);
    const std::int64_t globals = count.step() ? count.int64(0) : 0;
    count.reset();
    if (globals > 0) days.push_back(Json{{"date", format_date(day)}, {"globalsCount", globals}});
  }
  std::int64_t entries = 0;
  for (const WikiCategory& category : wiki_categories())
    entries += static_cast<std::int64_t>(find_route("/" + category.path + "/{slug}").snapshot_args(ctx).size());
  Json body = object_with_room(2);
  body["globals"] = std::move(days);
  body["wiki"] = Json{{"entryCount", entries}};
  return body;
}

// One line of /exports/wiki: a category and one of its entries, as that category's entry route answers it.
Json wiki_export_line_schema(AnswerSchemas& schemas) {
  Json lines = Json::array();
  for (const WikiCategory& c : wiki_categories())
    lines.push_back(schema::object({{"category", schema::one_of_values({c.path}, "the entry's category")},
                                    {"entry", find_route("/" + c.path + "/{slug}").answer_schema(schemas)}}));
  return Json{{"oneOf", std::move(lines)}, {"description", "a wiki entry with its category"}};
}

Json exports_schema(AnswerSchemas&) {
  using namespace schema;
  return object({{"globals", array(object({{"date", date("a UTC day: /exports/globals/{date}")},
                                           {"globalsCount", integer("globals that day")}}),
                                   "each UTC day with globals, oldest first")},
                 {"wiki", object({{"entryCount", integer("entries in /exports/wiki, one a line")}})}});
}

}  // namespace

void add_export_routes(RouteTable& table) {
  table.add(declare_route("/exports",
                          "what the NDJSON exports hold: each UTC day with globals and its count, and "
                          "the wiki's entry count")
                .render(render_exports)
                .answers(exports_schema)
                .snapshots(one_snapshot())
                .max_age(kExportMaxAge));
  table.add(declare_route("/exports/globals/{date}",
                          "every global of one UTC day (YYYY-MM-DD) as NDJSON, oldest first, each as /globals shows it")
                .render_text(kNdjsonText, render_globals_day)
                .answers(global_schema)
                .snapshots(days_with_globals)
                .file_stamp(day_stamp)
                .max_age(kExportMaxAge));
  table.add(declare_route("/exports/wiki",
                          "every wiki entry as NDJSON: its category and the entry as "
                          "/{category}/{slug} shows it")
                .render_text(kNdjsonText, render_wiki_export)
                .answers(wiki_export_line_schema)
                .snapshots(one_snapshot())
                .max_age(kExportMaxAge));
}

}  // namespace snap
