-- 0028_global_time_slots.sql: globals counted per type and ten-minute slot (global_time_count) instead of per
-- type and hour (0006's global_hour_count). A date range that cuts slots reads the rows of the shorter side of
-- each cut slot from the time index, and a deep page in time order skips the rows of the slot it starts in before
-- it: at 10M globals over two years an hour holds ~570 globals, a slot ~95, so a range cutting hours at 10:17 and
-- 08:44 read ~310 index entries and now reads ~30, and a deep page skips at most ~95 instead of ~570. The width is
-- kCountSlotSeconds (core/globals/read_model.h); snapgen keeps the table (derived/globals/global_counts.cc, the
-- fold in derived/globals/fold_global_counts.cc), and this migration fills it from the globals up to the counted watermark
-- (none when snapgen has not counted this database yet) as the rebuild would.
CREATE TABLE global_time_count (
  type TEXT NOT NULL,          -- '' stands for every type
  slot INTEGER NOT NULL,       -- ts / 600, rounded down
  count INTEGER NOT NULL,
  running INTEGER NOT NULL,    -- this slot and every earlier slot of the same type
  PRIMARY KEY (type, slot)
) WITHOUT ROWID;

INSERT INTO global_time_count (type, slot, count, running)
SELECT type, slot, count, SUM(count) OVER (PARTITION BY type ORDER BY slot)
FROM (SELECT type, ts / 600 - (ts % 600 < 0) AS slot, COUNT(*) AS count FROM global
      WHERE id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
      GROUP BY 1, 2
      UNION ALL
      SELECT '', ts / 600 - (ts % 600 < 0), COUNT(*) FROM global
      WHERE id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
      GROUP BY 2);

DROP TABLE global_hour_count;
