-- 0030_avatar_name_globals.sql: each avatar's globals per type, and of every type (type ''), keyed by its name in
-- the order /globals?sortBy=AvatarName reads avatars (binary). A deep page in that order is placed by counting the
-- avatars before it, from the nearer end (core/routes/globals/global_page_starts.cc): one scan of this table's key
-- costs ~0.16 us an avatar, where looking up owner_type_summary for each avatar in name order cost ~1 us. The rule, written once in
-- the view: snapgen's rebuild and fold store it for every avatar or the avatars of the new globals
-- (snapgen/derived/avatar_name_globals.cc).
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
-- of the spacing (ids are given in the order avatars are first seen, so the starts fall about every spacing-th
-- name), and avatar_name_block holds the globals of each block's avatars. A deep page counts the blocks before it
-- (~800 at 100k avatars), then the avatars of its block (128 on average), where counting every avatar before it
-- cost up to 50,000 entries (~9 ms) in the middle of 10M globals. snapgen's fold sums again just the blocks whose
-- avatars gained globals or that a new start split.
CREATE VIEW avatar_name_block_spacing AS SELECT 128 AS avatars;
CREATE VIEW avatar_name_block_start AS
SELECT a.id AS avatar_id FROM avatar a, avatar_name_block_spacing s WHERE a.id % s.avatars = 0;
CREATE VIEW avatar_name_block_rule AS
SELECT type, first_name, SUM(globals) AS globals
FROM (SELECT type, globals,
             IFNULL(MAX(CASE WHEN avatar_id IN (SELECT avatar_id FROM avatar_name_block_start) THEN name END)
                      OVER (PARTITION BY type ORDER BY name), '') AS first_name
      FROM avatar_name_globals)
GROUP BY type, first_name;

CREATE TABLE avatar_name_block (
  type TEXT NOT NULL,        -- as in avatar_name_globals
  first_name TEXT NOT NULL,  -- its first avatar's name ('' for the block before the type's first start)
  globals INTEGER NOT NULL,  -- of its avatars: those from first_name up to the next block's
  PRIMARY KEY (type, first_name)
) WITHOUT ROWID;

INSERT INTO avatar_name_block SELECT type, first_name, globals FROM avatar_name_block_rule;

-- The globals that name no avatar, per type and of every type (key ''), counted with the other shapes of
-- global_count up to its watermark (snapgen/derived/global_counts.cc): with the total they give the globals of
-- avatars, so a deep page in avatar-name order is counted from the nearer end of the avatars.
INSERT INTO global_count (shape, key, count)
SELECT 'without_avatar', '', COUNT(*) FROM global
WHERE avatar_id IS NULL
  AND id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
UNION ALL
SELECT 'without_avatar', type, COUNT(*) FROM global
WHERE avatar_id IS NULL
  AND id <= (SELECT CAST(value AS INTEGER) FROM dataset_meta WHERE key = 'global_counts_through_id')
GROUP BY type;
