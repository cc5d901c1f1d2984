// avatar_routes.cc: /avatars (list), /avatars/{slug} (profile), /avatars/{slug}/globals (paged, type list),
// /avatars/{slug}/top-achievements and /avatars/{slug}/monthly-activity. Figures come from the summary tables
// snapgen rebuilds on every write (schema 0008), so each render reads a few rows whatever the avatar's size.
// The three per-avatar snapshot pages have file stamps (rows_stamp.h): the rows each reads. At 1M globals they
// were 60,900 of a build's 67,000 files, nearly all the same as the build before.
#include <algorithm>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/db/dataset_meta.h"
#include "core/route_table.h"
#include "core/model/global_json.h"
#include "core/domain/global_types.h"
#include "core/routes/people/membership_json.h"
#include "core/routes/people/monthly_series.h"
#include "core/routes/people/owner_figures.h"
#include "core/routes/people/owner_globals.h"
#include "core/routes/people/owner_list.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/rows_stamp.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr int kProfileMaxAge = 300;
constexpr int kGlobalsMaxAge = 60;

const OwnerListSource kAvatarList{"avatar", "avatar_id", "avatar_summary", "avatar_id", "s.pvp_kills, s.last_seen"};

Json avatar_list_item(Database& db, const OwnerRef& avatar, const Statement& row) {
  const std::vector<TypeFigures> figures = figures_by_type(db, avatar);
  Json item = Json::object();
  item["slug"] = avatar.slug;
  item["name"] = avatar.name;
  item["totalGlobals"] = globals_of_types(figures, {});
  item["professions"] = profession_counts(figures);
  item["pvpKills"] = row.int64(3);
  item["lastSeen"] = format_iso8601(row.int64(4));
  return item;
}

Json render_avatar_list(const RenderContext& ctx, const PathArgs&, const Params& params) {
  return owner_list_page(ctx.db, kAvatarList, params, avatar_list_item);
}

// The avatar's rank on a leaderboard (leaderboard_standing), or null when it is not on it.
Json board_rank(Database& db, const char* board, std::int64_t avatar_id) {
  Statement& row = db.prepare("SELECT rank FROM leaderboard_standing WHERE board = ?1 AND avatar_id = ?2");
  row.bind(1, board).bind(2, avatar_id);
  const Json rank = row.step() ? Json(row.int64(0)) : Json(nullptr);
  row.reset();
  return rank;
}

std::int64_t pvp_kills(Database& db, std::int64_t avatar_id) {
  Statement& row = db.prepare("SELECT pvp_kills FROM avatar_summary WHERE avatar_id = ?1");
  row.bind(1, avatar_id);
  const std::int64_t kills = row.step() ? row.int64(0) : 0;
  row.reset();
  return kills;
}

// Every membership, current ones first, then by when it began.
Json avatar_teams(Database& db, std::int64_t avatar_id) {
  Statement& rows = db.prepare(std::string("SELECT t.slug, t.name, ") + kMembershipColumns +
                               " FROM team_member m JOIN team t ON t.id = m.team_id"
                               " WHERE m.avatar_id = ?1 ORDER BY m.left_at IS NOT NULL, m.joined_at, t.slug");
  rows.bind(1, avatar_id);
  Json teams = Json::array();
  while (rows.step()) teams.push_back(membership_json(rows));
  return teams;
}

Json render_avatar_profile(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  const std::vector<TypeFigures> figures = figures_by_type(ctx.db, avatar);
  Json profile = Json::object();
  profile["slug"] = avatar.slug;
  profile["name"] = avatar.name;
  profile["overallRank"] = board_rank(ctx.db, "overall", avatar.id);
  put_headline_figures(profile, ctx.db, figures);
  profile["pvpKills"] = pvp_kills(ctx.db, avatar.id);
  profile["pvpRank"] = board_rank(ctx.db, "pvp", avatar.id);
  put_global_span(profile, figures);
  profile["teams"] = avatar_teams(ctx.db, avatar.id);
  return profile;
}

// The avatar's id, slug and name: the start of what each of its pages reads, for their file stamps.
std::string avatar_read(const OwnerRef& avatar) {
  return std::to_string(avatar.id) + '\x1f' + avatar.slug + '\x1f' + avatar.name;
}

