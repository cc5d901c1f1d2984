// line_ingester.cc: each line classified by chat_line_parser.h, written through the import's record kinds
// (the one insert path of activity rows), then matched and folded in the same transaction.
#include "snapgen/ingest/line_ingester.h"

#include <cctype>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "core/db/dataset_meta.h"
#include "snapgen/derived/fold_new_globals.h"
#include "snapgen/derived/refresh_derived.h"
#include "snapgen/derived/trade_next_post.h"
#include "snapgen/derived/trade_time_order.h"
#include "snapgen/import/chat_line_parser.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

namespace snap {
namespace {

bool is_trade_channel(const std::string& channel) {
  if (channel.size() < 6 || channel[0] != '#') return false;
  std::string tail = channel.substr(channel.size() - 5);
  for (char& c : tail) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return tail == "trade";
}

bool global_recorded(Database& db, UnixTime ts, const std::string& message) {
  Statement& find = db.prepare("SELECT 1 FROM global WHERE ts = ?1 AND message = ?2");
  find.bind(1, ts).bind(2, message);
  const bool found = find.step();
  find.reset();
  return found;
}

bool trade_message_recorded(Database& db, const ChatLine& line) {
  Statement& find =
      db.prepare("SELECT 1 FROM trade_message WHERE ts = ?1 AND channel = ?2 AND sender_name = ?3 AND message = ?4");
  find.bind(1, line.ts).bind(2, line.channel).bind(3, line.sender).bind(4, line.message);
  const bool found = find.step();
  find.reset();
  return found;
}

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

class BatchWriter {
 public:
  BatchWriter(Database& db, UnixTime now)
      : session_(db, now), globals_(*find_record_kind("globals")), trades_(*find_record_kind("trade-messages")) {}

  void write(const std::string& raw, IngestCounts& counts) {
    const std::optional<ChatLine> line = parse_chat_line(raw);
    if (!line) return void(++counts.other);
    if (line->channel == "Globals" && line->sender.empty()) return write_global(raw, *line, counts);
    if (is_trade_channel(line->channel) && !line->sender.empty()) return write_trade_message(*line, counts);
    ++counts.other;
  }

  RecordedChanges& changes() { return changes_; }
  const std::vector<std::int64_t>& trade_ids() const { return trade_ids_; }
  ImportSession& session() { return session_; }

 private:
  void write_global(const std::string& raw, const ChatLine& line, IngestCounts& counts) {
    if (!parse_global_message(line.message)) return void(++counts.unknown_globals);
    if (global_recorded(session_.db(), line.ts, line.message)) return void(++counts.repeated);
    try {
      changes_.globals.push_back(write_record(session_, globals_, Json{{"line", raw}}));
      ++counts.globals;
    } catch (const RecordError& e) {  // a known wording with a field the database refuses
      std::cerr << "snapgen ingest: not recorded: " << e.what() << ": " << raw << "\n";
      ++counts.unknown_globals;
    }
  }

  void write_trade_message(const ChatLine& line, IngestCounts& counts) {
    if (trade_message_recorded(session_.db(), line)) return void(++counts.repeated);
    const Json record{{"dateTime", format_iso8601(line.ts)},
                      {"channel", line.channel},
                      {"senderName", line.sender},
                      {"message", line.message}};
    trade_ids_.push_back(write_record(session_, trades_, record));
    ++counts.trade_messages;
  }

  ImportSession session_;
  const RecordKind& globals_;
  const RecordKind& trades_;
  RecordedChanges changes_;
  std::vector<std::int64_t> trade_ids_;
};

}  // namespace

void IngestCounts::add(const IngestCounts& batch) {
  lines += batch.lines;
  globals += batch.globals;
  trade_messages += batch.trade_messages;
  repeated += batch.repeated;
  unknown_globals += batch.unknown_globals;
  other += batch.other;
  avatars_created += batch.avatars_created;
  teams_created += batch.teams_created;
  matching.event_rows_added += batch.matching.event_rows_added;
  matching.event_rows_rescored += batch.matching.event_rows_rescored;
  matching.event_rows_removed += batch.matching.event_rows_removed;
  matching.challenge_progress_written += batch.matching.challenge_progress_written;
  seconds += batch.seconds;
}

IngestCounts ingest_lines(Database& db, const std::vector<std::string>& lines, UnixTime now) {
  const auto started = std::chrono::steady_clock::now();
  IngestCounts counts;
  counts.lines = static_cast<std::int64_t>(lines.size());
  Transaction tx(db);
  BatchWriter writer(db, now);
  for (const std::string& line : lines) writer.write(line, counts);
  if (counts.globals > 0 || counts.trade_messages > 0) {
    counts.matching = match_recorded(db, writer.changes(), now);
    fold_new_globals(db);
    fold_trade_messages(db, writer.trade_ids());
    stamp_data_version(db, now);
  }
  tx.commit();
  counts.avatars_created = writer.session().avatars_created();
  counts.teams_created = writer.session().teams_created();
  counts.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return counts;
}

std::string describe(const IngestCounts& c) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s", c.seconds);
  return std::to_string(c.lines) + " lines: " + std::to_string(c.globals) + " globals, " +
         std::to_string(c.trade_messages) + " trade messages, " + std::to_string(c.repeated) + " repeated, " +
         std::to_string(c.unknown_globals) + " unknown globals, " + std::to_string(c.other) +
         " other; created avatars " + std::to_string(c.avatars_created) + ", teams " + std::to_string(c.teams_created) +
         "; matched " + describe(c.matching) + "; " + seconds;
}

}  // namespace snap
