// activity_log.h: the activity log, the NATS JetStream stream through which the node that reads the game's chat
// log hands what it records to every replica (templates/docs/scale-out.md). Its subjects are
// `<stream in lower case>.globals` and `.trade-messages`, one message per row in id order, each the import
// record that recreates the row with its id (templates/import-formats.md: a global as fields, a trade
// message); `.feed-sequences`, the feed's sequences as `snapgen feed` recorded them on the reading node, bodies
// and all (core/feed/README.md), so every node answers the same sequence with the same bytes; and `.start`, which
// says from which ids on the stream holds every row: replicas are seeded with a copy of the reading node's
// database taken no earlier than that.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

// The kinds of row the log carries, in the order each round publishes them (a trade message may name an avatar
// that a global of the same round created; a feed sequence holds globals published before it).
inline const std::vector<std::string>& logged_kinds() {
  static const std::vector<std::string> kinds{"globals", "trade-messages", "feed-sequences"};
  return kinds;
}

struct ActivityLog {
  std::string stream;  // letters, digits, '_' and '-' (checked by activity_log_named)

  std::string subject(const std::string& kind) const;  // "snap_activity.globals"
  std::string start_subject() const;                   // "snap_activity.start"
  std::string filter() const;                          // "snap_activity.>"
  // Empty when `subject` is none of the log's; else "start" or a kind.
  std::string kind_of(const std::string& subject) const;

 private:
  std::string subject_prefix() const;  // "snap_activity."
};

// Throws std::invalid_argument when `stream` is not a valid JetStream stream name.
ActivityLog activity_log_named(const std::string& stream);

inline constexpr const char* kDefaultActivityStream = "SNAP_ACTIVITY";
inline constexpr std::chrono::hours kActivityLogKeeps{24 * 7};  // a replica away longer is seeded again

// The rows of `kind` with ids above `after_id`, oldest first, at most `limit`, as import records.
std::vector<Json> logged_records_after(Database& db, const std::string& kind, std::int64_t after_id, size_t limit);

// The highest id of `kind`'s table, 0 when it is empty.
std::int64_t highest_logged_id(Database& db, const std::string& kind);

// Whether a row of `kind` with this id exists.
bool logged_row_exists(Database& db, const std::string& kind, std::int64_t id);

}  // namespace snap
