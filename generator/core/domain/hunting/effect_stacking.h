// effect_stacking.h: how the buffs of several sources add up, as shared/domain/weapons-and-hunting.md section 8
// gathers it from the Entropia Nexus loadout calculator [H1]. Equipment ("item" sources: rings, clothes, pets,
// attachments, armour set bonuses) and consumables ("action" sources) are summed apart, each sum capped by the
// effect's item or action cap, then their sum by its total cap. Of consumables only the strongest positive and the
// strongest negative grant of an effect count (one stimulant of a kind at a time). A source's negative values
// cancel positives of the same effect (the caller names both under one effect with a signed value). Caps are data
// (the wiki's effect.limit_* columns); an unknown cap does not cap.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace snap {

enum class EffectSourceKind { Item, Action };

struct EffectGrant {
  std::string effect;  // the effect's name ("Critical Chance Added")
  double value = 0;    // signed: a "Decreased" counterpart is given as a negative value of its "Increased" effect
  EffectSourceKind kind = EffectSourceKind::Item;
};

struct EffectCaps {
  std::optional<double> item, action, total;
};

struct StackedEffect {
  std::string effect;
  double value = 0;     // after the caps
  double uncapped = 0;  // the sum before caps (of consumables, the strongest grants only)
  bool capped = false;  // value < uncapped because a cap applied
};

// One entry per effect named in `grants`, in the order first named. `caps_of` gives an effect's caps.
std::vector<StackedEffect> stack_effects(const std::vector<EffectGrant>& grants,
                                         const std::function<EffectCaps(const std::string&)>& caps_of);

// The stacked value of `effect`, 0 when no grant names it.
double stacked_value(const std::vector<StackedEffect>& effects, const std::string& effect);

}  // namespace snap
