-- 0014_global_group_summary.sql: what aggregate_globals (core/tools/global_aggregation.h) groups instead of the
-- globals themselves: counts, value totals and the largest value of the globals up to the watermark (dataset_meta
-- global_counts_through_id, as for global_count) per UTC day, per UTC month and over all time, at four scopes:
--   'place':    one type, subject (creature with maturity, deposit or item), wiki creature, land area and planet;
--   'type':     one type, every subject and place (subject, location, planet '' and creature_id 0);
--   'subject':  one type, subject and wiki creature, every place (location, planet ''): months and all time only;
--   'location': one type, land area and planet, every subject (subject '', creature_id 0): months and all time only.
-- The narrower scopes let a grouping read few rows: by creature over all time ~1.5k rows instead of ~7.5k.
-- Rebuilt by snapgen with the counts (derived/global_group_summary.cc) from the five views below, in their order:
-- days from the globals, then months from the days, all time from the months, the other scopes from 'place'.
-- Also two indexes of owner_type_summary for the top avatars (at the end).

CREATE TABLE global_group_summary (
  scope TEXT NOT NULL,         -- 'place', 'type', 'subject' or 'location' (above)
  grain TEXT NOT NULL,         -- 'day', 'month' or 'all' (before the period, so a range of one grain is one range)
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
  PRIMARY KEY (scope, grain, period, type, subject, creature_id, location, planet)
) WITHOUT ROWID;
-- A subject, creature or planet filter reads only its own rows of each period.
CREATE INDEX global_group_by_subject ON global_group_summary(scope, grain, subject, period);
CREATE INDEX global_group_by_creature ON global_group_summary(scope, grain, creature_id, period);
CREATE INDEX global_group_by_planet ON global_group_summary(scope, grain, planet, period);


-- Blank keys are '' (0 for creature_id): they are part of the primary key.
CREATE VIEW global_group_day_rule AS
SELECT 'place' AS scope, 'day' AS grain, date(day * 86400, 'unixepoch') AS period, type, subject, creature_id,
       location, planet, globals, valued, value_cents, max_cents
FROM (SELECT g.ts / 86400 AS day, g.type, IFNULL(g.subject, '') AS subject, IFNULL(g.creature_id, 0) AS creature_id,
             IFNULL(g.location, '') AS location, IFNULL(g.planet, '') AS planet, COUNT(*) AS globals,
             COUNT(g.value) AS valued, SUM(CAST(ROUND(g.value * 100) AS INTEGER)) AS value_cents,
             MAX(CAST(ROUND(g.value * 100) AS INTEGER)) AS max_cents
      FROM global g
      WHERE g.id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
      GROUP BY 1, 2, 3, 4, 5, 6);

CREATE VIEW global_group_month_rule AS
SELECT 'place' AS scope, 'month', substr(period, 1, 7), type, subject, creature_id, location, planet, SUM(globals),
       SUM(valued), SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND grain = 'day'
GROUP BY 3, 4, 5, 6, 7, 8;

CREATE VIEW global_group_all_time_rule AS
SELECT 'place' AS scope, 'all', '', type, subject, creature_id, location, planet, SUM(globals), SUM(valued),
       SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND grain = 'month'
GROUP BY 4, 5, 6, 7, 8;

CREATE VIEW global_group_type_rule AS
SELECT 'type' AS scope, grain, period, type, '', 0, '', '', SUM(globals), SUM(valued), SUM(value_cents), MAX(max_cents)
FROM global_group_summary WHERE scope = 'place'
GROUP BY 2, 3, 4;

CREATE VIEW global_group_rollup_rule AS
SELECT 'subject' AS scope, grain, period, type, subject, creature_id, '', '', SUM(globals), SUM(valued), SUM(value_cents),
       MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND grain <> 'day'
GROUP BY 2, 3, 4, 5, 6
UNION ALL
SELECT 'location' AS scope, grain, period, type, '', 0, location, planet, SUM(globals), SUM(valued), SUM(value_cents),
       MAX(max_cents)
FROM global_group_summary WHERE scope = 'place' AND grain <> 'day'
GROUP BY 2, 3, 4, 7, 8;

INSERT INTO global_group_summary SELECT * FROM global_group_day_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_month_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_all_time_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_type_rule;
INSERT INTO global_group_summary SELECT * FROM global_group_rollup_rule;

-- aggregate_globals by avatar over all time reads each type's avatars best first (by count or by value) from
-- owner_type_summary (0008) and stops once the top is certain, never every avatar.
CREATE INDEX owner_type_by_globals ON owner_type_summary(owner, type, globals);
CREATE INDEX owner_type_by_value_cents ON owner_type_summary(owner, type, value_cents);
