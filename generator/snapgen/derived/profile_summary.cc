// profile_summary.cc: one pass over every global in id order adds it to its avatar and to its team (the owners),
// per type, per month and type, and to their best HoF and ATH lists (owner_aggregates.h); the list positions and
// the figures that are not about globals come from SQL, the marks of the globals lists from global_marks.cc, the
// avatars' globals in name order from avatar_name_globals.cc.
#include "snapgen/derived/profile_summary.h"

#include <limits>

#include "snapgen/derived/globals/avatar_name_globals.h"
#include "snapgen/derived/globals/global_marks.h"
#include "snapgen/derived/owner_aggregates.h"

namespace snap {
namespace {

Aggregates aggregate_all_globals(Database& db) {
  Aggregates all;
  all.by_type.reserve(static_cast<size_t>(db.scalar_int("SELECT COUNT(*) FROM avatar")) * 4);
  add_globals(db, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max(), all);
  return all;
}

void write_records(Database& db, const std::unordered_map<std::uint64_t, std::vector<GlobalFacts>>& lists,
                   const char* kind) {
  for (std::uint64_t owner : sorted_keys(lists)) insert_records(db, owner, kind, lists.at(owner));
}

const char* const kAvatarSummarySql = R"SQL(
INSERT INTO avatar_summary(avatar_id, list_position, pvp_kills, last_seen)
WITH trade AS (SELECT avatar_id, MAX(ts) AS last_at FROM trade_message WHERE avatar_id IS NOT NULL GROUP BY avatar_id)
SELECT a.id,
       ROW_NUMBER() OVER (ORDER BY a.name COLLATE NOCASE, a.slug),
       (SELECT COUNT(*) FROM pvp_kill k WHERE k.killer_avatar_id = a.id),
       MAX(a.created_at,
           IFNULL((SELECT MAX(g.ts) FROM global g WHERE g.avatar_id = a.id), a.created_at),
           IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.killer_avatar_id = a.id), a.created_at),
           IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.victim_avatar_id = a.id), a.created_at),
           IFNULL(trade.last_at, a.created_at))
FROM avatar a LEFT JOIN trade ON trade.avatar_id = a.id
)SQL";

const char* const kTeamSummarySql = R"SQL(
INSERT INTO team_summary(team_id, list_position, member_count)
SELECT t.id,
       ROW_NUMBER() OVER (ORDER BY t.name COLLATE NOCASE, t.slug),
       (SELECT COUNT(DISTINCT m.avatar_id) FROM team_member m WHERE m.team_id = t.id AND m.left_at IS NULL)
FROM team t
)SQL";

}  // namespace

void rebuild_profile_summaries(Database& db) {
  for (const char* table :
       {"avatar_summary", "team_summary", "owner_type_summary", "owner_month_summary", "owner_record"})
    db.exec(std::string("DELETE FROM ") + table);
  db.exec(kAvatarSummarySql);
  db.exec(kTeamSummarySql);
  const Aggregates all = aggregate_all_globals(db);
  for (std::uint64_t key : sorted_keys(all.by_type)) write_type_row(db, key, all.by_type.at(key).totals);
  add_month_totals(db, all);
  write_records(db, all.hofs, "hof");
  write_records(db, all.aths, "ath");
  rebuild_avatar_name_globals(db);
  rebuild_global_marks(db);
}

}  // namespace snap
