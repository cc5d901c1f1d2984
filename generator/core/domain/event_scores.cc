// event_scores.cc: refreshes of event_standing (from the rule view) and of event_scored_global and its
// full-text rows.
#include "core/domain/event_scores.h"

#include <vector>

namespace snap {

void refresh_standings(Database& db, const std::set<std::pair<std::int64_t, std::int64_t>>& pairs) {
  Statement& insert = db.prepare(
      "INSERT INTO event_standing SELECT * FROM event_standing_rule WHERE category_id = ?1 AND avatar_id = ?2");
  Statement& remove = db.prepare("DELETE FROM event_standing WHERE category_id = ?1 AND avatar_id = ?2");
  for (const auto& [category_id, avatar_id] : pairs) {
    remove.bind(1, category_id).bind(2, avatar_id).run();
    insert.bind(1, category_id).bind(2, avatar_id).run();
  }
}

ScoredGlobals::ScoredGlobals(Database& db)
    : db_(db), last_before_(db.scalar_int("SELECT COALESCE(MAX(id), 0) FROM event_scored_global")) {}

// Rows come from the view event_scored_global_rule (schema 0011, 0013), the one place their columns are written.
void ScoredGlobals::add(std::int64_t event_id, std::int64_t global_id) {
  touched_events_.insert(event_id);
  db_.prepare(
         "INSERT INTO event_scored_global(event_id, global_id, ts, value, avatar_name, hunted, type)"
         " SELECT * FROM event_scored_global_rule WHERE event_id = ?1 AND global_id = ?2"
         " ON CONFLICT (event_id, global_id) DO NOTHING")
      .bind(1, event_id)
      .bind(2, global_id)
      .run();
}

void ScoredGlobals::add_event(std::int64_t event_id) {
  touched_events_.insert(event_id);
  db_.prepare(
         "INSERT INTO event_scored_global(event_id, global_id, ts, value, avatar_name, hunted, type)"
         " SELECT * FROM event_scored_global_rule WHERE event_id = ?1 ORDER BY ts, global_id")
      .bind(1, event_id)
      .run();
}

void ScoredGlobals::finish() {
  db_.prepare(
         "INSERT INTO event_scored_fts(rowid, message, event) SELECT id, message, event FROM event_scored_search_row"
         " WHERE id > ?1")
      .bind(1, last_before_)
      .run();
  // Groups from the view event_scored_group_rule (schema 0013), the one place they are written.
  Statement& forget = db_.prepare("DELETE FROM event_scored_group WHERE event_id = ?1");
  Statement& regroup =
      db_.prepare("INSERT INTO event_scored_group SELECT * FROM event_scored_group_rule WHERE event_id = ?1");
  for (std::int64_t event_id : touched_events_) {
    forget.bind(1, event_id).run();
    regroup.bind(1, event_id).run();
  }
}

void rebuild_event_scores(Database& db, std::int64_t event_id) {
  db.prepare("DELETE FROM event_standing WHERE event_id = ?1").bind(1, event_id).run();
  Statement& categories = db.prepare("SELECT id FROM event_category WHERE event_id = ?1");
  categories.bind(1, event_id);
  std::vector<std::int64_t> category_ids;
  while (categories.step()) category_ids.push_back(categories.int64(0));
  categories.reset();
  Statement& standings =
      db.prepare("INSERT INTO event_standing SELECT * FROM event_standing_rule WHERE category_id = ?1");
  for (std::int64_t id : category_ids) standings.bind(1, id).run();

  db.prepare("DELETE FROM event_scored_fts WHERE rowid IN (SELECT id FROM event_scored_global WHERE event_id = ?1)")
      .bind(1, event_id)
      .run();
  db.prepare("DELETE FROM event_scored_global WHERE event_id = ?1").bind(1, event_id).run();
  ScoredGlobals scored(db);
  scored.add_event(event_id);
  scored.finish();
}

}  // namespace snap
