-- 0002_activity.sql: avatars, teams, globals (tracked loot announcements), PvP kills and trade chat.
-- Times are whole UTC seconds since 1970 (columns *_at and ts). Values are PED.

CREATE TABLE avatar (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,   -- as the game writes it; may hold a double space
  created_at INTEGER NOT NULL  -- first time the tracker saw it
);

CREATE TABLE team (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,   -- without the quotes the game puts around it
  description TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE team_member (
  team_id INTEGER NOT NULL REFERENCES team(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  role TEXT,                   -- Leader, Member
  joined_at INTEGER NOT NULL,
  left_at INTEGER,             -- NULL while a member
  PRIMARY KEY (team_id, avatar_id, joined_at)
);
CREATE INDEX team_member_by_avatar ON team_member(avatar_id);

-- One tracked announcement. type is one of the eight API types. subject is what the announcement names:
-- creature with maturity (Hunting), deposit (Mining, Space Mining), item (Construction, Discovery, Rare Item,
-- Tiered Item) or the event creature of a PvP spree. Discovery and Tiered Item carry no value.
CREATE TABLE global (
  id INTEGER PRIMARY KEY,
  ts INTEGER NOT NULL,
  -- written as ORs: SQLite 3.40 builds a temporary table for IN (...) on every insert, ten times slower
  type TEXT NOT NULL CHECK (type = 'Hunting' OR type = 'Mining' OR type = 'Space Mining' OR type = 'Construction'
                            OR type = 'Discovery' OR type = 'Rare Item' OR type = 'Tiered Item' OR type = 'PvP'),
  avatar_id INTEGER REFERENCES avatar(id),   -- the announcing avatar; NULL when a team's line names none
  team_id INTEGER REFERENCES team(id),      -- set for team globals (the announcing team)
  is_team BOOLEAN NOT NULL DEFAULT 0,
  value REAL,                                -- PED; NULL for Discovery and Tiered Item
  subject TEXT,
  creature_id INTEGER REFERENCES creature(id), -- Hunting: the wiki species, when known
  tier INTEGER,                              -- Tiered Item: the tier reached
  pvp_kills INTEGER,                         -- PvP: kills in the spree
  planet TEXT,
  location TEXT,                             -- land area or place the message names
  is_hof BOOLEAN NOT NULL DEFAULT 0,
  is_ath BOOLEAN NOT NULL DEFAULT 0,
  message TEXT NOT NULL,                     -- the original chat line's message, HTML entities decoded
  CHECK (avatar_id IS NOT NULL OR team_id IS NOT NULL)
);
CREATE INDEX global_by_ts ON global(ts, id);
CREATE INDEX global_by_type_ts ON global(type, ts, id);
CREATE INDEX global_by_avatar_ts ON global(avatar_id, ts, id);
CREATE INDEX global_by_team_ts ON global(team_id, ts, id) WHERE team_id IS NOT NULL;
CREATE INDEX global_by_creature_ts ON global(creature_id, ts, id) WHERE creature_id IS NOT NULL;
CREATE INDEX global_by_subject_ts ON global(subject, ts, id);
CREATE INDEX global_by_value ON global(value, id);

-- Full-text index over the original message (external content: the text lives in global).
CREATE VIRTUAL TABLE global_fts USING fts5(message, content='global', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

CREATE TABLE pvp_kill (
  id INTEGER PRIMARY KEY,
  ts INTEGER NOT NULL,
  killer_avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  victim_avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  weapon TEXT,
  planet TEXT,
  location TEXT
);
CREATE INDEX pvp_kill_by_ts ON pvp_kill(ts);
CREATE INDEX pvp_kill_by_killer ON pvp_kill(killer_avatar_id, ts);
CREATE INDEX pvp_kill_by_victim ON pvp_kill(victim_avatar_id, ts);

-- Trade chat as seen; a repost of the same text by the same sender shares repost_key.
CREATE TABLE trade_message (
  id INTEGER PRIMARY KEY,
  ts INTEGER NOT NULL,
  channel TEXT NOT NULL,       -- #trade, #calytrade, #arktrade ...
  sender_name TEXT NOT NULL,
  avatar_id INTEGER REFERENCES avatar(id),
  intent TEXT,                 -- WTB, WTS, WTT, or NULL when the message says neither
  message TEXT NOT NULL,
  repost_key TEXT NOT NULL     -- sender + normalized text
);
CREATE INDEX trade_message_by_ts ON trade_message(ts);
CREATE INDEX trade_message_by_repost ON trade_message(repost_key, ts);
CREATE VIRTUAL TABLE trade_message_fts USING fts5(message, content='trade_message', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
