-- 0009_value_in_time_indexes.sql: the value beside the time in the two indexes /globals walks in time order, so
-- a value range (alone or with a type) is tested from the index entry instead of the row each entry points to.
-- At 10M globals, minValue=1000&maxValue=2000 (one global in ~475) takes ~0.25 ms instead of ~1 ms for a page.
DROP INDEX global_by_ts;
CREATE INDEX global_by_ts ON global(ts, id, value);
DROP INDEX global_by_type_ts;
CREATE INDEX global_by_type_ts ON global(type, ts, id, value);
-- Statistics for the new indexes beside those an earlier ANALYZE wrote (see 0008).
ANALYZE global_by_ts;
ANALYZE global_by_type_ts;
