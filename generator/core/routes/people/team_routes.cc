// team_routes.cc: /teams (list), /teams/{slug} (profile with members and headline counts), /teams/{slug}/globals
// (paged) and /teams/{slug}/monthly-activity. A team's globals are those naming it (global.team_id), with or
// without an avatar; figures come from the summary tables of schema 0008.
#include "core/clock.h"
#include "core/db/database.h"
#include "core/route_table.h"
#include "core/routes/people/membership_json.h"
#include "core/routes/people/monthly_series.h"
#include "core/routes/people/owner_figures.h"
#include "core/routes/people/owner_globals.h"
#include "core/routes/people/owner_list.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr int kProfileMaxAge = 300;
constexpr int kGlobalsMaxAge = 60;

const OwnerListSource kTeamList{"team", "team_id", "team_summary", "team_id", "s.member_count"};

Json team_list_item(Database& db, const OwnerRef& team, const Statement& row) {
  const std::vector<TypeFigures> figures = figures_by_type(db, team);
  Json item = Json::object();
  item["slug"] = team.slug;
  item["name"] = team.name;
  item["memberCount"] = row.int64(3);
  item["totalGlobals"] = globals_of_types(figures, {});
  item["professions"] = profession_counts(figures);
  Json span = Json::object();
  put_global_span(span, figures);
  item["lastGlobalAt"] = span["lastGlobalAt"];
  return item;
}

Json render_team_list(const RenderContext& ctx, const PathArgs&, const Params& params) {
  return owner_list_page(ctx.db, kTeamList, params, team_list_item);
}

// Memberships that have not ended (leaders first, then by name), or those that have (latest first).
Json team_members(Database& db, std::int64_t team_id, bool current) {
  const std::string sql =
      std::string("SELECT a.slug, a.name, ") + kMembershipColumns +
      " FROM team_member m JOIN avatar a ON a.id = m.avatar_id WHERE m.team_id = ?1 AND m.left_at IS " +
      std::string(current ? "NULL ORDER BY m.role IS NOT 'Leader', a.name COLLATE NOCASE, a.slug, m.joined_at"
                          : "NOT NULL ORDER BY m.left_at DESC, a.slug, m.joined_at");
  Statement& rows = db.prepare(sql);
  rows.bind(1, team_id);
  Json members = Json::array();
  while (rows.step()) members.push_back(membership_json(rows));
  return members;
}

Json render_team_profile(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const OwnerRef team = find_team(ctx.db, args.at("slug"));
  const std::vector<TypeFigures> figures = figures_by_type(ctx.db, team);
  Statement& row = ctx.db.prepare("SELECT description, created_at FROM team WHERE id = ?1");
  row.bind(1, team.id).step();
  Json profile = object_with_room(24);  // more than its fields: a growing object copies the member lists whole
  profile["slug"] = team.slug;
  profile["name"] = team.name;
  profile["description"] = row.json(0);
  profile["createdAt"] = format_iso8601(row.int64(1));
  row.reset();
  Json members = team_members(ctx.db, team.id, true);
  profile["memberCount"] = members.size();
  put_headline_figures(profile, ctx.db, figures);
  put_global_span(profile, figures);
  profile["members"] = std::move(members);
  profile["formerMembers"] = team_members(ctx.db, team.id, false);
  return profile;
}

Json render_team_globals(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const OwnerRef team = find_team(ctx.db, args.at("slug"));
  return owner_globals_page(ctx.db, team, {}, owner_globals_paging().page_of(params), figures_by_type(ctx.db, team));
}

Json render_team_monthly_activity(const RenderContext& ctx, const PathArgs& args, const Params&) {
  return monthly_series(ctx.db, find_team(ctx.db, args.at("slug")));
}

Json team_list_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return page_of(object({{"slug", string("its profile: /teams/{slug}")},
                         {"name", string("the team's name")},
                         {"memberCount", integer("members who have not left")},
                         {"totalGlobals", integer("globals naming the team, of every type")},
                         {"professions", profession_counts_schema(schemas)},
                         {"lastGlobalAt", nullable(date_time("when its latest global was announced; null without "
                                                             "globals"))}},
                        "one team of the list"),
                 "a page of teams by name");
}

Json team_profile_schema(AnswerSchemas& schemas) {
  using namespace schema;
  std::vector<Property> keys = {{"slug", string("the team's slug")},
                                {"name", string("the team's name")},
                                {"description", nullable(string("the team's description; null when it has none"))},
                                {"createdAt", date_time("when the team was first recorded")},
                                {"memberCount", integer("members who have not left: the length of members")}};
  for (Property& key : headline_figures_schema()) keys.push_back(std::move(key));
  for (Property& key : global_span_schema()) keys.push_back(std::move(key));
  keys.emplace_back("members", array(membership_schema(schemas),
                                     "current members (slug and name: the avatar's), "
                                     "leaders first, then by name"));
  keys.emplace_back("formerMembers", array(membership_schema(schemas), "memberships that ended, latest first"));
  return object(std::move(keys), "a team's profile; its figures count the globals naming the team");
}

}  // namespace

void add_team_routes(RouteTable& table) {
  table.add(declare_route("/teams", "teams by name, 20 per page (pageSize is ignored), "
                                    "optionally only names containing `search`")
                .params({owner_list_search_param("teams")})
                .paged(owner_list_paging())
                .render(render_team_list)
                .answers(team_list_schema)
                .snapshots(one_snapshot())
                .max_age(kProfileMaxAge));
  table.add(declare_route("/teams/{slug}",
                          "a team's profile: members with roles, headline counts, values per profession")
                .render(render_team_profile)
                .answers(team_profile_schema)
                .snapshots(one_snapshot_per_slug("team"))
                .max_age(kProfileMaxAge));
  table.add(declare_route("/teams/{slug}/globals", "a team's globals, newest first")
                .paged(owner_globals_paging())
                .render(render_team_globals)
                .answers(owner_globals_page_schema)
                .max_age(kGlobalsMaxAge)
                .edge_cache(30));
  table.add(declare_route("/teams/{slug}/monthly-activity",
                          "a team's globals and value per calendar month, oldest first, empty months as zeros")
                .render(render_team_monthly_activity)
                .answers(monthly_series_schema)
                .snapshots(one_snapshot_per_slug("team"))
                .max_age(kProfileMaxAge));
}

}  // namespace snap
