-- 0015_weapon_computed_figures.sql: which of a weapon's dps, dpp and efficiency the import computed because the
-- wiki left them blank (core/domain/weapon_stats.h, the hunting calculator's own arithmetic). A JSON array of
-- their field names ('["dps","dpp","efficiency"]'), NULL when every figure is recorded or none can be computed.
-- Shown on /weapons and /weapons/{slug} as computedFigures.
ALTER TABLE weapon ADD COLUMN computed_figures TEXT;
