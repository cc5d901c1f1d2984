// global_totals.h: totalCount of GET /globals without a full scan per request. snapgen maintains counts per
// filter shape over every id up to a watermark (core/globals/README.md); a request adds a live count of the few
// rows above the watermark. Shapes that are not maintained are counted up to a cap and flagged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/routes/globals/globals_filter.h"

namespace snap {

struct GlobalTotal {
  std::int64_t count = 0;
  bool exact = true;  // false: count is kGlobalCountCap and more rows match
};

// How many globals the filter matches. Exact for no filter, or exactly one of: type, creature (id or
// name), isHof, isAth, isTeam, a value range, a date range; for type with a value or a date range; and for
// afterId alone while the ids have no gaps. Every other shape (search, afterId with a filter or over ids with
// gaps, other combinations) is counted up to kGlobalCountCap.
GlobalTotal count_globals(Database& db, const GlobalsFilter& filter);

// Every global (of the type), exact; none when snapgen has not counted this database yet.
std::optional<std::int64_t> count_all_globals(Database& db, const std::optional<std::string>& type);

}  // namespace snap
