// line_ingester.cc: each line as parsed_lines.h read it, written through the import's record kinds
// (the one insert path of activity rows), then completed in the same transaction (recorded_batch.h).
#include "snapgen/ingest/line_ingester.h"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "snapgen/import/chat_line_parser.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"
#include "snapgen/ingest/parsed_lines.h"
#include "snapgen/ingest/recorded_batch.h"

namespace snap {
namespace {

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

class BatchWriter {
 public:
  BatchWriter(Database& db, UnixTime now)
      : session_(db, now), globals_(*find_record_kind("globals")), trades_(*find_record_kind("trade-messages")) {}

  void write(const std::string& raw, const ParsedLine& line, IngestCounts& counts) {
    switch (line.kind) {
      case ParsedLine::Kind::Global: return write_global(raw, *line.chat, line.record, counts);
      case ParsedLine::Kind::UnknownGlobal: return void(++counts.unknown_globals);
      case ParsedLine::Kind::TradeMessage: return write_trade_message(*line.chat, counts);
      case ParsedLine::Kind::Other: return void(++counts.other);
    }
  }

  RecordedChanges& changes() { return changes_; }
  const std::vector<std::int64_t>& trade_ids() const { return trade_ids_; }
  ImportSession& session() { return session_; }

 private:
  void write_global(const std::string& raw, const ChatLine& line, const Json& record, IngestCounts& counts) {
    if (global_recorded(session_.db(), line.ts, line.message)) return void(++counts.repeated);
    try {
      changes_.globals.push_back(write_record(session_, globals_, record));
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
  matching.add(batch.matching);
  seconds += batch.seconds;
}

IngestCounts ingest_lines(Database& db, const std::vector<std::string>& lines, UnixTime now) {
  const auto started = std::chrono::steady_clock::now();
  IngestCounts counts;
  counts.lines = static_cast<std::int64_t>(lines.size());
  Transaction tx(db);
  BatchWriter writer(db, now);
  ParsedLines parsed(lines);
  for (size_t i = 0; i < lines.size(); ++i) writer.write(lines[i], parsed.take(i), counts);
  counts.matching = complete_recorded_batch(db, writer.changes(), writer.trade_ids(), now);
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
