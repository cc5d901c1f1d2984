// event_tools.cc: the event tools, each built on the event routes' answers and queries (routes/events/):
// resolve_event (events by a typo-tolerant name or by status, with /events/{slug}'s light item and categories),
// get_event_standings (one category's leaderboard), query_event_globals (the globals that scored),
// aggregate_event_globals (those globals grouped, event_global_groups.h) and get_event_teams (the teams with
// captain and members). An event is summed up by its light item and categories (event_json.h), not by the whole
// /events/{slug}, whose count of scored globals costs a read of the event's matches.
#include <strings.h>

#include <algorithm>

#include "core/db/database.h"
#include "core/model/global_json.h"
#include "core/problem.h"
#include "core/routes/events/event_globals.h"
#include "core/routes/events/event_json.h"
#include "core/routes/events/event_leaderboard.h"
#include "core/routes/events/event_lookup.h"
#include "core/tools/event_global_groups.h"
#include "core/tools/event_resolution.h"
#include "core/tools/name_resolution.h"
#include "core/tools/route_call.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

// An event's light item with its categories: what the tools show of an event.
Json event_summary(const RenderContext& ctx, const EventRef& event) {
  Json summary = event_item(ctx.db, ctx.now(), event.id);
  summary["categories"] = event_categories(ctx.db, event.id);
  return summary;
}

// The event an `event` argument names; 404 when no event's name is close.
struct NamedEvent {
  EventRef ref;
  Json page;  // event_summary()
  std::string note;
};

NamedEvent named_event(const RenderContext& ctx, const ToolArgs& args) {
  const std::string asked = args.scalars.text("event");
  const auto resolution = resolve_event_name(ctx.db, ctx.now(), asked);
  if (!resolution) throw ApiError(Problem::unresolved("event", "event", asked));
  const EventRef event = find_event(ctx.db, resolution->hit.slug);
  return {event, event_summary(ctx, event), resolution_note(asked, *resolution)};
}

ToolArg event_arg() {
  return one(ParamSpec::text("event", "the event's name, or a close spelling of it"), true);
}

ToolArg limit_arg(std::int64_t default_limit, std::int64_t max_limit, const std::string& items) {
  return one(ParamSpec::integer("limit", default_limit, 1, max_limit, "how many " + items));
}

std::string event_label(const Json& page) {
  return page.at("name").get<std::string>() + " (" + page.at("status").get<std::string>() + ")";
}

// ---- resolve_event

Json event_row(const Json& page, const std::string& match) {
  Json row = Json::object();
  for (const char* field : {"name", "slug", "status", "type", "startDate", "endDate", "participantCount"})
    row[field] = page.at(field);
  row["categories"] = Json::array();
  for (const Json& c : page.at("categories"))
    row["categories"].push_back(
        Json{{"id", c.at("id")}, {"name", c.at("name")}, {"scoringMethod", c.at("scoringMethod")}});
  row["match"] = match;
  return row;
}

ToolAnswer resolve_event(const RenderContext& ctx, const ToolArgs& args) {
  const auto name = args.scalars.optional_text("name");
  const auto status = args.scalars.optional_text("status");
  const std::int64_t limit = args.scalars.integer("limit");
  if (!name && !status) {
    const std::string why = "is required when no status is given";
    throw ApiError(Problem::bad_parameter("name", why, "name " + why));
  }
  ToolAnswer answer;
  if (!name) {
    const Json list = render_route(ctx, "/events", {},
                                   {{"status", *status}, {"sortBy", "StartDate"}, {"pageSize", std::to_string(limit)}});
    for (const Json& item : list.at("items")) {
      const std::string slug = item.at("slug");
      answer.rows.push_back(event_row(event_summary(ctx, find_event(ctx.db, slug)), "status " + *status));
    }
    answer.truncated = list.at("totalCount").get<std::int64_t>() > static_cast<std::int64_t>(answer.rows.size());
    answer.notes.push_back(std::to_string(list.at("totalCount").get<std::int64_t>()) + " events are " + *status + "; " +
                           (answer.rows.empty()
                                ? "none to show."
                                : "the latest " + std::to_string(answer.rows.size()) + " by start date."));
    return answer;
  }
  const auto resolution = resolve_event_name(ctx.db, ctx.now(), *name);
  if (!resolution) throw ApiError(Problem::unresolved("name", "event", *name));
  answer.notes.push_back(resolution_note(*name, *resolution));
  std::vector<std::pair<SearchHit, std::string>> candidates = {{resolution->hit, resolved_text(resolution->how)}};
  for (const SearchHit& other : resolution->others) candidates.push_back({other, "also close"});
  std::vector<std::string> other_status;
  for (const auto& [hit, match] : candidates) {
    const Json page = event_summary(ctx, find_event(ctx.db, hit.slug));
    if (status && page.at("status") != *status) {
      other_status.push_back(event_label(page));
      continue;
    }
    if (static_cast<std::int64_t>(answer.rows.size()) == limit) {
      answer.truncated = true;
      break;
    }
    answer.rows.push_back(event_row(page, match));
  }
  if (!other_status.empty()) {
    std::string names;
    for (const std::string& n : other_status) names += (names.empty() ? "" : ", ") + n;
    answer.notes.push_back("Close names left out for not being " + *status + ": " + names + ".");
  }
  return answer;
}

