// trade_next_post.h: trade_message.next_post_ts and next_post_in_channel_ts, each message's sender's next post of
// the same text (schema 0019's rule, the view trade_next_post_rule), from which aggregate_trade_messages tells an
// offer from a repost row by row. Rebuilt from refresh_derived(); ingest brings up to date the repost keys of the
// messages it adds.
#pragma once

#include <cstdint>
#include <vector>

#include "core/db/database.h"

namespace snap {

// Every message's next posts, from the rule.
void rebuild_trade_next_posts(Database& db);

// After ingest added `new_ids`: the next posts of every message sharing a repost key with one of them (a new post
// is the next post of its key's latest earlier one, and may come before posts already recorded).
void fold_trade_next_posts(Database& db, const std::vector<std::int64_t>& new_ids);

}  // namespace snap
