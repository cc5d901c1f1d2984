// avatar_tools.cc: resolve_avatar (an avatar by a typo-tolerant name, with the other close avatars) and
// get_avatar_profile (an avatar's lifetime totals, as GET /avatars/{slug} answers them).
#include "core/clock.h"
#include "core/db/database.h"
#include "core/problem.h"
#include "core/routes/people/owner_figures.h"
#include "core/tools/avatar_resolution.h"
#include "core/tools/route_call.h"
#include "core/tools/tool_families.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

const char* match_text(Resolved how) {
  switch (how) {
    case Resolved::Exact:
      return "exact";
    case Resolved::CaseFolded:
      return "other case";
    case Resolved::Normalised:
      return "normalised";
    case Resolved::Prefix:
      return "prefix";
    case Resolved::Fuzzy:
      return "fuzzy";
  }
  return "";
}

Json last_seen(Database& db, std::int64_t avatar_id) {
  Statement& row = db.prepare("SELECT last_seen FROM avatar_summary WHERE avatar_id = ?1");
  row.bind(1, avatar_id);
  const Json seen = row.step() ? Json(format_iso8601(row.int64(0))) : Json(nullptr);
  row.reset();
  return seen;
}

Json avatar_row(Database& db, const OwnerRef& avatar, const std::string& match) {
  Json row = Json::object();
  row["name"] = avatar.name;
  row["slug"] = avatar.slug;
  row["totalGlobals"] = globals_of_types(figures_by_type(db, avatar), {});
  row["lastSeen"] = last_seen(db, avatar.id);
  row["match"] = match;
  return row;
}

ToolAnswer resolve_avatar(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const std::string name = args.scalars.text("name");
  const auto resolved = resolve_avatar_name(ctx.db, name);
  if (!resolved) throw ApiError(Problem::unresolved("name", "avatar", name));
  answer.notes.push_back(resolved->note);
  answer.rows.push_back(avatar_row(ctx.db, resolved->avatar, match_text(resolved->resolution.how)));
  for (const SearchHit& other : resolved->resolution.others)
    answer.rows.push_back(avatar_row(ctx.db, find_avatar(ctx.db, other.slug), "candidate"));
  if (answer.rows.size() > 1)
    answer.notes.push_back("The first row is the best match; the others are close names (match: candidate).");
  return answer;
}

// The profile's fields, in the route's order: the totals are stats, the rest as the route writes them.
std::vector<ToolColumn> profile_columns() {
  std::vector<ToolColumn> columns = {
      text_column("name", "the avatar's name"),
      text_column("slug", "its slug (GET /avatars/{slug})"),
      plain_column("overallRank", "integer", "rank on the overall leaderboard (rolling three months); null: not on it"),
      stat_column("totalGlobals", "integer", "globals of every type, lifetime"),
      stat_column("totalValue", "number", "PED of every global with a value, lifetime"),
      stat_column("largestGlobalValue", "number", "PED of its largest global"),
      text_column("largestGlobalType", "the type of its largest global"),
      text_column("largestGlobalDetail", "what its largest global names (creature, deposit, item)"),
      plain_column("largestGlobalId", "integer", "the id of its largest global (GET /globals/inspect/{id})")};
  for (const char* profession : {"hunting", "mining", "spaceMining", "construction"})
    columns.push_back(
        stat_column(std::string(profession) + "Globals", "integer", std::string(profession) + " globals"));
  for (const char* profession : {"hunting", "mining", "spaceMining", "construction"})
    columns.push_back(stat_column(std::string(profession) + "Value", "number", std::string(profession) + " PED"));
  for (ToolColumn column :
       {stat_column("hofCount", "integer", "Hall of Fame globals"),
        stat_column("athCount", "integer", "all-time highs"), stat_column("pvpKills", "integer", "recorded PvP kills"),
        plain_column("pvpRank", "integer", "rank on the PvP leaderboard; null: not on it"),
        text_column("firstGlobalAt", "its first global (UTC)"), text_column("lastGlobalAt", "its latest global (UTC)"),
        plain_column("teams", "array", "its team memberships, current ones first (name, slug, role, joined, left)")})
    columns.push_back(std::move(column));
  return columns;
}

ToolAnswer get_avatar_profile(const RenderContext& ctx, const ToolArgs& args) {
  const ResolvedAvatar resolved = require_avatar(ctx.db, args.scalars.text("name"), "name");
  const Json profile = render_route(ctx, "/avatars/{slug}", {{"slug", resolved.avatar.slug}});
  ToolAnswer answer;
  answer.notes.push_back(resolved.note);
  Json row = Json::object();
  for (const ToolColumn& column : profile_columns()) row[column.name] = profile.value(column.name, Json());
  answer.rows.push_back(std::move(row));
  return answer;
}

}  // namespace

void add_avatar_tools(ToolRegistry& registry) {
  registry.add(
      Tool{"resolve_avatar",
           "Find an avatar by name",
           "Finds the avatar a name means (typos, case, missing words tolerated) and up to four close "
           "others, with lifetime globals and last seen.",
           {one(ParamSpec::text("name", "the avatar's name, or a close spelling of it"), true)},
           {text_column("name", "the avatar's name"), text_column("slug", "its slug"),
            stat_column("totalGlobals", "integer", "globals of every type, lifetime"),
            text_column("lastSeen", "when the tracker last saw it (UTC)"),
            text_column("match", "exact, other case, normalised, prefix, fuzzy (the best match), or candidate")},
           resolve_avatar});
  registry.add(
      Tool{"get_avatar_profile",
           "An avatar's lifetime totals",
           "An avatar's lifetime totals, by name (typos tolerated): globals and PED by profession, largest "
           "global, HOF and ATH, PvP kills, leaderboard ranks, teams.",
           {one(ParamSpec::text("name", "the avatar's name, or a close spelling of it"), true)},
           profile_columns(),
           get_avatar_profile});
}

}  // namespace snap
