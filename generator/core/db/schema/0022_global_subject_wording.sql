-- 0022_global_subject_wording.sql: for each subject of globals, the words (as global_fts splits and folds them) in
-- the message of every one of its globals: a creature's "killed", "creature", "value" and its own name's words,
-- a deposit's "found", "deposit" and so on. A search whose every word a subject's messages all hold matches every
-- global of that subject, so the subjects' counts (global_count) bound the search's count from below
-- (core/globals/name_search.cc): `search=killed creature` is past the count cap without the full-text
-- index counting a thousand matches. This replaces global_name_word.in_message_with_subject, which said the same
-- for one word over all the subjects holding it, and so could not bound a search of the wording's words.
-- snapgen keeps it with 0021's tables (snapgen/derived/globals/global_name_words.cc); clearing their stamp makes
-- `snapgen migrate` build all three.
CREATE TABLE global_subject_wording (
  word TEXT NOT NULL,  -- '' on every subject read, so a subject whose messages share no word is still known
  subject TEXT NOT NULL,
  PRIMARY KEY (word, subject)
) WITHOUT ROWID;
CREATE INDEX global_subject_wording_by_subject ON global_subject_wording(subject);

-- 0021's table without in_message_with_subject, made anew (SQLite's DROP COLUMN stumbles on the comments inside
-- 0021's column list); snapgen builds it again with the new table.
DROP TABLE global_name_word;
CREATE TABLE global_name_word (
  word TEXT PRIMARY KEY,
  of_avatar_name INTEGER NOT NULL,  -- 1: in a global's message exactly when in its avatar's name
  of_subject INTEGER NOT NULL       -- 1: in a global's message exactly when in its subject
) WITHOUT ROWID;
DELETE FROM dataset_meta WHERE key = 'global_name_words_built';
