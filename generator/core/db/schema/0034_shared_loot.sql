-- 0034_shared_loot.sql: "(Shared Loot)" is what a team global's line says when the team has no name
-- (core/domain/shared_loot.h), so it is not a team. Such a global is a team's (is_team = 1) with neither a team nor
-- an avatar, a row 0002's CHECK forbade.
-- The CHECK is loosened in place, as SQLite documents for dropping or loosening a constraint
-- (https://www.sqlite.org/lang_altertable.html#otheralter): every row that met the old CHECK meets the new one, so
-- no row needs reading, where rebuilding the table would copy 10M globals and their indexes. writable_schema = RESET
-- makes this connection read the schema again; the table made and dropped after it moves the schema cookie, so every
-- other connection reads it again too.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'CHECK (avatar_id IS NOT NULL OR team_id IS NOT NULL)',
                     'CHECK (avatar_id IS NOT NULL OR team_id IS NOT NULL OR is_team = 1)')
 WHERE type = 'table' AND name = 'global';
PRAGMA writable_schema = RESET;
CREATE TABLE schema_cookie_move (x);
DROP TABLE schema_cookie_move;

-- A database that recorded "(Shared Loot)" as a team: its globals become shared loot, and the team goes with its
-- memberships. Past globals then read differently (people_replacements, core/db/dataset_meta.h), and the derived
-- tables that name the team are rebuilt by `snapgen migrate` (derived_rebuild_due, snapgen/derived/refresh_derived.h).
INSERT INTO dataset_meta(key, value) SELECT 'people_replacements', '1' FROM team WHERE name = '(Shared Loot)'
    ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1;
INSERT OR REPLACE INTO dataset_meta(key, value) SELECT 'derived_rebuild_due', '0034' FROM team
 WHERE name = '(Shared Loot)';
UPDATE global SET team_id = NULL WHERE team_id IN (SELECT id FROM team WHERE name = '(Shared Loot)');
DELETE FROM team_member WHERE team_id IN (SELECT id FROM team WHERE name = '(Shared Loot)');
DELETE FROM team WHERE name = '(Shared Loot)';
