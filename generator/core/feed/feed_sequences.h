// feed_sequences.h: the feed of globals as numbered, immutable sequences (0035_feed_sequences.sql): what its head
// says, a kept sequence's body, and the one writer of a new sequence's body. snapgen feed records sequences;
// snapedge and the files answer from what it recorded.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"

namespace snap {

// The newest sequence and the oldest still kept, as /feed/globals/head.json says them.
struct FeedHead {
  std::int64_t seq = 0;                   // the newest; 0 before the first
  std::optional<std::int64_t> last_id;    // the newest's last global
  std::optional<UnixTime> recorded_at;    // when the newest was recorded
  std::int64_t oldest_seq = 1;            // the oldest kept (seq + 1 when none is kept)
  std::optional<std::int64_t> oldest_first_id;  // its first global: older globals are in the daily exports
};
FeedHead read_feed_head(Database& db);

// The stored body of sequence `seq`, or nullopt when it is not recorded yet or no longer kept.
std::optional<std::string> feed_sequence_body(Database& db, std::int64_t seq);

// The sequence `seq`'s body: the globals first_id..last_id (every one the database holds between them, in id
// order, each as /globals shows it), recorded at `recorded_at`. The one writer of a sequence's JSON.
std::string render_feed_sequence(Database& db, std::int64_t seq, std::int64_t first_id, std::int64_t last_id,
                                 UnixTime recorded_at);

}  // namespace snap
