// owner_globals.cc: the page is chosen among ids and times alone, from covering indexes: one range of
// global_by_avatar_ts (or global_by_team_ts) without a type filter, else one range of global_by_avatar_type_ts
// per type, merged in time order by SQLite's UNION ALL merge. Only the page's rows are then read whole.
#include "owner_globals.h"

#include <algorithm>

#include "global_json.h"

namespace snap {
namespace {

// The ids of the page: ?1 the owner, ?2 limit, ?3 offset, ?4.. the types.
std::string page_ids_sql(const OwnerRef& owner, size_t type_count, bool oldest_first) {
  const std::string dir = oldest_first ? " ASC" : " DESC";
  const std::string key = owner.global_key;
  std::string sql;
  if (type_count == 0) {
    const char* index = key == "team_id" ? "global_by_team_ts" : "global_by_avatar_ts";
    sql = "SELECT id, ts FROM global INDEXED BY " + std::string(index) + " WHERE " + key + " = ?1";
  }
  for (size_t i = 0; i < type_count; ++i)
    sql += (i ? " UNION ALL " : "") + std::string("SELECT id, ts FROM global INDEXED BY global_by_avatar_type_ts WHERE ") +
           key + " = ?1 AND type = ?" + std::to_string(4 + i);
  return sql + " ORDER BY ts" + dir + ", id" + dir + " LIMIT ?2 OFFSET ?3";
}

}  // namespace

Json owner_globals_page(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, const Page& page,
                        std::int64_t total) {
  Json items = Json::array();
  const std::int64_t offset = page.offset();
  if (offset < total) {
    const std::int64_t limit = std::min(page.size, total - offset);
    const std::int64_t from_end = total - offset - limit;  // rows after the page
    const bool oldest_first = from_end < offset;
    Statement& rows = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id IN (SELECT id FROM (" +
                                 page_ids_sql(owner, types.size(), oldest_first) + ")) ORDER BY g.ts DESC, g.id DESC");
    rows.bind(1, owner.id).bind(2, limit).bind(3, oldest_first ? from_end : offset);
    for (size_t i = 0; i < types.size(); ++i) rows.bind(static_cast<int>(4 + i), types[i]);
    while (rows.step()) items.push_back(global_json(rows));
  }
  return paged_envelope(std::move(items), total, page);
}

}  // namespace snap
