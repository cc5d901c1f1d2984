-- 0008_avatars.sql: what avatar and team profiles read. One index for an avatar's globals of chosen types,
-- and summary tables snapgen rebuilds from the source tables on every write (derived/profile_summary.cc),
-- so a profile, a list page or a totalCount never aggregates over the globals themselves.

-- /avatars/{slug}/globals?type=...: each chosen type is one range of this index, merged newest first.
CREATE INDEX global_by_avatar_type_ts ON global(avatar_id, type, ts, id);
-- Its statistics beside those an earlier ANALYZE wrote for the other indexes: without them the planner takes
-- it for far more selective than global_by_avatar_ts or global_by_type_ts, and sorts where those need no sort.
ANALYZE global_by_avatar_type_ts;

-- One row per avatar: its place in the /avatars list (name order) and the figures not kept per type.
CREATE TABLE avatar_summary (
  avatar_id INTEGER PRIMARY KEY REFERENCES avatar(id),
  list_position INTEGER NOT NULL UNIQUE,  -- 1.. in the order of name (case-insensitive), then slug
  pvp_kills INTEGER NOT NULL,             -- recorded PvP kills (pvp_kill rows as killer)
  last_seen INTEGER NOT NULL              -- newest of created_at, its globals, PvP kills either side, trade messages
);

-- One row per team: its place in the /teams list and its current roster size.
CREATE TABLE team_summary (
  team_id INTEGER PRIMARY KEY REFERENCES team(id),
  list_position INTEGER NOT NULL UNIQUE,  -- 1.. in the order of name (case-insensitive), then slug
  member_count INTEGER NOT NULL           -- members who have not left
);

-- Globals of one owner (an avatar by global.avatar_id, a team by global.team_id) per global type.
CREATE TABLE owner_type_summary (
  owner TEXT NOT NULL,                    -- 'avatar' or 'team'
  owner_id INTEGER NOT NULL,
  type TEXT NOT NULL,                     -- the global type as stored ('Rare Item')
  globals INTEGER NOT NULL,
  value_cents INTEGER,                    -- sum of values in PED cents; NULL when no global of the type has a value
  hofs INTEGER NOT NULL,
  aths INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  best_global_id INTEGER NOT NULL,        -- highest value, then highest tier, then earliest (ts, id)
  best_value_cents INTEGER,               -- its value; NULL when it has none
  best_at INTEGER NOT NULL,               -- its time
  PRIMARY KEY (owner, owner_id, type)
) WITHOUT ROWID;

-- The same per calendar month (UTC), for the monthly-activity series.
CREATE TABLE owner_month_summary (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  month TEXT NOT NULL,                    -- YYYY-MM
  type TEXT NOT NULL,
  globals INTEGER NOT NULL,
  value_cents INTEGER,                    -- NULL when no global of the month and type has a value
  PRIMARY KEY (owner, owner_id, month, type)
) WITHOUT ROWID;

-- An owner's best Hall of Fame and all-time-high globals (top achievements), at most ten of each kind.
CREATE TABLE owner_record (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                     -- 'hof' or 'ath'
  position INTEGER NOT NULL,              -- 1 = highest value (ties: earliest)
  global_id INTEGER NOT NULL,
  PRIMARY KEY (owner, owner_id, kind, position)
) WITHOUT ROWID;

-- Every 1000th global of an owner's globals list, newest first (an avatar's also per type), so a deep page
-- starts from the nearest mark before it instead of skipping every global in front of it.
CREATE TABLE owner_global_mark (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  type TEXT NOT NULL,                     -- '' for the list of every type
  position INTEGER NOT NULL,              -- 0-based place in the newest-first list: 1000, 2000, ...
  ts INTEGER NOT NULL,                    -- the global at that place
  id INTEGER NOT NULL,
  PRIMARY KEY (owner, owner_id, type, position)
) WITHOUT ROWID;
