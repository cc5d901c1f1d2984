// trade_time_order.h: dataset_meta trade_time_ordered_through_id. Up to that id, trade_message ids ascend with
// time, so a text search of trade chat finds the smallest id of its window with one lookup of the time index
// (core/tools/trade_offers.cc) instead of reading the window's every entry. Rebuilt from refresh_derived(),
// carried forward by ingest over the rows it adds.
#pragma once

#include <cstdint>
#include <vector>

#include "core/db/database.h"

namespace snap {

// The mark over the whole table, from its rule (the view trade_time_order_rule, schema 0017).
void rebuild_trade_time_order(Database& db);

// After ingest added `new_ids` (all above the ids before them): when the mark reached the highest id before them,
// it moves on through the new ones while their times do not go back.
void fold_trade_time_order(Database& db, const std::vector<std::int64_t>& new_ids);

}  // namespace snap
