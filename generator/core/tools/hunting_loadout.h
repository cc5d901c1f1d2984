// hunting_loadout.h: calculate_hunting_setup's arguments turned into a loadout: every named item placed and
// read (loadout_items.h), the enhancer counts checked, the effects of every worn and consumed item stacked, and the
// creatures' maturities listed. The arithmetic itself is core/domain/hunting/.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tools/loadout_items.h"
#include "core/tools/tool.h"

namespace snap {

// A part of the weapon that decays per shot, for its uses until its TT value is spent. What it decays by:
// Weapon, the weapon's own decay less the absorber's part; Absorber, that part; Own, its own decay per shot.
struct DecayingPart {
  ItemWear wear;
  enum class Share { Weapon, Absorber, Own } share = Share::Own;
  std::optional<double> own_decay_pec;
};

struct Loadout {
  std::string weapon_name;
  std::optional<std::string> amplifier_name;
  WeaponSetup setup;
  std::optional<double> absorption;  // percent of the weapon's decay the absorber takes
  std::vector<DecayingPart> decaying_parts;
  bool armored = false, plated = false;
  std::array<SlotProtection, kArmorSlots> armor{};
  std::optional<HealingTool> healing_tool;
  int heal_enhancers = 0, heal_economy_enhancers = 0;
  std::vector<StackedEffect> effects;
  std::vector<CreatureMaturity> targets;  // every maturity of the creatures named and placed
};

// Throws ApiError 404 for a name nothing is close to (LoadoutReader::place) and 400 for enhancer counts above what
// an item holds and for too many creatures.
Loadout read_loadout(LoadoutReader& reader, const ToolArgs& args, std::vector<std::string>& notes);

// The tool's arguments, declared once for the registry.
std::vector<ToolArg> hunting_setup_args();

}  // namespace snap
