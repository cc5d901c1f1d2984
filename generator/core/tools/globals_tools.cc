// globals_tools.cc: query_globals (individual globals, as GET /globals answers them, plus an avatar and a planet
// filter) and aggregate_globals (counts and totals per group, global_aggregation.h). Creature and avatar names are
// resolved typo-tolerantly first; the note says how.
#include <algorithm>

#include "core/clock.h"
#include "core/domain/global_types.h"
#include "core/model/global_json.h"
#include "core/problem.h"
#include "core/routes/globals/globals_filter.h"
#include "core/routes/globals/globals_query.h"
#include "core/routes/stats/period_comparison.h"
#include "core/tools/avatar_resolution.h"
#include "core/tools/creature_resolution.h"
#include "core/tools/global_aggregation.h"
#include "core/tools/route_call.h"
#include "core/tools/tool_families.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

// /globals' own parameters that the tools take under the same names (so its
// 400s name the tool's argument).
const std::vector<std::string> kSharedWithGlobals = {"type",     "isHof",  "isAth",  "isTeam", "minValue", "maxValue",
                                                     "fromDate", "toDate", "search", "sortBy", "sortOrder"};

const ParamSpec& globals_param(const std::string& name) {
  for (const ParamSpec& spec : find_route("/globals").params)
    if (spec.name == name) return spec;
  throw std::logic_error("/globals has no parameter " + name);
}

// The argument as a query value, the way a request would write it.
std::optional<std::string> query_value(const Params& args, const ParamSpec& spec) {
  if (!args.has(spec.name)) return std::nullopt;
  switch (spec.type) {
    case ParamType::Integer:
      return std::to_string(args.integer(spec.name));
    case ParamType::DateTime:
      return format_iso8601(args.integer(spec.name));
    case ParamType::Number:
      return Json(args.number(spec.name)).dump();
    case ParamType::Boolean:
      return args.boolean(spec.name) ? "true" : "false";
    case ParamType::Text:
    case ParamType::Choice:
      return args.text(spec.name);
  }
  return std::nullopt;
}

ParamSpec creature_param() {
  return ParamSpec::text("creatureName",
                         "a creature, with or without its maturity (typos tolerated: 'atrox yung'), or a deposit or "
                         "item as globals name it");
}
ParamSpec avatar_param() { return ParamSpec::text("avatarName", "only this avatar's globals (typos tolerated)"); }
ParamSpec planet_param() { return ParamSpec::text("planet", "only globals on this planet (any letter case)"); }

ResolvedCreature require_creature(Database& db, const std::string& typed) {
  auto creature = resolve_creature(db, typed);
  if (!creature) throw ApiError(Problem::unresolved("creatureName", "creature, deposit or item", typed));
  return std::move(*creature);
}

std::string require_planet(Database& db, const std::string& typed) {
  auto planet = stored_planet(db, typed);
  if (!planet) throw ApiError(Problem::unresolved("planet", "planet with globals", typed));
  return *planet;
}

// ---- query_globals

ToolAnswer query_globals(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  QueryPairs query = {{"pageSize", std::to_string(args.scalars.integer("limit"))}};
  for (const std::string& name : kSharedWithGlobals)
    if (auto value = query_value(args.scalars, globals_param(name))) query.emplace_back(name, *value);
  if (const auto typed = args.scalars.optional_text("creatureName")) {
    const ResolvedCreature creature = require_creature(ctx.db, *typed);
    answer.notes.push_back(creature.note);
    query.emplace_back("creatureName", creature.name);
  }
  const Params params = parse_params(find_route("/globals").params, query);
  GlobalsFilter filter = read_globals_filter(ctx.db, params);
  if (const auto typed = args.scalars.optional_text("avatarName")) {
    const ResolvedAvatar avatar = require_avatar(ctx.db, *typed, "avatarName");
    answer.notes.push_back(avatar.note);
    filter.avatar_id = avatar.avatar.id;
  }
  if (const auto typed = args.scalars.optional_text("planet")) filter.planet = require_planet(ctx.db, *typed);
  Json page = materialized(globals_page(ctx.db, filter, params));

  bool valueless = false;
  for (Json& g : page.at("items")) {  // each global's fields moved into its row
    Json row = object_with_room(16);
    valueless = valueless || g.at("globalValue").is_null();
    row["id"] = g.at("id");
    row["dateTime"] = std::move(g.at("dateTime"));
    row["type"] = std::move(g.at("type"));
    row["avatarName"] = std::move(g.at("avatarName"));
    row["teamName"] = std::move(g.at("teamName"));
    row["subject"] = global_subject(g);
    row["subjectCategory"] = global_subject_category(g);
    row["subjectSlug"] = global_subject_slug(g);
    row["value"] = g.at("globalValue");
    row["planet"] = std::move(g.at("planet"));
    row["planetSlug"] = std::move(g.at("planetSlug"));
    row["landArea"] = std::move(g.at("landareaName"));
    row["landAreaSlug"] = std::move(g.at("landareaSlug"));
    row["isHof"] = g.at("isHof");
    row["isAth"] = g.at("isAth");
    row["message"] = std::move(g.at("message"));
    answer.rows.push_back(std::move(row));
  }
  const std::int64_t total = page.at("totalCount").get<std::int64_t>();
  answer.truncated = total > static_cast<std::int64_t>(answer.rows.size());
  answer.notes.push_back(
      (page.at("totalCountExact").get<bool>() ? std::to_string(total) : "More than " + std::to_string(total)) +
      " globals match; these are the first " + std::to_string(answer.rows.size()) + " by " + params.text("sortBy") +
      " (" + params.text("sortOrder") + ").");
  if (valueless)
    answer.notes.push_back(
        "A global without a value has none recorded (Discovery and Tiered Item globals never do); it is not a value of "
        "zero.");
  answer.row_label_column = "id";
  return answer;
}

