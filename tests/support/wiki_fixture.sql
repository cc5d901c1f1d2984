-- wiki_fixture.sql: a small hand-made dataset whose values the wiki and search tests know exactly.
-- Weapon figures follow shared/domain/weapons-and-hunting.md section 2; a few values are blank on purpose.
INSERT INTO planet (id, slug, name, description, type, parent_planet_id, released, area_km2) VALUES
 (1, 'calypso', 'Calypso', 'The first planet of the universe.', 'Planet', NULL, '2003-01-30', 120000),
 (2, 'setesh', 'Setesh', 'A moon of Calypso.', 'Moon', 1, NULL, NULL),
 (3, 'arkadia', 'Arkadia', 'A planet of treasure hunters.', 'Planet', NULL, '2011-06-01', NULL);

INSERT INTO landarea (id, slug, name, description, planet_id, type, owner_name, tax_rate) VALUES
 (1, 'port-atlantis', 'Port Atlantis', 'A large city.', 1, 'City', NULL, NULL),
 (2, 'amethera-la01', 'Amethera LA01', 'A land area.', 1, 'Land Area', 'Mira Quickshot Holm', 3.5);

INSERT INTO weapon (id, slug, name, description, type, class, source, limited, damage, damage_burn, damage_impact,
  damage_penetration, attacks_per_minute, range, decay, ammo_burn, tt, min_tt, dps, dpp, efficiency,
  hit_profession, damage_profession, sib, sib_start, sib_end) VALUES
 (1, 'sollomate-opalo', 'Sollomate Opalo', 'The starter laser carbine.', 'Carbine', 'Laser', 'Trade Terminal', 0,
  8, 8, NULL, NULL, 44, 55, 0.02, 200, 3.8, 0.114, 4.077, 2.752, 48.1, 'Laser Sniper (Hit)', 'Ranged Laser (Dmg)', 1, 0, 5),
 (2, 'herman-ark-0-l', 'Herman ARK-0 (L)', 'A light BLP rifle.', 'Rifle', 'BLP', 'Looted', 1,
  10, NULL, 2, 8, 44, 60, 0.05, 240, 3.0, 0.09, 5.097, 2.837, 54.0, 'BLP Sniper (Hit)', 'Ranged BLP (Dmg)', 1, 0, 5),
 (3, 'korss-h400-l', 'Korss H400 (L)', 'A crafted laser pistol.', 'Pistol', 'Laser', 'Crafted', 1,
  37, 37, NULL, NULL, 57, 35.2, 0.92, 800, 177, 5.31, 24.428, 2.883, 57.4, 'Laser Pistoleer (Hit)', 'Ranged Laser (Dmg)', 1, 12.8, 15.5),
 (4, 'breer-p1a-l', 'Breer P1a (L)', 'A small laser pistol.', 'Pistol', 'Laser', 'Crafted', 1,
  9, 9, NULL, NULL, 37, 22, 0.235, 200, 17.3, 0.519, 3.857, 2.799, NULL, 'Laser Pistoleer (Hit)', 'Ranged Laser (Dmg)', 1, 0.9, 6.9),
 (5, 'castorian-survival-enblade-1', 'Castorian Survival EnBlade-1', 'A survival blade.', 'Sword', 'Melee', 'Trade Terminal', 0,
  12, NULL, NULL, NULL, NULL, 3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'Swordsman (Hit)', 'Swordsman (Dmg)', 0, NULL, NULL),
 (6, 'armatrix-bc-10-l', 'ArMatrix BC-10 (L)', 'A looted laser carbine.', 'Carbine', 'Laser', 'Looted', 1,
  20, 20, NULL, NULL, 40, 60, 0.5, 450, 40, 1.2, 9.267, 2.8, 60.2, 'Laser Sniper (Hit)', 'Ranged Laser (Dmg)', 1, 10, 20),
 (7, 'sollomate-opalo-fen-edition', 'Sollomate Opalo FEN Edition', 'An event edition of the carbine.', 'Carbine', 'Laser', 'Event', 0,
  8, 8, NULL, NULL, 44, 55, 0.02, 200, 3.8, 0.114, 4.077, 2.752, 48.1, 'Laser Sniper (Hit)', 'Ranged Laser (Dmg)', 1, 0, 5),
 (8, 'trainer-rifle', 'Trainer Rifle', 'A cheaper cousin of the Sollomate Opalo.', 'Rifle', 'Laser', 'Shop', 0,
  6, 6, NULL, NULL, 40, 50, 0.03, 180, 2.5, 0.075, 2.78, 2.581, 41.0, 'Laser Sniper (Hit)', 'Ranged Laser (Dmg)', 0, NULL, NULL);

INSERT INTO material (id, slug, name, description, type, tt, weight, planet_id, refined_from_slug) VALUES
 (1, 'lysterium-stone', 'Lysterium Stone', 'A common ore.', 'Ore', 0.01, 0.02, 1, NULL),
 (2, 'lysterium-ingot', 'Lysterium Ingot', 'Refined lysterium.', 'Refined Ore', 0.03, 0.05, NULL, 'lysterium-stone'),
 (3, 'animal-muscle-oil', 'Animal Muscle Oil', 'An animal oil.', 'Animal Material', 0.03, 0.01, NULL, NULL);

INSERT INTO creature (id, slug, name, description, planet_id, type, maturity_naming, sweatable, tameable) VALUES
 (1, 'atrox', 'Atrox', 'A large quadruped of Calypso.', 1, 'Animal', 'Suffix', 1, 0),
 (2, 'daikiba', 'Daikiba', 'A small beast.', 1, 'Animal', 'Suffix', 1, 1);
