// activity_log.cc: the log's subjects, and each logged row read back as the import record that recreates it.
#include "snapgen/replicate/activity_log.h"

#include <cctype>
#include <stdexcept>

#include "core/clock.h"

namespace snap {
namespace {

std::string table_of(const std::string& kind) {
  if (kind == "globals") return "global";
  if (kind == "trade-messages") return "trade_message";
  if (kind == "feed-sequences") return "feed_sequence";
  throw std::invalid_argument("the activity log carries no " + kind);
}

Json text_or_null(const Statement& row, int column) {
  return row.is_null(column) ? Json(nullptr) : Json(row.text(column));
}

Json integer_or_null(const Statement& row, int column) {
  return row.is_null(column) ? Json(nullptr) : Json(row.int64(column));
}

// Every column of the row, so the replica stores the same values and derives none of them again. A team
// global's avatar and a Hunting global's creature are given (as null when absent) for the same reason.
Json global_record(const Statement& row) {
  Json r = Json::object();
  r["id"] = row.int64(0);
  r["dateTime"] = format_iso8601(row.int64(1));
  r["type"] = row.text(2);
  if (!row.is_null(3)) r["avatarName"] = row.text(3);
  if (!row.is_null(4)) r["teamName"] = row.text(4);
  r["isTeam"] = row.int64(5) != 0;
  r["value"] = row.is_null(6) ? Json(nullptr) : Json(row.real(6));
  r["subject"] = text_or_null(row, 7);
  r["creature"] = text_or_null(row, 8);
  r["tier"] = integer_or_null(row, 9);
  r["pvpKills"] = integer_or_null(row, 10);
  r["planet"] = text_or_null(row, 11);
  r["location"] = text_or_null(row, 12);
  r["isHof"] = row.int64(13) != 0;
  r["isAth"] = row.int64(14) != 0;
  r["message"] = row.text(15);
  return r;
}

Json trade_message_record(const Statement& row) {
  Json r = Json::object();
  r["id"] = row.int64(0);
  r["dateTime"] = format_iso8601(row.int64(1));
  r["channel"] = row.text(2);
  r["senderName"] = row.text(3);
  r["avatar"] = text_or_null(row, 4);
  r["intent"] = text_or_null(row, 5);
  r["message"] = row.text(6);
  r["repostKey"] = row.text(7);
  return r;
}

// A feed sequence as recorded (its seq is the record's id), and the oldest the reading node keeps at that moment,
// so a replica drops what the reading node dropped.
Json feed_sequence_record(const Statement& row) {
  Json r = Json::object();
  r["id"] = row.int64(0);
  r["firstId"] = row.int64(1);
  r["lastId"] = row.int64(2);
  r["globals"] = row.int64(3);
  r["recordedAt"] = format_iso8601(row.int64(4));
  r["oldestSeq"] = row.int64(6);
  r["body"] = row.text(5);
  return r;
}

}  // namespace

std::string ActivityLog::subject_prefix() const {
  std::string prefix;
  for (const char c : stream) prefix += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return prefix + ".";
}

std::string ActivityLog::subject(const std::string& kind) const { return subject_prefix() + kind; }
std::string ActivityLog::start_subject() const { return subject("start"); }
std::string ActivityLog::filter() const { return subject_prefix() + ">"; }

std::string ActivityLog::kind_of(const std::string& subject_name) const {
  const std::string prefix = subject_prefix();
  if (subject_name.rfind(prefix, 0) != 0) return "";
  const std::string tail = subject_name.substr(prefix.size());
  if (tail == "start") return tail;
  for (const std::string& kind : logged_kinds())
    if (tail == kind) return kind;
  return "";
}

ActivityLog activity_log_named(const std::string& stream) {
  if (stream.empty()) throw std::invalid_argument("the stream name is empty");
  for (const char c : stream)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
      throw std::invalid_argument("stream name \"" + stream + "\": only letters, digits, '_' and '-'");
  return ActivityLog{stream};
}

std::vector<Json> logged_records_after(Database& db, const std::string& kind, std::int64_t after_id, size_t limit) {
  std::vector<Json> records;
  if (kind == "globals") {
    Statement& rows = db.prepare(
        "SELECT g.id, g.ts, g.type, a.name, t.name, g.is_team, g.value, g.subject, c.slug, g.tier, g.pvp_kills,"
        " g.planet, g.location, g.is_hof, g.is_ath, g.message"
        " FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id LEFT JOIN team t ON t.id = g.team_id"
        " LEFT JOIN creature c ON c.id = g.creature_id WHERE g.id > ?1 ORDER BY g.id LIMIT ?2");
    rows.reset().bind(1, after_id).bind(2, static_cast<std::int64_t>(limit));
    while (rows.step()) records.push_back(global_record(rows));
  } else if (kind == "feed-sequences") {
    Statement& rows = db.prepare(
        "SELECT seq, first_id, last_id, globals, recorded_at, body, (SELECT MIN(seq) FROM feed_sequence)"
        " FROM feed_sequence WHERE seq > ?1 ORDER BY seq LIMIT ?2");
    rows.reset().bind(1, after_id).bind(2, static_cast<std::int64_t>(limit));
    while (rows.step()) records.push_back(feed_sequence_record(rows));
  } else {
    table_of(kind);
    Statement& rows = db.prepare(
        "SELECT m.id, m.ts, m.channel, m.sender_name, a.name, m.intent, m.message, m.repost_key"
        " FROM trade_message m LEFT JOIN avatar a ON a.id = m.avatar_id WHERE m.id > ?1 ORDER BY m.id LIMIT ?2");
    rows.reset().bind(1, after_id).bind(2, static_cast<std::int64_t>(limit));
    while (rows.step()) records.push_back(trade_message_record(rows));
  }
  return records;
}

// By rowid: each table's id (a feed sequence's seq) is its INTEGER PRIMARY KEY.
std::int64_t highest_logged_id(Database& db, const std::string& kind) {
  return db.scalar_int("SELECT coalesce(max(rowid), 0) FROM " + table_of(kind));
}

bool logged_row_exists(Database& db, const std::string& kind, std::int64_t id) {
  Statement& find = db.prepare("SELECT 1 FROM " + table_of(kind) + " WHERE rowid = ?1");
  find.reset().bind(1, id);
  const bool found = find.step();
  find.reset();
  return found;
}

}  // namespace snap
