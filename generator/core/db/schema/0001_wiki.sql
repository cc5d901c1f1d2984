-- 0001_wiki.sql: the community wiki, one table per category (27), plus relationship tables.
-- Every table has id, slug (stable, URL-safe, unique in its category), name, description; then typed columns.
-- Blank (unverified) values are NULL, never 0. Money is PED unless the column says PEC (decay: PEC per use).
-- Columns named *_id are internal links and are never shown as such; relationships are rendered instead.
-- Damage and defense come per damage type (impact, cut, stab, penetration, shrapnel, burn, cold, acid,
-- electric), shared/domain/weapons-and-hunting.md section 1.

CREATE TABLE dataset_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE planet (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Planet, Moon, Instance, Space
  parent_planet_id INTEGER REFERENCES planet(id),
  released TEXT,              -- YYYY-MM-DD
  area_km2 REAL,
  teleporter_count INTEGER
);

CREATE TABLE landarea (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  planet_id INTEGER REFERENCES planet(id),
  type TEXT,                  -- City, Outpost, Land Area, Hunting Area, Mining Area, PvP Zone, Instance
  owner_name TEXT,            -- land-area owner avatar, when a player owns it
  tax_rate REAL,              -- percent, player-owned land areas only
  x INTEGER, y INTEGER,       -- map coordinates
  pvp BOOLEAN
);

CREATE TABLE asteroid (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- C-type, S-type
  zone TEXT,                  -- space zone it drifts in
  size TEXT,
  level INTEGER               -- roman numeral of the name as a number
);

CREATE TABLE weapon (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Rifle, Carbine, Pistol, Shotgun, Flamethrower, Cannon, Sword, Knife, Club, Whip, Fist, Mindforce Chip
  class TEXT,                 -- Laser, BLP, Plasma, Gauss, Explosive, Melee, Mindforce
  source TEXT,                -- Trade Terminal, Looted, Crafted, Event, Shop
  limited BOOLEAN,
  damage REAL,                -- total max damage per shot, the sum of the per-type columns
  damage_impact REAL, damage_cut REAL, damage_stab REAL, damage_penetration REAL, damage_shrapnel REAL,
  damage_burn REAL, damage_cold REAL, damage_acid REAL, damage_electric REAL,
  attacks_per_minute REAL,
  range REAL,                 -- metres
  decay REAL,                 -- PEC per shot
  ammo_burn REAL,             -- ammo units per shot (1 unit = 0.01 PEC)
  ammo_type TEXT,             -- Weapon Cell, BLP Pack, Explosive Projectiles, Universal Ammo, Mind Essence
  tt REAL,                    -- max TT value, PED
  min_tt REAL,                -- TT value at the 3 % condition limit, PED
  dps REAL, dpp REAL,         -- at full skill, shared/domain/weapons-and-hunting.md section 2
  efficiency REAL,            -- 0..100
  hit_profession TEXT, damage_profession TEXT,
  sib BOOLEAN,                -- skill increase bonus
  sib_start REAL, sib_end REAL, -- learning interval of profession levels
  level INTEGER,
  weight REAL                 -- kg
);

CREATE TABLE weapon_attachment (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Amplifier, Scope, Sight, Absorber
  class TEXT,                 -- Laser, BLP, Melee, Mining, Mindforce (what it fits)
  source TEXT, limited BOOLEAN,
  damage REAL,
  damage_impact REAL, damage_cut REAL, damage_stab REAL, damage_penetration REAL, damage_shrapnel REAL,
  damage_burn REAL, damage_cold REAL, damage_acid REAL, damage_electric REAL,
  decay REAL, ammo_burn REAL, tt REAL, min_tt REAL, efficiency REAL,
  zoom REAL,
  skill_modification REAL, skill_bonus REAL,
  absorption REAL,            -- fraction of the weapon's decay an absorber takes, percent
  weight REAL
);

CREATE TABLE creature (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  planet_id INTEGER REFERENCES planet(id),
  type TEXT,                  -- Animal, Mutant, Robot, Humanoid
  maturity_naming TEXT,       -- Suffix, Prefix, Verbatim (how a global names species and maturity)
  sweatable BOOLEAN,
  tameable BOOLEAN,
  taming_level REAL,
  scan_profession TEXT
);

