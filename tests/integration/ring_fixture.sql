-- ring_fixture.sql: hand-built rings for find_ring_combo, whose best pairs the test works out by hand.
-- Critical Damage Added is capped at 8 for equipment; a ring with no recorded hand fits either hand.
INSERT INTO effect (id, slug, name, description, kind, unit, limit_item, limit_action, limit_total) VALUES
 (1, 'critical-damage-added', 'Critical Damage Added', 'Raises the extra damage of a critical hit.', 'Added', '%', 8, NULL, NULL),
 (2, 'run-speed-increased', 'Run Speed Increased', 'Multiplies running speed.', 'Increased', '%', NULL, NULL, NULL),
 (3, 'run-speed-decreased', 'Run Speed Decreased', 'Slows running.', 'Decreased', '%', NULL, NULL, NULL);
INSERT INTO clothing (id, slug, name, description, type, slot, gender, tt, limited) VALUES
 (1, 'left-a', 'Left A', 'Crit damage 3.', 'Ring', 'Left Hand', 'Both', 10, 0),
 (2, 'left-b', 'Left B', 'Crit damage 5.', 'Ring', 'Left Hand', 'Both', 30, 0),
 (3, 'right-a', 'Right A', 'Crit damage 2.', 'Ring', 'Right Hand', 'Both', 5, 1),
 (4, 'right-b', 'Right B', 'Run speed 4.', 'Ring', 'Right Hand', 'Both', 8, 0),
 (5, 'either-c', 'Either C', 'Crit damage 4, slows running 1.', 'Ring', NULL, 'Both', 12, 0),
 (6, 'sprint-boots', 'Sprint Boots', 'Not a ring.', 'Boots', NULL, 'Both', 3, 0);
INSERT INTO item_effect (item_category, item_id, effect_id, value, trigger) VALUES
 ('clothes', 1, 1, 3, 'Equip'),
 ('clothes', 2, 1, 5, 'Equip'),
 ('clothes', 3, 1, 2, 'Equip'),
 ('clothes', 4, 2, 4, 'Equip'),
 ('clothes', 5, 1, 4, 'Equip'),
 ('clothes', 5, 3, 1, 'Equip'),
 ('clothes', 6, 2, 20, 'Equip');
