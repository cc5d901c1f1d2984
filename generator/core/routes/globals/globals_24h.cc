// globals_24h.cc: top-24h and activity-24h. Both read a day of globals through global_by_type_ts /
// global_by_ts (about one day's rows), and the edge caches them (5 minutes, 60 seconds).
#include "core/routes/globals/globals_24h.h"

#include "core/db/database.h"
#include "core/domain/global_types.h"
#include "core/model/global_json.h"

namespace snap {
namespace {

constexpr int kTopPerProfession = 10;
constexpr UnixTime kHour = 3600;

// excludeTeams applies to hunting and space mining only (api-description.md).
bool team_filterable(GlobalType type) { return type == GlobalType::Hunting || type == GlobalType::SpaceMining; }

// PvP sprees carry no value: they rank by kills in the spree. Ties: the larger id (the later ingested) first.
std::string top_sql(GlobalType type, bool exclude_teams) {
  const bool pvp = type == GlobalType::Pvp;
  const bool solo_only = exclude_teams && team_filterable(type);
  return std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.type = ?1 AND g.ts > ?2 AND g.ts <= ?3" +
         (solo_only ? " AND g.is_team = 0" : "") +
         (pvp ? " ORDER BY g.pvp_kills DESC, g.value DESC, g.id DESC" : " ORDER BY g.value DESC, g.id DESC") + " LIMIT ?4";
}

// Column of activity-24h a global type counts in: its profession's key, else "other".
const char* activity_key(const std::string& stored) {
  const auto type = global_type_named(stored);
  return type && is_profession(*type) ? global_type_info(*type).key : "other";
}

Json empty_bucket(UnixTime hour) {
  Json bucket = Json::object();
  bucket["hour"] = format_iso8601(hour);
  for (const GlobalTypeInfo& t : global_types())
    if (is_profession(t.type)) bucket[t.key] = 0;
  bucket["other"] = 0;
  return bucket;
}

}  // namespace

Json render_top_24h(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const bool exclude_teams = params.boolean("excludeTeams");
  const std::shared_ptr<const WikiLinks> links = wiki_links(ctx.db);
  Json top = Json::object();
  for (const GlobalTypeInfo& t : global_types()) {
    if (!is_profession(t.type)) continue;
    Statement& rows = ctx.db.prepare(top_sql(t.type, exclude_teams));
    rows.bind(1, t.stored).bind(2, ctx.now() - kDaySeconds).bind(3, ctx.now()).bind(4, kTopPerProfession);
    top[t.key] = global_array_json(rows, *links);
  }
  return top;
}

Json render_activity_24h(const RenderContext& ctx, const PathArgs&, const Params&) {
  const UnixTime current_hour = ctx.now() - ((ctx.now() % kHour) + kHour) % kHour, first_hour = current_hour - 23 * kHour;
  Json buckets = Json::array();
  for (int i = 0; i < 24; ++i) buckets.push_back(empty_bucket(first_hour + i * kHour));
  Statement& rows = ctx.db.prepare("SELECT (g.ts - ?1) / 3600, g.type, COUNT(*) FROM global g"
                                   " WHERE g.ts >= ?1 AND g.ts <= ?2 GROUP BY 1, 2");
  rows.bind(1, first_hour).bind(2, ctx.now());
  while (rows.step()) {
    Json& bucket = buckets[static_cast<size_t>(rows.int64(0))];
    const char* key = activity_key(rows.text(1));
    bucket[key] = bucket[key].get<std::int64_t>() + rows.int64(2);
  }
  return buckets;
}

}  // namespace snap
