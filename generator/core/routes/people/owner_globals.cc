// owner_globals.cc: the page is chosen among ids and times alone, from covering indexes: one range of
// global_by_avatar_ts (global_by_team_ts) without a type filter, one range of global_by_avatar_type_ts for one
// type, one range per type merged in time order by SQLite's UNION ALL merge for several. Each range starts at
// the nearest of the list's marks (owner_global_marks, core/globals/owner_global_marks.h) or ends, found in memory
// from the list's one row. Only the page's rows are then read whole, in the order the ids were found (no sort of
// whole rows), each with its owner's name and slug as bound values rather than a join a row.
#include "core/routes/people/owner_globals.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model/global_json.h"

namespace snap {
namespace {

// Where a page's ids are read from: skip `offset` rows of the list (in `oldest_first` order, or newest first)
// from the mark, itself included, when there is one.
struct PageStart {
  bool oldest_first = false;
  std::int64_t offset = 0;
  std::optional<GlobalKey> mark;
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

// A list of one type (or of every type) with its marks, placed newest first as pages count.
struct MarkedList : PlacedGlobalMarks {
  std::string type;  // '' for every type
  MarkedList(Database& db, const OwnerRef& owner, std::string list_type, std::int64_t list_length)
      : PlacedGlobalMarks(read_global_marks(db, owner.kind, owner.id, list_type), list_length),
        type(std::move(list_type)) {}
};

// The page read from the nearer end of its list: the newest (skipping `offset` rows) or the oldest.
PageStart nearer_end(std::int64_t offset, std::int64_t limit, std::int64_t total) {
  const std::int64_t from_end = total - offset - limit;
  return from_end < offset ? PageStart{true, from_end, std::nullopt} : PageStart{false, offset, std::nullopt};
}

// A list of one type or of all is read from the nearest of four places, whichever leaves the fewest rows to
// skip: its newest end, the mark at or newer than the page's first place (read newest first), the mark at or
// older than the page's last place (read oldest first), or its oldest end. At most half a spacing is skipped.
PageStart single_list_start(const MarkedList& list, std::int64_t offset, std::int64_t limit) {
  PageStart best = nearer_end(offset, limit, list.length());
  if (const auto i = list.at_or_newer_than(offset); i && offset - list.place(*i) < best.offset)
    best = PageStart{false, offset - list.place(*i), list.mark(*i)};
  const std::int64_t last = offset + limit - 1;
  if (const auto i = list.at_or_older_than(last); i && list.place(*i) - last < best.offset)
    best = PageStart{true, list.place(*i) - last, list.mark(*i)};
  return best;
}

// Globals of the list newer than `cut` (not of its type): the place of its newest mark older than the cut plus
// those between, counted (at most a spacing of index entries).
std::int64_t newer_than(Database& db, const OwnerRef& owner, const MarkedList& list, const GlobalKey& cut) {
  const std::int64_t marks_newer = list.marks_newer_than(cut);
  const bool bounded = marks_newer > 0;
  const GlobalKey bound = bounded ? list.mark(marks_newer - 1) : GlobalKey{};
  const std::string key = owner.global_key;
  Statement& count = db.prepare("SELECT COUNT(*) FROM global INDEXED BY global_by_avatar_type_ts WHERE " + key +
                                " = ?1 AND type = ?2 AND (ts, id) > (?3, ?4)" +
                                (bounded ? " AND (ts, id) <= (?5, ?6)" : ""));
  count.bind(1, owner.id).bind(2, list.type).bind(3, cut.ts).bind(4, cut.id);
  if (bounded) count.bind(5, bound.ts).bind(6, bound.id);
  const std::int64_t between = count.single_int64();
  return (bounded ? list.place(marks_newer - 1) : 0) + between;
}

// Several types have no marks of their merged list, so the cut is chosen among each type's own marks. A mark at
// place p of its type's list has p globals of that type newer than it, and of each other type at most the place
// of that type's newest mark at or older than it (or all of them): their sum is an upper bound of its place in
// the merged list, which grows with age, so each type's oldest mark whose bound is within `offset` is found by
// halving, and the oldest of those is the cut. Its place in the merged list is then counted exactly (at most a
// spacing of rows a type) and taken off `offset`, which leaves at most about a spacing per type to skip.
std::optional<GlobalKey> merged_cut(Database& db, const OwnerRef& owner, const std::vector<MarkedList>& lists,
                                    std::int64_t& offset) {
  const auto bound_of = [&](size_t t, std::int64_t i) {
    std::int64_t most = lists[t].place(i);
    for (size_t u = 0; u < lists.size(); ++u)
      if (u != t) most += lists[u].next_place_from(lists[t].mark(i));
    return most;
  };
  std::optional<std::pair<size_t, std::int64_t>> cut;  // type, mark
  for (size_t t = 0; t < lists.size(); ++t) {
    std::int64_t low = 0, high = lists[t].count();  // the first mark whose bound is past `offset`, in [low, high]
    while (low < high) {
      const std::int64_t mid = (low + high) / 2;
      bound_of(t, mid) <= offset ? low = mid + 1 : high = mid;
    }
    if (low > 0 && (!cut || lists[t].mark(low - 1) < lists[cut->first].mark(cut->second)))
      cut = std::make_pair(t, low - 1);
  }
  if (!cut) return std::nullopt;
  const GlobalKey key = lists[cut->first].mark(cut->second);
  std::int64_t before = lists[cut->first].place(cut->second);
  for (size_t u = 0; u < lists.size(); ++u)
    if (u != cut->first) before += newer_than(db, owner, lists[u], key);
  offset -= before;
  return key;
}

// A page near the top of its list (or, one list, near either end) is read from there without its marks: the
// marks of a long list (a 30 KB row at 375k globals) cost more to read than the at most a spacing (one list: half
// a spacing) of rows skipped.
PageStart page_start(Database& db, const OwnerRef& owner, const std::vector<std::string>& types,
                     const std::vector<TypeFigures>& figures, std::int64_t offset, std::int64_t limit,
                     std::int64_t total) {
  const PageStart ends = nearer_end(offset, limit, total);
  if (types.size() <= 1) {
    if (ends.offset <= kGlobalMarkSpacing / 2) return ends;
    return single_list_start(MarkedList(db, owner, types.empty() ? "" : types[0], total), offset, limit);
  }
  if (offset < kGlobalMarkSpacing) return ends;
  std::vector<MarkedList> lists;
  for (const std::string& type : types) lists.emplace_back(db, owner, type, globals_of_types(figures, {type}));
  std::int64_t after_cut = offset;
  const auto cut = merged_cut(db, owner, lists, after_cut);
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
    const int name_param = static_cast<int>(6 + types.size());  // after the types
    const GlobalOwner kind = owner.global_key == std::string_view("team_id") ? GlobalOwner::Team : GlobalOwner::Avatar;
    Statement& rows =
        db.prepare(owner_global_rows_for_ids(page_ids_sql(owner, types.size(), start), kind, name_param));
    rows.bind(1, owner.id).bind(2, limit).bind(3, start.offset);
    if (start.mark) rows.bind(4, start.mark->ts).bind(5, start.mark->id);
    for (size_t i = 0; i < types.size(); ++i) rows.bind(static_cast<int>(6 + i), types[i]);
    rows.bind(name_param, owner.name).bind(name_param + 1, owner.slug);
    items = global_array_json(rows, *wiki_links(db), start.oldest_first);  // the page is answered newest first
  }
  return paged_envelope(std::move(items), total, page);
}

Json owner_globals_page_schema(AnswerSchemas& schemas) {
  return schema::page_of(global_schema(schemas), "a page of globals, newest first");
}

}  // namespace snap
