// time_order_mark.cc: a time-order mark carried over new rows, read in id order.
#include "snapgen/derived/time_order_mark.h"

#include <optional>

#include "core/clock.h"
#include "core/db/dataset_meta.h"

namespace snap {

void carry_time_order_mark(Database& db, const std::string& table, const std::string& key, std::int64_t after_id,
                           std::int64_t through_id) {
  if (std::stoll(read_meta(db, key).value_or("0")) != after_id) return;
  std::int64_t through = after_id;
  std::optional<UnixTime> latest;
  Statement& last_old = db.prepare("SELECT id, ts FROM " + table + " WHERE id <= ?1 ORDER BY id DESC LIMIT 1");
  if (last_old.bind(1, after_id).step()) through = last_old.int64(0), latest = last_old.int64(1);
  last_old.reset();
  Statement& rows = db.prepare("SELECT id, ts FROM " + table + " WHERE id > ?1 AND id <= ?2 ORDER BY id");
  rows.bind(1, after_id).bind(2, through_id);
  while (rows.step() && (!latest || rows.int64(1) >= *latest)) through = rows.int64(0), latest = rows.int64(1);
  rows.reset();
  write_meta(db, key, std::to_string(through));
}

}  // namespace snap
