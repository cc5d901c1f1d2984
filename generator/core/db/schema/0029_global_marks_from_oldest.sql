-- 0029_global_marks_from_oldest.sql: owner_global_marks replaces 0008's owner_global_mark. The old table kept every
-- 1000th global of a list counted from its newest end, a row a mark: each new global (the newest) moved every mark
-- of its lists one place, so each ingest batch found every mark of every list it touched again, and a page of
-- several types merged skipped up to two thousand rows a type and read hundreds of mark rows (~250 us at 10M
-- globals). The new table counts from the oldest end, so a new global moves only the marks of globals newer than
-- it (none when globals arrive in time order), keeps every 200th global (core/globals/owner_global_marks.h), and
-- packs a list's marks into one blob, read in one lookup. snapgen's rebuild, its fold and `snapgen migrate` fill
-- it (snapgen/derived/globals/global_marks.cc) and stamp dataset_meta owner_global_marks_built; a list without a row is
-- read from its ends.
DROP TABLE owner_global_mark;
CREATE TABLE owner_global_marks (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  type TEXT NOT NULL,   -- '' for the list of every type
  marks BLOB NOT NULL,  -- (ts, id) of the 200th, 400th, ... global from the oldest, 16 bytes each (little-endian)
  PRIMARY KEY (owner, owner_id, type)
);