// What the profile reads, for its file stamp: keep this list with render_avatar_profile's reads. A global never
// changes once recorded, so the best globals' ids stand for the subjects the headline figures name.
std::string avatar_profile_stamp(const RenderContext& ctx, const PathArgs& args) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  return rows_stamp(ctx.db,
                    {"SELECT * FROM owner_type_summary WHERE owner = 'avatar' AND owner_id = ?1 ORDER BY type",
                     "SELECT board, rank FROM leaderboard_standing WHERE avatar_id = ?1 AND board IN ('overall', 'pvp')"
                     " ORDER BY board",
                     "SELECT pvp_kills FROM avatar_summary WHERE avatar_id = ?1",
                     "SELECT t.slug, t.name, m.* FROM team_member m JOIN team t ON t.id = m.team_id"
                     " WHERE m.avatar_id = ?1 ORDER BY m.team_id, m.joined_at"},
                    avatar.id, avatar_read(avatar));
}

Json render_avatar_globals(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  const std::vector<std::string> types = parse_type_list(params.optional_text("type").value_or(""));
  return owner_globals_page(ctx.db, avatar, types, owner_globals_paging().page_of(params),
                            figures_by_type(ctx.db, avatar));
}

// Globals joined to a summary table that names them (alias r), in the order given.
Json globals_named_by(Database& db, const std::string& join_where_order, const OwnerRef& avatar, const char* kind) {
  Statement& rows = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + join_where_order);
  rows.bind(1, avatar.kind).bind(2, avatar.id).bind(3, kind);
  return global_array_json(rows, *wiki_links(db));
}

// The owner's best global of each type, in the profile's order of types.
Json best_by_type(Database& db, const OwnerRef& avatar) {
  Statement& rows = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                               " JOIN owner_type_summary r ON r.best_global_id = g.id WHERE r.owner = ?1 AND r.owner_id = ?2");
  rows.bind(1, avatar.kind).bind(2, avatar.id);
  const std::shared_ptr<const WikiLinks> links = wiki_links(db);
  std::vector<std::pair<int, Json>> ranked;  // kGlobalColumns' second column is the type
  while (rows.step()) ranked.emplace_back(profile_rank_of(rows.view(1)), global_json(rows, *links));
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  Json list = Json::array();
  for (auto& [rank, global] : ranked) list.push_back(std::move(global));
  return list;
}

Json render_top_achievements(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  const std::vector<TypeFigures> figures = figures_by_type(ctx.db, avatar);
  std::int64_t hofs = 0, aths = 0;
  for (const TypeFigures& f : figures) hofs += f.hofs, aths += f.aths;
  Json best = best_by_type(ctx.db, avatar);
  const std::string records =
      " JOIN owner_record r ON r.global_id = g.id WHERE r.owner = ?1 AND r.owner_id = ?2 AND r.kind = ?3 ORDER BY r.position";
  Json body = Json::object();
  body["slug"] = avatar.slug;
  body["name"] = avatar.name;
  body["hofCount"] = hofs;
  body["athCount"] = aths;
  body["bestByType"] = std::move(best);
  body["topHofs"] = globals_named_by(ctx.db, records, avatar, "hof");
  body["topAths"] = globals_named_by(ctx.db, records, avatar, "ath");
  return body;
}

// What the top achievements read, for their file stamp: the summary and record rows that pick the globals, and
// what a global's JSON names beside its own row (its people's names, its wiki links).
std::string top_achievements_stamp(const RenderContext& ctx, const PathArgs& args) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  return rows_stamp(ctx.db,
                    {"SELECT * FROM owner_type_summary WHERE owner = 'avatar' AND owner_id = ?1 ORDER BY type",
                     "SELECT * FROM owner_record WHERE owner = 'avatar' AND owner_id = ?1"},
                    avatar.id,
                    avatar_read(avatar) + '\x1f' + people_replacements(ctx.db) + '\x1f' + wiki_links(ctx.db)->digest());
}

Json render_monthly_activity(const RenderContext& ctx, const PathArgs& args, const Params&) {
  return monthly_series(ctx.db, find_avatar(ctx.db, args.at("slug")));
}

