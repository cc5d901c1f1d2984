-- avatar_fixture.sql: hand-made avatars, teams, globals, PvP kills and standings whose profile figures the
-- avatar and team tests know exactly (now is 2026-11-20T12:00:00Z). Values worth checking are noted beside them.

-- 26 avatars: list order by name ignoring case is Ann, bo, Filler 01..22, Heavy, Mira (page 2: Filler 19..22,
-- Heavy, Mira).
INSERT INTO avatar (id, slug, name, created_at) VALUES
 (1, 'mira-quickshot-holm', 'Mira Quickshot Holm', 1764547200),  -- 2025-12-01
 (2, 'ann-noglobals', 'Ann Noglobals', 1767225600),              -- 2026-01-01, never globals
 (3, 'bo-100-tank', 'bo 100% Tank', 1767225600),
 (4, 'heavy-hitter', 'Heavy Hitter', 1767225600);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 22)
INSERT INTO avatar (id, slug, name, created_at) SELECT 100 + i, printf('filler-%02d', i), printf('Filler %02d', i), 1767225600 FROM n;

INSERT INTO team (id, slug, name, description, created_at) VALUES
 (1, 'iron-wolves', 'Iron Wolves', 'A hunting team.', 1764547200),
 (2, 'quiet-crew', 'Quiet Crew', NULL, 1767225600),
 (3, 'deep-divers', 'Deep Divers', 'Heavy and friends.', 1767225600);

-- Iron Wolves: Mira leads, Filler 01 is a member, Filler 02 left on 2026-10-01.
INSERT INTO team_member (team_id, avatar_id, role, joined_at, left_at) VALUES
 (1, 1, 'Leader', 1764547200, NULL),
 (1, 101, 'Member', 1767225600, NULL),
 (1, 102, 'Member', 1767225600, 1790812800);

-- Mira: 45 hunting globals in June 2026, one an hour from 01:00, worth 11..55 PED (1485 PED together).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 45)
INSERT INTO global (id, ts, type, avatar_id, value, subject, planet, message)
SELECT 1000 + i, 1780272000 + i * 3600, 'Hunting', 1, 10 + i, 'Atrox Young', 'Calypso',
       printf('Mira Quickshot Holm killed a creature (Atrox Young) with a value of %d PED!', 10 + i) FROM n;

-- Mira's other globals, one of each type; 3 and 4 share a second (newest first puts id 4 before 3).
-- July: 205.37 PED; August: none; September: 835.50; October: 300; November: 1240 (11 is a team global).
INSERT INTO global (id, ts, type, avatar_id, team_id, is_team, value, subject, tier, pvp_kills, planet, is_hof, is_ath, message) VALUES
 (1, 1783260000, 'Hunting', 1, NULL, 0, 85.37, 'Atrox Young', NULL, NULL, 'Calypso', 0, 0, 'Mira killed Atrox Young: 85.37 PED'),
 (2, 1784539800, 'Mining', 1, NULL, 0, 120, 'Lysterium Deposit', NULL, NULL, 'Calypso', 0, 0, 'Mira found Lysterium: 120 PED'),
 (3, 1788429600, 'Hunting', 1, NULL, 0, 60, 'Atrox Young', NULL, NULL, 'Calypso', 0, 0, 'Mira killed Atrox Young: 60 PED'),
 (4, 1788429600, 'Construction', 1, NULL, 0, 55, 'Opalo Blueprint', NULL, NULL, 'Calypso', 0, 0, 'Mira constructed Opalo: 55 PED'),
 (5, 1788429600 - 3600, 'Hunting', 1, NULL, 0, 720.5, 'Atrox Old', NULL, NULL, 'Calypso', 1, 0, 'Mira killed Atrox Old: 720.50 PED, Hall of Fame'),
 (6, 1791655200, 'Rare Item', 1, NULL, 0, 300, 'Shiny Ring', NULL, NULL, 'Calypso', 1, 1, 'Mira found a rare Shiny Ring: 300 PED, ATH'),
 (7, 1791705600, 'Discovery', 1, NULL, 0, NULL, 'Gold Thing', NULL, NULL, 'Calypso', 0, 0, 'Mira discovered Gold Thing'),
 (8, 1793534400, 'Space Mining', 1, NULL, 0, 200, 'Asteroid Ore', NULL, NULL, NULL, 0, 0, 'Mira mined Asteroid Ore: 200 PED'),
 (9, 1793620800, 'Tiered Item', 1, NULL, 0, NULL, 'Sollomate Opalo', 3, NULL, 'Calypso', 0, 0, 'Mira tiered Opalo to 3'),
 (10, 1793736000, 'PvP', 1, NULL, 0, 40, 'Atrox', NULL, 4, 'Calypso', 0, 0, 'Mira killed 4 in a spree: 40 PED'),
 (11, 1794344400, 'Hunting', 1, 1, 1, 1000, 'Atrox Prowler', NULL, NULL, 'Calypso', 1, 0, 'Team Iron Wolves (Mira) killed Atrox Prowler: 1000 PED');

