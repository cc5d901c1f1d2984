// hunting_loadout.cc: the arguments of calculate_hunting_setup, and how they become a Loadout.
#include "core/tools/hunting_loadout.h"

#include "core/domain/hunting/enhancers.h"
#include "core/problem.h"

namespace snap {
namespace {

constexpr size_t kCreaturesAtMost = 10;

const char* const kWeaponEnhancers[] = {"damageEnhancers", "economyEnhancers", "accuracyEnhancers", "rangeEnhancers",
                                        "skillEnhancers"};
const char* const kArmorEnhancers[] = {"armorDefenseEnhancers", "armorDurabilityEnhancers"};
const char* const kHealEnhancers[] = {"healEnhancers", "healEconomyEnhancers"};

ToolArg enhancer_arg(const std::string& name, const std::string& what) {
  return one(ParamSpec::integer(name, 0, 0, kEnhancerSocketsPerItem, what));
}

// The enhancers of one item, at most 10 in all: a 400 naming the last of them given otherwise.
template <size_t N>
void require_enhancer_room(const ToolArgs& args, const char* const (&names)[N], const std::string& item) {
  std::int64_t total = 0;
  std::string last;
  for (const char* name : names) {
    total += args.scalars.integer(name);
    if (args.scalars.integer(name) > 0) last = name;
  }
  if (total > kEnhancerSocketsPerItem)
    throw ApiError(Problem::bad_parameter(last, "makes " + std::to_string(total) + " enhancers on the " + item +
                                                    "; it holds " + std::to_string(kEnhancerSocketsPerItem) +
                                                    " in all"));
}

std::optional<PlacedItem> place_optional(LoadoutReader& reader, const ToolArgs& args, const std::string& name,
                                         const std::string& category, const std::string& slot,
                                         const std::optional<std::string>& type = std::nullopt) {
  const auto typed = args.scalars.optional_text(name);
  return typed ? reader.place(*typed, category, name, slot, type) : std::nullopt;
}

// A ring for one hand; one that fits only the other hand is left out (the note says so).
std::optional<PlacedItem> place_ring(LoadoutReader& reader, const ToolArgs& args, const std::string& name,
                                     const std::string& hand, std::vector<std::string>& notes) {
  auto ring = place_optional(reader, args, name, "clothes", name, std::string("Ring"));
  if (!ring) return ring;
  const auto fits = reader.ring_hand(*ring);
  if (fits && *fits != hand) {
    notes.push_back(ring->name + " is worn on the " + *fits + ", not the " + hand + ": left out of " + name + ".");
    return std::nullopt;
  }
  return ring;
}

void add_grants(std::vector<EffectGrant>& grants, std::vector<EffectGrant> more) {
  grants.insert(grants.end(), more.begin(), more.end());
}

void read_weapon_parts(LoadoutReader& reader, const ToolArgs& args, const PlacedItem& weapon, Loadout& loadout,
                       std::vector<EffectGrant>& grants) {
  loadout.setup.weapon = reader.weapon(weapon);
  loadout.decaying_parts.push_back({reader.wear(weapon), DecayingPart::Share::Weapon, std::nullopt});
  add_grants(grants, reader.effects(weapon, "Equip", EffectSourceKind::Item));
  if (auto amp =
          place_optional(reader, args, "amplifier", "weapon-attachments", "amplifier", std::string("Amplifier"))) {
    loadout.amplifier_name = amp->name;
    loadout.setup.amplifier = reader.amplifier(*amp);
    loadout.decaying_parts.push_back({reader.wear(*amp), DecayingPart::Share::Own, loadout.setup.amplifier->decay_pec});
    add_grants(grants, reader.effects(*amp, "Equip", EffectSourceKind::Item));
  }
  for (const auto& [name, type] : {std::pair{"scope", "Scope"}, std::pair{"sight", "Sight"}}) {
    auto part = place_optional(reader, args, name, "weapon-attachments", name, std::string(type));
    if (!part) continue;
    loadout.setup.sights.push_back(reader.sight(*part));
    loadout.decaying_parts.push_back(
        {reader.wear(*part), DecayingPart::Share::Own, loadout.setup.sights.back().decay_pec});
    add_grants(grants, reader.effects(*part, "Equip", EffectSourceKind::Item));
  }
  if (auto absorber =
          place_optional(reader, args, "absorber", "weapon-attachments", "absorber", std::string("Absorber"))) {
    loadout.absorption = reader.absorption(*absorber);
    loadout.decaying_parts.push_back({reader.wear(*absorber), DecayingPart::Share::Absorber, std::nullopt});
    add_grants(grants, reader.effects(*absorber, "Equip", EffectSourceKind::Item));
  }
  WeaponEnhancers& e = loadout.setup.enhancers;
  e.damage = static_cast<int>(args.scalars.integer("damageEnhancers"));
  e.economy = static_cast<int>(args.scalars.integer("economyEnhancers"));
  e.accuracy = static_cast<int>(args.scalars.integer("accuracyEnhancers"));
  e.range = static_cast<int>(args.scalars.integer("rangeEnhancers"));
  e.skill = static_cast<int>(args.scalars.integer("skillEnhancers"));
  loadout.setup.skill = {args.scalars.optional_number("hitLevel"), args.scalars.optional_number("damageLevel")};
}

// Armour: a set covers every slot and gives its set effects; parts cover their slots (and give the set's effects
// when all seven of one set are worn); a plate covers what the armour covers.
void read_armor(LoadoutReader& reader, const ToolArgs& args, Loadout& loadout, std::vector<EffectGrant>& grants) {
  const auto set = place_optional(reader, args, "armor", "armors", "armour set");
  std::vector<PlacedItem> parts;
  for (const std::string& typed : args.texts("armorParts"))
    if (auto part = reader.place_armor_part(typed)) parts.push_back(*part);
  const auto plate = place_optional(reader, args, "plating", "armor-platings", "armour plating");
  loadout.armored = set || !parts.empty();
  loadout.plated = loadout.armored && plate.has_value();
  if (!loadout.armored && plate) reader.blank(plate->name, "armour to carry it (left out)");
  loadout.armor = reader.armor_slots(set, parts, loadout.plated ? plate : std::nullopt,
                                     static_cast<int>(args.scalars.integer("armorDefenseEnhancers")),
                                     static_cast<int>(args.scalars.integer("armorDurabilityEnhancers")));
  if (set) add_grants(grants, reader.effects(*set, "Set", EffectSourceKind::Item));
  if (!set && parts.size() == kArmorSlots) {
    const auto first_set = reader.set_of_part(parts.front());
    bool one_set = first_set.has_value();
    for (const PlacedItem& part : parts) one_set = one_set && reader.set_of_part(part) == first_set;
    if (one_set)
      add_grants(grants, reader.effects(PlacedItem{"armors", *first_set, parts.front().name, std::nullopt}, "Set",
                                        EffectSourceKind::Item));
  }
  if (loadout.plated) add_grants(grants, reader.effects(*plate, "Equip", EffectSourceKind::Item));
}

}  // namespace

std::vector<ToolArg> hunting_setup_args() {
  std::vector<ToolArg> args = {one(ParamSpec::text("weapon", "the weapon, by name (a close spelling is enough)"), true),
                               one(ParamSpec::text("amplifier", "a weapon amplifier")),
                               one(ParamSpec::text("scope", "a scope")), one(ParamSpec::text("sight", "a sight")),
                               one(ParamSpec::text("absorber", "an absorber (takes a share of the weapon's decay)"))};
  for (const auto& [name, what] : {std::pair{"damageEnhancers", "weapon damage enhancers"},
                                   std::pair{"economyEnhancers", "weapon economy enhancers"},
                                   std::pair{"accuracyEnhancers", "weapon accuracy enhancers"},
                                   std::pair{"rangeEnhancers", "weapon range enhancers"},
                                   std::pair{"skillEnhancers", "weapon skill modification enhancers"}})
    args.push_back(enhancer_arg(name, what));
  ParamSpec hit =
      ParamSpec::number("hitLevel", "the hunter's level in the weapon's hit profession (default: fully skilled)");
  ParamSpec damage =
      ParamSpec::number("damageLevel", "the hunter's level in the weapon's damage profession (default: fully skilled)");
  hit.min = damage.min = 0;
  hit.max = damage.max = 200;
  args.push_back(one(hit));
  args.push_back(one(damage));
  args.push_back(one(ParamSpec::text("armor", "an armour set, all seven pieces worn")));
  args.push_back(list_of_names(ParamSpec::text("armorParts", "armour parts worn instead of a whole set")));
  args.push_back(one(ParamSpec::text("plating", "an armour plating on every piece worn")));
  args.push_back(enhancer_arg("armorDefenseEnhancers", "armour defense enhancers"));
  args.push_back(enhancer_arg("armorDurabilityEnhancers", "armour durability enhancers"));
  args.push_back(one(ParamSpec::text("leftRing", "a ring worn on the left hand")));
  args.push_back(one(ParamSpec::text("rightRing", "a ring worn on the right hand")));
  args.push_back(list_of_names(ParamSpec::text("clothes", "clothes worn for their effects")));
  args.push_back(one(ParamSpec::text("pet", "the active pet")));
  args.push_back(list_of_names(ParamSpec::text("consumables", "stimulants, food or pills in effect")));
  args.push_back(one(ParamSpec::text("healingTool", "the healing tool used")));
  args.push_back(enhancer_arg("healEnhancers", "medical tool heal enhancers"));
  args.push_back(enhancer_arg("healEconomyEnhancers", "medical tool economy enhancers"));
  args.push_back(list_of(ParamSpec::text(
      "creatures",
      "creatures to kill: a species (every maturity, e.g. Atrox) or one maturity (Atrox Old); at most 10")));
  return args;
}

Loadout read_loadout(LoadoutReader& reader, const ToolArgs& args, std::vector<std::string>& notes) {
  require_enhancer_room(args, kWeaponEnhancers, "weapon");
  require_enhancer_room(args, kArmorEnhancers, "armour");
  require_enhancer_room(args, kHealEnhancers, "healing tool");
  const std::vector<std::string> creatures = args.texts("creatures");
  if (creatures.size() > kCreaturesAtMost)
    throw ApiError(Problem::bad_parameter("creatures", "names " + std::to_string(creatures.size()) +
                                                           " creatures; at most " + std::to_string(kCreaturesAtMost)));

  const auto weapon = reader.place(args.scalars.text("weapon"), "weapons", "weapon", "weapon");  // no type: placed
  Loadout loadout;
  loadout.weapon_name = weapon->name;
  std::vector<EffectGrant> grants;
  read_weapon_parts(reader, args, *weapon, loadout, grants);
  read_armor(reader, args, loadout, grants);
  for (const auto& [name, hand] : {std::pair{"leftRing", "Left Hand"}, std::pair{"rightRing", "Right Hand"}})
    if (auto ring = place_ring(reader, args, name, hand, notes))
      add_grants(grants, reader.effects(*ring, "Equip", EffectSourceKind::Item));
  for (const std::string& typed : args.texts("clothes"))
    if (auto item = reader.place(typed, "clothes", "clothes", "clothes"))
      add_grants(grants, reader.effects(*item, "Equip", EffectSourceKind::Item));
  if (auto pet = place_optional(reader, args, "pet", "pets", "pet"))
    add_grants(grants, reader.effects(*pet, "Equip", EffectSourceKind::Item));
  for (const std::string& typed : args.texts("consumables"))
    if (auto item = reader.place(typed, "consumables", "consumables", "consumable"))
      add_grants(grants, reader.effects(*item, "Use", EffectSourceKind::Action));
  if (auto tool = place_optional(reader, args, "healingTool", "healing-tools", "healing tool")) {
    loadout.healing_tool = reader.healing_tool(*tool);
    loadout.heal_enhancers = static_cast<int>(args.scalars.integer("healEnhancers"));
    loadout.heal_economy_enhancers = static_cast<int>(args.scalars.integer("healEconomyEnhancers"));
    add_grants(grants, reader.effects(*tool, "Equip", EffectSourceKind::Item));
  }

  loadout.effects = stack_effects(grants, [&](const std::string& effect) { return reader.caps(effect); });
  OffensiveBuffs& buffs = loadout.setup.buffs;
  buffs.critical_chance_added = stacked_value(loadout.effects, "Critical Chance Added");
  buffs.critical_damage_added = stacked_value(loadout.effects, "Critical Damage Added");
  buffs.damage_done_increased = stacked_value(loadout.effects, "Damage Done Increased");
  buffs.reload_speed_increased = stacked_value(loadout.effects, "Reload Speed Increased");

  for (const std::string& typed : creatures)
    for (CreatureMaturity& m : reader.creature_maturities(typed)) loadout.targets.push_back(std::move(m));
  return loadout;
}

}  // namespace snap
