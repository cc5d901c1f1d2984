-- 0013_event_scored_groups.sql: what aggregate_event_globals answers from, kept by matching: each event's scored
-- globals grouped by avatar, creature, type and UTC day, with their count, how many carry a value, the values'
-- sum and the largest in PED cents. A call reads one event's groups of one grouping by index (hundreds of rows at
-- most) instead of grouping up to ~18k scored globals per call. event_scored_global keeps the global's type for it.
ALTER TABLE event_scored_global ADD COLUMN type TEXT;
UPDATE event_scored_global SET type = (SELECT g.type FROM global g WHERE g.id = event_scored_global.global_id);

-- The rule of 0011 with the type as its last column (the table's column order, so matching copies rows whole).
DROP VIEW event_scored_global_rule;
CREATE VIEW event_scored_global_rule AS
SELECT eg.event_id, eg.global_id, g.ts, g.value, a.name AS avatar_name,
       CASE WHEN g.type = 'Hunting' THEN g.subject END AS hunted, g.type
FROM event_global eg JOIN global g ON g.id = eg.global_id LEFT JOIN avatar a ON a.id = g.avatar_id
GROUP BY eg.event_id, eg.global_id;

-- The grouping rule, written once: matching refreshes an event's groups from it (SQLite pushes the event into
-- each arm), the migration fills the table from it.
CREATE VIEW event_scored_group_rule AS
SELECT event_id, 'avatar' AS grouping, avatar_name AS grp, COUNT(*) AS globals, COUNT(value) AS valued,
       SUM(CAST(ROUND(value * 100) AS INTEGER)) AS value_cents, MAX(CAST(ROUND(value * 100) AS INTEGER)) AS max_cents
FROM event_scored_global GROUP BY event_id, avatar_name
UNION ALL
SELECT event_id, 'creature', hunted, COUNT(*), COUNT(value), SUM(CAST(ROUND(value * 100) AS INTEGER)),
       MAX(CAST(ROUND(value * 100) AS INTEGER))
FROM event_scored_global WHERE hunted IS NOT NULL GROUP BY event_id, hunted
UNION ALL
SELECT event_id, 'type', type, COUNT(*), COUNT(value), SUM(CAST(ROUND(value * 100) AS INTEGER)),
       MAX(CAST(ROUND(value * 100) AS INTEGER))
FROM event_scored_global GROUP BY event_id, type
UNION ALL
SELECT event_id, 'day', date(ts / 86400 * 86400, 'unixepoch'), COUNT(*), COUNT(value),
       SUM(CAST(ROUND(value * 100) AS INTEGER)), MAX(CAST(ROUND(value * 100) AS INTEGER))
FROM event_scored_global GROUP BY event_id, ts / 86400;

CREATE TABLE event_scored_group (
  event_id INTEGER NOT NULL REFERENCES event(id),
  grouping TEXT NOT NULL,   -- 'avatar', 'creature', 'type' or 'day'
  grp TEXT,                 -- the avatar's name (NULL: team globals naming none), creature, type or YYYY-MM-DD
  globals INTEGER NOT NULL,
  valued INTEGER NOT NULL,  -- globals with a value
  value_cents INTEGER,      -- NULL when none has a value
  max_cents INTEGER
);
CREATE INDEX event_scored_group_by_event ON event_scored_group(event_id, grouping);
INSERT INTO event_scored_group SELECT * FROM event_scored_group_rule;
