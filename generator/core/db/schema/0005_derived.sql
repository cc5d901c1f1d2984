-- 0005_derived.sql: tables snapgen derives from the source tables on each build; the edge only reads them.

-- Leaderboard standings over the rolling three-month window, one row per board and avatar.
CREATE TABLE leaderboard_standing (
  board TEXT NOT NULL,         -- overall, hunting, mining, space-mining, construction, pvp
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  rank INTEGER NOT NULL,
  previous_rank INTEGER,       -- rank at the previous rebuild; NULL when new
  points REAL NOT NULL,
  globals_count INTEGER NOT NULL,
  globals_value REAL NOT NULL,
  points_by_profession TEXT,   -- overall only: JSON object
  PRIMARY KEY (board, rank)
);
CREATE INDEX leaderboard_standing_by_avatar ON leaderboard_standing(board, avatar_id);

-- Unique avatars seen globalling per UTC day (game health).
CREATE TABLE game_health_daily (
  day TEXT PRIMARY KEY,        -- YYYY-MM-DD
  unique_avatars INTEGER NOT NULL
);

-- Counts of globals per filter shape, maintained by snapgen so totals never need a full scan.
CREATE TABLE global_count (
  shape TEXT NOT NULL,         -- e.g. 'all', 'type', 'avatar'
  key TEXT NOT NULL,           -- the filter value ('' for 'all')
  count INTEGER NOT NULL,
  PRIMARY KEY (shape, key)
);
