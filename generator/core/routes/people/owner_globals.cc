// owner_globals.cc: the page is chosen among ids and times alone, from covering indexes: one range of
// global_by_avatar_ts (global_by_team_ts) without a type filter, one range of global_by_avatar_type_ts for one
// type, one range per type merged in time order by SQLite's UNION ALL merge for several. Only the page's rows
// are then read whole, in the order the ids were found (no sort of whole rows).
#include "core/routes/people/owner_globals.h"

#include <algorithm>
#include <optional>
#include <tuple>
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
  // From the mark on, in the direction of reading: older for newest first, newer for oldest first.
  const std::string after_mark = !start.mark         ? ""
                                 : start.oldest_first ? " AND (ts, id) >= (?4, ?5)"
                                                      : " AND (ts, id) <= (?4, ?5)";
  std::string sql;
  if (type_count == 0)
    sql = "SELECT id, ts FROM global INDEXED BY " + std::string(key == "team_id" ? "global_by_team_ts" : "global_by_avatar_ts") +
          " WHERE " + key + " = ?1" + after_mark;
  for (size_t i = 0; i < type_count; ++i)
    sql += (i ? " UNION ALL " : "") + std::string("SELECT id, ts FROM global INDEXED BY global_by_avatar_type_ts WHERE ") +
           key + " = ?1 AND type = ?" + std::to_string(6 + i) + after_mark;
  return sql + " ORDER BY ts" + dir + ", id" + dir + " LIMIT ?2 OFFSET ?3";
}

// The global of the mark at `position` of the owner's list of `type` ('' for all types).
std::optional<std::pair<std::int64_t, std::int64_t>> mark_at(Database& db, const OwnerRef& owner,
                                                             const std::string& type, std::int64_t position) {
  Statement& row = db.prepare(
      "SELECT ts, id FROM owner_global_mark WHERE owner = ?1 AND owner_id = ?2 AND type = ?3 AND position = ?4");
  row.bind(1, owner.kind).bind(2, owner.id).bind(3, type).bind(4, position);
  std::optional<std::pair<std::int64_t, std::int64_t>> mark;
  if (row.step()) mark = std::make_pair(row.int64(0), row.int64(1));
  row.reset();
  return mark;
}

// The page read from the nearer end of its list: the newest (skipping `offset` rows) or the oldest.
PageStart nearer_end(std::int64_t offset, std::int64_t limit, std::int64_t total) {
  const std::int64_t from_end = total - offset - limit;
  return from_end < offset ? PageStart{true, from_end, std::nullopt} : PageStart{false, offset, std::nullopt};
}

// A list of one type or of all is read from the nearest of four places, whichever leaves the fewest rows to
// skip: its newest end, the mark at or before the page's first place (both read newest first), the mark at or
// after the page's last place, or its oldest end (both read oldest first). Marks sit at every multiple of the
// spacing below the list's length, so at most half a spacing is skipped. A mark the table lacks (it never
// should) leaves the nearer end.
PageStart single_list_start(Database& db, const OwnerRef& owner, const std::string& type, std::int64_t offset,
                            std::int64_t limit, std::int64_t total) {
  const std::int64_t last = offset + limit - 1;
  const PageStart ends = nearer_end(offset, limit, total);
  const std::int64_t older_mark = (last + kGlobalMarkSpacing - 1) / kGlobalMarkSpacing * kGlobalMarkSpacing;
  const std::int64_t newer_mark = offset / kGlobalMarkSpacing * kGlobalMarkSpacing;
  const std::int64_t from_older = older_mark > 0 && older_mark < total ? older_mark - last : ends.offset;
  const std::int64_t from_newer = newer_mark > 0 ? offset - newer_mark : ends.offset;
  if (std::min(from_older, from_newer) >= ends.offset) return ends;
  const bool older = from_older < from_newer;
  const auto mark = mark_at(db, owner, type, older ? older_mark : newer_mark);
  if (!mark) return ends;
  return PageStart{older, older ? from_older : from_newer, mark};
}

// A global of one type's list and its place there (newest first): a mark, or a cut of the merged list.
struct Placed {
  std::int64_t position, ts, id;
  size_t type;  // index into the types asked for
};

bool newer(const Placed& a, const Placed& b) { return std::tie(a.ts, a.id) > std::tie(b.ts, b.id); }

// The marks of the owner's lists of these types at places up to `offset` in their own lists, newest first. A
// mark further down its own list is further than `offset` down the merged list too, as is every mark older
// than it, so none of them can be the cut.
std::vector<Placed> marks_newest_first(Database& db, const OwnerRef& owner, const std::vector<std::string>& types,
                                       std::int64_t offset) {
  Statement& rows = db.prepare(
      "SELECT position, ts, id FROM owner_global_mark WHERE owner = ?1 AND owner_id = ?2 AND type = ?3"
      " AND position <= ?4");
  std::vector<Placed> marks;
  for (size_t t = 0; t < types.size(); ++t) {
    rows.bind(1, owner.kind).bind(2, owner.id).bind(3, types[t]).bind(4, offset);
    while (rows.step()) marks.push_back({rows.int64(0), rows.int64(1), rows.int64(2), t});
    rows.reset();
  }
  std::sort(marks.begin(), marks.end(), newer);
  return marks;
}