// ---- aggregate_globals

const char* group_noun(const std::string& group_by) {
  if (group_by == "landArea") return "land area";
  if (!subject_grouping_types(group_by).empty() || group_by == "avatar") return group_by.c_str();
  return "group";
}

std::string comma_list(const std::vector<std::string>& items) {
  std::string list;
  for (const std::string& item : items) list += (list.empty() ? "" : ", ") + item;
  return list;
}

// The types asked (none: every type) that the grouping counts (global_aggregation.h); a 400 naming type when a
// grouping by subject is left with none.
std::vector<std::string> grouped_types(const std::string& group_by, const std::vector<std::string>& asked) {
  const std::vector<std::string>& can = subject_grouping_types(group_by);
  if (can.empty()) return asked;
  if (asked.empty()) return can;
  std::vector<std::string> kept;
  for (const std::string& t : asked)
    if (std::find(can.begin(), can.end(), t) != can.end()) kept.push_back(t);
  if (kept.empty())
    throw ApiError(
        Problem::bad_parameter("type", "has no type that groupBy=" + group_by + " groups (" + comma_list(can) + ")"));
  return kept;
}

ToolAnswer aggregate_globals_tool(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  GlobalAggregationQuery q;
  q.group_by = args.scalars.text("groupBy");
  q.order_by = args.scalars.text("orderBy");
  q.limit = args.scalars.integer("limit");
  q.types = grouped_types(q.group_by, args.texts("type"));
  q.from = args.scalars.optional_integer("fromDate");
  q.to = args.scalars.optional_integer("toDate");
  if (q.from && q.to && *q.from > *q.to) throw ApiError(Problem::bad_parameter("fromDate", "must not be after toDate"));
  if (const auto typed = args.scalars.optional_text("creatureName")) {
    const ResolvedCreature creature = require_creature(ctx.db, *typed);
    answer.notes.push_back(creature.note);
    if (creature.creature_id)
      q.creature_id = creature.creature_id;
    else
      q.subject = creature.name;
  }
  if (const auto typed = args.scalars.optional_text("avatarName")) {
    const ResolvedAvatar avatar = require_avatar(ctx.db, *typed, "avatarName");
    answer.notes.push_back(avatar.note);
    q.avatar_id = avatar.avatar.id;
  }
  if (const auto typed = args.scalars.optional_text("planet")) q.planet = require_planet(ctx.db, *typed);

  const GlobalAggregation result = aggregate_globals(ctx.db, q);
  bool blank_group = false;
  for (const GlobalGroup& g : result.groups) {
    Json row = Json::object();
    row["group"] = g.key ? Json(*g.key) : Json(nullptr);
    row["count"] = g.globals;
    row["total"] = g.cents ? Json(static_cast<double>(*g.cents) / 100.0) : Json(nullptr);
    row["max"] = g.max_cents ? Json(static_cast<double>(*g.max_cents) / 100.0) : Json(nullptr);
    row["average"] = g.cents && g.valued ? Json(round_ped(static_cast<double>(*g.cents) / 100.0 / static_cast<double>(g.valued)))
                                         : Json(nullptr);
    blank_group = blank_group || !g.key;
    answer.rows.push_back(std::move(row));
  }
  answer.truncated = result.more;
  for (const std::string& sentence : result.sources) answer.notes.push_back(sentence);
  if (const auto& types = subject_grouping_types(q.group_by); !types.empty())
    answer.notes.push_back("Grouped by " + q.group_by + ": " + comma_list(types) +
                           " globals only (creature, deposit and item each group their own types).");
  const std::string shown = "the first " + std::to_string(answer.rows.size()) + " by " + q.order_by + ".";
  answer.notes.push_back(result.group_count ? std::to_string(*result.group_count) + " groups; " + shown
                                            : "These are " + shown);
  if (blank_group)
    answer.notes.push_back(std::string("The group without a name holds the globals that name no ") +
                           group_noun(q.group_by) + ".");
  answer.notes.push_back(
      "total, max and average count only globals with a recorded value (Discovery and Tiered Item globals never have "
      "one).");
  answer.row_label_column = "group";
  return answer;
}

}  // namespace

