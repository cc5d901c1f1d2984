// trade_time_order.cc: the trade messages' time-order mark: rebuilt from its rule (schema 0017), folded in id order.
#include "snapgen/derived/trade_time_order.h"

#include <algorithm>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/dataset_meta.h"

namespace snap {

static const char* const kMark = "trade_time_ordered_through_id";

void rebuild_trade_time_order(Database& db) {
  db.exec("INSERT OR REPLACE INTO dataset_meta(key, value) SELECT key, value FROM trade_time_order_rule");
}

void fold_trade_time_order(Database& db, const std::vector<std::int64_t>& new_ids) {
  const auto mark = read_meta(db, kMark);
  if (!mark || new_ids.empty()) return;
  const std::int64_t first_new = *std::min_element(new_ids.begin(), new_ids.end());
  Statement& last_old = db.prepare("SELECT id, ts FROM trade_message WHERE id < ?1 ORDER BY id DESC LIMIT 1");
  std::int64_t through = 0;
  std::optional<UnixTime> latest;
  if (last_old.bind(1, first_new).step()) through = last_old.int64(0), latest = last_old.int64(1);
  last_old.reset();
  if (std::stoll(*mark) != through) return;  // the order broke before these rows: the mark stays where it is
  // The new rows in id order from there, up to the last before the first whose time goes back.
  Statement& rows = db.prepare("SELECT id, ts FROM trade_message WHERE id > ?1 AND id <= ?2 ORDER BY id");
  rows.bind(1, through).bind(2, *std::max_element(new_ids.begin(), new_ids.end()));
  while (rows.step() && (!latest || rows.int64(1) >= *latest)) through = rows.int64(0), latest = rows.int64(1);
  rows.reset();
  write_meta(db, kMark, std::to_string(through));
}

}  // namespace snap
