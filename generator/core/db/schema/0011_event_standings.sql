-- 0011_event_standings.sql: what matching keeps beside event_global so that an event's standings and scored
-- globals are read by index, never computed from every matched row per request (core/domain/event_scores.h):
-- event_standing, one row per category and avatar by the rule of the view event_standing_rule, and
-- event_scored_global (by the view event_scored_global_rule), one row per event and scored global with its sort
-- keys and its own full-text index.

-- The standing rule of templates/docs/events.md, written once: a score in whole cents, the sum of the matched
-- globals' scores (the highest one for HighestValue), and when it was reached: for a sum, the time of the last
-- global that changed it (the first global's when none did); for HighestValue, the first global of that value.
-- Matching inserts from it for the (category, avatar) pairs it touched; SQLite pushes those terms into the
-- grouped query, so a refresh reads only that pair's rows.
CREATE VIEW event_standing_rule AS
SELECT s.event_id, s.category_id, s.avatar_id, s.score_cents, s.globals, s.value_cents,
       CASE WHEN s.highest THEN
         (SELECT MIN(g.ts) FROM event_global e JOIN global g ON g.id = e.global_id
          WHERE e.category_id = s.category_id AND e.avatar_id = s.avatar_id
            AND CAST(ROUND(e.score * 100) AS INTEGER) = s.score_cents)
       ELSE s.last_change END AS reached_at
FROM (SELECT eg.event_id, eg.category_id, eg.avatar_id, c.scoring_method = 'HighestValue' AS highest,
             CASE WHEN c.scoring_method = 'HighestValue' THEN MAX(CAST(ROUND(eg.score * 100) AS INTEGER))
                  ELSE SUM(CAST(ROUND(eg.score * 100) AS INTEGER)) END AS score_cents,
             COUNT(*) AS globals,
             CAST(ROUND(COALESCE(SUM(g.value), 0) * 100) AS INTEGER) AS value_cents,
             COALESCE(MAX(CASE WHEN CAST(ROUND(eg.score * 100) AS INTEGER) <> 0 THEN g.ts END), MIN(g.ts)) AS last_change
      FROM event_global eg JOIN event_category c ON c.id = eg.category_id JOIN global g ON g.id = eg.global_id
      GROUP BY eg.category_id, eg.avatar_id) s;

-- Its columns are the view's, in the same order: refreshes copy `SELECT * FROM event_standing_rule`.
CREATE TABLE event_standing (
  event_id INTEGER NOT NULL REFERENCES event(id),
  category_id INTEGER NOT NULL REFERENCES event_category(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  score_cents INTEGER NOT NULL,  -- hundredths of the shown score (PED, points or globals)
  globals INTEGER NOT NULL,      -- matched globals of the avatar in the category
  value_cents INTEGER NOT NULL,  -- their own values (PED) in hundredths, whatever the method
  reached_at INTEGER NOT NULL,
  PRIMARY KEY (category_id, avatar_id)
);
-- Rank order up to the name: a page reads its rows in index order and sorts only runs of equal (score, time).
CREATE INDEX event_standing_rank ON event_standing(category_id, score_cents DESC, reached_at);
INSERT INTO event_standing SELECT * FROM event_standing_rule;

-- Each global that scored in an event, once, with copies of the global's sort keys (a global never changes), by
-- the view event_scored_global_rule (matching copies from it for the globals it matched; SQLite pushes the event
-- and global into the grouped query). Its columns follow `id` in the view's order.
CREATE VIEW event_scored_global_rule AS
SELECT eg.event_id, eg.global_id, g.ts, g.value, a.name AS avatar_name,
       CASE WHEN g.type = 'Hunting' THEN g.subject END AS hunted
FROM event_global eg JOIN global g ON g.id = eg.global_id LEFT JOIN avatar a ON a.id = g.avatar_id
GROUP BY eg.event_id, eg.global_id;

CREATE TABLE event_scored_global (
  id INTEGER PRIMARY KEY,        -- the rowid of its row in event_scored_fts
  event_id INTEGER NOT NULL REFERENCES event(id),
  global_id INTEGER NOT NULL REFERENCES global(id),
  ts INTEGER NOT NULL,
  value REAL,
  avatar_name TEXT,              -- NULL for a team global that names no avatar
  hunted TEXT,                   -- a Hunting global's subject (the creature as announced), else NULL
  UNIQUE (event_id, global_id)
);
CREATE INDEX event_scored_by_ts ON event_scored_global(event_id, ts, global_id);
CREATE INDEX event_scored_by_value ON event_scored_global(event_id, value, global_id);
CREATE INDEX event_scored_by_avatar ON event_scored_global(event_id, avatar_name COLLATE NOCASE, global_id);
INSERT INTO event_scored_global(event_id, global_id, ts, value, avatar_name, hunted)
  SELECT * FROM event_scored_global_rule ORDER BY event_id, ts, global_id;

-- The messages of the scored globals, tokenized as global_fts is, with the event as a token of its own
-- ('e' || event_id in the column `event`): a search inside one event is one FTS5 query, 'event : "e47" AND
-- message : (...)', whose cost follows the event's matches rather than the whole table's. The view
-- event_scored_search_row gives each scored global's row (its rowid is event_scored_global.id).
CREATE VIRTUAL TABLE event_scored_fts USING fts5(message, event, tokenize='unicode61 remove_diacritics 2');
CREATE VIEW event_scored_search_row AS
SELECT s.id, g.message, 'e' || s.event_id AS event FROM event_scored_global s JOIN global g ON g.id = s.global_id;
INSERT INTO event_scored_fts(rowid, message, event) SELECT id, message, event FROM event_scored_search_row;
