-- 0010_challenge_lookups.sql: the challenge routes find an avatar by its name in any letter case
-- (/challenges/{slug}/progress/{avatarName}, /challenges/avatar/{avatarName}) with one index seek, not a scan.
CREATE INDEX avatar_by_name_nocase ON avatar(name COLLATE NOCASE);
