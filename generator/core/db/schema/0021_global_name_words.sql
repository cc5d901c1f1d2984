-- 0021_global_name_words.sql: which words of a /globals search can be answered from names instead of the
-- full-text index. A word (as global_fts splits and folds it) of an avatar's name or of a global's subject is
-- "of the avatar name" when the globals whose message holds it are exactly the globals whose avatar's name holds
-- it, and "of the subject" likewise. A team global's message names its team, not its member's avatar: its
-- avatar name counts as having no words. A search made only of such words matches exactly the globals whose avatar's
-- name holds all its avatar-name words (team globals aside) and whose subject holds all its subject words, which the avatar and
-- subject indexes find without reading the posting lists of 10M messages (core/globals/name_search.cc).
-- snapgen keeps the tables (snapgen/derived/globals/global_name_words.cc): the rebuild and ingest's fold write them,
-- and stamp dataset_meta global_name_words_built; until then a search uses global_fts alone.
CREATE TABLE global_name_word (
  word TEXT PRIMARY KEY,
  of_avatar_name INTEGER NOT NULL,  -- 1: in a global's message exactly when in its avatar's name
  of_subject INTEGER NOT NULL,      -- 1: in a global's message exactly when in its subject
  -- 1: in the message of every global whose subject holds it (so the globals of the subjects holding every word
  -- of a search are some of its matches, and their count from global_count a lower bound of the search's count)
  in_message_with_subject INTEGER NOT NULL
) WITHOUT ROWID;

-- Every word of every distinct subject of globals.
CREATE TABLE global_subject_word (
  word TEXT NOT NULL,
  subject TEXT NOT NULL,
  PRIMARY KEY (word, subject)
) WITHOUT ROWID;

