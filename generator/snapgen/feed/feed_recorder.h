// feed_recorder.h: numbers the globals recorded since the feed's newest sequence into new sequences
// (0035_feed_sequences.sql), each with its body, and drops the sequences older than the retention: one
// transaction, so a sequence is recorded whole or not at all.
#pragma once

#include <cstdint>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

struct FeedRules {
  std::int64_t globals_per_sequence = 1000;   // at most
  std::int64_t keep_seconds = 7 * 24 * 3600;  // sequences older than this go (the newest always stays)
};

struct FeedRecorded {
  std::int64_t sequences = 0;  // new ones
  std::int64_t globals = 0;    // in them
  std::int64_t pruned = 0;     // sequences dropped
};

// Every global waiting, at `now`, in as few sequences as hold them (one, unless more wait than one holds: a first
// run, or a writer that was stopped). The first sequence starts at the first global of the retention window (ids
// follow time), so a new feed carries the recent globals; after that each starts after the newest's last global.
// Takes the write lock only when there is something to record or to drop (a look first, under a read lock), so a
// writer that looks often does not stand in the way of ingest.
FeedRecorded record_feed_sequences(Database& db, UnixTime now, const FeedRules& rules);

// On a replica: a sequence as the reading node recorded it, from the activity log's record of it (its seq as
// "id", "firstId", "lastId", "globals", "recordedAt", "body", and "oldestSeq", the oldest the reading node kept
// then: older ones go here too). Inside the caller's transaction.
void record_logged_feed_sequence(Database& db, const Json& record);

}  // namespace snap
