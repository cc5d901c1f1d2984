// globals_routes.cc: /globals (filtered, sorted, paged; live), /globals/recent, /globals/last-5,
// /globals/top-24h, /globals/activity-24h and /globals/inspect/{id} (api-description.md "Globals").
// Filters: globals_filter.cc; page SQL: globals_query.cc; totalCount: global_totals.cc.

#include "core/db/database.h"
#include "core/domain/global_types.h"
#include "core/model/global_json.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/globals/globals_24h.h"
#include "core/routes/globals/globals_query.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

constexpr int kLastFeedLength = 7;  // /globals/last-5 returns seven entries (api-description.md)
constexpr int kInspectContext = 20;

std::vector<ParamSpec> globals_sort_params() {
  return {ParamSpec::choice("sortBy", {"DateTime", "GlobalValue", "AvatarName", "Type"}, "DateTime",
                            "the field to sort by; ties by id (Type and AvatarName: by time, then id)"),
          sort_direction("sortOrder", "desc", "sort direction")};
}

Json render_globals(const RenderContext& ctx, const PathArgs&, const Params& params) {
  return globals_page(ctx.db, read_globals_filter(ctx.db, params), params);
}

// Newest first; with afterId the globals after it, oldest first, as /globals does.
Json render_recent(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const std::int64_t count = params.integer("count");
  if (const auto after_id = params.optional_integer("afterId")) {
    Statement& rows = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                                     " WHERE g.id > ?1 ORDER BY g.id LIMIT ?2");
    rows.bind(1, *after_id).bind(2, count);
    return global_array_json(rows, *wiki_links(ctx.db));
  }
  Statement& rows =
      ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " ORDER BY g.ts DESC, g.id DESC LIMIT ?1");
  rows.bind(1, count);
  return global_array_json(rows, *wiki_links(ctx.db));
}

Json render_last_feed(const RenderContext& ctx, const PathArgs&, const Params&) {
  Statement& rows =
      ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " ORDER BY g.ts DESC, g.id DESC LIMIT ?1");
  rows.bind(1, kLastFeedLength);
  return global_array_json(rows, *wiki_links(ctx.db));
}

// The global and up to 20 on each side of it in time order (ts, then id), both lists oldest first.
Json render_inspect(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const std::string& id_text = args.at("id");
  const std::int64_t id = std::stoll(id_text);
  Statement& when = ctx.db.prepare("SELECT ts FROM global WHERE id = ?1");
  when.bind(1, id);
  if (!when.step()) {
    when.reset();
    throw ApiError(Problem::not_found("global", id_text));
  }
  const std::int64_t ts = when.int64(0);
  when.reset();

  const std::shared_ptr<const WikiLinks> links = wiki_links(ctx.db);
  Json inspected = object_with_room(3);
  Statement& one = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id = ?1");
  one.bind(1, id);
  one.step();  // the global found above, read in the same transaction
  inspected["global"] = global_json(one, *links);
  one.reset();

  Statement& before = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                                     " WHERE (g.ts, g.id) < (?1, ?2) ORDER BY g.ts DESC, g.id DESC LIMIT ?3");
  before.bind(1, ts).bind(2, id).bind(3, kInspectContext);
  inspected["before"] = global_array_json(before, *links, true);

  Statement& after = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                                    " WHERE (g.ts, g.id) > (?1, ?2) ORDER BY g.ts, g.id LIMIT ?3");
  after.bind(1, ts).bind(2, id).bind(3, kInspectContext);
  inspected["after"] = global_array_json(after, *links);
  return inspected;
}

// The keys of the per-profession answers, in the order the renders write them.
std::vector<std::string> profession_keys() {
  std::vector<std::string> keys;
  for (const GlobalTypeInfo& t : global_types())
    if (is_profession(t.type)) keys.push_back(t.key);
  return keys;
}

Json globals_page_schema(AnswerSchemas& schemas) {
  return schema::extend(schema::page_of(global_schema(schemas), "a page of globals"),
                        {{"totalCountExact", schema::boolean("false when totalCount stopped at the count cap: "
                                                             "there are at least that many")},
                         {"totalPages", schema::nullable(schema::integer(
                                            "pages in all; null when totalCount is capped (follow the Link "
                                            "header's next while it appears)"))}});
}

Json global_list_schema(AnswerSchemas& schemas) { return schema::array(global_schema(schemas)); }

Json top_24h_schema(AnswerSchemas& schemas) {
  std::vector<schema::Property> professions;
  for (const std::string& key : profession_keys())
    professions.emplace_back(key, schema::array(global_schema(schemas), "the best first, at most 10"));
  return schema::object(std::move(professions), "per profession, its best globals of the last 24 hours");
}

Json activity_24h_schema(AnswerSchemas&) {
  std::vector<schema::Property> counts = {{"hour", schema::date_time("the hour's start (UTC)")}};
  for (const std::string& key : profession_keys()) counts.emplace_back(key, schema::integer("globals in the hour"));
  counts.emplace_back("other", schema::integer("globals of the other types in the hour"));
  return schema::array(schema::object(std::move(counts)), "the 24 hours, oldest first");
}

Json inspect_schema(AnswerSchemas& schemas) {
  return schema::object({{"global", global_schema(schemas)},
                         {"before", schema::array(global_schema(schemas), "up to 20 earlier globals, oldest first")},
                         {"after", schema::array(global_schema(schemas), "up to 20 later globals, oldest first")}});
}

}  // namespace

void add_globals_routes(RouteTable& table) {
  // The edge reuses one render per query for 5 seconds: a burst of the same query (bots polling one filter)
  // costs one render, and a new global shows within 5 seconds, as Cache-Control says.
  table.add(declare_route("/globals", "globals filtered, sorted and paged; totalCountExact is false when capped")
                .params(globals_filter_params())
                .params(globals_sort_params())
                .paged(globals_paging())
                .render(render_globals)
                .answers(globals_page_schema)
                .max_age(5)
                .edge_cache(5));
  // "Served from memory, refreshed from the database": the edge reuses one render for 5 seconds.
  table.add(
      declare_route("/globals/recent", "the latest globals, newest first (afterId: the ones after it, oldest first)")
          .params({ParamSpec::integer("count", 50, 1, 200, "how many globals, 1 to 200"),
                   ParamSpec::integer("afterId", std::nullopt, 0, std::nullopt,
                                      "only globals with a larger id, oldest first")})
          .render(render_recent)
          .answers(global_list_schema)
          .max_age(5)
          .edge_cache(5));
  table.add(declare_route("/globals/last-5", "the seven latest globals, newest first (read the length)")
                .render(render_last_feed)
                .answers(global_list_schema)
                .max_age(5)
                .edge_cache(5));
  table.add(
      declare_route("/globals/top-24h", "the 10 best globals per profession over the last 24 hours")
          .params({ParamSpec::boolean("excludeTeams", false, "leave team globals out of hunting and space mining")})
          .render(render_top_24h)
          .answers(top_24h_schema)
          .max_age(300)
          .edge_cache(300));
  table.add(declare_route("/globals/activity-24h", "globals per profession in each of the last 24 hours")
                .render(render_activity_24h)
                .answers(activity_24h_schema)
                .max_age(60)
                .edge_cache(60));
  table.add(declare_route("/globals/inspect/{id}", "one global and up to 20 globals on each side of it in time")
                .render(render_inspect)
                .answers(inspect_schema)
                .max_age(60));
}

}  // namespace snap
