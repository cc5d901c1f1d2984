-- 0007_boards_stats.sql: what the leaderboards and the monthly game-health series need beyond 0005.
-- Both tables are derived (snapgen build rebuilds them), so leaderboard_standing is recreated, not altered.

-- Leaderboard standings over the rolling three-month window, one row per board and ranked avatar.
DROP TABLE leaderboard_standing;
CREATE TABLE leaderboard_standing (
  board TEXT NOT NULL,         -- overall, hunting, mining, space-mining, construction, pvp
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  rank INTEGER NOT NULL,       -- 1..n without gaps: points desc, reached first, name
  previous_rank INTEGER,       -- rank on the same board at the previous rebuild; NULL when new there
  points REAL NOT NULL,
  globals_count INTEGER NOT NULL,
  globals_value REAL,          -- PED of the counted globals; NULL when none of them has a value (PvP sprees)
  points_by_profession TEXT,   -- overall only: JSON object, points per activity of the points table
  name_key TEXT NOT NULL,      -- the avatar's name with ASCII letters lower-cased, what `search` matches
  PRIMARY KEY (board, rank)
);
CREATE INDEX leaderboard_standing_by_avatar ON leaderboard_standing(board, avatar_id);
-- One board's rows in rank order with the folded name: a search of one or two characters scans only this.
CREATE INDEX leaderboard_standing_by_board_name ON leaderboard_standing(board, rank, name_key);

-- Trigram index over the folded names of every ranked avatar (rowid = avatar id): a search of three or more
-- characters finds its avatars here instead of scanning a board.
CREATE VIRTUAL TABLE leaderboard_name_search USING fts5(name_key, content='', tokenize='trigram case_sensitive 1');

-- Unique avatars seen globalling per UTC calendar month (game health), beside game_health_daily.
CREATE TABLE game_health_monthly (
  month TEXT PRIMARY KEY,      -- YYYY-MM
  unique_avatars INTEGER NOT NULL
);
