-- 0031_global_value_marks.sql: where a deep page in value order starts, in two lookups (the index at the end).
-- global_value_mark: every 1000th global of each value (of every type) in id order,
-- the order value order takes within a value. One value holds up to ~130,000 globals at 10M (values are often
-- round), so a deep page in value order placed at its value (global_value_count) still skipped up to that many
-- index entries (~25 ns each: ~3 ms); from the mark at or before its place it skips fewer than 1000. Ids only grow,
-- so a new global of a value comes after every one before it and no mark ever moves: snapgen's fold adds the marks
-- its new globals reach (snapgen/derived/globals/fold_global_counts.cc), its rebuild writes them in the counting pass
-- (global_counts.cc), both up to the counts' watermark.
CREATE VIEW global_value_mark_spacing AS SELECT 1000 AS globals;

CREATE TABLE global_value_mark (
  value REAL NOT NULL,
  position INTEGER NOT NULL,  -- globals of the value with a smaller id: a multiple of the spacing, above 0
  id INTEGER NOT NULL,
  PRIMARY KEY (value, position)
) WITHOUT ROWID;

INSERT INTO global_value_mark
SELECT value, position, id
FROM (SELECT value, id, ROW_NUMBER() OVER (PARTITION BY value ORDER BY id) - 1 AS position
      FROM global
      WHERE value IS NOT NULL
        AND id <= (SELECT CAST(m.value AS INTEGER) FROM dataset_meta m WHERE m.key = 'global_counts_through_id'))
WHERE position > 0 AND position % (SELECT globals FROM global_value_mark_spacing) = 0;

-- The running totals of global_value_count in an index of their own: the value a deep page in value order starts
-- at (the smallest whose total reaches the page) is one lookup, where closing in on it over the cents of value took
-- up to ~40 (the values above a few hundred PED are sparse). The fold rewrites each moved total anyway.
CREATE INDEX global_value_count_by_total ON global_value_count(type, at_or_below, count);
