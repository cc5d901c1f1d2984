// loadout_items.cc: the SQL behind loadout_items.h. A blank column stays blank (nullopt) and is recorded for
// the note; only a per-type damage or defense column reads as 0 when its total is known.
#include "core/tools/loadout_items.h"

#include <strings.h>

#include "core/domain/hunting/enhancers.h"
#include "core/model/wiki_category.h"
#include "core/problem.h"
#include "core/tools/creature_resolution.h"
#include "core/tools/name_resolution.h"

namespace snap {
namespace {

const char* const kSlotNames[kArmorSlots] = {"Head", "Torso", "Arms", "Hands", "Legs", "Shins", "Feet"};

std::optional<double> number_at(const Statement& row, int column) {
  if (row.is_null(column)) return std::nullopt;
  return row.real(column);
}

// "damage_impact, damage_cut, ..." for a prefix.
std::string typed_columns(const std::string& prefix) {
  std::string sql;
  for (const char* type : kDamageTypeNames) sql += (sql.empty() ? "" : ", ") + prefix + "_" + type;
  return sql;
}

// Nine per-type columns from `first`; `known` tells whether any of them is recorded.
DamageByType by_type(const Statement& row, int first, bool& known) {
  DamageByType d;
  known = false;
  for (size_t t = 0; t < kDamageTypeNames.size(); ++t) {
    if (row.is_null(first + static_cast<int>(t))) continue;
    d.amount[t] = row.real(first + static_cast<int>(t));
    known = true;
  }
  return d;
}

bool is_melee(const std::optional<std::string>& type, const std::optional<std::string>& klass) {
  for (const char* melee : {"Sword", "Knife", "Club", "Whip", "Fist"})
    if (type && *type == melee) return true;
  return klass && *klass == "Melee";
}

std::string table_of(const std::string& category) {
  const WikiCategory* c = find_wiki_category(category);
  return c ? c->table : "";
}

}  // namespace

std::optional<PlacedItem> LoadoutReader::place(const std::string& typed, const std::string& category,
                                               const std::string& argument, const std::string& slot,
                                               const std::optional<std::string>& type) {
  const Resolution resolution = require_name(db_, typed, {category}, argument, slot);
  PlacedItem item{category, 0, resolution.hit.name, std::nullopt};
  const std::string table = table_of(category);
  const bool typed_table = table != "pet" && table != "armor" && table != "armor_plating";
  Statement& row =
      db_.prepare("SELECT id" + std::string(typed_table ? ", type" : ", NULL") + " FROM " + table + " WHERE slug = ?1");
  row.bind(1, resolution.hit.slug);
  if (row.step()) {
    item.id = row.int64(0);
    item.type = row.optional_text(1);
  }
  row.reset();
  if (type && (!item.type || strcasecmp(item.type->c_str(), type->c_str()) != 0)) {
    notes_.push_back("'" + typed + "' -> " + item.name + ", which is " +
                     (item.type ? "a " + *item.type : std::string("of no recorded type")) + ", not a " + slot +
                     ": left out.");
    return std::nullopt;
  }
  notes_.push_back(slot + ": " + resolution_note(typed, resolution));
  return item;
}

WeaponPart LoadoutReader::weapon(const PlacedItem& item) {
  Statement& row = db_.prepare(
      "SELECT damage, attacks_per_minute, range, decay, ammo_burn, efficiency, sib, sib_start,"
      " sib_end, type, class, " +
      typed_columns("damage") + " FROM weapon WHERE id = ?1");
  row.bind(1, item.id);
  WeaponPart w;
  if (row.step()) {
    bool types_known = false;
    w.damage = by_type(row, 11, types_known);
    if (!types_known && !row.is_null(0)) w.damage.amount[0] = row.real(0);  // a total without its types
    w.damage_known = types_known || !row.is_null(0);
    w.attacks_per_minute = number_at(row, 1);
    w.range = number_at(row, 2);
    w.decay_pec = number_at(row, 3);
    w.ammo_burn = number_at(row, 4);
    w.efficiency = number_at(row, 5);
    w.sib = !row.is_null(6) && row.int64(6) != 0;
    w.sib_start = number_at(row, 7);
    w.sib_end = number_at(row, 8);
    w.melee = is_melee(row.optional_text(9), row.optional_text(10));
    if (!types_known && !row.is_null(0)) blank(item.name, "damage types (creature defense not subtracted)");
  }
  row.reset();
  if (!w.damage_known) blank(item.name, "damage");
  if (!w.attacks_per_minute) blank(item.name, "attacks per minute");
  if (!w.decay_pec) blank(item.name, "decay");
  if (!w.ammo_burn && !w.melee) blank(item.name, "ammo burn");
  if (!w.ammo_burn && w.melee) w.ammo_burn = 0;  // melee weapons burn no ammo
  if (!w.range) blank(item.name, "range");
  if (!w.efficiency) blank(item.name, "efficiency");
  if (w.sib && (!w.sib_start || !w.sib_end)) blank(item.name, "learning interval");
  return w;
}

AmplifierPart LoadoutReader::amplifier(const PlacedItem& item) {
  Statement& row = db_.prepare("SELECT damage, decay, ammo_burn, efficiency, " + typed_columns("damage") +
                               " FROM weapon_attachment WHERE id = ?1");
  row.bind(1, item.id);
  AmplifierPart a;
  if (row.step()) {
    bool types_known = false;
    a.damage = by_type(row, 4, types_known);
    if (!types_known && !row.is_null(0)) a.damage.amount[0] = row.real(0);
    a.damage_known = types_known || !row.is_null(0);
    a.decay_pec = number_at(row, 1);
    a.ammo_burn = number_at(row, 2);
    a.efficiency = number_at(row, 3);
  }
  row.reset();
  if (!a.damage_known) blank(item.name, "damage");
  if (!a.decay_pec) blank(item.name, "decay");
  if (!a.ammo_burn) {
    blank(item.name, "ammo burn (taken as 0)");
    a.ammo_burn = 0;
  }
  if (!a.efficiency) blank(item.name, "efficiency (left out of the setup's)");
  return a;
}

SightPart LoadoutReader::sight(const PlacedItem& item) {
  Statement& row = db_.prepare("SELECT decay, efficiency FROM weapon_attachment WHERE id = ?1");
  row.bind(1, item.id);
  SightPart s;
  if (row.step()) {
    s.decay_pec = number_at(row, 0);
    s.efficiency = number_at(row, 1);
  }
  row.reset();
  if (!s.decay_pec) blank(item.name, "decay");
  return s;
}

std::optional<double> LoadoutReader::absorption(const PlacedItem& item) {
  Statement& row = db_.prepare("SELECT absorption FROM weapon_attachment WHERE id = ?1");
  row.bind(1, item.id);
  const std::optional<double> value = row.step() ? number_at(row, 0) : std::nullopt;
  row.reset();
  if (!value) blank(item.name, "absorption");
  return value;
}

HealingTool LoadoutReader::healing_tool(const PlacedItem& item) {
  Statement& row = db_.prepare("SELECT heal_min, heal_max, decay, uses_per_minute FROM healing_tool WHERE id = ?1");
  row.bind(1, item.id);
  HealingTool h;
  if (row.step()) h = {number_at(row, 0), number_at(row, 1), number_at(row, 2), number_at(row, 3)};
  row.reset();
  if (!h.heal_min || !h.heal_max) blank(item.name, "heal");
  if (!h.decay_pec) blank(item.name, "decay");
  if (!h.uses_per_minute) blank(item.name, "uses per minute");
  return h;
}

ItemWear LoadoutReader::wear(const PlacedItem& item) {
  Statement& row =
      db_.prepare("SELECT tt, min_tt, IFNULL(limited, 0) FROM " + table_of(item.category) + " WHERE id = ?1");
  row.bind(1, item.id);
  ItemWear w{item.name, std::nullopt, std::nullopt, false};
  if (row.step()) w = {item.name, number_at(row, 0), number_at(row, 1), row.int64(2) != 0};
  row.reset();
  return w;
}

std::optional<std::string> LoadoutReader::ring_hand(const PlacedItem& ring) {
  Statement& row = db_.prepare("SELECT slot FROM clothing WHERE id = ?1");
  row.bind(1, ring.id);
  std::optional<std::string> hand;
  if (row.step()) hand = row.optional_text(0);
  row.reset();
  return hand;
}

std::optional<PlacedItem> LoadoutReader::place_armor_part(const std::string& typed) {
  Statement& row = db_.prepare(
      "SELECT id, name FROM armor_part WHERE name = ?1 COLLATE NOCASE OR name LIKE ?1 || '%'"
      " ORDER BY name = ?1 DESC, name = ?1 COLLATE NOCASE DESC, length(name), name LIMIT 1");
  row.bind(1, typed);
  std::optional<PlacedItem> part;
  if (row.step()) part = PlacedItem{"armor-parts", row.int64(0), row.text(1), std::nullopt};
  row.reset();
  if (!part) throw ApiError(Problem::unresolved("armorParts", "armour part", typed));
  const Resolved how = part->name == typed                                  ? Resolved::Exact
                       : strcasecmp(part->name.c_str(), typed.c_str()) == 0 ? Resolved::CaseFolded
                                                                            : Resolved::Prefix;
  notes_.push_back("armour part: '" + typed + "' -> " + part->name + " (" + resolved_text(how) + ").");
  return part;
}

std::optional<std::int64_t> LoadoutReader::set_of_part(const PlacedItem& part) {
  Statement& row = db_.prepare("SELECT armor_id FROM armor_part WHERE id = ?1");
  row.bind(1, part.id);
  std::optional<std::int64_t> set;
  if (row.step() && !row.is_null(0)) set = row.int64(0);
  row.reset();
  return set;
}

std::array<SlotProtection, kArmorSlots> LoadoutReader::armor_slots(const std::optional<PlacedItem>& set,
                                                                   const std::vector<PlacedItem>& parts,
                                                                   const std::optional<PlacedItem>& plate,
                                                                   int defense_enhancers, int durability_enhancers) {
  std::array<SlotProtection, kArmorSlots> slots{};
  const double defense_factor = 1 + defense_enhancers * kArmorPerEnhancer;
  const double durability_factor = 1 + durability_enhancers * kArmorPerEnhancer;
  const auto read = [&](const std::string& table, std::int64_t id, const std::string& name, DamageByType& defense,
                        double& durability) {
    Statement& row =
        db_.prepare("SELECT durability, " + typed_columns("defense") + " FROM " + table + " WHERE id = ?1");
    row.bind(1, id);
    if (row.step()) {
      bool known = false;
      defense = by_type(row, 1, known);
      if (!known) blank(name, "defense");
      if (row.is_null(0)) blank(name, "durability (taken as 0)");
      durability = row.is_null(0) ? 0 : row.real(0);
    }
    row.reset();
  };
  if (set) {
    DamageByType defense;
    double durability = 0;
    read("armor", set->id, set->name, defense, durability);
    for (SlotProtection& slot : slots) {
      slot.covered = true;
      slot.armor_defense = defense.scaled(defense_factor);
      slot.armor_durability = durability * durability_factor;
    }
  }
  for (const PlacedItem& part : parts) {
    Statement& slot_row = db_.prepare("SELECT slot FROM armor_part WHERE id = ?1");
    slot_row.bind(1, part.id);
    const std::optional<std::string> slot_name = slot_row.step() ? slot_row.optional_text(0) : std::nullopt;
    slot_row.reset();
    int index = -1;
    for (int i = 0; i < kArmorSlots; ++i)
      if (slot_name && *slot_name == kSlotNames[i]) index = i;
    if (index < 0) {
      blank(part.name, "slot (left out)");
      continue;
    }
    SlotProtection& slot = slots[static_cast<size_t>(index)];
    slot.covered = true;
    read("armor_part", part.id, part.name, slot.armor_defense, slot.armor_durability);
    slot.armor_defense = slot.armor_defense.scaled(defense_factor);
    slot.armor_durability *= durability_factor;
  }
  if (plate) {
    DamageByType defense;
    double durability = 0;
    read("armor_plating", plate->id, plate->name, defense, durability);
    for (SlotProtection& slot : slots) {
      if (!slot.covered) continue;
      slot.plate_defense = defense;
      slot.plate_durability = durability;
    }
  }
  return slots;
}

std::vector<CreatureMaturity> LoadoutReader::creature_maturities(const std::string& typed) {
  const auto creature = resolve_creature(db_, typed);
  if (!creature || !creature->species_id) throw ApiError(Problem::unresolved("creatures", "wiki creature", typed));
  notes_.push_back("creature: " + creature->note);
  Statement& rows =
      db_.prepare("SELECT c.name, m.name, m.hp, m.regeneration, m.attacks_per_minute, " + typed_columns("m.damage") +
                  ", " + typed_columns("m.defense") +
                  " FROM creature_maturity m JOIN creature c ON c.id = m.creature_id WHERE m.creature_id = ?1"
                  " AND (?2 IS NULL OR m.name = ?2) ORDER BY m.rank");
  rows.bind(1, *creature->species_id);
  rows.bind(2, creature->maturity);
  std::vector<CreatureMaturity> out;
  while (rows.step()) {
    CreatureMaturity m;
    m.creature = rows.text(0);
    m.maturity = rows.text(1);
    m.hp = number_at(rows, 2);
    m.regeneration = number_at(rows, 3);
    m.attacks_per_minute = number_at(rows, 4);
    m.damage = by_type(rows, 5, m.damage_known);
    m.defense = by_type(rows, 14, m.defense_known);
    out.push_back(std::move(m));
  }
  rows.reset();
  return out;
}

std::vector<EffectGrant> LoadoutReader::effects(const PlacedItem& item, const std::string& trigger,
                                                EffectSourceKind kind) {
  // A "Decreased"/"Reduced" effect whose "Increased"/"Added" counterpart exists is that counterpart, negated.
  Statement& rows = db_.prepare(
      "SELECT IFNULL(counterpart.name, e.name), ie.value, counterpart.name IS NOT NULL FROM item_effect ie"
      " JOIN effect e ON e.id = ie.effect_id"
      " LEFT JOIN effect counterpart ON e.kind IN ('Decreased', 'Reduced') AND counterpart.name ="
      "   substr(e.name, 1, length(e.name) - length(e.kind)) || CASE e.kind WHEN 'Decreased' THEN 'Increased' ELSE "
      "'Added' END"
      " WHERE ie.item_category = ?1 AND ie.item_id = ?2 AND ie.trigger = ?3 AND ie.value IS NOT NULL ORDER BY e.name");
  rows.bind(1, item.category);
  rows.bind(2, item.id);
  rows.bind(3, trigger);
  std::vector<EffectGrant> grants;
  while (rows.step()) grants.push_back({rows.text(0), rows.int64(2) ? -rows.real(1) : rows.real(1), kind});
  rows.reset();
  return grants;
}

EffectCaps LoadoutReader::caps(const std::string& effect) {
  if (auto known = caps_.find(effect); known != caps_.end()) return known->second;
  Statement& row = db_.prepare("SELECT limit_item, limit_action, limit_total FROM effect WHERE name = ?1");
  row.bind(1, effect);
  EffectCaps caps;
  if (row.step()) caps = {number_at(row, 0), number_at(row, 1), number_at(row, 2)};
  row.reset();
  caps_[effect] = caps;
  return caps;
}

void LoadoutReader::blank(const std::string& item, const std::string& stat) {
  for (auto& [name, stats] : blanks_)
    if (name == item) {
      stats.push_back(stat);
      return;
    }
  blanks_.push_back({item, {stat}});
}

std::string LoadoutReader::blanks_note() const {
  if (blanks_.empty()) return "";
  std::string note = "Blank in the wiki:";
  for (size_t i = 0; i < blanks_.size(); ++i) {
    note += std::string(i ? ";" : "") + " " + blanks_[i].first + " (";
    for (size_t j = 0; j < blanks_[i].second.size(); ++j) note += (j ? ", " : "") + blanks_[i].second[j];
    note += ")";
  }
  return note + ".";
}

}  // namespace snap
