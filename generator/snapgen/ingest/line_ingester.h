// line_ingester.h: records what a batch of chat.log lines announces, in one write transaction: every global of
// a `[Globals] []` line (the only lines trusted to announce one: players can type fake announcements into other
// channels) and every message of a trade channel (`#trade`, `#calytrade` ...: a channel whose name starts with
// '#' and ends with "trade"). A line already recorded (a global with the same time and message, a trade message
// with the same time, channel, sender and text) is not recorded again, so a log read twice records nothing
// twice. Lines that announce nothing are counted, never fatal. In the same transaction the new globals are
// matched to events and challenges, every derived figure the API reads is brought up to date with them
// (derived/fold_new_globals.h) and the data version moves on, so a reader sees the batch whole or not at all.
#pragma once

#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_matching.h"

namespace snap {

struct IngestCounts {
  std::int64_t lines = 0;
  std::int64_t globals = 0;         // recorded
  std::int64_t trade_messages = 0;  // recorded
  std::int64_t repeated = 0;        // already recorded before (the same line read again)
  std::int64_t unknown_globals = 0;  // [Globals] [] lines in a wording not known (chat-log.md)
  std::int64_t other = 0;           // other channels, and lines of another layout
  std::int64_t avatars_created = 0;
  std::int64_t teams_created = 0;
  MatchSummary matching;
  double seconds = 0;

  void add(const IngestCounts& batch);
};

// Records one batch (see above). Throws DatabaseError when the database cannot be written; nothing of the
// batch is then recorded.
IngestCounts ingest_lines(Database& db, const std::vector<std::string>& lines, UnixTime now);

// "3 lines: 1 global, 1 trade message, 0 repeated, 0 unknown globals, 1 other; created avatars 1, teams 0;
// matched event rows +0 ~0 -0, challenge progress 0; 0.01 s"
std::string describe(const IngestCounts& counts);

}  // namespace snap
