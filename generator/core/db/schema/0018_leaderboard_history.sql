-- 0018_leaderboard_history.sql: each board's top 100 as past rebuilds left it, kept as changes: a row when an
-- avatar enters the top 100 or its rank or points there change (rank, points), and a row when it leaves it
-- (rank and points NULL). /leaderboard/{board}/history/{avatarSlug} reads it.
CREATE TABLE leaderboard_history (
  board TEXT NOT NULL,
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  built_at INTEGER NOT NULL,  -- the rebuild's time (dataset_meta leaderboards_built_at)
  rank INTEGER,               -- NULL: below the top 100 from this rebuild on
  points REAL,
  PRIMARY KEY (board, avatar_id, built_at)
) WITHOUT ROWID;

-- The rows the standings now held add to the history: the rule, written once. The standings rebuild inserts
-- them after writing new standings (snapgen/derived/leaderboards.cc); here they seed the history from the
-- standings a database already holds.
CREATE VIEW leaderboard_history_due AS
WITH built AS (SELECT CAST(strftime('%s', value) AS INTEGER) AS at FROM dataset_meta
               WHERE key = 'leaderboards_built_at'),
     top AS (SELECT board, avatar_id, rank, points FROM leaderboard_standing WHERE rank <= 100),
     latest AS (SELECT h.board, h.avatar_id, h.rank, h.points FROM leaderboard_history h
                WHERE h.built_at = (SELECT MAX(built_at) FROM leaderboard_history
                                    WHERE board = h.board AND avatar_id = h.avatar_id))
SELECT t.board, t.avatar_id, built.at AS built_at, t.rank, t.points
FROM top t CROSS JOIN built LEFT JOIN latest l ON l.board = t.board AND l.avatar_id = t.avatar_id
WHERE l.avatar_id IS NULL OR l.rank IS NULL OR l.rank != t.rank OR l.points != t.points
UNION ALL
SELECT l.board, l.avatar_id, built.at, NULL, NULL
FROM latest l CROSS JOIN built
WHERE l.rank IS NOT NULL AND NOT EXISTS (SELECT 1 FROM top t WHERE t.board = l.board AND t.avatar_id = l.avatar_id);

INSERT OR REPLACE INTO leaderboard_history (board, avatar_id, built_at, rank, points)
SELECT board, avatar_id, built_at, rank, points FROM leaderboard_history_due;
