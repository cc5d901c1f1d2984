// event_global_groups.h: an event's scored globals grouped by avatar, creature, global type or day, with their
// count, total, highest and average value, read from the groups matching keeps (event_scored_group, schema 0013):
// the one query behind aggregate_event_globals. No route answers these figures (/events/{slug}/statistics has
// the count and value of the top ten creatures only), so the query lives beside its tool.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

// The groupings, as the tool's groupBy takes them: avatar, creature (hunting globals only), type, day (UTC).
const std::vector<std::string>& event_global_groupings();
// The figures a grouping can be ranked by, highest first: count, total, max, average.
const std::vector<std::string>& event_global_figures();

struct EventGlobalGroups {
  Json rows = Json::array();     // {group, count, total, max, average}; a figure with no value is null
  std::int64_t group_count = 0;  // every group, beyond the rows asked for
};

// The first `limit` groups of the event by `sort_by` (highest first), then by count, then by group.
EventGlobalGroups event_global_groups(Database& db, std::int64_t event_id, const std::string& group_by,
                                      const std::string& sort_by, std::int64_t limit);

}  // namespace snap
