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
  PRIMARY KEY (board, rank)
);
CREATE INDEX leaderboard_standing_by_avatar ON leaderboard_standing(board, avatar_id);

-- What `search` scans: each board's avatar names, ASCII letters lower-cased, one per line in rank order (line n
-- is rank n). One row read and a linear scan in memory answer any substring in about a millisecond at 100k
-- avatars, whatever its length, where an index per name could not serve one- and two-letter searches.
CREATE TABLE leaderboard_name_list (
  board TEXT PRIMARY KEY,
  names TEXT NOT NULL
);

-- Unique avatars seen globalling per UTC calendar month (game health), beside game_health_daily.
CREATE TABLE game_health_monthly (
  month TEXT PRIMARY KEY,      -- YYYY-MM
  unique_avatars INTEGER NOT NULL
);