CREATE TABLE creature_maturity (
  id INTEGER PRIMARY KEY,
  creature_id INTEGER NOT NULL REFERENCES creature(id),
  name TEXT NOT NULL,         -- Young, Mature, ... Stalker, or a role (Hunter, Warlord)
  rank INTEGER NOT NULL,      -- order within the species, 1 = weakest
  hp INTEGER, level INTEGER,
  attacks_per_minute REAL,
  regeneration REAL,          -- HP per second
  damage_potential TEXT,      -- Minimal, Small, Limited, Medium, Large, Great, Huge, Immense, Gigantic, Colossal
  damage_impact REAL, damage_cut REAL, damage_stab REAL, damage_penetration REAL, damage_shrapnel REAL,
  damage_burn REAL, damage_cold REAL, damage_acid REAL, damage_electric REAL,
  defense_impact REAL, defense_cut REAL, defense_stab REAL, defense_penetration REAL, defense_shrapnel REAL,
  defense_burn REAL, defense_cold REAL, defense_acid REAL, defense_electric REAL,
  strength INTEGER, agility INTEGER, intelligence INTEGER, stamina INTEGER, psyche INTEGER,
  UNIQUE (creature_id, rank)
);

-- What a creature drops; the item is named by category path and slug (a loot item may have no wiki entry).
CREATE TABLE creature_loot (
  creature_id INTEGER NOT NULL REFERENCES creature(id),
  item_category TEXT,         -- wiki category path, e.g. materials
  item_slug TEXT,
  item_name TEXT NOT NULL,
  frequency TEXT,             -- Always, Very Often, Often, Common, Uncommon, Rare, Very Rare, Extremely Rare
  maturity_rank_min INTEGER,  -- dropped from this maturity rank up, NULL = any
  PRIMARY KEY (creature_id, item_name)
);

CREATE TABLE armor (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  durability REAL,
  defense REAL,               -- total defense of the full set, the sum of the per-type columns
  defense_impact REAL, defense_cut REAL, defense_stab REAL, defense_penetration REAL, defense_shrapnel REAL,
  defense_burn REAL, defense_cold REAL, defense_acid REAL, defense_electric REAL,
  tt REAL, min_tt REAL, weight REAL,
  slots INTEGER               -- pieces in the set
);