void add_globals_tools(ToolRegistry& registry) {
  std::vector<ToolArg> query_args = {one(globals_param("type")), one(creature_param()), one(avatar_param()),
                                     one(planet_param())};
  for (const char* name :
       {"minValue", "maxValue", "fromDate", "toDate", "isHof", "isAth", "isTeam", "search", "sortBy", "sortOrder"})
    query_args.push_back(one(globals_param(name)));
  query_args.push_back(one(ParamSpec::integer("limit", 20, 1, 30, "how many globals")));
  registry.add(
      Tool{"query_globals",
           "Find individual globals",
           "Individual globals (loot announcements), newest first, by type, value, dates, HOF, ATH, team, "
           "words, avatar, creature or planet. For counts and totals: aggregate_globals.",
           query_args,
           {plain_column("id", "integer", "the global's id (GET /globals/inspect/{id})"),
            text_column("dateTime", "when (UTC)"), text_column("type", "the global type"),
            text_column("avatarName", "the avatar; blank for a team global naming none"),
            text_column("teamName", "the team, for team globals"),
            text_column("subject", "what it names: creature with maturity, deposit or item"),
            text_column("subjectCategory", "the subject's wiki category (creatures: the species); blank: not in "
                                           "the wiki"),
            text_column("subjectSlug", "the subject's wiki slug: /{subjectCategory}/{subjectSlug}"),
            stat_column("value", "number", "its value in PED (none recorded for Discovery and Tiered Item)"),
            text_column("planet", "the planet"), text_column("planetSlug", "the planet's wiki slug"),
            text_column("landArea", "the land area or place"),
            text_column("landAreaSlug", "the land area's wiki slug"),
            plain_column("isHof", "boolean", "a Hall of Fame global"),
            plain_column("isAth", "boolean", "an all-time high"), text_column("message", "the original announcement")},
           query_globals});

  std::vector<std::string> types = global_type_names();
  registry.add(Tool{
      "aggregate_globals",
      "Count and total globals by group",
      "Counts and PED totals (sum, max, average) of globals grouped by type, creature, deposit, item, "
      "land area, avatar, day, week or month, filtered as query_globals.",
      {one(ParamSpec::choice("groupBy", kGlobalGroupings, "type", "what each row groups")),
       list_of(ParamSpec::choice("type", types, std::nullopt, "only globals of these types")), one(creature_param()),
       one(avatar_param()), one(planet_param()),
       one(ParamSpec::date_time("fromDate", false, "only globals at or after this UTC date or date-time")),
       one(ParamSpec::date_time("toDate", true,
                                "only globals at or before this UTC date-time (a date: its whole day)")),
       one(ParamSpec::choice("orderBy", {"count", "total", "name"}, "count",
                             "count or total: largest first; name: by the group's name or period, oldest first")),
       one(ParamSpec::integer("limit", 20, 1, 100, "how many groups"))},
      {text_column("group",
                   "the type, subject, land area, avatar name, or period (YYYY-MM-DD, the week's Monday, YYYY-MM)"),
       stat_column("count", "integer", "globals in the group"), stat_column("total", "number", "their value in PED"),
       stat_column("max", "number", "the largest value in PED"),
       stat_column("average", "number", "the average value in PED of those with a value")},
      aggregate_globals_tool});
}

}  // namespace snap
