-- 0027_avatar_name_pairs.sql: the avatars whose names hold every word of a /globals search of avatar-name words,
-- from a b-tree instead of search_entry's full-text index. Each avatar's name, split and folded as the full-text
-- tables do (core/db/fts_words.h), gives one row per word (other '') and one per pair of its distinct words
-- (word < other). The avatars holding words w1 < w2 < ... are the rows (w1, w2) that also have (w1, wi) for every
-- other word: a few rows read, where the full-text index cost ~11 us a query and ~7 us a word (a three-word name:
-- ~45 us at 100k avatars). snapgen keeps it (snapgen/derived/globals/avatar_name_pairs.cc): the rebuild, the fold of new
-- avatars and `snapgen migrate` fill it and stamp dataset_meta avatar_name_pairs_through_id (the highest avatar id
-- it holds); until then a search of names uses global_fts (core/globals/name_search.cc).
CREATE TABLE avatar_name_pair (
  word TEXT NOT NULL,
  other TEXT NOT NULL,  -- '' for the word alone; else a word of the same name after it in byte order
  avatar_id INTEGER NOT NULL,
  PRIMARY KEY (word, other, avatar_id)
) WITHOUT ROWID;