// ---- get_event_standings

std::string category_label(const Json& category) {
  return category.at("name").get<std::string>() + " (id " + category.at("id").dump() + ", " +
         category.at("scoringMethod").get<std::string>() + ")";
}

std::string category_list(const Json& categories) {
  std::string list;
  for (const Json& c : categories) list += (list.empty() ? "" : ", ") + category_label(c);
  return list;
}

// The category `asked` names among the event's (its id, its name in any case, or a part of one name only), or a
// 400 naming the argument with the event's categories.
const Json& chosen_category(const Json& event, const std::string& asked) {
  const Json& categories = event.at("categories");
  for (const Json& c : categories)
    if (c.at("id").dump() == asked || strcasecmp(c.at("name").get<std::string>().c_str(), asked.c_str()) == 0) return c;
  std::vector<const Json*> partial;
  for (const Json& c : categories)
    if (strcasestr(c.at("name").get<std::string>().c_str(), asked.c_str())) partial.push_back(&c);
  if (partial.size() == 1) return *partial.front();
  const std::string why = "is not one category of " + event.at("name").get<std::string>() +
                          "; it has: " + (categories.empty() ? std::string("none") : category_list(categories));
  throw ApiError(Problem::bad_parameter("category", why, "category " + why));
}

ToolAnswer get_event_standings(const RenderContext& ctx, const ToolArgs& args) {
  const NamedEvent event = named_event(ctx, args);
  ToolAnswer answer;
  answer.notes.push_back(event.note);
  const Json& categories = event.page.at("categories");
  const auto asked = args.scalars.optional_text("category");
  if (!asked && categories.empty()) {
    answer.notes.push_back(event_label(event.page) + " has no categories, so no standings.");
    return answer;
  }
  const Json& category = asked ? chosen_category(event.page, *asked) : categories.front();
  const std::string category_id = category.at("id").dump();
  if (!asked)
    answer.notes.push_back(
        "No category given: the event's first is shown; its categories: " + category_list(categories) + ".");

  const std::string pattern = "/events/{slug}/leaderboard/{categoryId}";
  const PathArgs path = {{"slug", event.ref.slug}, {"categoryId", category_id}};
  const Json page = render_route(ctx, pattern, path, {{"pageSize", std::to_string(args.scalars.integer("limit"))}});
  answer.rows = page.at("items");
  const std::int64_t total = page.at("totalCount");
  answer.truncated = total > static_cast<std::int64_t>(answer.rows.size());
  answer.notes.push_back(
      "Standings of " + category_label(category) + " in " + event_label(event.page) + ": " + std::to_string(total) +
      " avatars have a score" +
      (total ? "; the first " + std::to_string(answer.rows.size()) + " by rank (score, then who reached it first)."
             : "."));

  if (const auto avatar = args.scalars.optional_text("avatar")) {
    const Resolution resolution = require_name(ctx.db, *avatar, {"avatars"}, "avatar", "avatar");
    answer.notes.push_back(resolution_note(*avatar, resolution));
    const std::int64_t avatar_id =
        ctx.db.prepare("SELECT id FROM avatar WHERE slug = ?1").bind(1, resolution.hit.slug).single_int64();
    const auto rank = standing_rank(ctx.db, category.at("id").get<std::int64_t>(), avatar_id);
    if (!rank) {
      answer.notes.push_back(resolution.hit.name + " has no score in " + category.at("name").get<std::string>() + ".");
    } else {
      answer.notes.push_back(resolution.hit.name + " is ranked " + std::to_string(*rank) + " of " +
                             std::to_string(total) + ".");
      if (*rank > static_cast<std::int64_t>(answer.rows.size()))
        answer.rows.push_back(
            render_route(ctx, pattern, path, {{"pageSize", "1"}, {"pageNumber", std::to_string(*rank)}})
                .at("items")
                .at(0));
    }
  }
  return answer;
}

// ---- query_event_globals

