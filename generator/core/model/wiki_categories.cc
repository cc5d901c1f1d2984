// wiki_categories.cc: the 27 wiki categories of the description: list fields, sortBy names, filters and
// relationships. Weapons carry the filters and sorts the description names; the other categories sort by
// Name and their main numeric fields (API.md "Wiki").
#include "core/model/wiki_category.h"

namespace snap {
namespace {

WikiCategory category(std::string path, std::string table, std::string entity) {
  WikiCategory c;
  c.path = std::move(path);
  c.table = std::move(table);
  c.entity = std::move(entity);
  return c;
}

const char* kPlanetName = "(SELECT p.name FROM planet p WHERE p.id = e.planet_id)";

WikiFilter equals_filter(const std::string& name, const std::string& column, const std::string& what) {
  return {ParamSpec::text(name, "only entries whose " + what + " is this value (case-insensitive); a value no "
                                                              "entry has is a 400 listing those they have"),
          "e." + column + " = ? COLLATE NOCASE", column};
}

WikiFilter range_filter(const std::string& name, const std::string& column, const char* op, const std::string& what) {
  return {ParamSpec::number(name, what), "e." + column + " " + op + " ?"};
}

// The shapes relationships share, kept once among the answer schema's components.
const char* const kRef = "WikiRef";                // {slug, name} of an entry
const char* const kItemEffect = "WikiItemEffect";  // an effect an item gives
const char* const kItemDrop = "WikiItemDrop";      // a creature that drops an item

WikiRelation one(std::string key, std::string sql, std::string shape = {}) {
  return {std::move(key), std::move(sql), false, std::move(shape)};
}

WikiRelation many(std::string key, std::string sql, std::string shape = {}) {
  return {std::move(key), std::move(sql), true, std::move(shape)};
}

// A list field whose SQL is an expression: its type declared (WikiField::type).
WikiField expression(std::string json_name, std::string sql, std::string type) {
  return {std::move(json_name), std::move(sql), false, std::move(type)};
}

// {slug, name} of the planet an entry names through planet_id.
WikiRelation planet_relation(const std::string& table) {
  return one("planet", "SELECT p.slug, p.name FROM " + table + " e JOIN planet p ON p.id = e.planet_id WHERE e.id = ?1",
             kRef);
}

// Relationships every item category has, before its own: the effects it gives, the blueprints that make it, the
// creatures that drop it.
std::vector<WikiRelation> item_relations(const WikiCategory& c) {
  const std::string category = "'" + c.path + "'";
  const std::string own_slug = "(SELECT slug FROM " + c.table + " WHERE id = ?1)";
  return {many("effects",
               "SELECT ef.slug, ef.name, ie.value, ef.unit, ie.trigger FROM item_effect ie"
               " JOIN effect ef ON ef.id = ie.effect_id WHERE ie.item_category = " +
                   category + " AND ie.item_id = ?1 ORDER BY ef.name, ef.slug",
               kItemEffect),
          many("craftedBy",
               "SELECT b.slug, b.name FROM blueprint b WHERE b.product_category = " + category +
                   " AND b.product_slug = " + own_slug + " ORDER BY b.name, b.slug",
               kRef),
          many("droppedBy",
               "SELECT c.slug, c.name, l.frequency FROM creature_loot l JOIN creature c ON c.id = l.creature_id"
               " WHERE l.item_category = " +
                   category + " AND l.item_slug = " + own_slug + " ORDER BY c.name, c.slug",
               kItemDrop)};
}

std::vector<WikiRelation> creature_relations() {
  return {planet_relation("creature"),
          many("maturities",
               "SELECT name, rank, hp, level, attacks_per_minute, regeneration, damage_potential,"
               " damage_impact, damage_cut, damage_stab, damage_penetration, damage_shrapnel,"
               " damage_burn, damage_cold, damage_acid, damage_electric,"
               " defense_impact, defense_cut, defense_stab, defense_penetration, defense_shrapnel,"
               " defense_burn, defense_cold, defense_acid, defense_electric,"
               " strength, agility, intelligence, stamina, psyche"
               " FROM creature_maturity WHERE creature_id = ?1 ORDER BY rank"),
          many("loot",
               "SELECT l.item_category, l.item_slug, l.item_name, l.frequency,"
               " (SELECT m.name FROM creature_maturity m WHERE m.creature_id = l.creature_id"
               "  AND m.rank = l.maturity_rank_min) AS from_maturity"
               " FROM creature_loot l WHERE l.creature_id = ?1 ORDER BY l.item_name"),
          one("codex", "SELECT slug, name FROM codex WHERE creature_id = ?1 ORDER BY id LIMIT 1", kRef)};
}

std::vector<WikiRelation> blueprint_relations() {
  return {one("product",
              "SELECT product_category AS category, product_slug AS slug, product_name AS name,"
              " product_quantity AS quantity FROM blueprint WHERE id = ?1 AND product_name IS NOT NULL"),
          many("materials",
               "SELECT material_category AS category, material_slug AS slug, material_name AS name,"
               " quantity FROM blueprint_material WHERE blueprint_id = ?1 ORDER BY material_name")};
}

std::vector<WikiRelation> armor_relations() {
  return {many("parts",
               "SELECT slug, name, slot, gender, defense, durability FROM armor_part"
               " WHERE armor_id = ?1 ORDER BY CASE slot WHEN 'Head' THEN 1 WHEN 'Torso' THEN 2"
               " WHEN 'Arms' THEN 3 WHEN 'Hands' THEN 4 WHEN 'Legs' THEN 5 WHEN 'Shins' THEN 6"
               " WHEN 'Feet' THEN 7 ELSE 8 END, slug")};
}

std::vector<WikiRelation> armor_part_relations() {
  return {one("armor", "SELECT a.slug, a.name FROM armor_part e JOIN armor a ON a.id = e.armor_id WHERE e.id = ?1",
              kRef)};
}

std::vector<WikiRelation> planet_relations() {
  return {one("parentPlanet",
              "SELECT p.slug, p.name FROM planet e JOIN planet p ON p.id = e.parent_planet_id WHERE e.id = ?1", kRef),
          many("subPlanets", "SELECT slug, name, type FROM planet WHERE parent_planet_id = ?1 ORDER BY name, slug"),
          many("landAreas", "SELECT slug, name, type FROM landarea WHERE planet_id = ?1 ORDER BY name, slug"),
          many("creatures", "SELECT slug, name FROM creature WHERE planet_id = ?1 ORDER BY name, slug", kRef)};
}

// An effect's items of every item category (those of `all`).
std::vector<WikiRelation> effect_relations(const std::vector<WikiCategory>& all) {
  std::string items;  // (category, id, slug, name) of every item
  for (const WikiCategory& c : all)
    if (c.is_item)
      items += (items.empty() ? "SELECT '" : " UNION ALL SELECT '") + c.path + "' AS category, id, slug, name FROM " +
               c.table;
  return {many("items",
               "SELECT ie.item_category AS category, i.slug, i.name, ie.value, ie.trigger FROM item_effect ie JOIN (" +
                   items +
                   ") i ON i.category = ie.item_category AND i.id = ie.item_id"
                   " WHERE ie.effect_id = ?1 ORDER BY ie.item_category, i.name, i.slug")};
}

std::vector<WikiRelation> codex_relations() {
  return {one("creature", "SELECT c.slug, c.name FROM codex e JOIN creature c ON c.id = e.creature_id WHERE e.id = ?1",
              kRef)};
}

std::vector<WikiRelation> material_relations() {
  return {planet_relation("material"),
          one("refinedFrom",
              "SELECT r.slug, r.name FROM material e JOIN material r ON r.slug = e.refined_from_slug WHERE e.id = ?1",
              kRef),
          many("usedIn",
               "SELECT b.slug, b.name, bm.quantity FROM material e"
               " JOIN blueprint_material bm ON bm.material_category = 'materials' AND bm.material_slug = e.slug"
               " JOIN blueprint b ON b.id = bm.blueprint_id WHERE e.id = ?1 ORDER BY b.name, b.slug")};
}

WikiCategory weapons() {
  WikiCategory c = category("weapons", "weapon", "weapon");
  c.list_fields = {{"type", "e.type"},   {"class", "e.class"}, {"damage", "e.damage"},   {"dps", "e.dps"},
                   {"dpp", "e.dpp"},     {"range", "e.range"}, {"decay", "e.decay"},     {"tt", "e.tt"},
                   {"efficiency", "e.efficiency"}, {"source", "e.source"}, {"limited", "e.limited"},
                   {"computedFigures", "e.computed_figures", true}};
  c.json_array_columns = {"computed_figures"};  // dps, dpp, efficiency the import computed (0015_*.sql)
  c.sorts = {{"Damage", "e.damage"}, {"Range", "e.range"}, {"Dps", "e.dps"},   {"Dpp", "e.dpp"},   {"Decay", "e.decay"},
             {"TT", "e.tt"},         {"Efficiency", "e.efficiency"}, {"Type", "e.type"}, {"Class", "e.class"}};
  c.filters = {equals_filter("type", "type", "weapon type"),
               equals_filter("class", "class", "weapon class"),
               equals_filter("source", "source", "source"),
               {ParamSpec::boolean("limited", std::nullopt, "only (L) weapons when true, only unlimited when false"), "e.limited = ?"},
               range_filter("minDamage", "damage", ">=", "smallest total damage"),
               range_filter("maxDamage", "damage", "<=", "largest total damage"),
               range_filter("minRange", "range", ">=", "shortest range, metres"),
               range_filter("maxRange", "range", "<=", "longest range, metres"),
               range_filter("minDps", "dps", ">=", "smallest damage per second"),
               range_filter("maxDps", "dps", "<=", "largest damage per second"),
               range_filter("minDpp", "dpp", ">=", "smallest damage per PEC"),
               range_filter("maxDpp", "dpp", "<=", "largest damage per PEC")};
  c.min_max_pairs = {{"minDamage", "maxDamage"}, {"minRange", "maxRange"}, {"minDps", "maxDps"}, {"minDpp", "maxDpp"}};
  return c;
}

WikiCategory weapon_attachments() {
  WikiCategory c = category("weapon-attachments", "weapon_attachment", "weapon attachment");
  c.list_fields = {{"type", "e.type"}, {"class", "e.class"}, {"damage", "e.damage"}, {"decay", "e.decay"},
                   {"tt", "e.tt"}, {"efficiency", "e.efficiency"}};
  c.sorts = {{"Type", "e.type"}, {"Damage", "e.damage"}, {"Decay", "e.decay"}, {"TT", "e.tt"}, {"Efficiency", "e.efficiency"}};
  return c;
}

WikiCategory creatures() {
  WikiCategory c = category("creatures", "creature", "creature");
  c.is_item = false;
  c.show_id = true;
  const std::string hp = "(SELECT MIN(m.hp) FROM creature_maturity m WHERE m.creature_id = e.id)";
  const std::string max_hp = "(SELECT MAX(m.hp) FROM creature_maturity m WHERE m.creature_id = e.id)";
  const std::string level = "(SELECT MIN(m.level) FROM creature_maturity m WHERE m.creature_id = e.id)";
  const std::string max_level = "(SELECT MAX(m.level) FROM creature_maturity m WHERE m.creature_id = e.id)";
  c.list_fields = {{"planet", kPlanetName},
                   {"type", "e.type"},
                   expression("minHp", hp, "INTEGER"),
                   expression("maxHp", max_hp, "INTEGER"),
                   expression("minLevel", level, "INTEGER"),
                   expression("maxLevel", max_level, "INTEGER"),
                   expression("maturityCount", "(SELECT COUNT(*) FROM creature_maturity m WHERE m.creature_id = e.id)",
                              "INTEGER NOT NULL")};
  c.sorts = {{"Planet", kPlanetName}, {"Type", "e.type"}, {"Hp", hp}, {"Level", level}};
  c.hidden_columns = {"planet_id"};
  c.relations = creature_relations();
  return c;
}

WikiCategory armors() {
  WikiCategory c = category("armors", "armor", "armor set");
  c.list_fields = {{"defense", "e.defense"}, {"durability", "e.durability"}, {"tt", "e.tt"},
                   {"source", "e.source"},   {"limited", "e.limited"}};
  c.sorts = {{"Defense", "e.defense"}, {"Durability", "e.durability"}, {"TT", "e.tt"}};
  c.relations = armor_relations();
  return c;
}

WikiCategory armor_parts() {
  WikiCategory c = category("armor-parts", "armor_part", "armor part");
  c.searchable = false;
  c.list_fields = {{"armor", "(SELECT a.name FROM armor a WHERE a.id = e.armor_id)"}, {"slot", "e.slot"},
                   {"gender", "e.gender"}, {"defense", "e.defense"}, {"durability", "e.durability"}, {"tt", "e.tt"}};
  c.sorts = {{"Slot", "e.slot"}, {"Defense", "e.defense"}, {"Durability", "e.durability"}, {"TT", "e.tt"}};
  c.relations = armor_part_relations();
  return c;
}

WikiCategory armor_platings() {
  WikiCategory c = category("armor-platings", "armor_plating", "armor plating");
  c.list_fields = {{"defense", "e.defense"}, {"durability", "e.durability"}, {"tt", "e.tt"}};
  c.sorts = {{"Defense", "e.defense"}, {"Durability", "e.durability"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory materials() {
  WikiCategory c = category("materials", "material", "material");
  c.list_fields = {{"type", "e.type"}, {"tt", "e.tt"}, {"weight", "e.weight"}, {"planet", kPlanetName}};
  c.sorts = {{"Type", "e.type"}, {"TT", "e.tt"}, {"Weight", "e.weight"}};
  c.hidden_columns = {"planet_id", "refined_from_slug"};
  c.relations = material_relations();
  return c;
}

WikiCategory tier_materials() {
  WikiCategory c = category("tier-materials", "tier_material", "tier material");
  c.list_fields = {{"type", "e.type"}, {"tierMin", "e.tier_min"}, {"tierMax", "e.tier_max"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Tier", "e.tier_min"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory blueprints() {
  WikiCategory c = category("blueprints", "blueprint", "blueprint");
  c.list_fields = {{"type", "e.type"}, {"level", "e.level"}, {"profession", "e.profession"},
                   {"limited", "e.limited"}, {"cost", "e.cost"}, {"productName", "e.product_name"}};
  c.sorts = {{"Type", "e.type"}, {"Level", "e.level"}, {"Cost", "e.cost"}};
  c.hidden_columns = {"product_category", "product_slug", "product_name", "product_quantity"};
  c.relations = blueprint_relations();
  return c;
}

WikiCategory finders() {
  WikiCategory c = category("finders", "finder", "finder");
  c.list_fields = {{"depth", "e.depth"}, {"range", "e.range"}, {"decay", "e.decay"}, {"tt", "e.tt"}, {"efficiency", "e.efficiency"}};
  c.sorts = {{"Depth", "e.depth"}, {"Range", "e.range"}, {"Decay", "e.decay"}, {"TT", "e.tt"}, {"Efficiency", "e.efficiency"}};
  return c;
}

WikiCategory finder_amplifiers() {
  WikiCategory c = category("finder-amplifiers", "finder_amplifier", "finder amplifier");
  c.list_fields = {{"decay", "e.decay"}, {"depthBonus", "e.depth_bonus"}, {"minProfessionLevel", "e.min_profession_level"}, {"tt", "e.tt"}};
  c.sorts = {{"Decay", "e.decay"}, {"DepthBonus", "e.depth_bonus"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory excavators() {
  WikiCategory c = category("excavators", "excavator", "excavator");
  c.list_fields = {{"efficiency", "e.efficiency"}, {"decay", "e.decay"}, {"usesPerMinute", "e.uses_per_minute"}, {"tt", "e.tt"}};
  c.sorts = {{"Efficiency", "e.efficiency"}, {"Decay", "e.decay"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory healing_tools() {
  WikiCategory c = category("healing-tools", "healing_tool", "healing tool");
  c.list_fields = {{"type", "e.type"}, {"healMin", "e.heal_min"}, {"healMax", "e.heal_max"}, {"decay", "e.decay"},
                   {"hps", "e.hps"}, {"hpPerPec", "e.hp_per_pec"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Heal", "e.heal_max"}, {"Decay", "e.decay"}, {"Hps", "e.hps"}, {"HpPerPec", "e.hp_per_pec"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory enhancers() {
  WikiCategory c = category("enhancers", "enhancer", "enhancer");
  c.list_fields = {{"type", "e.type"}, {"itemKind", "e.item_kind"}, {"tier", "e.tier"},
                   {"effectValue", "e.effect_value"}, {"effectUnit", "e.effect_unit"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Tier", "e.tier"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory fishing_rods() {
  WikiCategory c = category("fishing-rods", "fishing_rod", "fishing rod");
  c.list_fields = {{"type", "e.type"}, {"strength", "e.strength"}, {"decay", "e.decay"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Strength", "e.strength"}, {"Decay", "e.decay"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory fishing_rod_attachments() {
  WikiCategory c = category("fishing-rod-attachments", "fishing_rod_attachment", "fishing rod attachment");
  c.list_fields = {{"type", "e.type"}, {"strengthBonus", "e.strength_bonus"}, {"decay", "e.decay"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"StrengthBonus", "e.strength_bonus"}, {"Decay", "e.decay"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory fish() {
  WikiCategory c = category("fish", "fish", "fish");
  c.list_fields = {{"planet", kPlanetName}, {"habitat", "e.habitat"}, {"rarity", "e.rarity"},
                   {"maxWeight", "e.max_weight"}, {"tt", "e.tt"}};
  c.sorts = {{"Planet", kPlanetName}, {"Rarity", "e.rarity"}, {"Weight", "e.max_weight"}, {"TT", "e.tt"}};
  c.hidden_columns = {"planet_id"};
  c.relations = {planet_relation("fish")};
  return c;
}

WikiCategory cooking_stoves() {
  WikiCategory c = category("cooking-stoves", "cooking_stove", "cooking stove");
  c.list_fields = {{"decay", "e.decay"}, {"usesPerMinute", "e.uses_per_minute"}, {"efficiency", "e.efficiency"}, {"tt", "e.tt"}};
  c.sorts = {{"Decay", "e.decay"}, {"Efficiency", "e.efficiency"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory consumables() {
  WikiCategory c = category("consumables", "consumable", "consumable");
  c.list_fields = {{"type", "e.type"}, {"durationSeconds", "e.duration_seconds"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Duration", "e.duration_seconds"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory mindforce_implants() {
  WikiCategory c = category("mindforce-implants", "mindforce_implant", "mindforce implant");
  c.list_fields = {{"absorption", "e.absorption"}, {"maxProfessionLevel", "e.max_profession_level"}, {"tt", "e.tt"}};
  c.sorts = {{"Absorption", "e.absorption"}, {"MaxProfessionLevel", "e.max_profession_level"}, {"TT", "e.tt"}};
  return c;
}

WikiCategory pets() {
  WikiCategory c = category("pets", "pet", "pet");
  c.list_fields = {{"planet", kPlanetName}, {"rarity", "e.rarity"}, {"tamingLevel", "e.taming_level"},
                   {"nutrioPerHour", "e.nutrio_per_hour"}};
  c.sorts = {{"Planet", kPlanetName}, {"Rarity", "e.rarity"}, {"TamingLevel", "e.taming_level"}, {"NutrioPerHour", "e.nutrio_per_hour"}};
  c.hidden_columns = {"planet_id"};
  c.relations = {planet_relation("pet")};
  return c;
}

WikiCategory clothes() {
  WikiCategory c = category("clothes", "clothing", "clothing item");
  c.list_fields = {{"type", "e.type"}, {"slot", "e.slot"}, {"gender", "e.gender"}, {"tt", "e.tt"}};
  c.sorts = {{"Type", "e.type"}, {"Slot", "e.slot"}, {"TT", "e.tt"}};
  return c;
}

// An effect lists its items of every item category among `items`.
WikiCategory effects(const std::vector<WikiCategory>& items) {
  WikiCategory c = category("effects", "effect", "effect");
  c.is_item = false;
  c.list_fields = {{"kind", "e.kind"}, {"unit", "e.unit"}, {"limitTotal", "e.limit_total"},
                   expression("itemCount", "(SELECT COUNT(*) FROM item_effect ie WHERE ie.effect_id = e.id)",
                              "INTEGER NOT NULL")};
  c.sorts = {{"Kind", "e.kind"}, {"ItemCount", "(SELECT COUNT(*) FROM item_effect ie WHERE ie.effect_id = e.id)"}};
  c.relations = effect_relations(items);
  return c;
}

WikiCategory codexes() {
  WikiCategory c = category("codexes", "codex", "codex");
  c.is_item = false;
  c.list_fields = {{"category", "e.category"}, {"rankCount", "e.rank_count"}, {"baseRewardPed", "e.base_reward_ped"}};
  c.sorts = {{"Category", "e.category"}, {"RankCount", "e.rank_count"}, {"BaseReward", "e.base_reward_ped"}};
  c.relations = codex_relations();
  return c;
}

WikiCategory landareas() {
  WikiCategory c = category("landareas", "landarea", "land area");
  c.is_item = false;
  c.list_fields = {{"planet", kPlanetName}, {"type", "e.type"}, {"ownerName", "e.owner_name"}, {"taxRate", "e.tax_rate"}};
  c.sorts = {{"Planet", kPlanetName}, {"Type", "e.type"}, {"TaxRate", "e.tax_rate"}};
  c.hidden_columns = {"planet_id"};
  c.relations = {planet_relation("landarea")};
  return c;
}

WikiCategory planets() {
  WikiCategory c = category("planets", "planet", "planet");
  c.is_item = false;
  c.list_fields = {{"type", "e.type"}, {"released", "e.released"}, {"areaKm2", "e.area_km2"},
                   expression("landAreaCount", "(SELECT COUNT(*) FROM landarea l WHERE l.planet_id = e.id)",
                              "INTEGER NOT NULL")};
  c.sorts = {{"Type", "e.type"}, {"Released", "e.released"}, {"Area", "e.area_km2"}};
  c.hidden_columns = {"parent_planet_id"};
  c.relations = planet_relations();
  return c;
}

WikiCategory asteroids() {
  WikiCategory c = category("asteroids", "asteroid", "asteroid");
  c.is_item = false;
  c.list_fields = {{"type", "e.type"}, {"zone", "e.zone"}, {"size", "e.size"}, {"level", "e.level"}};
  c.sorts = {{"Type", "e.type"}, {"Zone", "e.zone"}, {"Level", "e.level"}};
  return c;
}

// The 27 in the description's order; the item categories come first, so an effect can list their items.
std::vector<WikiCategory> all_categories() {
  std::vector<WikiCategory> all = {
      weapons(),          weapon_attachments(), creatures(),       armors(),       armor_parts(),
      armor_platings(),   materials(),          tier_materials(),  blueprints(),   finders(),
      finder_amplifiers(), excavators(),        healing_tools(),   enhancers(),    fishing_rods(),
      fishing_rod_attachments(), fish(),        cooking_stoves(),  consumables(),  mindforce_implants(),
      pets(),             clothes()};
  all.push_back(effects(all));
  all.insert(all.end(), {codexes(), landareas(), planets(), asteroids()});
  for (WikiCategory& c : all) {
    if (!c.is_item) continue;
    std::vector<WikiRelation> own = std::move(c.relations);
    c.relations = item_relations(c);
    c.relations.insert(c.relations.end(), own.begin(), own.end());
  }
  return all;
}

}  // namespace

const std::vector<WikiCategory>& wiki_categories() {
  static const std::vector<WikiCategory> all = all_categories();
  return all;
}

const WikiCategory* find_wiki_category(const std::string& path) {
  for (const WikiCategory& c : wiki_categories())
    if (c.path == path) return &c;
  return nullptr;
}

}  // namespace snap
