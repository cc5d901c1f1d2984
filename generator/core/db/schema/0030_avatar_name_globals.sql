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
