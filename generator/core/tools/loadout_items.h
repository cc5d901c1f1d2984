// loadout_items.h: the items of a hunting loadout read from the wiki into the hunting arithmetic's inputs
// (core/domain/hunting/). Each named item is placed by the tools' tolerant resolution (name_resolution.h) within
// its category and kind; its stats are read with the blank ones recorded for the note; and the effects it grants
// are read as signed grants for effect_stacking.h. Used by calculate_hunting_setup and find_ring_combo.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/domain/hunting/effect_stacking.h"
#include "core/domain/hunting/protection.h"
#include "core/domain/hunting/weapon_setup.h"

namespace snap {

struct PlacedItem {
  std::string category;  // wiki path: "weapons", "weapon-attachments", "clothes", ...
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> type;  // the item's type column where it has one ("Amplifier", "Ring", ...)
};

// What wears an item down: its TT value above its limit, and whether it can be repaired.
struct ItemWear {
  std::string name;
  std::optional<double> tt, min_tt;
  bool limited = false;
};

// One maturity of a creature as the kill and protection arithmetic need it.
struct CreatureMaturity {
  std::string creature, maturity;
  std::optional<double> hp, regeneration, attacks_per_minute;
  DamageByType damage, defense;
  bool damage_known = false, defense_known = false;
};

class LoadoutReader {
 public:
  LoadoutReader(Database& db, std::vector<std::string>& notes) : db_(db), notes_(notes) {}

  // The item named `typed` in wiki category `category`; when `type` is given the item must be of that type (its
  // type column), else it is left out and the note says why. `slot` names the loadout slot in the note
  // ("amplifier"). A name no item is close to is a 404 naming `argument` (Problem::unresolved).
  std::optional<PlacedItem> place(const std::string& typed, const std::string& category, const std::string& argument,
                                  const std::string& slot, const std::optional<std::string>& type = std::nullopt);

  WeaponPart weapon(const PlacedItem& item);
  AmplifierPart amplifier(const PlacedItem& item);
  SightPart sight(const PlacedItem& item);
  std::optional<double> absorption(const PlacedItem& item);  // percent of the weapon's decay
  HealingTool healing_tool(const PlacedItem& item);
  ItemWear wear(const PlacedItem& item);
  std::optional<std::string> ring_hand(const PlacedItem& ring);  // "Left Hand", "Right Hand", or blank

  // An armour set or parts with a plate, as seven slots; enhancers add 5 % defense or durability each.
  std::array<SlotProtection, kArmorSlots> armor_slots(const std::optional<PlacedItem>& set,
                                                      const std::vector<PlacedItem>& parts,
                                                      const std::optional<PlacedItem>& plate, int defense_enhancers,
                                                      int durability_enhancers);
  // The armour part named `typed` (parts are not in the search index: a name in any case, else the shortest
  // name that starts with it); a 404 naming armorParts when none does.
  std::optional<PlacedItem> place_armor_part(const std::string& typed);
  std::optional<std::int64_t> set_of_part(const PlacedItem& part);

  // The maturities of a creature as people name it ("Atrox" is every maturity, "atrox yung" one); a 404 naming
  // creatures when no wiki creature is close.
  std::vector<CreatureMaturity> creature_maturities(const std::string& typed);

  // The effects an item grants with `trigger` (Equip, Use, Set), a "Decreased"/"Reduced" effect folded into its
  // "Increased"/"Added" counterpart as a negative value where the wiki has that counterpart.
  std::vector<EffectGrant> effects(const PlacedItem& item, const std::string& trigger, EffectSourceKind kind);
  EffectCaps caps(const std::string& effect);  // read once per effect and kept for the reader's life

  // Records that `item` has no recorded `stat`; blanks_note() lists them ("" when none).
  void blank(const std::string& item, const std::string& stat);
  std::string blanks_note() const;

 private:
  Database& db_;
  std::vector<std::string>& notes_;
  std::vector<std::pair<std::string, std::vector<std::string>>> blanks_;  // item -> its blank stats, in order
  std::map<std::string, EffectCaps> caps_;
};

}  // namespace snap
