// recorded_batch.cc: matching, the folds and the data stamp of a batch of new globals and trade messages.
#include "snapgen/ingest/recorded_batch.h"

#include "snapgen/derived/fold_new_globals.h"
#include "snapgen/derived/refresh_derived.h"
#include "snapgen/derived/trade_next_post.h"
#include "snapgen/derived/trade_time_order.h"

namespace snap {
namespace {

// The trade messages' full-text index, their senders' last-seen time, the time-order mark and the next posts of
// their repost keys, for the rows just written.
void fold_trade_messages(Database& db, const std::vector<std::int64_t>& ids) {
  Statement& index = db.prepare(
      "INSERT INTO trade_message_fts(rowid, message) SELECT id, message FROM trade_message"
      " WHERE id = ?1");
  Statement& seen = db.prepare(
      "UPDATE avatar_summary SET last_seen = MAX(last_seen, t.ts) FROM trade_message t"
      " WHERE t.id = ?1 AND avatar_summary.avatar_id = t.avatar_id");
  for (const std::int64_t id : ids) {
    index.reset().bind(1, id).run();
    seen.reset().bind(1, id).run();
  }
  fold_trade_time_order(db, ids);
  fold_trade_next_posts(db, ids);
}

}  // namespace

MatchSummary complete_recorded_batch(Database& db, const RecordedChanges& changes,
                                     const std::vector<std::int64_t>& trade_ids, UnixTime now) {
  if (changes.globals.empty() && trade_ids.empty()) return {};
  const MatchSummary matching = match_recorded(db, changes, now);
  fold_new_globals(db);
  fold_trade_messages(db, trade_ids);
  stamp_data_version(db, now);
  return matching;
}

}  // namespace snap
