// pvp_tools.cc: query_pvp (recorded PvP kills, newest first) and aggregate_pvp (kills counted by killer, victim,
// weapon, planet or period). No REST route serves recorded kills, so the query lives here: one selection of
// pvp_kill rows by the filters both tools take, over the indexes by time, killer and victim.
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/tools/activity_tool_support.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

// How far back a call reads unless fromDate is given, with and without an avatar named. A list of an avatar's
// kills reads its index newest first and stops at the limit, so it needs no bound; a count reads every row.
struct DefaultDays {
  std::optional<int> anyone, named;
};
constexpr DefaultDays kQueryDays{7, std::nullopt};
constexpr DefaultDays kAggregateDays{1, 30};

struct KillFilter {
  TimeWindow window;
  std::optional<NamedAvatar> killer, victim, avatar;
  std::vector<std::string> weapons, planets;
};

std::vector<ToolArg> filter_args() {
  std::vector<ToolArg> args = {
      one(ParamSpec::text("killer", "only kills by this avatar (a close spelling is enough)")),
      one(ParamSpec::text("victim", "only kills of this avatar (a close spelling is enough)")),
      one(ParamSpec::text("avatar", "only kills where this avatar is the killer or the victim")),
      list_of(ParamSpec::text("weapon", "only kills with these weapons (exact names, any case)")),
      list_of(ParamSpec::text("planet", "only kills on these planets (any case)"))};
  for (ParamSpec& spec : window_params("kills")) args.push_back(one(std::move(spec)));
  return args;
}

KillFilter read_filter(const RenderContext& ctx, const ToolArgs& args, const DefaultDays& days,
                       std::vector<std::string>& notes) {
  KillFilter filter;
  for (const auto& [name, slot] :
       {std::pair{"killer", &filter.killer}, std::pair{"victim", &filter.victim}, std::pair{"avatar", &filter.avatar}})
    if (auto asked = args.scalars.optional_text(name)) *slot = resolve_avatar_argument(ctx.db, name, *asked, notes);
  filter.weapons = args.texts("weapon");
  filter.planets = args.texts("planet");
  const bool named = filter.killer || filter.victim || filter.avatar;
  filter.window = read_window(ctx, args.scalars, named ? days.named : days.anyone, "kills", notes);
  return filter;
}

// The WHERE clause of the filter (only the conditions given, so each shape finds its index), bound by bind_filter.
// `avatar_side` writes the avatar filter as one side: "killer", "victim" (that avatar, not killing itself), or
// both sides at once ("either").
std::string filter_sql(const KillFilter& f, const std::string& avatar_side = "either") {
  std::string sql = " WHERE p.ts BETWEEN ?1 AND ?2";
  if (f.killer) sql += " AND p.killer_avatar_id = ?3";
  if (f.victim) sql += " AND p.victim_avatar_id = ?4";
  if (f.avatar && avatar_side == "killer") sql += " AND p.killer_avatar_id = ?5";
  if (f.avatar && avatar_side == "victim") sql += " AND p.victim_avatar_id = ?5 AND p.killer_avatar_id <> ?5";
  if (f.avatar && avatar_side == "either") sql += " AND (p.killer_avatar_id = ?5 OR p.victim_avatar_id = ?5)";
  size_t next = 6;
  if (!f.weapons.empty()) sql += " AND p.weapon COLLATE NOCASE IN (" + sql_placeholders(next, f.weapons.size()) + ")";
  next += f.weapons.size();
  if (!f.planets.empty()) sql += " AND p.planet COLLATE NOCASE IN (" + sql_placeholders(next, f.planets.size()) + ")";
  return sql;
}

// The newest kills of the filter, at most ?limit_index: for an avatar on either side, the newest of each side
// (each read newest first from its index) merged, so no call sorts an avatar's whole history.
std::string newest_kills_sql(const KillFilter& f, const std::string& limit_index) {
  const std::string newest = " ORDER BY p.ts DESC, p.id DESC LIMIT ?" + limit_index;
  const std::string columns =
      "SELECT p.id, p.ts, p.killer_avatar_id, p.victim_avatar_id, p.weapon, p.planet,"
      " p.location FROM pvp_kill p";
  if (!f.avatar) return columns + filter_sql(f) + newest;
  return "SELECT * FROM (" + columns + filter_sql(f, "killer") + newest + ") UNION ALL SELECT * FROM (" + columns +
         filter_sql(f, "victim") + newest + ")";
}

void bind_filter(Statement& s, const KillFilter& f) {
  s.bind(1, f.window.from).bind(2, f.window.to);
  if (f.killer) s.bind(3, f.killer->id);
  if (f.victim) s.bind(4, f.victim->id);
  if (f.avatar) s.bind(5, f.avatar->id);
  int next = 6;
  for (const std::string& w : f.weapons) s.bind(next++, w);
  for (const std::string& p : f.planets) s.bind(next++, p);
}

