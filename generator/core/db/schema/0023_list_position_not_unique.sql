-- 0023_list_position_not_unique.sql: avatar_summary and team_summary keep list_position in a plain index instead
-- of a UNIQUE one. A new avatar moves every later avatar down one place (snapgen/derived/fold_owner_lists.cc);
-- SQLite checks UNIQUE row by row, so that move had to be written twice (negated, then turned back) and cost a
-- live one-line batch ~0.4 s at 100k avatars; one pass under a plain index costs a third, and moving the shorter
-- side (the rows before a new name, downwards) less again. So the positions are consecutive without repeats, from
-- 1 as a rebuild numbers them or from lower once a fold moved rows down; the lists read from the first.
-- Made anew (a column's UNIQUE cannot be dropped in place); the rows are copied as they are.
CREATE TABLE avatar_summary_new (
  avatar_id INTEGER PRIMARY KEY REFERENCES avatar(id),
  list_position INTEGER NOT NULL,  -- consecutive in the order of name (case-insensitive), then slug
  pvp_kills INTEGER NOT NULL,      -- recorded PvP kills (pvp_kill rows as killer)
  last_seen INTEGER NOT NULL       -- newest of created_at, its globals, PvP kills either side, trade messages
);
INSERT INTO avatar_summary_new SELECT avatar_id, list_position, pvp_kills, last_seen FROM avatar_summary;
DROP TABLE avatar_summary;
ALTER TABLE avatar_summary_new RENAME TO avatar_summary;
CREATE INDEX avatar_summary_by_position ON avatar_summary(list_position);

CREATE TABLE team_summary_new (
  team_id INTEGER PRIMARY KEY REFERENCES team(id),
  list_position INTEGER NOT NULL,  -- consecutive in the order of name (case-insensitive), then slug
  member_count INTEGER NOT NULL    -- members who have not left
);
INSERT INTO team_summary_new SELECT team_id, list_position, member_count FROM team_summary;
DROP TABLE team_summary;
ALTER TABLE team_summary_new RENAME TO team_summary;
CREATE INDEX team_summary_by_position ON team_summary(list_position);