-- Team globals without an avatar: November 640 PED, September 90 PED (October between them is empty).
INSERT INTO global (id, ts, type, avatar_id, team_id, is_team, value, subject, planet, is_hof, message) VALUES
 (12, 1794466800, 'Hunting', NULL, 1, 1, 640, 'Atrox Old', 'Calypso', 1, 'Team Iron Wolves killed Atrox Old: 640 PED'),
 (13, 1789473600, 'Space Mining', NULL, 1, 1, 90, 'Asteroid Ore', NULL, 0, 'Team Iron Wolves mined Asteroid Ore: 90 PED');

-- bo: two Mining globals of equal value; the earlier one, id 21 (2026-11-05T10:00Z), is the largest.
INSERT INTO global (id, ts, type, avatar_id, value, subject, planet, message) VALUES
 (20, 1793959200, 'Mining', 3, 77, 'Oil Deposit', 'Calypso', 'bo found Oil: 77 PED'),
 (21, 1793872800, 'Mining', 3, 77, 'Oil Deposit', 'Calypso', 'bo found Oil: 77 PED');

-- Mira kills three times (last 2026-11-15T22:00Z) and dies once; bo is a victim.
INSERT INTO pvp_kill (id, ts, killer_avatar_id, victim_avatar_id, weapon, planet) VALUES
 (1, 1793872800, 1, 3, 'Opalo', 'Calypso'),
 (2, 1794650400, 1, 3, 'Opalo', 'Calypso'),
 (3, 1794780000, 1, 101, 'Opalo', 'Calypso'),
 (4, 1793959200, 101, 1, 'Opalo', 'Calypso');

-- Ann was last seen in trade chat on 2026-11-18T10:00Z.
INSERT INTO trade_message (id, ts, channel, sender_name, avatar_id, intent, message, repost_key) VALUES
 (1, 1794996000, '#trade', 'Ann Noglobals', 2, 'WTB', 'WTB Opalo', 'Ann Noglobals|wtb opalo');

-- No standings here: `snapgen build` (run by the test world) scores them from these globals.

-- Heavy Hitter: 2500 globals (ids 10001..12500, two to each ten-minute step from 2026-01-01, so newest first is
-- id order descending), every fifth Mining (500), the rest Hunting (2000); the even ones are team globals of
-- Deep Divers (1250: 1000 Hunting, 250 Mining). Long enough for the lists' marks at 1000 and 2000.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
INSERT INTO global (id, ts, type, avatar_id, team_id, is_team, value, subject, planet, message)
SELECT 10000 + i, 1767225600 + (i / 2) * 600, CASE WHEN i % 5 = 0 THEN 'Mining' ELSE 'Hunting' END, 4,
       CASE WHEN i % 2 = 0 THEN 3 END, i % 2 = 0, i % 100 + 1, 'Atrox Young', 'Calypso', printf('Heavy global %d', i) FROM n;