ToolAnswer query_pvp(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const KillFilter filter = read_filter(ctx, args, kQueryDays, answer.notes);
  const int limit_index = static_cast<int>(6 + filter.weapons.size() + filter.planets.size());
  Statement& kills =
      ctx.db.prepare("SELECT p.id, p.ts, k.name, v.name, p.weapon, p.planet, p.location FROM (" +
                     newest_kills_sql(filter, std::to_string(limit_index)) +
                     ") p JOIN avatar k ON k.id = p.killer_avatar_id JOIN avatar v ON v.id = p.victim_avatar_id"
                     " ORDER BY p.ts DESC, p.id DESC LIMIT ?" +
                     std::to_string(limit_index));
  bind_filter(kills, filter);
  const std::int64_t limit = args.scalars.integer("limit");
  kills.bind(limit_index, limit + 1);  // one more than asked: whether more match
  while (kills.step()) {
    Json row = Json::object();
    row["id"] = kills.int64(0);
    row["dateTime"] = iso_time(kills.int64(1));
    row["killer"] = kills.text(2);
    row["victim"] = kills.text(3);
    row["weapon"] = optional_text(kills.optional_text(4));
    row["planet"] = optional_text(kills.optional_text(5));
    row["location"] = optional_text(kills.optional_text(6));
    answer.rows.push_back(std::move(row));
  }
  kills.reset();
  answer.truncated = static_cast<std::int64_t>(answer.rows.size()) > limit;
  if (answer.truncated) answer.rows.erase(answer.rows.end() - 1);
  if (answer.rows.empty()) answer.notes.push_back("No recorded kill matches.");
  return answer;
}

// The column a grouping reads (period groups read the time itself).
std::string group_column(const std::string& group_by) {
  if (group_by == "killer") return "p.killer_avatar_id";
  if (group_by == "victim") return "p.victim_avatar_id";
  if (group_by == "weapon") return "p.weapon";
  if (group_by == "planet") return "p.planet";
  return "NULL";
}

std::string avatar_name(Database& db, const std::string& id) {
  Statement& name = db.prepare("SELECT name FROM avatar WHERE id = ?1");
  name.bind(1, static_cast<std::int64_t>(std::stoll(id)));
  std::string found = name.step() ? name.text(0) : id;
  name.reset();
  return found;
}

ToolAnswer aggregate_pvp(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const KillFilter filter = read_filter(ctx, args, kAggregateDays, answer.notes);
  const std::string group_by = args.scalars.text("groupBy");
  const std::string period = args.scalars.text("period");
  Statement& kills = ctx.db.prepare("SELECT p.ts, " + group_column(group_by) + " FROM pvp_kill p" + filter_sql(filter));
  bind_filter(kills, filter);
  GroupCounter groups;
  PeriodLabels periods(period);
  std::int64_t total = 0;
  while (kills.step()) {
    const UnixTime ts = kills.int64(0);
    std::optional<std::string_view> key =
        group_by == "period" ? std::optional<std::string_view>(periods.of(ts)) : kills.optional_view(1);
    if (key && key->empty()) key.reset();
    ++groups.at(key, ts).count;
    ++total;
  }
  kills.reset();
  const size_t limit = static_cast<size_t>(args.scalars.integer("limit"));
  const bool by_period = group_by == "period";
  const bool by_avatar = group_by == "killer" || group_by == "victim";
  for (const GroupTally& g : by_period ? groups.newest_first(limit) : groups.by_count(limit)) {
    Json row = Json::object();
    row["group"] = g.key ? Json(by_avatar ? avatar_name(ctx.db, std::string(*g.key)) : std::string(*g.key)) : Json();
    row["count"] = g.count;
    row["firstAt"] = iso_time(g.first_at);
    row["lastAt"] = iso_time(g.last_at);
    answer.rows.push_back(std::move(row));
  }
  answer.truncated = groups.size() > answer.rows.size();
  answer.notes.push_back(std::to_string(total) + " kills in " + std::to_string(groups.size()) + " groups by " +
                         (by_period ? period : group_by) + "; " + std::to_string(answer.rows.size()) + " shown, " +
                         (by_period ? "newest first." : "most kills first.") +
                         (group_by == "weapon" || group_by == "planet"
                              ? " A null group holds the kills without a recorded " + group_by + "."
                              : ""));
  return answer;
}

}  // namespace

void add_pvp_tools(ToolRegistry& registry) {
  std::vector<ToolArg> query_args = filter_args();
  query_args.push_back(one(ParamSpec::integer("limit", 20, 1, 100, "how many kills")));
  registry.add(
      Tool{"query_pvp",
           "Recorded PvP kills",
           "Recorded PvP kills, newest first, by killer, victim, either side, weapon, planet and time (the "
           "last 7 days unless fromDate or an avatar). Sprees are globals.",
           query_args,
           {plain_column("id", "integer", "the kill's id"), text_column("dateTime", "when (UTC)"),
            text_column("killer", "the killer's avatar name"), text_column("victim", "the victim's avatar name"),
            text_column("weapon", "the weapon used, null when not recorded"),
            text_column("planet", "null when not recorded"),
            text_column("location", "the PvP zone or place, null when not recorded")},
           query_pvp});
  std::vector<ToolArg> aggregate_args = filter_args();
  aggregate_args.insert(aggregate_args.begin(),
                        one(ParamSpec::choice("groupBy", {"killer", "victim", "weapon", "planet", "period"}, "killer",
                                              "what to count kills by")));
  aggregate_args.insert(aggregate_args.begin() + 1,
                        one(ParamSpec::choice("period", period_choices(), "day",
                                              "with groupBy=period: day, week (starting Monday) or month")));
  aggregate_args.push_back(one(ParamSpec::integer("limit", 20, 1, 100, "how many groups")));
  registry.add(Tool{
      "aggregate_pvp",
      "Count recorded PvP kills",
      "Counts PvP kills by killer, victim, weapon, planet or period, filtered as query_pvp (the last 24 "
      "hours unless fromDate; 30 days with an avatar).",
      aggregate_args,
      {text_column("group", "the killer, victim, weapon, planet or period (null: not recorded)"),
       plain_column("count", "integer", "kills in the group"), text_column("firstAt", "the group's first kill (UTC)"),
       text_column("lastAt", "the group's last kill (UTC)")},
      aggregate_pvp});
}

}  // namespace snap