ToolAnswer query_event_globals(const RenderContext& ctx, const ToolArgs& args) {
  const NamedEvent event = named_event(ctx, args);
  QueryPairs query = {{"sortBy", args.scalars.text("sortBy")},
                      {"sortDir", args.scalars.text("sortDir")},
                      {"offset", std::to_string(args.scalars.integer("offset"))},
                      {"pageSize", std::to_string(args.scalars.integer("limit"))}};
  const auto search = args.scalars.optional_text("search");
  if (search) query.emplace_back("search", *search);
  Json page = render_route(ctx, "/events/{slug}/globals", {{"slug", event.ref.slug}}, query);
  ToolAnswer answer;
  answer.notes.push_back(event.note);
  for (Json& global : page.at("items")) {  // each global's fields moved into its row
    Json row = object_with_room(10);
    row["dateTime"] = std::move(global.at("dateTime"));
    row["type"] = std::move(global.at("type"));
    row["avatarName"] = std::move(global.at("avatarName"));
    row["subject"] = global_subject(global);
    row["subjectCategory"] = global_subject_category(global);
    row["subjectSlug"] = global_subject_slug(global);
    row["globalValue"] = global.at("globalValue");
    row["isHof"] = global.at("isHof");
    row["categories"] = std::move(global.at("categories"));
    row["message"] = std::move(global.at("message"));
    answer.rows.push_back(std::move(row));
  }
  const std::int64_t total = page.at("totalCount");
  const std::int64_t offset = args.scalars.integer("offset");
  answer.truncated = total > offset + static_cast<std::int64_t>(answer.rows.size());
  std::string sentence = std::to_string(total) + " globals scored in " + event_label(event.page) +
                         (search ? " with every word of '" + *search + "'" : "");
  if (answer.rows.empty())
    sentence += total ? "; none from offset " + std::to_string(offset) + "." : ".";
  else
    sentence += "; rows " + std::to_string(offset + 1) + "-" + std::to_string(offset + answer.rows.size()) + " by " +
                args.scalars.text("sortBy") + " (" + args.scalars.text("sortDir") + ").";
  answer.notes.push_back(sentence);
  return answer;
}

// ---- aggregate_event_globals

ToolAnswer aggregate_event_globals(const RenderContext& ctx, const ToolArgs& args) {
  const NamedEvent event = named_event(ctx, args);
  const std::string group_by = args.scalars.text("groupBy");
  const std::string sort_by = args.scalars.text("sortBy");
  EventGlobalGroups groups =
      event_global_groups(ctx.db, event.ref.id, group_by, sort_by, args.scalars.integer("limit"));
  ToolAnswer answer;
  answer.notes.push_back(event.note);
  answer.rows = std::move(groups.rows);
  answer.truncated = groups.group_count > static_cast<std::int64_t>(answer.rows.size());
  answer.notes.push_back(
      "The globals that scored in " + event_label(event.page) + ", each once, grouped by " + group_by +
      (group_by == "creature" ? " (hunting globals only)"
       : group_by == "day"    ? " (UTC)"
                              : "") +
      ": " + std::to_string(groups.group_count) + " groups" +
      (groups.group_count ? "; the first " + std::to_string(answer.rows.size()) + " by " + sort_by + "." : ".") +
      " count counts every global; total, max and average (PED) only those with a value.");
  return answer;
}

// ---- get_event_teams

ToolAnswer get_event_teams(const RenderContext& ctx, const ToolArgs& args) {
  const NamedEvent event = named_event(ctx, args);
  const Json teams = render_route(ctx, "/events/{slug}/teams", {{"slug", event.ref.slug}}).at("teams");
  ToolAnswer answer;
  answer.notes.push_back(event.note);
  const std::int64_t limit = args.scalars.integer("limit");
  for (const Json& team : teams) {
    if (static_cast<std::int64_t>(answer.rows.size()) == limit) break;
    Json row = Json::object();
    row["team"] = team.at("name");
    row["captain"] = team.at("captain").is_null() ? Json(nullptr) : team.at("captain").at("name");
    row["members"] = Json::array();
    for (const Json& member : team.at("members")) row["members"].push_back(member.at("name"));
    row["memberCount"] = team.at("memberCount");
    answer.rows.push_back(std::move(row));
  }
  answer.truncated = teams.size() > answer.rows.size();
  if (teams.empty())
    answer.notes.push_back(event_label(event.page) + " does not run in teams.");
  else
    answer.notes.push_back(event_label(event.page) + " has " + std::to_string(teams.size()) + " teams" +
                           (answer.rows.size() < teams.size()
                                ? "; the first " + std::to_string(answer.rows.size()) + " by name."
                                : ", by name.") +
                           " Standings rank avatars, not teams: get_event_standings shows each avatar's team.");
  return answer;
}

