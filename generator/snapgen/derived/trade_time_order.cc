// trade_time_order.cc: the trade messages' time-order mark: rebuilt from its rule (schema 0017), carried over
// the rows ingest adds (time_order_mark.h).
#include "snapgen/derived/trade_time_order.h"

#include <algorithm>

#include "snapgen/derived/time_order_mark.h"

namespace snap {

static const char* const kMark = "trade_time_ordered_through_id";

void rebuild_trade_time_order(Database& db) {
  db.exec("INSERT OR REPLACE INTO dataset_meta(key, value) SELECT key, value FROM trade_time_order_rule");
}

void fold_trade_time_order(Database& db, const std::vector<std::int64_t>& new_ids) {
  if (new_ids.empty()) return;
  const std::int64_t first_new = *std::min_element(new_ids.begin(), new_ids.end());
  Statement& before = db.prepare("SELECT IFNULL(MAX(id), 0) FROM trade_message WHERE id < ?1");
  before.bind(1, first_new).step();
  const std::int64_t after_id = before.int64(0);
  before.reset();
  carry_time_order_mark(db, "trade_message", kMark, after_id, *std::max_element(new_ids.begin(), new_ids.end()));
}

}  // namespace snap
