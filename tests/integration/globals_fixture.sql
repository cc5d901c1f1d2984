-- globals_fixture.sql: a hand-made set of 16 globals whose every answer globals_http_test.cc spells out.
-- now is 2026-11-20T12:00:00Z = 1795176000 (T). Times below as T minus hours. Avatar 1 Ada, 2 Bram, 3 Cora;
-- global 5 is a team global naming no avatar, global 10 a team global of Ada's.
INSERT INTO creature (id, slug, name) VALUES (1, 'atrox', 'Atrox'), (2, 'daikiba', 'Daikiba');
INSERT INTO avatar (id, slug, name, created_at) VALUES
 (1, 'ada-fireborn', 'Ada Fireborn', 1700000000),
 (2, 'bram-stone', 'Bram Stone', 1700000000),
 (3, 'cora-quill', 'Cora Quill', 1700000000);
INSERT INTO team (id, slug, name, description, created_at) VALUES (1, 'iron-wolves', 'Iron Wolves', 'A team.', 1700000000);

INSERT INTO global (id, ts, type, avatar_id, team_id, is_team, value, subject, creature_id, tier, pvp_kills, planet,
                    location, is_hof, is_ath, message) VALUES
 (1, 1700000000, 'Hunting', 1, NULL, 0, 50, 'Atrox Young', 1, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Ada Fireborn killed a creature (Atrox Young) with a value of 50 PED!'),
 (2, 1795068000, 'Mining', 2, NULL, 0, 120, 'Lysterium', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Bram Stone found a deposit (Lysterium) with a value of 120 PED!'),                                   -- T-30h
 (3, 1795104000, 'Hunting', 2, NULL, 0, 300, 'Atrox Old', 1, NULL, NULL, 'Calypso', 'Atrox Plains', 1, 0,
  'Bram Stone killed a creature (Atrox Old) with a value of 300 PED! A record has been added to the Hall of Fame!'), -- T-20h
 (4, 1795104000, 'Hunting', 3, NULL, 0, 300, 'Daikiba Young', 2, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Cora Quill killed a creature (Daikiba Young) with a value of 300 PED!'),                              -- T-20h
 (5, 1795140000, 'Space Mining', NULL, 1, 1, 800, 'Cerulean Cluster', NULL, NULL, NULL, 'Space', NULL, 0, 0,
  'Team "Iron Wolves" found a deposit (Cerulean Cluster) with a value of 800 PED!'),                     -- T-10h
 (6, 1795143600, 'Space Mining', 1, NULL, 0, 90, 'Cerulean Cluster', NULL, NULL, NULL, 'Space', NULL, 0, 0,
  'Ada Fireborn found a deposit (Cerulean Cluster) with a value of 90 PED!'),                             -- T-9h
 (7, 1795147200, 'Construction', 3, NULL, 0, 75, 'Omegaton Pistol', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Cora Quill constructed an item (Omegaton Pistol) worth 75 PED!'),                                     -- T-8h
 (8, 1795158000, 'PvP', 1, NULL, 0, NULL, 'Yule Daudaormur', NULL, NULL, 12, 'Calypso', NULL, 1, 0,
  'Ada Fireborn defeated 12 others as a Yule Daudaormur ! A record has been added to the Hall of Fame!'), -- T-5h
 (9, 1795161600, 'Discovery', 2, NULL, 0, NULL, 'Glowing Shard', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Bram Stone is the first colonist to discover Glowing Shard!'),                                        -- T-4h
 (10, 1795165200, 'Hunting', 1, 1, 1, 1500, 'Atrox Stalker', 1, NULL, NULL, 'Calypso', NULL, 1, 1,
  'Team "Iron Wolves" killed a creature (Atrox Stalker) with a value of 1500 PED! A record has been added to the Hall of Fame! ALL TIME HIGH!'), -- T-3h
 (11, 1795168800, 'Rare Item', 3, NULL, 0, 0.5, 'Aeglic Ring', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Cora Quill has found a rare item (Aeglic Ring) with a value of 50 PEC!'),                            -- T-2h
 (12, 1795172400, 'Tiered Item', 2, NULL, 0, NULL, 'Opalo', NULL, 3, NULL, 'Calypso', NULL, 0, 0,
  'Bram Stone has upgraded Opalo to tier 3'),                                                            -- T-1h
 (13, 1795174200, 'Mining', 1, NULL, 0, 60, 'Lysterium', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Ada Fireborn found a deposit (Lysterium) with a value of 60 PED!'),                                   -- T-30m
 (14, 1795175400, 'Hunting', 2, NULL, 0, 55.5, 'Atrox Young', 1, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Bram Stone killed a creature (Atrox Young) with a value of 55.5 PED!'),                               -- T-10m
 (15, 1795176000, 'Mining', 3, NULL, 0, 200, 'Lysterium', NULL, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Cora Quill found a deposit (Lysterium) with a value of 200 PED!'),                                    -- T
 (16, 1795089600, 'Hunting', 3, NULL, 0, 999, 'Atrox Old', 1, NULL, NULL, 'Calypso', NULL, 0, 0,
  'Cora Quill killed a creature (Atrox Old) with a value of 999 PED!');                                  -- T-24h
