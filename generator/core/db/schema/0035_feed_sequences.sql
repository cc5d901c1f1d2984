-- 0035_feed_sequences.sql: the feed of globals as a sequence of immutable files (issue 58, core/feed/README.md).
-- `snapgen feed` records each sequence here, body and all, in the transaction that numbers it; the files under
-- <snapshots>/feed/globals/ and snapedge's /feed/globals/{seq}.json are this body, so every copy of a sequence has
-- the same bytes, even after an import renames an avatar its globals show. Sequences are numbered 1, 2, 3 ...
-- without gaps; the oldest go when they pass the writer's retention (the lowest seq here is the oldest kept).
CREATE TABLE feed_sequence (
  seq INTEGER PRIMARY KEY,
  first_id INTEGER NOT NULL,     -- the globals it holds: every global with first_id <= id <= last_id, in id order
  last_id INTEGER NOT NULL,
  globals INTEGER NOT NULL,      -- how many
  recorded_at INTEGER NOT NULL,  -- when `snapgen feed` recorded it
  body TEXT NOT NULL             -- the sequence's JSON, as /feed/globals/{seq}.json answers it
);
