// event_routes.cc: /events, /events/templates, /events/{slug}, its rosters, standings (and their SVG widgets),
// scored globals and statistics
// (api-description.md "Events", API.md "Events and challenges", templates/docs/events.md). Status follows the clock, so
// the list and the pages of upcoming and active events are rendered live; completed and cancelled events' pages are
// snapshot files.
#include "core/clock.h"
#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/events/event_globals.h"
#include "core/routes/events/event_json.h"
#include "core/routes/events/event_leaderboard.h"
#include "core/routes/events/event_list.h"
#include "core/routes/events/event_lookup.h"
#include "core/routes/events/event_rosters.h"
#include "core/routes/events/event_statistics.h"
#include "core/routes/events/event_widget.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr int kListMaxAge = 60;
constexpr int kEventMaxAge = 60;
// What matching changes (standings, scored globals, statistics): held briefly, so an active event's standings
// reach clients and caches within seconds of a matched global (templates/nginx/snapshots.conf agrees).
constexpr int kStandingsMaxAge = 5;
constexpr int kTemplatesMaxAge = 3600;

// The light item's fields, then the rest of the event, its counts and its categories.
Json render_event(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  Json body = event_item(ctx.db, ctx.now(), event.id);

  Statement& row = ctx.db.prepare(
      "SELECT description, rules, prizes, planet, cancelled_at, created_at,"
      " (SELECT COUNT(*) FROM event_team t WHERE t.event_id = e.id),"
      " (SELECT COUNT(*) FROM event_scored_global s WHERE s.event_id = e.id) FROM event e WHERE e.id = ?1");
  row.bind(1, event.id).step();
  body["description"] = row.json(0);
  body["rules"] = row.json(1);
  body["prizes"] = row.json(2);
  body["planet"] = row.json(3);
  body["cancelledAt"] = row.is_null(4) ? Json(nullptr) : Json(format_iso8601(row.int64(4)));
  body["createdAt"] = format_iso8601(row.int64(5));
  body["teamCount"] = row.int64(6);
  body["scoredGlobalCount"] = row.int64(7);
  row.reset();
  body["categories"] = event_categories(ctx.db, event.id);
  return body;
}

Json event_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return extend(described(event_item_object_schema(), "an event: every field, its counts and its categories"),
                {{"description", nullable(string("what the event is; null when not given"))},
                 {"rules", nullable(string("its rules as the organiser wrote them; null when not given"))},
                 {"prizes", nullable(string("its prizes as the organiser wrote them; null when not given"))},
                 {"planet", nullable(string("the planet it takes place on; null: not tied to one"))},
                 {"cancelledAt", nullable(date_time("when it was cancelled (UTC); null: not cancelled"))},
                 {"createdAt", date_time("when it was created (UTC)")},
                 {"teamCount", integer("teams formed; 0 when the event is not run in teams")},
                 {"scoredGlobalCount", integer("globals that scored in at least one category")},
                 {"categories", array(event_category_schema(schemas), "its categories, in their order")}});
}

// A template's category: stored as the import received it, so a criterion it left out is absent.
Json template_category_schema() {
  std::vector<schema::Property> keys = {{"name", schema::string("the category's name")},
                                        {"scoringMethod", scoring_method_schema()}};
  for (schema::Property& criterion : event_criteria_schemas())
    keys.push_back(schema::optional(criterion.name, std::move(criterion.schema)));
  return schema::object(std::move(keys), "a category events made from the template start with");
}

Json templates_schema(AnswerSchemas&) {
  using namespace schema;
  return object(
      {{"templates",
        array(object({{"slug", string("the template's slug")},
                      {"name", string("the template's name")},
                      {"description", nullable(string("what events made from it are; null when not given"))},
                      {"type", string("the type events made from it get (an event's type; not checked on import)")},
                      {"durationDays", nullable(integer("how many days events made from it last; null: not set"))},
                      {"categories", array(template_category_schema(), "the categories, in their order")}}),
              "every template, by slug")}});
}

Json render_event_templates(const RenderContext& ctx, const PathArgs&, const Params&) {
  Statement& rows = ctx.db.prepare(
      "SELECT slug, name, description, type, duration_days, categories FROM event_template ORDER BY slug");
  Json templates = Json::array();
  while (rows.step()) {
    Json item = Json::object();
    item["slug"] = rows.text(0);
    item["name"] = rows.text(1);
    item["description"] = rows.json(2);
    item["type"] = rows.text(3);
    item["durationDays"] = rows.json(4);
    item["categories"] = Json::parse(rows.text(5));
    templates.push_back(std::move(item));
  }
  Json body = Json::object();
  body["templates"] = std::move(templates);
  return body;
}

}  // namespace

void add_event_routes(RouteTable& table) {
  table.add(declare_route("/events", "community events filtered by name, type and status, sorted and paged")
                .params(event_list_params())
                .paged(event_list_paging())
                .render(render_event_list)
                .answers(event_list_schema)
                .max_age(kListMaxAge)
                .edge_cache(5));
  table.add(declare_route("/events/templates", "the templates new events start from, each with its categories")
                .render(render_event_templates)
                .answers(templates_schema)
                .snapshots(one_snapshot())
                .max_age(kTemplatesMaxAge));
  table.add(declare_route("/events/{slug}",
                          "an event: every field, its counts and its categories with their scoring and criteria")
                .render(render_event)
                .answers(event_schema)
                .snapshots(finished_event_slugs())
                .max_age(kEventMaxAge));
  table.add(declare_route("/events/{slug}/participants", "an event's participants in the order they joined")
                .paged(event_participants_paging())
                .render(render_event_participants)
                .answers(event_participants_schema)
                .snapshots(finished_event_slugs())
                .max_age(kEventMaxAge));
  table.add(
      declare_route("/events/{slug}/globals",
                    "the globals that scored in the event, each once with the categories it scored in; offset-paged")
          .paged(event_globals_paging())
          .params(event_globals_params())
          .render(render_event_globals)
          .answers(event_globals_schema)
          .snapshots(finished_event_slugs())
          .max_age(kStandingsMaxAge));
  table.add(declare_route("/events/{slug}/teams", "an event's teams, each with its captain and members")
                .render(render_event_teams)
                .answers(event_teams_schema)
                .snapshots(finished_event_slugs())
                .max_age(kEventMaxAge));
  table.add(declare_route("/events/{slug}/statistics",
                          "an event's figures: scored globals and value, who scored, each category, top creatures")
                .render(render_event_statistics)
                .answers(event_statistics_schema)
                .snapshots(finished_event_slugs())
                .max_age(kStandingsMaxAge));
  table.add(declare_route("/events/{slug}/leaderboard/{categoryId}",
                          "one category's standings: score by the category's method, ties to who reached it first")
                .paged(event_leaderboard_paging())
                .render(render_event_leaderboard)
                .answers(event_leaderboard_schema)
                .snapshots(finished_event_categories())
                .max_age(kStandingsMaxAge));
  table.add(declare_route("/events/{slug}/leaderboard/{categoryId}/widget.svg",
                          "one category's top 10 as an SVG image, for a web page's <img>")
                .render_text(kSvgText, render_event_widget)
                .snapshots(finished_event_categories())
                .max_age(kStandingsMaxAge));
}

}  // namespace snap