CREATE TABLE armor_part (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  armor_id INTEGER REFERENCES armor(id),
  slot TEXT,                  -- Head, Torso, Arms, Hands, Legs, Shins, Feet
  gender TEXT,                -- Male, Female, Both
  source TEXT, limited BOOLEAN,
  durability REAL,
  defense REAL,
  defense_impact REAL, defense_cut REAL, defense_stab REAL, defense_penetration REAL, defense_shrapnel REAL,
  defense_burn REAL, defense_cold REAL, defense_acid REAL, defense_electric REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE armor_plating (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  durability REAL,
  defense REAL,
  defense_impact REAL, defense_cut REAL, defense_stab REAL, defense_penetration REAL, defense_shrapnel REAL,
  defense_burn REAL, defense_cold REAL, defense_acid REAL, defense_electric REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE material (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Ore, Enmatter, Refined Ore, Refined Enmatter, Animal Material, Robot Material, Residue, Component, Ammunition
  tt REAL,                    -- TT value of one unit, PED
  weight REAL,
  planet_id INTEGER REFERENCES planet(id),
  refined_from_slug TEXT      -- for refined materials: the raw material's slug
);

CREATE TABLE tier_material (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Weapon, Armor, Tool, Medical, Finder, Excavator
  tier_min INTEGER, tier_max INTEGER,
  tt REAL, weight REAL
);

CREATE TABLE blueprint (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Weapon, Armor, Attachment, Tool, Material, Enhancer, Clothing, Furniture, Vehicle
  level INTEGER,
  profession TEXT,
  book TEXT,
  limited BOOLEAN,
  product_category TEXT, product_slug TEXT, product_name TEXT,
  product_quantity INTEGER,
  cost REAL                   -- TT cost of one click, PED (sum of materials)
);

CREATE TABLE blueprint_material (
  blueprint_id INTEGER NOT NULL REFERENCES blueprint(id),
  material_category TEXT, material_slug TEXT,
  material_name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  PRIMARY KEY (blueprint_id, material_name)
);

CREATE TABLE finder (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  depth REAL,                 -- metres
  range REAL,                 -- metres
  decay REAL,                 -- PEC per drop
  probe_cost REAL,            -- PED of probes per drop
  uses_per_minute REAL,
  efficiency REAL,
  sib BOOLEAN, sib_start REAL, sib_end REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE finder_amplifier (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  decay REAL,
  depth_bonus REAL,           -- percent
  min_profession_level REAL,
  efficiency REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE excavator (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  efficiency REAL,            -- extraction per use
  decay REAL,
  uses_per_minute REAL,
  sib BOOLEAN, sib_start REAL, sib_end REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE healing_tool (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Medical Tool, First Aid Pack, Restoration Chip
  source TEXT, limited BOOLEAN,
  heal_min REAL, heal_max REAL,
  decay REAL,
  uses_per_minute REAL,
  range REAL,
  hps REAL,                   -- average heal x uses per minute / 60
  hp_per_pec REAL,            -- average heal / decay
  profession TEXT,
  sib BOOLEAN, sib_start REAL, sib_end REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE enhancer (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Weapon Damage, Weapon Economy, Weapon Accuracy, Weapon Range, Weapon Skill Modification, Armor Defense, Armor Durability, Medical Tool Heal, Medical Tool Economy, Mining Depth
  item_kind TEXT,             -- Weapon, Armor, Medical Tool, Mining Tool
  tier INTEGER,
  effect_value REAL,          -- per enhancer
  effect_unit TEXT,           -- %, level
  tt REAL, weight REAL
);

CREATE TABLE fishing_rod (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Casting, Fly, Deep Ocean, Bait
  source TEXT, limited BOOLEAN,
  strength REAL,
  decay REAL,
  uses_per_minute REAL,
  efficiency REAL,
  profession TEXT,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE fishing_rod_attachment (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Reel, Line, Lure
  source TEXT, limited BOOLEAN,
  strength_bonus REAL,
  decay REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE fish (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  planet_id INTEGER REFERENCES planet(id),
  habitat TEXT,               -- Shore, River, Lake, Ocean, Deep Ocean
  rarity TEXT,                -- Common, Uncommon, Rare, Epic
  min_weight REAL, max_weight REAL,  -- kg
  tt REAL                     -- TT value of one catch, PED
);

CREATE TABLE cooking_stove (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  decay REAL,
  uses_per_minute REAL,
  efficiency REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE consumable (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Stimulant, Food, Pill, Booster
  source TEXT,
  duration_seconds INTEGER,
  cooldown_seconds INTEGER,
  tt REAL, weight REAL
);

CREATE TABLE mindforce_implant (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  source TEXT, limited BOOLEAN,
  absorption REAL,            -- percent of a chip's decay it takes
  max_profession_level REAL,
  decay REAL,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE pet (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  planet_id INTEGER REFERENCES planet(id),
  rarity TEXT,
  taming_level REAL,
  nutrio_capacity REAL,       -- PED of nutrio the pet holds
  nutrio_per_hour REAL,       -- PED per hour of active buff
  tt REAL
);

CREATE TABLE clothing (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  type TEXT,                  -- Shirt, Coat, Pants, Boots, Gloves, Hat, Glasses, Ring, Belt
  slot TEXT,                  -- for rings: Left Hand, Right Hand
  gender TEXT,
  source TEXT, limited BOOLEAN,
  tt REAL, min_tt REAL, weight REAL
);

CREATE TABLE effect (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  kind TEXT,                  -- Added / Reduced sum; Increased / Decreased multiply (weapons-and-hunting.md section 8)
  unit TEXT,                  -- %, HP, m
  limit_item REAL, limit_action REAL, limit_total REAL  -- caps per source; NULL where unknown
);

-- Effects an item gives, by category path and item id; trigger says when (Equip, Use, Set).
CREATE TABLE item_effect (
  item_category TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  effect_id INTEGER NOT NULL REFERENCES effect(id),
  value REAL,
  trigger TEXT NOT NULL DEFAULT 'Equip',
  PRIMARY KEY (item_category, item_id, effect_id, trigger)
);
CREATE INDEX item_effect_by_effect ON item_effect(effect_id);

CREATE TABLE codex (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  creature_id INTEGER REFERENCES creature(id),
  category TEXT,              -- Cat 1 .. Cat 4 (which skills the ranks reward)
  rank_count INTEGER,
  base_reward_ped REAL        -- skill reward of rank 1, PED
);

CREATE INDEX landarea_by_planet ON landarea(planet_id);
CREATE INDEX creature_by_planet ON creature(planet_id);
CREATE INDEX armor_part_by_armor ON armor_part(armor_id);
CREATE INDEX blueprint_by_product ON blueprint(product_category, product_slug);
CREATE INDEX blueprint_material_by_material ON blueprint_material(material_category, material_slug);
CREATE INDEX creature_loot_by_item ON creature_loot(item_category, item_slug);
