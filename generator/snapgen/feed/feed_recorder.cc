// feed_recorder.cc: new feed sequences from the globals after the newest, and the retention.
#include "snapgen/feed/feed_recorder.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "core/feed/feed_sequences.h"

namespace snap {
namespace {

// The id the feed continues after: the newest sequence's last, or, for a new feed, the one before the first
// global of the retention window (the newest global when none is that recent).
std::int64_t continue_after(Database& db, const FeedHead& head, UnixTime now, const FeedRules& rules) {
  if (head.last_id) return *head.last_id;
  Statement& first = db.prepare(
      "SELECT COALESCE((SELECT MIN(id) - 1 FROM global WHERE ts >= ?1), (SELECT MAX(id) FROM global), 0)");
  first.bind(1, now - rules.keep_seconds);
  first.step();
  const std::int64_t after = first.int64(0);
  first.reset();
  return after;
}

// The ids of up to `limit` globals after `after`, in id order.
std::vector<std::int64_t> ids_after(Database& db, std::int64_t after, std::int64_t limit) {
  Statement& rows = db.prepare("SELECT id FROM global WHERE id > ?1 ORDER BY id LIMIT ?2");
  rows.bind(1, after).bind(2, limit);
  std::vector<std::int64_t> ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  return ids;
}

// True when a global waits after `after`, or the oldest sequence has passed the retention (and is not the newest).
bool work_waits(Database& db, const FeedHead& head, std::int64_t after, UnixTime now, const FeedRules& rules) {
  Statement& waiting = db.prepare(
      "SELECT EXISTS (SELECT 1 FROM global WHERE id > ?1) OR"
      " (SELECT recorded_at < ?2 FROM feed_sequence WHERE seq = ?3 AND seq < ?4)");
  waiting.bind(1, after).bind(2, now - rules.keep_seconds).bind(3, head.oldest_seq).bind(4, head.seq);
  const bool waits = waiting.step() && waiting.int64(0) != 0;
  waiting.reset();
  return waits;
}

// One sequence as a row of feed_sequence.
void insert_sequence(Database& db, std::int64_t seq, std::int64_t first_id, std::int64_t last_id,
                     std::int64_t globals, UnixTime recorded_at, const std::string& body) {
  Statement& insert = db.prepare(
      "INSERT INTO feed_sequence(seq, first_id, last_id, globals, recorded_at, body) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  insert.bind(1, seq).bind(2, first_id).bind(3, last_id).bind(4, globals).bind(5, recorded_at).bind(6, body).run();
}

}  // namespace

FeedRecorded record_feed_sequences(Database& db, UnixTime now, const FeedRules& rules) {
  FeedRecorded recorded;
  {
    ReadTransaction look(db);
    const FeedHead head = read_feed_head(db);
    if (!work_waits(db, head, continue_after(db, head, now, rules), now, rules)) return recorded;
  }
  Transaction tx(db);
  const FeedHead head = read_feed_head(db);
  std::int64_t seq = head.seq;
  std::int64_t after = continue_after(db, head, now, rules);
  for (;;) {
    const std::vector<std::int64_t> ids = ids_after(db, after, rules.globals_per_sequence);
    if (ids.empty()) break;
    ++seq;
    insert_sequence(db, seq, ids.front(), ids.back(), static_cast<std::int64_t>(ids.size()), now,
                    render_feed_sequence(db, seq, ids.front(), ids.back(), now));
    ++recorded.sequences;
    recorded.globals += static_cast<std::int64_t>(ids.size());
    after = ids.back();
    if (static_cast<std::int64_t>(ids.size()) < rules.globals_per_sequence) break;
  }
  Statement& prune = db.prepare("DELETE FROM feed_sequence WHERE recorded_at < ?1 AND seq < ?2");
  prune.bind(1, now - rules.keep_seconds).bind(2, seq).run();
  recorded.pruned = db.changed_rows();
  tx.commit();
  return recorded;
}

void record_logged_feed_sequence(Database& db, const Json& record) {
  const std::optional<UnixTime> recorded_at = parse_iso8601_utc(record.at("recordedAt").get<std::string>());
  if (!recorded_at) throw std::runtime_error("recordedAt is not an ISO 8601 UTC time");
  insert_sequence(db, record.at("id").get<std::int64_t>(), record.at("firstId").get<std::int64_t>(),
                  record.at("lastId").get<std::int64_t>(), record.at("globals").get<std::int64_t>(), *recorded_at,
                  record.at("body").get<std::string>());
  db.prepare("DELETE FROM feed_sequence WHERE seq < ?1").bind(1, record.at("oldestSeq").get<std::int64_t>()).run();
}

}  // namespace snap