INSERT INTO creature_maturity (creature_id, name, rank, hp, level, regeneration, damage_potential, damage_stab, defense_impact, stamina) VALUES
 (1, 'Young', 1, 990, 12, 4.71, 'Medium', 40, 8, 99),
 (1, 'Mature', 2, 1400, 18, 5.5, 'Large', 55, 10, 140),
 (1, 'Stalker', 10, 2450, 40, NULL, 'Great', 90, 16, 245),
 (2, 'Young', 1, 30, 1, NULL, 'Minimal', 2, NULL, 3);
INSERT INTO creature_loot (creature_id, item_category, item_slug, item_name, frequency, maturity_rank_min) VALUES
 (1, 'materials', 'animal-muscle-oil', 'Animal Muscle Oil', 'Often', NULL),
 (1, 'weapons', 'armatrix-bc-10-l', 'ArMatrix BC-10 (L)', 'Rare', 2);

INSERT INTO blueprint (id, slug, name, description, type, level, profession, limited, product_category, product_slug,
  product_name, product_quantity, cost) VALUES
 (1, 'korss-h400-l-blueprint', 'Korss H400 (L) Blueprint', 'Crafts the Korss pistol.', 'Weapon', 5, 'Laser Weapons Engineer', 1,
  'weapons', 'korss-h400-l', 'Korss H400 (L)', 1, 0.9),
 (2, 'lysterium-ingot-blueprint', 'Lysterium Ingot Blueprint', 'Refines lysterium.', 'Material', 1, 'Metal Engineer', 0,
  'materials', 'lysterium-ingot', 'Lysterium Ingot', 1, 0.03);
INSERT INTO blueprint_material (blueprint_id, material_category, material_slug, material_name, quantity) VALUES
 (1, 'materials', 'lysterium-ingot', 'Lysterium Ingot', 30),
 (2, 'materials', 'lysterium-stone', 'Lysterium Stone', 3);

INSERT INTO armor (id, slug, name, description, source, limited, durability, defense, defense_impact, defense_cut, tt) VALUES
 (1, 'ghost', 'Ghost', 'A light armour set.', 'Crafted', 0, 2000, 24, 12, 12, 120);
INSERT INTO armor_part (id, slug, name, description, armor_id, slot, gender, durability, defense, tt) VALUES
 (1, 'ghost-harness-m', 'Ghost Harness (M)', 'Torso piece of Ghost.', 1, 'Torso', 'Male', 2000, 5, 30),
 (2, 'ghost-helmet-m', 'Ghost Helmet (M)', 'Head piece of Ghost.', 1, 'Head', 'Male', 2000, 3, 15);

INSERT INTO effect (id, slug, name, description, kind, unit, limit_total) VALUES
 (1, 'critical-chance-added', 'Critical Chance Added', 'Adds to critical hit chance.', 'Added', '%', NULL);
INSERT INTO clothing (id, slug, name, description, type, slot, gender, tt) VALUES
 (1, 'aeglic-ring-l', 'Aeglic Ring (L)', 'A ring of precision.', 'Ring', 'Right Hand', 'Both', 10);
INSERT INTO item_effect (item_category, item_id, effect_id, value, trigger) VALUES ('clothes', 1, 1, 1.5, 'Equip');

INSERT INTO codex (id, slug, name, description, creature_id, category, rank_count, base_reward_ped) VALUES
 (1, 'atrox-codex', 'Atrox Codex', 'Codex of the Atrox.', 1, 'Cat 1', 25, 0.5);

INSERT INTO avatar (id, slug, name, created_at) VALUES (1, 'mira-quickshot-holm', 'Mira Quickshot Holm', 1700000000);
INSERT INTO team (id, slug, name, description, created_at) VALUES (1, 'iron-wolves', 'Iron Wolves', 'A hunting team.', 1700000000);
INSERT INTO event (id, slug, name, description, type, start_at, end_at, created_at) VALUES
 (1, 'iron-hunt-2026', 'Iron Hunt 2026', 'A hunting contest.', 'Hunting', 1780000000, 1781000000, 1770000000);
INSERT INTO challenge (id, slug, name, description, start_at, end_at, metric, created_at) VALUES
 (1, 'iron-will', 'Iron Will', 'Hunt every day.', 1780000000, 1790000000, 'Count', 1770000000);

-- Globals of the Atrox (creature stats and activity): now is 2026-11-20T12:00:00Z = 1795176000.
INSERT INTO global (id, ts, type, avatar_id, value, subject, creature_id, planet, is_hof, is_ath, message) VALUES
 (1, 1795170000, 'Hunting', 1, 85, 'Atrox Young', 1, 'Calypso', 0, 0, 'Mira Quickshot Holm killed a creature (Atrox Young) with a value of 85 PED!'),
 (2, 1795172000, 'Hunting', 1, 720, 'Atrox Young', 1, 'Calypso', 1, 0, 'Mira Quickshot Holm killed a creature (Atrox Young) with a value of 720 PED! A record has been added to the Hall of Fame!'),
 (3, 1795175000, 'Hunting', 1, 57, 'Atrox Stalker', 1, 'Calypso', 0, 0, 'Mira Quickshot Holm killed a creature (Atrox Stalker) with a value of 57 PED!'),
 (4, 1700000000, 'Hunting', 1, 102, 'Atrox Mature', 1, 'Calypso', 0, 0, 'Mira Quickshot Holm killed a creature (Atrox Mature) with a value of 102 PED!');
