// owner_list.h: the /avatars and /teams lists: name order (case-insensitive, then slug), a fixed page size
// of 20, an optional "name contains" search. Pages without a search are read by list_position (consecutive from
// the summary's first), so a deep page costs what the first one does.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/params.h"
#include "core/model/owner_ref.h"
#include "core/routes/shared/paging.h"

namespace snap {

// pageNumber only: every page holds 20 (a pageSize is not declared: like any unknown parameter it is ignored).
const Paging& owner_list_paging();

// The optional "name contains" search of the list of `plural` ("avatars").
ParamSpec owner_list_search_param(const char* plural);

// Columns after the id, slug and name of each row: `extra_columns` over the summary table (alias s).
struct OwnerListSource {
  const char* kind;             // "avatar" or "team"
  const char* global_key;       // "avatar_id" or "team_id"
  const char* summary_table;    // "avatar_summary": list_position and the extra columns
  const char* summary_key;      // its column naming the owner
  const char* extra_columns;    // e.g. "s.pvp_kills, s.last_seen", read from column 3 on
};

// Where a list's summary rows stand: `count` consecutive list_positions from `first`. A rebuild numbers them from
// 1; a fold may move the start below it (snapgen/derived/fold_owner_lists.cc). An empty list is {1, 0}.
struct ListPositions {
  std::int64_t first = 1, count = 0;
};
ListPositions list_positions(Database& db, const std::string& summary_table);

// One list item from the owner and its row (extra columns from index 3).
using OwnerListItemFn = std::function<Json(Database&, const OwnerRef&, const Statement&)>;

Json owner_list_page(Database& db, const OwnerListSource& source, const Params& params, const OwnerListItemFn& item);

}  // namespace snap
