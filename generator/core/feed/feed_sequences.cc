// feed_sequences.cc: reads of feed_sequence, and a new sequence's body written from its globals.
#include "core/feed/feed_sequences.h"

#include "core/json_bytes.h"
#include "core/model/global_json.h"
#include "core/model/wiki_links.h"

namespace snap {

FeedHead read_feed_head(Database& db) {
  FeedHead head;
  Statement& newest = db.prepare("SELECT seq, last_id, recorded_at FROM feed_sequence ORDER BY seq DESC LIMIT 1");
  if (newest.step()) {
    head.seq = newest.int64(0);
    head.last_id = newest.int64(1);
    head.recorded_at = newest.int64(2);
  }
  newest.reset();
  Statement& oldest = db.prepare("SELECT seq, first_id FROM feed_sequence ORDER BY seq LIMIT 1");
  if (oldest.step()) {
    head.oldest_seq = oldest.int64(0);
    head.oldest_first_id = oldest.int64(1);
  } else {
    head.oldest_seq = head.seq + 1;
  }
  oldest.reset();
  return head;
}

std::optional<std::string> feed_sequence_body(Database& db, std::int64_t seq) {
  Statement& row = db.prepare("SELECT body FROM feed_sequence WHERE seq = ?1");
  row.bind(1, seq);
  std::optional<std::string> body;
  if (row.step()) body = row.text(0);
  row.reset();
  return body;
}

std::string render_feed_sequence(Database& db, std::int64_t seq, std::int64_t first_id, std::int64_t last_id,
                                 UnixTime recorded_at) {
  Statement& rows =
      db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id BETWEEN ?1 AND ?2 ORDER BY g.id");
  rows.bind(1, first_id).bind(2, last_id);
  Json body = object_with_room(6);
  append_field(body, "seq", seq);
  append_field(body, "previousSeq", seq > 1 ? Json(seq - 1) : Json(nullptr));
  append_field(body, "firstId", first_id);
  append_field(body, "lastId", last_id);
  append_field(body, "recordedAt", format_iso8601(recorded_at));
  append_field(body, "globals", global_array_json(rows, *wiki_links(db)));
  rows.reset();
  return to_bytes(body);
}

}  // namespace snap
