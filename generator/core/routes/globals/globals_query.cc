// globals_query.cc: page SQL of /globals. Orders, each ending in a unique tie-break and walked by an index:
//   DateTime    ts, id                          global_by_ts (ts, id, value: a value range is tested in the index),
//                                               or the filter's own (…, ts, id) index
//   GlobalValue value, id; unknown values last  global_by_value (value, id, ts: desc; asc reads the known values,
//                                               then the unknown ones; and a value range by time)
//   Type        type, ts, id                    global_by_type_ts
//   AvatarName  avatar name, ts, id; globals without an avatar last
//                                               avatar names in order, then global_by_avatar_ts per avatar
// Every key follows sortOrder. The page's ids are found first (from the index alone where it covers the
// filter, so OFFSET skips index entries, not rows), then only those rows are read and joined. A deep page in
// time order of every global or one type, or of every global in type order, skips no entries of the time slots
// (and types) before it, one of every global in value order none of the values before it, and one in avatar-name
// order none of the avatars before it: the maintained counts place it.
#include "core/routes/globals/globals_query.h"

#include <algorithm>
#include <limits>

#include "core/globals/maintained_counts.h"
#include "core/model/global_json.h"
#include "core/routes/globals/value_bands.h"

namespace snap {
namespace {

// Up to this many matching rows (counted exactly), reading them all and sorting beats walking the avatars
// in name order.
constexpr std::int64_t kSortAtMost = 20000;

std::string direction(const GlobalsOrder& order) { return order.descending ? " DESC" : ""; }

std::string order_by(const GlobalsOrder& order) {
  const std::string d = direction(order);
  if (order.sort_by == "GlobalValue")
    return order.descending ? " ORDER BY g.value DESC, g.id DESC" : " ORDER BY g.value IS NULL, g.value, g.id";
  if (order.sort_by == "Type") return " ORDER BY g.type" + d + ", g.ts" + d + ", g.id" + d;
  if (order.sort_by == "AvatarName") return " ORDER BY a.name IS NULL, a.name" + d + ", g.ts" + d + ", g.id" + d;
  return " ORDER BY g.ts" + d + ", g.id" + d;
}

// Rows up to the end of the page (saturating: a huge pageNumber must not overflow).
std::int64_t rows_through(const Page& page) {
  const std::int64_t most = std::numeric_limits<std::int64_t>::max();
  return page.offset() > most - page.size ? most : page.offset() + page.size;
}

std::string limit_offset(std::int64_t size, std::int64_t offset, SqlBuilder& sql) {
  return " LIMIT " + sql.placeholder(size) + " OFFSET " + sql.placeholder(offset);
}
std::string limit_offset(const Page& page, SqlBuilder& sql) { return limit_offset(page.size, page.offset(), sql); }

// The full rows of the ids a page query found, in the page's order.
std::string rows_of_ids(const std::string& page_ids, const std::string& order) {
  return global_rows_for_ids(page_ids) + order;
}

enum class ValueRangePath { TimeIndex, ValueIndex, Bands };

// A value range ordered by time, in index entries read for the page: walking the time index (which holds the
// value, 0009) reads about rows_in_order / matching entries per row returned; global_by_value reads every
// matching entry (with its time, 0024) and sorts them, and with a filter of other columns reads each matching
// row too (a row read costs about as much as kIndexEntriesPerRowRead entries).
constexpr double kIndexEntriesPerRowRead = 8;
double time_index_cost(const GlobalsSizes& sizes, const Page& page) {
  return static_cast<double>(rows_through(page)) * static_cast<double>(*sizes.in_order) /
         std::max(static_cast<double>(*sizes.matching), 1.0);
}
double value_index_cost(const GlobalsFilter& filter, const GlobalsSizes& sizes) {
  return static_cast<double>(*sizes.matching) * (filter.has_only_ranges() ? kSortedEntryCost : kIndexEntriesPerRowRead);
}

// From this many rows before a page in time order (of every global or one type) or in value order, the counts
// place its start (time_page_start(): ~10 lookups, ~10 us; value_page_start(): four) instead of the index walking
// past them (10-25 ns an entry).
constexpr std::int64_t kCountedStartWorthFrom = 2000;

// Below this many index entries (~50 us) the value's bands are not worth looking up (a few dozen us themselves).
constexpr double kBandsWorthAbove = 1000;

struct ValueRangeAccessPlan {
  ValueRangePath path = ValueRangePath::ValueIndex;
  std::optional<ValueBandsPlan> bands;  // with path Bands
};

// The cheaper of the two indexes, or the bands (value_bands.h) when the sizes hold them and they cost less.
ValueRangeAccessPlan cheapest_value_range_access(const GlobalsFilter& filter, const GlobalsSizes& sizes,
                                                 const Page& page) {
  const double time_index = time_index_cost(sizes, page), value_index = value_index_cost(filter, sizes);
  ValueRangeAccessPlan access;
  access.path = value_index < time_index ? ValueRangePath::ValueIndex : ValueRangePath::TimeIndex;
  if (sizes.value_bands.empty()) return access;
  access.bands = plan_value_bands(sizes.value_bands, rows_through(page));
  if (access.bands && access.bands->cost < std::min(time_index, value_index)) access.path = ValueRangePath::Bands;
  return access;
}

// Value order, ascending with unknown values last: the known values from global_by_value in order, then the
// unknown ones (NULL, first in that index) by id; each arm is cut at the page's end.
std::string known_values_then_unknown(const GlobalsFilter& filter, const Page& page, SqlBuilder& sql) {
  const std::string rows = sql.placeholder(rows_through(page));
  const std::string known = "SELECT g.id FROM global g WHERE g.value IS NOT NULL" + globals_conditions(filter, sql) +
                            " ORDER BY g.value, g.id LIMIT " + rows;
  const std::string unknown = "SELECT g.id FROM global g WHERE g.value IS NULL" + globals_conditions(filter, sql) +
                              " ORDER BY g.id LIMIT " + rows;
  return "SELECT id FROM (" + known + ") UNION ALL SELECT id FROM (" + unknown + ")" + limit_offset(page, sql);
}

// Value order of every global from a counted start (value_page_start()): the globals of the start's value (from its
// mark), of the values beyond it, then of unknown value, in the order asked, each an index range that skips and
// takes exactly its share of the page, from the counts (a skip in an arm's own index costs ~25 ns an entry, one
// through a union of arms ~100 ns; and SQLite bounds an index range by a row value's first column only, so
// (value, id) >= (v, mark) would walk every entry of the value before the mark).
std::string counted_value_page_ids(const GlobalsOrder& order, const Page& page, const ValuePageStart& start,
                                   SqlBuilder& sql) {
  const std::string d = direction(order);
  std::int64_t skip = start.offset, take = page.size;
  std::string ids;
  const auto arm = [&](const std::string& where, const std::string& in_order, std::int64_t rows) {
    const std::int64_t skipped = std::min(skip, rows), taken = std::min(take, rows - skipped);
    skip -= skipped;
    if (taken <= 0) return;
    take -= taken;
    ids += (ids.empty() ? "" : " UNION ALL ") + std::string("SELECT id FROM (SELECT g.id FROM global g WHERE ") +
           where + in_order + limit_offset(taken, skipped, sql) + ")";
  };
  if (start.value) {
    const std::string value = sql.placeholder(*start.value);
    const std::string from_mark =
        start.mark_id ? " AND g.id" + std::string(order.descending ? " <= " : " >= ") + sql.placeholder(*start.mark_id)
                      : "";
    arm("g.value = " + value + from_mark, " ORDER BY g.id" + d, start.value_rows);
    arm("g.value" + std::string(order.descending ? " < " : " > ") + value, " ORDER BY g.value" + d + ", g.id" + d,
        start.known_from - start.value_rows);
  }
  arm("g.value IS NULL", " ORDER BY g.id" + d, std::numeric_limits<std::int64_t>::max());
  return ids;
}

// Ids of the page in the order asked; for a value range in time order, the cheapest access path is named.
std::string page_ids(const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                     const GlobalsSizes& sizes, SqlBuilder& sql) {
  if (sizes.value_start) return counted_value_page_ids(order, page, *sizes.value_start, sql);
  if (order.sort_by == "GlobalValue" && !order.descending) return known_values_then_unknown(filter, page, sql);
  const bool ranged = filter.min_value || filter.max_value;
  const bool known = ranged && order.sort_by == "DateTime" && sizes.matching && sizes.in_order;
  const ValueRangeAccessPlan access = known ? cheapest_value_range_access(filter, sizes, page) : ValueRangeAccessPlan{};
  if (access.path == ValueRangePath::Bands)
    return "SELECT id FROM (" +
           value_bands_in_time_order(sizes.value_bands, *access.bands, filter, order.descending, sql) +
           limit_offset(page, sql) + ")";
  const bool by_value = known && access.path == ValueRangePath::ValueIndex;
  const std::string conditions =
      globals_conditions(filter, sql, access.path == ValueRangePath::TimeIndex ? ValueRangeAccess::TimeOrderScan
                                                                               : ValueRangeAccess::Indexable);
  // The rows before the page are counted (the slots before it, and in type order the types): read from the slot
  // it starts in.
  const std::string after = order.descending ? " < " : " >= ";
  if (sizes.time_start)
    return "SELECT g.id FROM global g WHERE 1" + conditions + " AND g.ts" + after +
           sql.placeholder(sizes.time_start->bound) + order_by(order) +
           limit_offset(page.size, sizes.time_start->offset, sql);
  if (sizes.type_start)
    return "SELECT g.id FROM global g WHERE (g.type, g.ts)" + after + "(" + sql.placeholder(sizes.type_start->type) +
           ", " + sql.placeholder(sizes.type_start->within.bound) + ")" + order_by(order) +
           limit_offset(page.size, sizes.type_start->within.offset, sql);
  return std::string("SELECT g.id FROM global g") + (by_value ? " INDEXED BY global_by_value" : "") +
         (order.sort_by == "AvatarName" ? " LEFT JOIN avatar a ON a.id = g.avatar_id" : "") + " WHERE 1" + conditions +
         order_by(order) + limit_offset(page, sql);
}

// A search in time order, where ids up to `ordered_through` ascend with time: among those, the newest
// matches are the largest rowids, streamed from the full-text index and cut at the page's end; the few
// matches above it (added since snapgen looked), when there are ids above it, are taken whole (a second
// full-text query, ~70 us of two common words' at 10M globals). The union is sorted and paged.
std::string searched_page_ids(const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                              std::int64_t ordered_through, bool ids_above, SqlBuilder& sql) {
  GlobalsFilter rest = filter;
  rest.search.reset();
  const std::string d = direction(order);
  const std::string match = "SELECT g.id, g.ts FROM global_fts f CROSS JOIN global g ON g.id = f.rowid"
                            " WHERE global_fts MATCH " + sql.placeholder(*filter.search);
  const std::string through = sql.placeholder(ordered_through);
  const std::string in_order = match + " AND f.rowid <= " + through + globals_conditions(rest, sql) +
                               " ORDER BY f.rowid" + d + " LIMIT " + sql.placeholder(rows_through(page));
  const std::string newer =
      ids_above ? " UNION ALL " + match + " AND f.rowid > " + through + globals_conditions(rest, sql) : "";
  return "SELECT id FROM (SELECT * FROM (" + in_order + ")" + newer + ") ORDER BY ts" + d + ", id" + d +
         limit_offset(page, sql);
}

// Many rows in avatar-name order: the avatars' unique names in order, each avatar's globals by time from
// global_by_avatar_ts (no sort), then the globals that name no avatar; their ids from the indexes alone, then the
// page's rows. Each arm keeps its ORDER BY because it carries a LIMIT (offset + size rows), and SQLite runs the
// arms of a UNION ALL in turn. A deep page whose avatar the counts placed (`start`) begins at that avatar's name
// (from its mark nearest before the page, an arm of its own, then the avatars after it), its offset counted from
// there; one placed after every avatar's globals reads only the globals that name none.
SqlBuilder walked_by_avatar_name(const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                                 const std::optional<AvatarNamePageStart>& start) {
  SqlBuilder sql;
  const std::string d = direction(order);
  const std::int64_t offset = start ? start->offset : page.offset();
  const std::string by_time = " ORDER BY g.ts" + d + ", g.id" + d;
  const std::string without_avatar =
      "SELECT g.id FROM global g WHERE g.avatar_id IS NULL" + globals_conditions(filter, sql) + by_time;
  if (start && !start->name) {
    sql.sql = rows_of_ids(without_avatar + limit_offset(page.size, offset, sql), order_by(order));
    return sql;
  }
  const std::string rows = sql.placeholder(start ? offset + page.size : rows_through(page));
  // The page's first avatar from its mark, then the avatars after it.
  std::string from_mark;
  if (start && start->mark)
    from_mark = "SELECT id FROM (SELECT g.id FROM global g WHERE g.avatar_id = " + sql.placeholder(start->avatar_id) +
                " AND (g.ts, g.id)" + (order.descending ? " <= (" : " >= (") + sql.placeholder(start->mark->ts) + ", " +
                sql.placeholder(start->mark->id) + ")" + globals_conditions(filter, sql) + by_time + " LIMIT " + rows +
                ") UNION ALL ";
  const std::string name_bound = !start ? "" : start->mark ? (order.descending ? " < " : " > ")
                                                           : (order.descending ? " <= " : " >= ");
  const std::string from_name = start ? " AND a.name" + name_bound + sql.placeholder(*start->name) : "";
  const std::string with_avatar = "SELECT g.id FROM avatar a CROSS JOIN global g ON g.avatar_id = a.id WHERE 1" +
                                  from_name + globals_conditions(filter, sql) + " ORDER BY a.name" + d + ", g.ts" + d +
                                  ", g.id" + d + " LIMIT " + rows;
  sql.sql = rows_of_ids(from_mark + "SELECT id FROM (" + with_avatar + ") UNION ALL SELECT id FROM (" +
                            without_avatar + " LIMIT " + rows + ")" + limit_offset(page.size, offset, sql),
                        order_by(order));
  return sql;
}

}  // namespace

const Paging& globals_paging() {
  static const Paging paging = Paging::sized(10, 30, "globals");
  return paging;
}

GlobalsOrder globals_order(const Params& params) {
  GlobalsOrder order;
  order.sort_by = params.text("sortBy");
  order.descending = params.text("sortOrder") == "desc";
  return order;
}

GlobalsSizes globals_sizes(Database& db, const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                           const GlobalTotal& total) {
  GlobalsSizes sizes;
  if (total.exact) sizes.matching = total.count;
  if (total.exact && order.sort_by == "DateTime" && (filter.min_value || filter.max_value)) {
    sizes.in_order = count_all_globals(db, filter.type);
    if (sizes.in_order &&
        std::min(time_index_cost(sizes, page), value_index_cost(filter, sizes)) > kBandsWorthAbove)
      sizes.value_bands = value_bands(db, filter);
  }
  if (filter.search) sizes.time_ordered_through = globals_time_ordered_through(db);
  if (sizes.time_ordered_through)
    sizes.ids_above_time_order = db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global") > *sizes.time_ordered_through;
  GlobalsFilter besides_type = filter;
  besides_type.type.reset();
  if (order.sort_by == "DateTime" && besides_type.is_empty() && page.offset() >= kCountedStartWorthFrom)
    sizes.time_start = time_page_start(db, filter.type, page.offset(), order.descending);
  if (order.sort_by == "Type" && filter.is_empty() && page.offset() >= kCountedStartWorthFrom)
    sizes.type_start = type_page_start(db, page.offset(), order.descending);
  if (order.sort_by == "GlobalValue" && filter.is_empty() && page.offset() >= kCountedStartWorthFrom)
    sizes.value_start = value_page_start(db, page.offset(), order.descending);
  // In avatar-name order, a walked page (more matches than are sorted) past the first that starts among them:
  // placing it (a block's lookup, ~64 avatars counted, a mark) costs less than walking past a few hundred globals.
  const bool walked_by_name = order.sort_by == "AvatarName" && !(sizes.matching && *sizes.matching <= kSortAtMost);
  if (walked_by_name && besides_type.is_empty() && page.offset() > 0 &&
      (!sizes.matching || page.offset() < *sizes.matching))
    sizes.avatar_name_start = avatar_name_page_start(db, filter.type, page.offset(), order.descending);
  return sizes;
}

SqlBuilder globals_page_sql(const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                            const GlobalsSizes& sizes) {
  SqlBuilder sql;
  if (sizes.matching && page.offset() >= *sizes.matching) {  // past the last match: nothing to walk past
    sql.sql = rows_of_ids("SELECT id FROM global WHERE 0", order_by(order));
    return sql;
  }
  if (filter.after_id) {  // polling: oldest first, by id, whatever the sort
    const std::string conditions = globals_conditions(filter, sql);
    sql.sql = rows_of_ids("SELECT g.id FROM global g WHERE 1" + conditions + " ORDER BY g.id" + limit_offset(page, sql),
                          " ORDER BY g.id");
    return sql;
  }
  if (order.sort_by == "AvatarName" && !(sizes.matching && *sizes.matching <= kSortAtMost))
    return walked_by_avatar_name(filter, order, page, sizes.avatar_name_start);
  // Many matches (few were resolved to ids): stream the newest from the full-text index.
  if (filter.search && !filter.search_ids && order.sort_by == "DateTime" && sizes.time_ordered_through) {
    sql.sql = rows_of_ids(
        searched_page_ids(filter, order, page, *sizes.time_ordered_through, sizes.ids_above_time_order, sql),
        order_by(order));
    return sql;
  }
  sql.sql = rows_of_ids(page_ids(filter, order, page, sizes, sql), order_by(order));
  return sql;
}

namespace {

// A request's page, its total, and the page's SQL chosen from what the total says.
struct PlannedPage {
  Page page;
  GlobalTotal total;
  SqlBuilder sql;
};

PlannedPage plan_page(Database& db, const GlobalsFilter& filter, const Params& params) {
  const GlobalsOrder order = globals_order(params);
  PlannedPage planned{globals_paging().page_of(params), count_globals(db, filter), {}};
  const GlobalsSizes sizes = globals_sizes(db, filter, order, planned.page, planned.total);
  planned.sql = globals_page_sql(filter, order, planned.page, sizes);
  return planned;
}

}  // namespace

SqlBuilder globals_page_sql_of(Database& db, const Params& params) {
  return plan_page(db, read_globals_filter(db, params), params).sql;
}

Json globals_page(Database& db, const GlobalsFilter& filter, const Params& params) {
  const PlannedPage planned = plan_page(db, filter, params);
  Statement& rows = db.prepare_shaped(planned.sql.sql);
  bind_all(rows, planned.sql.values);
  Json body = paged_envelope(global_array_json(rows, *wiki_links(db)), planned.total.count, planned.page);
  body["totalCountExact"] = planned.total.exact;
  if (!planned.total.exact) body["totalPages"] = nullptr;  // never a false last page (API.md "Paged lists")
  return body;
}

}  // namespace snap