std::vector<ToolArg> event_globals_args() {
  std::vector<ToolArg> args = {event_arg()};
  for (const ParamSpec& spec : event_globals_params()) args.push_back(one(spec));
  for (const ParamSpec& spec : event_globals_paging().params())
    if (spec.name == "offset") args.push_back(one(spec));
  args.push_back(limit_arg(20, 100, "globals"));
  return args;
}

}  // namespace

void add_event_tools(ToolRegistry& registry) {
  registry.add(Tool{
      "resolve_event",
      "Find an event by name or status",
      "Finds the community event a name means (typos tolerated; the running edition first), or the "
      "events of a status (Active: running now), with dates, participants and categories.",
      {one(ParamSpec::text("name", "the event's name, or a close spelling of it; required unless status is given")),
       one(ParamSpec::choice("status", event_statuses(), std::nullopt,
                             "only events with this status now (Active: running; Upcoming; Completed; Cancelled)")),
       limit_arg(5, 20, "events")},
      {text_column("name", "the event's name"), text_column("slug", "its slug (GET /events/{slug})"),
       text_column("status", "Upcoming, Active, Completed or Cancelled, now"),
       text_column("type", "Hunting, Mining, Crafting or Mixed"), text_column("startDate", "when it starts (UTC)"),
       text_column("endDate", "when it ends (UTC)"), plain_column("participantCount", "integer", "avatars registered"),
       plain_column("categories", "array", "its categories in order: {id, name, scoringMethod}"),
       text_column("match", "how the name matched (exact, typo, ..., also close), or the status asked")},
      resolve_event});
  registry.add(Tool{
      "get_event_standings",
      "An event category's standings",
      "One event category's leaderboard: rank, avatar, team and score by the category's method (PED, "
      "globals or points). Give avatar to add its row and rank.",
      {event_arg(),
       one(ParamSpec::text("category", "the category's id or name (or a part of its name); default: the first")),
       limit_arg(20, 100, "standings"),
       one(ParamSpec::text("avatar", "an avatar's name (typo tolerant): its row and rank are added"))},
      {plain_column("rank", "integer", "1 = first"), text_column("avatarName", "the avatar"),
       text_column("avatarSlug", "its slug (GET /avatars/{slug})"),
       text_column("team", "the avatar's event team, when the event runs in teams"),
       stat_column("score", "number", "the score by the category's method"),
       plain_column("globalsCount", "integer", "its globals that scored in the category"),
       text_column("reachedAt", "when it reached this score (UTC)")},
      get_event_standings});
  registry.add(Tool{
      "query_event_globals",
      "The globals that scored in an event",
      "The globals that scored in an event, each once with the categories it scored in and its score; "
      "sortable, searchable by message words, paged by offset.",
      event_globals_args(),
      {text_column("dateTime", "when (UTC)"), text_column("type", "the global's type"),
       text_column("avatarName", "who (null for a team global naming no avatar)"),
       text_column("subject", "the creature, deposit or item, as the global names it"),
       text_column("subjectCategory", "the subject's wiki category (creatures: the species); blank: not in the wiki"),
       text_column("subjectSlug", "the subject's wiki slug: /{subjectCategory}/{subjectSlug}"),
       stat_column("globalValue", "number", "its value in PED"), plain_column("isHof", "boolean", "a Hall of Fame"),
       plain_column("categories", "array", "the categories it scored in: {id, name, score}"),
       text_column("message", "the global as announced")},
      query_event_globals});
  registry.add(Tool{
      "aggregate_event_globals",
      "An event's globals grouped",
      "An event's scoring globals grouped by avatar, creature, type or day, with count and PED total, "
      "max and average. For one category's ranking use get_event_standings.",
      {event_arg(),
       one(ParamSpec::choice("groupBy", event_global_groupings(), "avatar", "what to group the globals by")),
       one(ParamSpec::choice("sortBy", event_global_figures(), "count", "the figure to rank groups by, highest first")),
       limit_arg(20, 100, "groups")},
      {text_column("group", "the avatar, creature, type or day (YYYY-MM-DD)"),
       plain_column("count", "integer", "scored globals in the group"),
       stat_column("total", "number", "their summed value (PED)"),
       stat_column("max", "number", "the highest value (PED)"),
       stat_column("average", "number", "the average value of those with one (PED)")},
      aggregate_event_globals});
  registry.add(
      Tool{"get_event_teams",
           "An event's teams",
           "The teams of an event that runs in teams, by name, each with its captain and members.",
           {event_arg(), limit_arg(20, 100, "teams")},
           {text_column("team", "the team's name"), text_column("captain", "its captain's name (null when none)"),
            plain_column("members", "array", "its members' names, by name"),
            plain_column("memberCount", "integer", "how many members")},
           get_event_teams});
}

}  // namespace snap
