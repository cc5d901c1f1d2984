// globals_24h.cc: top-24h and activity-24h. Both read a day of globals through global_by_type_ts /
// global_by_ts (about one day's rows), and the edge caches them (5 minutes, 60 seconds).
#include "core/routes/globals/globals_24h.h"

#include <array>

#include "core/db/database.h"
#include "core/model/global_json.h"

namespace snap {
namespace {

constexpr int kTopPerProfession = 10;
constexpr UnixTime kDay = 86400, kHour = 3600;

struct Profession {
  const char* key;   // field of the answer
  const char* type;  // global type
  bool team_filterable;
};

// The five professions of top-24h; excludeTeams applies to hunting and space mining only (api-description.md).
constexpr std::array<Profession, 5> kTopProfessions = {{{"hunting", "Hunting", true},
                                                        {"mining", "Mining", false},
                                                        {"spaceMining", "Space Mining", true},
                                                        {"construction", "Construction", false},
                                                        {"pvp", "PvP", false}}};

// PvP sprees carry no value: they rank by kills in the spree. Ties: the larger id (the later ingested) first.
std::string top_sql(const Profession& p, bool exclude_teams) {
  const bool pvp = std::string(p.type) == "PvP";
  return std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
         " WHERE g.type = ?1 AND g.ts > ?2 AND g.ts <= ?3" + (exclude_teams && p.team_filterable ? " AND g.is_team = 0" : "") +
         (pvp ? " ORDER BY g.pvp_kills DESC, g.value DESC, g.id DESC" : " ORDER BY g.value DESC, g.id DESC") + " LIMIT ?4";
}

// Column of activity-24h a global type counts in.
const char* activity_key(const std::string& type) {
  for (const Profession& p : kTopProfessions)
    if (type == p.type) return p.key;
  return "other";
}

Json empty_bucket(UnixTime hour) {
  Json bucket = Json::object();
  bucket["hour"] = format_iso8601(hour);
  for (const char* key : {"hunting", "mining", "spaceMining", "construction", "pvp", "other"}) bucket[key] = 0;
  return bucket;
}

}  // namespace

Json render_top_24h(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const bool exclude_teams = params.boolean("excludeTeams");
  Json top = Json::object();
  for (const Profession& p : kTopProfessions) {
    Statement& rows = ctx.db.prepare(top_sql(p, exclude_teams));
    rows.bind(1, p.type).bind(2, ctx.now() - kDay).bind(3, ctx.now()).bind(4, kTopPerProfession);
    Json list = Json::array();
    while (rows.step()) list.push_back(global_json(rows));
    top[p.key] = std::move(list);
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
