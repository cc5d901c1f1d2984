// log_recorder.h: records a batch of the activity log's messages (activity_log.h) into a replica's database in
// one write transaction, the way `snapgen ingest` records a batch of chat-log lines: each row through the
// import's record kinds with the id the reading node gave it, then matched and folded (ingest/recorded_batch.h).
// The same transaction stores the stream sequence recorded through (dataset_meta activity_log_position), so the
// replica, not the server, knows where it stands: a message at or before it is a redelivery and skipped, and
// rows are applied strictly in the stream's order. A row whose id is already there (it was in the copy the
// replica was seeded with) is skipped too.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_matching.h"
#include "snapgen/replicate/activity_log.h"

namespace snap {

struct LoggedMessage {
  std::uint64_t sequence;  // in the stream
  std::string subject;
  std::string data;
};

struct ReplicaCounts {
  std::int64_t globals = 0;         // recorded
  std::int64_t trade_messages = 0;  // recorded
  std::int64_t feed_sequences = 0;  // recorded (core/feed/README.md)
  std::int64_t repeated = 0;        // already recorded (redelivered, or in the copy the replica was seeded with)
  MatchSummary matching;
  bool gap = false;  // a message came after one not delivered: the batch was recorded up to it

  void add(const ReplicaCounts& batch);
};

// Records `messages` (see above) up to the first that does not follow the one before (`gap`). A message the log does not define, or a record the database refuses (a
// creature the replica's wiki lacks), throws std::runtime_error naming it, and nothing of the batch is
// recorded. A start marker whose ids are above the database's highest means the replica was seeded before the
// stream began: the rows between are missing, which is said on stderr (the replica needs a newer copy).
// The stream sequence the replica has recorded through; 0 before its first batch.
std::uint64_t recorded_position(Database& db);
// Starts over from the stream's beginning (a stream made anew numbers from 1 again).
void forget_position(Database& db);

ReplicaCounts record_logged(Database& db, const ActivityLog& log, const std::vector<LoggedMessage>& messages,
                            UnixTime now);

// "2 globals, 1 trade message, 0 repeated; matched event rows +0 ~0 -0, challenge progress 0"
std::string describe(const ReplicaCounts& counts);

}  // namespace snap
