-- 0013_global_group_summary.sql: what aggregate_globals (core/tools/global_aggregation.h) groups instead of the
-- globals themselves: counts, value totals and the largest value of the globals up to the watermark (dataset_meta
-- global_counts_through_id, as for global_count) per UTC day, per UTC month and over all time, each at two scopes:
--   'place': one type, subject (creature with maturity, deposit or item), wiki creature, land area and planet;
--   'type':  one type, every subject and place (subject, location, planet '' and creature_id 0).
-- Rebuilt by snapgen with the counts (derived/global_group_summary.cc) from the four views below, in their order:
-- days from the globals, then months from the days, all time from the months, and the 'type' scope from 'place'.
-- Also two indexes of owner_type_summary for the top avatars (at the end).

CREATE TABLE global_group_summary (
  scope TEXT NOT NULL,         -- 'place' or 'type' (above)
  period TEXT NOT NULL,        -- 'YYYY-MM-DD' (a UTC day), 'YYYY-MM' (a UTC month), '' (all time)
  type TEXT NOT NULL,
  subject TEXT NOT NULL,
  creature_id INTEGER NOT NULL,
  location TEXT NOT NULL,
  planet TEXT NOT NULL,
  globals INTEGER NOT NULL,
  valued INTEGER NOT NULL,     -- globals with a value (Discovery and Tiered Item have none)
  value_cents INTEGER,         -- their sum in PED cents; NULL when none has a value
  max_cents INTEGER,           -- the largest; NULL when none has a value
  PRIMARY KEY (scope, period, type, subject, creature_id, location, planet)
) WITHOUT ROWID;
-- A subject, creature or planet filter reads only its own rows of each period.
CREATE INDEX global_group_by_subject ON global_group_summary(subject, period) WHERE scope = 'place';
CREATE INDEX global_group_by_creature ON global_group_summary(creature_id, period) WHERE scope = 'place';
CREATE INDEX global_group_by_planet ON global_group_summary(planet, period) WHERE scope = 'place';


-- Blank keys are '' (0 for creature_id): they are part of the primary key.
CREATE VIEW global_group_day_rule AS
SELECT 'place' AS scope, date(day * 86400, 'unixepoch') AS period, type, subject, creature_id, location, planet,
       globals, valued, value_cents, max_cents
FROM (SELECT g.ts / 86400 AS day, g.type, IFNULL(g.subject, '') AS subject, IFNULL(g.creature_id, 0) AS creature_id,
             IFNULL(g.location, '') AS location, IFNULL(g.planet, '') AS planet, COUNT(*) AS globals,
             COUNT(g.value) AS valued, SUM(CAST(ROUND(g.value * 100) AS INTEGER)) AS value_cents,
             MAX(CAST(ROUND(g.value * 100) AS INTEGER)) AS max_cents
      FROM global g
      WHERE g.id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
      GROUP BY 1, 2, 3, 4, 5, 6);

CREATE VIEW global_group_month_rule AS
SELECT 'place' AS scope, substr(period, 1, 7), type, subject, creature_id, location, planet, SUM(globals),
       SUM(valued), SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND length(period) = 10
GROUP BY 2, 3, 4, 5, 6, 7;

CREATE VIEW global_group_all_time_rule AS
SELECT 'place' AS scope, '', type, subject, creature_id, location, planet, SUM(globals), SUM(valued),
       SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND length(period) = 7
GROUP BY 3, 4, 5, 6, 7;

CREATE VIEW global_group_type_rule AS
SELECT 'type' AS scope, period, type, '', 0, '', '', SUM(globals), SUM(valued), SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place'
GROUP BY 2, 3;

INSERT INTO global_group_summary SELECT * FROM global_group_day_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_month_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_all_time_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_type_rule;

-- aggregate_globals by avatar over all time reads each type's avatars best first (by count or by value) from
-- owner_type_summary (0008) and stops once the top is certain, never every avatar.
CREATE INDEX owner_type_by_globals ON owner_type_summary(owner, type, globals);
CREATE INDEX owner_type_by_value_cents ON owner_type_summary(owner, type, value_cents);
