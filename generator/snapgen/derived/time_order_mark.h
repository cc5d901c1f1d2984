// time_order_mark.h: a table's time-order mark in dataset_meta, the last id up to which its ids ascend with time
// (globals_time_ordered_through_id, trade_time_ordered_through_id): the edge reads rows up to it by id range, as
// if through the time index. Each rebuild stores it; ingest carries it over the rows a batch adds, here.
#pragma once

#include <cstdint>
#include <string>

#include "core/db/database.h"

namespace snap {

// After rows (after_id, through_id] were added to `table`: when `key`'s mark stood at after_id, it moves on
// through the new rows in id order up to the last before the first whose time goes back; otherwise the order
// broke before them and the mark stays.
void carry_time_order_mark(Database& db, const std::string& table, const std::string& key, std::int64_t after_id,
                           std::int64_t through_id);

}  // namespace snap
