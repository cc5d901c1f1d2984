-- 0013_event_scored_groups.sql: what aggregate_event_globals groups an event's scored globals by, read from
-- indexes alone: the global's type beside its other sort keys, and one covering index per grouping (avatar,
-- creature, type, day), each ending in the value, so a group's count, total, max and average never leave the
-- index and never look up the 10M-row global table.
ALTER TABLE event_scored_global ADD COLUMN type TEXT;
UPDATE event_scored_global SET type = (SELECT g.type FROM global g WHERE g.id = event_scored_global.global_id);

-- The rule of 0011 with the type as its last column (the table's column order, so matching copies rows whole).
DROP VIEW event_scored_global_rule;
CREATE VIEW event_scored_global_rule AS
SELECT eg.event_id, eg.global_id, g.ts, g.value, a.name AS avatar_name,
       CASE WHEN g.type = 'Hunting' THEN g.subject END AS hunted, g.type
FROM event_global eg JOIN global g ON g.id = eg.global_id LEFT JOIN avatar a ON a.id = g.avatar_id
GROUP BY eg.event_id, eg.global_id;

CREATE INDEX event_scored_group_avatar ON event_scored_global(event_id, avatar_name, value);
CREATE INDEX event_scored_group_creature ON event_scored_global(event_id, hunted, value) WHERE hunted IS NOT NULL;
CREATE INDEX event_scored_group_type ON event_scored_global(event_id, type, value);
CREATE INDEX event_scored_group_day ON event_scored_global(event_id, ts, value);