// Globals of `type` in the owner's list newer than `cut` and, with `bound`, not newer than it (at most one
// spacing of index entries: `bound` is the type's last mark newer than the cut, or there is none).
std::int64_t newer_than(Database& db, const OwnerRef& owner, const std::string& type, const Placed& cut,
                        const Placed* bound) {
  const std::string key = owner.global_key;
  Statement& count = db.prepare("SELECT COUNT(*) FROM global INDEXED BY global_by_avatar_type_ts WHERE " + key +
                                " = ?1 AND type = ?2 AND (ts, id) > (?3, ?4)" +
                                (bound ? " AND (ts, id) <= (?5, ?6)" : ""));
  count.bind(1, owner.id).bind(2, type).bind(3, cut.ts).bind(4, cut.id);
  if (bound) count.bind(5, bound->ts).bind(6, bound->id);
  const std::int64_t n = count.step() ? count.int64(0) : 0;
  count.reset();
  return n;
}

// Several types have no marks of their merged list, so a cut is chosen among each type's own marks. A mark at
// place p of its type's list has p globals of that type before it, and of each other type at most p' + spacing
// (p' the place of that type's last mark before it: its next mark, or its end, is at most one spacing further)
// and at most all of them (`totals`, in the order of `types`). Walking the marks newest first, the last whose
// bound is still within `offset` is the cut; its place in the merged list is then counted exactly and taken off
// `offset`, which leaves fewer than two spacings per type to skip.
std::optional<std::pair<std::int64_t, std::int64_t>> merged_mark_before(Database& db, const OwnerRef& owner,
                                                                        const std::vector<std::string>& types,
                                                                        const std::vector<std::int64_t>& totals,
                                                                        std::int64_t& offset) {
  if (offset < kGlobalMarkSpacing) return std::nullopt;
  // Each type's last mark walked so far; once the walk stops, for every type but the cut's its last mark
  // before the cut.
  std::vector<const Placed*> last_walked(types.size(), nullptr);
  const Placed* cut = nullptr;
  const std::vector<Placed> marks = marks_newest_first(db, owner, types, offset);
  for (const Placed& mark : marks) {
    std::int64_t most_before = mark.position;
    for (size_t t = 0; t < types.size(); ++t)
      if (t != mark.type)
        most_before += std::min((last_walked[t] ? last_walked[t]->position : 0) + kGlobalMarkSpacing, totals[t]);
    if (most_before > offset) break;
    cut = &mark;
    last_walked[mark.type] = &mark;
  }
  if (!cut) return std::nullopt;
  std::int64_t before = cut->position;
  for (size_t t = 0; t < types.size(); ++t) {
    if (t == cut->type) continue;
    const Placed* bound = last_walked[t];
    before += (bound ? bound->position : 0) + newer_than(db, owner, types[t], *cut, bound);
  }
  offset -= before;
  return std::make_pair(cut->ts, cut->id);
}

PageStart page_start(Database& db, const OwnerRef& owner, const std::vector<std::string>& types,
                     const std::vector<TypeFigures>& figures, std::int64_t offset, std::int64_t limit,
                     std::int64_t total) {
  if (types.size() <= 1) return single_list_start(db, owner, types.empty() ? "" : types[0], offset, limit, total);
  std::vector<std::int64_t> totals;
  for (const std::string& type : types) totals.push_back(globals_of_types(figures, {type}));
  std::int64_t after_cut = offset;
  const auto cut = merged_mark_before(db, owner, types, totals, after_cut);
  const PageStart ends = nearer_end(offset, limit, total);
  if (!cut || (ends.oldest_first && ends.offset < after_cut)) return ends;  // no cut, or the oldest end is nearer
  return PageStart{false, after_cut, cut};
}

}  // namespace

const Paging& owner_globals_paging() {
  static const Paging paging = Paging::sized(20, 100, "globals");
  return paging;
}

Json owner_globals_page(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, const Page& page,
                        const std::vector<TypeFigures>& figures) {
  const std::int64_t total = globals_of_types(figures, types);
  Json items = Json::array();
  if (page.offset() < total) {
    const std::int64_t limit = std::min(page.size, total - page.offset());
    const PageStart start = page_start(db, owner, types, figures, page.offset(), limit, total);
    Statement& rows = db.prepare(global_rows_for_ids(page_ids_sql(owner, types.size(), start)));
    rows.bind(1, owner.id).bind(2, limit).bind(3, start.offset);
    if (start.mark) rows.bind(4, start.mark->first).bind(5, start.mark->second);
    for (size_t i = 0; i < types.size(); ++i) rows.bind(static_cast<int>(6 + i), types[i]);
    items = global_array_json(rows, start.oldest_first);  // the page is answered newest first
  }
  return paged_envelope(std::move(items), total, page);
}

Json owner_globals_page_schema(AnswerSchemas& schemas) {
  return schema::page_of(global_schema(schemas), "a page of globals, newest first");
}

}  // namespace snap
