-- 0025_standings_by_rank.sql: leaderboard_standing stored in (board, rank) order (WITHOUT ROWID) and holding the
-- avatar's name and slug as the rebuild read them. A board page or a `search` reads each entry with one b-tree
-- seek instead of three (the (board, rank) index, the row by rowid, the avatar by id): at 10M globals a search
-- of 50 entries renders in ~47 us instead of ~64, a board page (its 50 rows on neighbouring pages) in ~22 not ~35.
-- The names are those of the rebuild, like the search list beside them (leaderboard_name_list); any write to the
-- database makes the next `snapgen build` rebuild both (snapgen/derived/leaderboards.cc).
-- The table is made anew under its own name (copied through a temporary table), so the view that reads it,
-- leaderboard_history_due (0018), keeps reading it.
CREATE TEMP TABLE standing_copy AS
  SELECT s.board, s.avatar_id, a.name AS avatar_name, a.slug AS avatar_slug, s.rank, s.previous_rank, s.points,
         s.globals_count, s.globals_value, s.points_by_profession
  FROM leaderboard_standing s JOIN avatar a ON a.id = s.avatar_id;
DROP TABLE leaderboard_standing;
CREATE TABLE leaderboard_standing (
  board TEXT NOT NULL,         -- overall, hunting, mining, space-mining, construction, pvp
  rank INTEGER NOT NULL,       -- 1..n without gaps: points desc, reached first, name
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  avatar_name TEXT NOT NULL,   -- avatar.name and avatar.slug when the standings were rebuilt
  avatar_slug TEXT NOT NULL,
  previous_rank INTEGER,       -- rank on the same board at the previous rebuild; NULL when new there
  points REAL NOT NULL,
  globals_count INTEGER NOT NULL,
  globals_value REAL,          -- PED of the counted globals; NULL when none of them has a value (PvP sprees)
  points_by_profession TEXT,   -- overall only: JSON object, points per activity of the points table
  PRIMARY KEY (board, rank)
) WITHOUT ROWID;
INSERT INTO leaderboard_standing (board, rank, avatar_id, avatar_name, avatar_slug, previous_rank, points,
                                  globals_count, globals_value, points_by_profession)
  SELECT board, rank, avatar_id, avatar_name, avatar_slug, previous_rank, points, globals_count, globals_value,
         points_by_profession
  FROM standing_copy ORDER BY board, rank;
DROP TABLE standing_copy;
CREATE INDEX leaderboard_standing_by_avatar ON leaderboard_standing(board, avatar_id);