std::string monthly_activity_stamp(const RenderContext& ctx, const PathArgs& args) {
  const OwnerRef avatar = find_avatar(ctx.db, args.at("slug"));
  return rows_stamp(ctx.db, {"SELECT * FROM owner_month_summary WHERE owner = 'avatar' AND owner_id = ?1"}, avatar.id,
                    avatar_read(avatar));
}

Json avatar_list_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return page_of(object({{"slug", string("its profile: /avatars/{slug}")},
                         {"name", string("the avatar's name")},
                         {"totalGlobals", integer("globals of every type")},
                         {"professions", profession_counts_schema(schemas)},
                         {"pvpKills", integer("recorded PvP kills as the killer")},
                         {"lastSeen", date_time("its latest sign of life: a global, a PvP kill either side, a trade "
                                                "message, or when it was first recorded")}},
                        "one avatar of the list"),
                 "a page of avatars by name");
}

Json avatar_profile_schema(AnswerSchemas& schemas) {
  using namespace schema;
  std::vector<Property> keys = {
      {"slug", string("the avatar's slug")},
      {"name", string("the avatar's name")},
      {"overallRank", nullable(integer("its rank on /leaderboard/overall; null when it is not on the board"))}};
  for (Property& key : headline_figures_schema()) keys.push_back(std::move(key));
  keys.emplace_back("pvpKills", integer("recorded PvP kills as the killer"));
  keys.emplace_back("pvpRank", nullable(integer("its rank on /leaderboard/pvp; null when it is not on the board")));
  for (Property& key : global_span_schema()) keys.push_back(std::move(key));
  keys.emplace_back("teams", array(membership_schema(schemas),
                                   "its teams (slug and name: the team's), current ones "
                                   "first, then by when it joined"));
  return object(std::move(keys), "an avatar's profile");
}

Json top_achievements_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return object(
      {{"slug", string("the avatar's slug")},
       {"name", string("the avatar's name")},
       {"hofCount", integer("its globals that entered the Hall of Fame")},
       {"athCount", integer("its globals that were all-time highs")},
       {"bestByType", array(global_schema(schemas),
                            "its best global of each type it has (highest value, "
                            "then tier, then earliest), in profile order")},
       {"topHofs", array(global_schema(schemas), "its Hall of Fame globals, highest value first, at most 10")},
       {"topAths", array(global_schema(schemas), "its all-time-high globals, highest value first, at most 10")}});
}

}  // namespace

void add_avatar_routes(RouteTable& table) {
  table.add(declare_route("/avatars", "avatars by name, 20 per page (pageSize is ignored), "
                                      "optionally only names containing `search`")
                .params({owner_list_search_param("avatars")})
                .paged(owner_list_paging())
                .render(render_avatar_list)
                .answers(avatar_list_schema)
                .snapshots(one_snapshot())
                .max_age(kProfileMaxAge));
  table.add(declare_route("/avatars/{slug}",
                          "an avatar's profile: headline counts, values per profession, ranks, teams")
                .render(render_avatar_profile)
                .answers(avatar_profile_schema)
                .snapshots(one_snapshot_per_slug("avatar"))
                .file_stamp(avatar_profile_stamp)
                .max_age(kProfileMaxAge));
  table.add(declare_route("/avatars/{slug}/globals", "an avatar's globals, newest first")
                .paged(owner_globals_paging())
                .params({ParamSpec::text("type", "comma-separated: " + type_list_values() +
                                                 " (any letter case); other values are dropped, and when none is "
                                                 "left every global is listed")})
                .render(render_avatar_globals)
                .answers(owner_globals_page_schema)
                .max_age(kGlobalsMaxAge)
                .edge_cache(30));
  table.add(declare_route("/avatars/{slug}/top-achievements",
                          "an avatar's best global of each type, its HoF and ATH counts and its ten best of each")
                .render(render_top_achievements)
                .answers(top_achievements_schema)
                .snapshots(one_snapshot_per_slug("avatar"))
                .file_stamp(top_achievements_stamp)
                .max_age(kProfileMaxAge));
  table.add(declare_route("/avatars/{slug}/monthly-activity",
                          "an avatar's globals and value per calendar month, oldest first, empty months as zeros")
                .render(render_monthly_activity)
                .answers(monthly_series_schema)
                .snapshots(one_snapshot_per_slug("avatar"))
                .file_stamp(monthly_activity_stamp)
                .max_age(kProfileMaxAge));
}

}  // namespace snap
