-- 0006_globals.sql: indexes for the /globals filters and sorts, and the maintained counts behind its totalCount
-- (refreshed by snapgen, generator/snapgen/derived/globals/global_counts.cc; read by generator/core/globals/maintained_counts.cc).

-- isHof / isAth / isTeam = true, newest first: the rows are a small share of all globals, so a scan of the time
-- index would skip most of what it reads. Queries write the condition as the literal "g.is_hof = 1".
CREATE INDEX global_hof_by_ts ON global(ts, id) WHERE is_hof = 1;
CREATE INDEX global_ath_by_ts ON global(ts, id) WHERE is_ath = 1;
CREATE INDEX global_team_by_ts ON global(ts, id) WHERE is_team = 1;

-- sortBy=GlobalValue ascending with unknown values (NULL) last; descending uses global_by_value backwards.
CREATE INDEX global_by_value_nulls_last ON global(value IS NULL, value, id);

-- Globals per type and UTC hour, over the ids up to the watermark (dataset_meta global_counts_through_id).
-- type '' stands for every type. running: this hour and every earlier hour of the same type.
CREATE TABLE global_hour_count (
  type TEXT NOT NULL,
  hour INTEGER NOT NULL,       -- ts / 3600
  count INTEGER NOT NULL,
  running INTEGER NOT NULL,
  PRIMARY KEY (type, hour)
) WITHOUT ROWID;

-- Globals per type and exact value (NULL values are not listed), over the same ids; type '' is every type.
-- at_or_below: globals of the type whose value is this value or less.
CREATE TABLE global_value_count (
  type TEXT NOT NULL,
  value REAL NOT NULL,
  count INTEGER NOT NULL,
  at_or_below INTEGER NOT NULL,
  PRIMARY KEY (type, value)
) WITHOUT ROWID;
