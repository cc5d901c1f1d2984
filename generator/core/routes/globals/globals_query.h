// globals_query.h: the SQL of one page of GET /globals: filters, the order of sortBy/sortOrder with its
// tie-break, and the access path chosen from what the counts say about the size of the answer.
// Also used by tests/bench/globals_sql_bench.cc, which times this very SQL without HTTP.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/globals/page_starts.h"
#include "core/routes/globals/global_totals.h"
#include "core/routes/globals/globals_filter.h"
#include "core/routes/globals/value_bands.h"
#include "core/routes/shared/paging.h"

namespace snap {

struct GlobalsOrder {
  std::string sort_by = "DateTime";  // DateTime, GlobalValue, AvatarName, Type
  bool descending = true;
};

// What the totals say about the answer, so the page query can pick its index (SQLite has no statistics).
struct GlobalsSizes {
  std::optional<std::int64_t> matching;  // rows the filter matches, when known exactly
  std::optional<std::int64_t> in_order;  // rows of the index that walks the time order (the type's or all)
  std::optional<std::int64_t> time_ordered_through;  // ids up to this one ascend with time (search reads rowids)
  bool ids_above_time_order = true;  // some global's id is above time_ordered_through
  std::vector<ValueBand> value_bands;  // a value range's bands in time order, when they can answer it
  std::optional<TimePageStart> time_start;  // a deep page in time order of every global or one type
  std::optional<TypePageStart> type_start;  // a deep page of every global in type order
  std::optional<ValuePageStart> value_start;  // a deep page of every global in value order
  std::optional<AvatarNamePageStart> avatar_name_start;  // a deep page of every global or one type by avatar name
};

// What the page query should know, from the total already counted and what snapgen stamped.
GlobalsSizes globals_sizes(Database& db, const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                           const GlobalTotal& total);

// pageNumber and pageSize of /globals (10 by default, at most 30).
const Paging& globals_paging();

// The order of a request: sortBy and sortOrder; with afterId always oldest first (ascending id).
GlobalsOrder globals_order(const Params& params);

// The page's SELECT over kGlobalColumns with its bound values.
SqlBuilder globals_page_sql(const GlobalsFilter& filter, const GlobalsOrder& order, const Page& page,
                            const GlobalsSizes& sizes);

// The page's SELECT for a request's parameters exactly as GET /globals builds it (filters read, totals counted):
// for the benches and tests that time it or read its plan.
SqlBuilder globals_page_sql_of(Database& db, const Params& params);

// GET /globals' answer for a filter already read: the paged envelope of the page's globals, plus
// totalCountExact (false when totalCount is the cap of global_totals.h, not the total).
Json globals_page(Database& db, const GlobalsFilter& filter, const Params& params);

}  // namespace snap
