-- 0026_value_band_index.sql: a value range in time order read band by band. A band is a quarter of a doubling
-- of value (band k holds values 2^(k/4) up to 2^((k+1)/4), the CAST truncating toward zero), and within a band
-- the entries are in time order, so the newest globals of minValue=1000&maxValue=2000 are the newest of bands
-- 39-43 merged (routes/globals/value_bands.cc; its expression must stay this one, character for character
-- after the alias, or SQLite will not use the index). At 10M globals that page took ~270 us walking the time
-- index (1 global in 477 matches) and now a few dozen.
-- It takes the place of global_by_value_nulls_last (value IS NULL, value, id): sortBy=GlobalValue ascending
-- with unknown values last reads the known values and then the unknown ones from global_by_value, so ingest
-- writes as many indexes as before. log2() is one of SQLite's math functions (Debian's build has them).
DROP INDEX global_by_value_nulls_last;
CREATE INDEX global_by_value_band ON global(CAST(log2(value) * 4 AS INTEGER), ts, id, value) WHERE value > 0;
-- Statistics for the new index beside those an earlier ANALYZE wrote (see 0008).
ANALYZE global_by_value_band;
