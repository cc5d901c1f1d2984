// log_recorder.cc: one transaction per batch of log messages: the import's insert path for each new row, then
// the batch completed like an ingest batch.
#include "snapgen/replicate/log_recorder.h"

#include <iostream>
#include <stdexcept>

#include "core/db/dataset_meta.h"
#include "snapgen/feed/feed_recorder.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"
#include "snapgen/ingest/recorded_batch.h"

namespace snap {
namespace {

constexpr const char* kPositionKey = "activity_log_position";

void check_seeded(Database& db, const Json& marker) {
  for (const std::string& kind : logged_kinds()) {
    if (!marker.contains(kind)) continue;  // a marker from before the log carried the kind
    const std::int64_t from = marker.at(kind).get<std::int64_t>();
    const std::int64_t have = highest_logged_id(db, kind);
    if (have < from)
      std::cerr << "snapgen replicate: the stream holds " << kind << " after id " << from
                << " but this database ends at " << have << ": ids " << have + 1 << ".." << from
                << " are missing here; seed this replica with a newer copy of the reading node's database"
                << std::endl;
  }
}

}  // namespace

void ReplicaCounts::add(const ReplicaCounts& batch) {
  globals += batch.globals;
  trade_messages += batch.trade_messages;
  feed_sequences += batch.feed_sequences;
  repeated += batch.repeated;
  matching.add(batch.matching);
}

std::uint64_t recorded_position(Database& db) {
  const std::optional<std::string> stored = read_meta(db, kPositionKey);
  return stored ? std::stoull(*stored) : 0;
}

void forget_position(Database& db) { write_meta(db, kPositionKey, "0"); }

ReplicaCounts record_logged(Database& db, const ActivityLog& log, const std::vector<LoggedMessage>& messages,
                            UnixTime now) {
  ReplicaCounts counts;
  Transaction tx(db);
  ImportSession session(db, now);
  RecordedChanges changes;
  std::vector<std::int64_t> trade_ids;
  const std::uint64_t started_at = recorded_position(db);
  std::uint64_t position = started_at;
  for (const LoggedMessage& message : messages) {
    if (message.sequence <= position) {
      ++counts.repeated;
      continue;
    }
    if (message.sequence != position + 1) {
      counts.gap = true;
      break;
    }
    position = message.sequence;
    const std::string kind = log.kind_of(message.subject);
    if (kind.empty()) throw std::runtime_error("a message on " + message.subject + ", which the activity log has not");
    Json record;
    try {
      record = Json::parse(message.data);
      if (kind == "start") {
        check_seeded(db, record);
        continue;
      }
      const std::int64_t id = record.at("id").get<std::int64_t>();
      if (logged_row_exists(db, kind, id)) {
        ++counts.repeated;
        continue;
      }
      if (kind == "feed-sequences") {  // not an import kind: stored as the reading node recorded it
        record_logged_feed_sequence(db, record);
        ++counts.feed_sequences;
        continue;
      }
      const std::int64_t written = write_record(session, *find_record_kind(kind), record);
      if (kind == "globals") {
        changes.globals.push_back(written);
        ++counts.globals;
      } else {
        trade_ids.push_back(written);
        ++counts.trade_messages;
      }
    } catch (const DatabaseError&) {  // the database, not the message: exit 2 like every snapgen write
      throw;
    } catch (const std::exception& e) {  // RecordError, or a message that is not a record
      throw std::runtime_error(message.subject + " " + message.data.substr(0, 200) + ": " + e.what());
    }
  }
  counts.matching = complete_recorded_batch(db, changes, trade_ids, now);
  if (position != started_at) write_meta(db, kPositionKey, std::to_string(position));
  tx.commit();
  return counts;
}

std::string describe(const ReplicaCounts& c) {
  return std::to_string(c.globals) + " globals, " + std::to_string(c.trade_messages) + " trade messages, " +
         (c.feed_sequences > 0 ? std::to_string(c.feed_sequences) + " feed sequences, " : "") +
         std::to_string(c.repeated) + " repeated; matched " + describe(c.matching);
}

}  // namespace snap
