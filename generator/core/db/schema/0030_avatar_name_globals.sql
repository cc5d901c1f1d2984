-- 0030_avatar_name_globals.sql: each avatar's globals per type, and of every type (type ''), keyed by its name in
-- the order /globals?sortBy=AvatarName reads avatars (binary). A deep page in that order is placed by counting the
-- avatars of its block (below; core/globals/page_starts.cc): one step of this table's key costs
-- ~0.2 us an avatar, where looking up owner_type_summary for each avatar in name order cost ~1 us. The rule,
-- written once in the view, is what snapgen's rebuild stores; its fold adds the new globals per avatar and type
-- (snapgen/derived/globals/avatar_name_globals.cc; the fold tests hold it to the rebuild).
CREATE VIEW avatar_name_globals_rule AS
SELECT s.type AS type, a.name AS name, a.id AS avatar_id, s.globals AS globals
FROM owner_type_summary s JOIN avatar a ON a.id = s.owner_id WHERE s.owner = 'avatar'
UNION ALL
SELECT '', a.name, a.id, SUM(s.globals)
FROM owner_type_summary s JOIN avatar a ON a.id = s.owner_id WHERE s.owner = 'avatar' GROUP BY a.id;

CREATE TABLE avatar_name_globals (
  type TEXT NOT NULL,  -- the global type as stored, '' for every type
  name TEXT NOT NULL,  -- avatar.name
  avatar_id INTEGER NOT NULL,
  globals INTEGER NOT NULL,
  PRIMARY KEY (type, name)
) WITHOUT ROWID;

INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule;

-- The avatars of each type in name order, in blocks: a block starts at '' and at each avatar whose id is a multiple
-- of the spacing (about one avatar in 128: ids come in the order avatars are first seen, unrelated to their
-- names), and avatar_name_block holds the globals of each block's avatars and their running total. A deep page
-- finds its block by the running total (one lookup of its index), then counts the avatars of its block from the
-- nearer end (64 on average), where counting every avatar before it cost up to 50,000 entries (~9 ms) in the
-- middle of 10M globals. snapgen's fold adds the new globals to their blocks, sums again the blocks a new start
-- split, and sums the running totals again from the first touched block of a type on (a few hundred blocks of a
-- type at 100k avatars).
CREATE VIEW avatar_name_block_spacing AS SELECT 128 AS avatars;
CREATE VIEW avatar_name_block_start AS
SELECT a.id AS avatar_id FROM avatar a, avatar_name_block_spacing s WHERE a.id % s.avatars = 0;
CREATE VIEW avatar_name_block_rule AS
SELECT type, first_name, globals, SUM(globals) OVER (PARTITION BY type ORDER BY first_name) AS running
FROM (SELECT type, first_name, SUM(globals) AS globals
      FROM (SELECT type, globals,
                   IFNULL(MAX(CASE WHEN avatar_id IN (SELECT avatar_id FROM avatar_name_block_start) THEN name END)
                            OVER (PARTITION BY type ORDER BY name), '') AS first_name
            FROM avatar_name_globals)
      GROUP BY type, first_name);

CREATE TABLE avatar_name_block (
  type TEXT NOT NULL,        -- as in avatar_name_globals
  first_name TEXT NOT NULL,  -- its first avatar's name ('' for the block before the type's first start)
  globals INTEGER NOT NULL,  -- of its avatars: those from first_name up to the next block's
  running INTEGER NOT NULL,  -- of its avatars and of every avatar before them
  PRIMARY KEY (type, first_name)
) WITHOUT ROWID;
CREATE INDEX avatar_name_block_by_running ON avatar_name_block(type, running);

INSERT INTO avatar_name_block SELECT type, first_name, globals, running FROM avatar_name_block_rule;
