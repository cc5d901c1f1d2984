// trade_next_post.cc: the trade messages' next posts, written from their rule (schema 0019) for the whole table
// or for the repost keys of the rows ingest adds; only rows whose next posts changed are written.
#include "snapgen/derived/trade_next_post.h"

#include <algorithm>
#include <string>

namespace snap {
namespace {

// `rule_rows` selects the rows of trade_next_post_rule to store.
std::string store_from(const std::string& rule_rows) {
  return "UPDATE trade_message SET next_post_ts = r.next_post_ts, next_post_in_channel_ts = r.next_post_in_channel_ts"
         " FROM (" +
         rule_rows +
         ") r WHERE r.id = trade_message.id AND (trade_message.next_post_ts IS NOT r.next_post_ts"
         " OR trade_message.next_post_in_channel_ts IS NOT r.next_post_in_channel_ts)";
}

}  // namespace

void rebuild_trade_next_posts(Database& db) { db.exec(store_from("SELECT * FROM trade_next_post_rule")); }

void fold_trade_next_posts(Database& db, const std::vector<std::int64_t>& new_ids) {
  if (new_ids.empty()) return;
  Statement& store =
      db.prepare(store_from("SELECT * FROM trade_next_post_rule WHERE repost_key IN"
                            " (SELECT repost_key FROM trade_message WHERE id BETWEEN ?1 AND ?2)"));
  store.reset()
      .bind(1, *std::min_element(new_ids.begin(), new_ids.end()))
      .bind(2, *std::max_element(new_ids.begin(), new_ids.end()))
      .run();
}

}  // namespace snap
