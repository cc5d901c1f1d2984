// owner_globals.cc: the page is chosen among ids and times alone, from covering indexes: one range of
// global_by_avatar_ts (global_by_team_ts) without a type filter, one range of global_by_avatar_type_ts for one
// type, one range per type merged in time order by SQLite's UNION ALL merge for several. Only the page's rows
// are then read whole.
#include "core/routes/people/owner_globals.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/model/global_json.h"

namespace snap {
namespace {

// Where a page's ids are read from: skip `offset` rows of the list (in `oldest_first` order, or newest first)
// after the mark at (mark_ts, mark_id) when there is one.
struct PageStart {
  bool oldest_first = false;
  std::int64_t offset = 0;
  std::optional<std::pair<std::int64_t, std::int64_t>> mark;
};

// The ids of the page: ?1 the owner, ?2 limit, ?3 offset, ?4 ?5 the mark's ts and id, ?6.. the types.
std::string page_ids_sql(const OwnerRef& owner, size_t type_count, const PageStart& start) {
  const std::string dir = start.oldest_first ? " ASC" : " DESC";
  const std::string key = owner.global_key;
  const std::string after_mark = start.mark ? " AND (ts, id) <= (?4, ?5)" : "";
  std::string sql;
  if (type_count == 0)
    sql = "SELECT id, ts FROM global INDEXED BY " + std::string(key == "team_id" ? "global_by_team_ts" : "global_by_avatar_ts") +
          " WHERE " + key + " = ?1" + after_mark;
  for (size_t i = 0; i < type_count; ++i)
    sql += (i ? " UNION ALL " : "") + std::string("SELECT id, ts FROM global INDEXED BY global_by_avatar_type_ts WHERE ") +
           key + " = ?1 AND type = ?" + std::to_string(6 + i) + after_mark;
  return sql + " ORDER BY ts" + dir + ", id" + dir + " LIMIT ?2 OFFSET ?3";
}

// The last mark at or before `offset` in the owner's list of `type` ('' for all types).
std::optional<std::pair<std::int64_t, std::int64_t>> mark_before(Database& db, const OwnerRef& owner,
                                                                 const std::string& type, std::int64_t& offset) {
  if (offset < kGlobalMarkSpacing) return std::nullopt;
  Statement& row = db.prepare(
      "SELECT position, ts, id FROM owner_global_mark WHERE owner = ?1 AND owner_id = ?2 AND type = ?3 AND position <= ?4"
      " ORDER BY position DESC LIMIT 1");
  row.bind(1, owner.kind).bind(2, owner.id).bind(3, type).bind(4, offset);
  std::optional<std::pair<std::int64_t, std::int64_t>> mark;
  if (row.step()) {
    offset -= row.int64(0);
    mark = std::make_pair(row.int64(1), row.int64(2));
  }
  row.reset();
  return mark;
}

PageStart page_start(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, std::int64_t offset,
                     std::int64_t limit, std::int64_t total) {
  PageStart start;
  start.offset = offset;
  if (types.size() <= 1) {
    start.mark = mark_before(db, owner, types.empty() ? "" : types[0], start.offset);
  } else if (total - offset - limit < offset) {
    start.oldest_first = true;
    start.offset = total - offset - limit;
  }
  return start;
}

}  // namespace

const Paging& owner_globals_paging() {
  static const Paging paging = Paging::sized(20, 100, "globals");
  return paging;
}

Json owner_globals_page(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, const Page& page,
                        std::int64_t total) {
  Json items = Json::array();
  if (page.offset() < total) {
    const std::int64_t limit = std::min(page.size, total - page.offset());
    const PageStart start = page_start(db, owner, types, page.offset(), limit, total);
    Statement& rows = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id IN (SELECT id FROM (" +
                                 page_ids_sql(owner, types.size(), start) + ")) ORDER BY g.ts DESC, g.id DESC");
    rows.bind(1, owner.id).bind(2, limit).bind(3, start.offset);
    if (start.mark) rows.bind(4, start.mark->first).bind(5, start.mark->second);
    for (size_t i = 0; i < types.size(); ++i) rows.bind(static_cast<int>(6 + i), types[i]);
    while (rows.step()) items.push_back(global_json(rows));
  }
  return paged_envelope(std::move(items), total, page);
}

Json owner_globals_page_schema(AnswerSchemas& schemas) {
  return schema::page_of(global_schema(schemas), "a page of globals, newest first");
}

}  // namespace snap
