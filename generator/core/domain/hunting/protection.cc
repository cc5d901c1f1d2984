// protection.cc: the arithmetic of protection.h. Per damage type, X is uniform on [max/2, max]; the plate
// takes min(X, plate), the armour min(X - plate taken, armour), the rest gets through.
#include "core/domain/hunting/protection.h"

#include <algorithm>

#include "core/domain/hunting/enhancers.h"

namespace snap {
namespace {

constexpr double kDecayPerAbsorbedHp = 0.05;  // PEC per HP absorbed, before durability [H21]
constexpr double kDurabilityScale = 100000;

// E[min(max(X - shift, 0), cap)] for X uniform on [low, high]: the mean of what a layer absorbs when `shift`
// was taken by the layers before it.
double mean_absorbed(double low, double high, double shift, double cap) {
  if (cap <= 0 || high <= shift) return 0;
  const auto integral = [&](double x) {  // antiderivative of min(max(x - shift, 0), cap)
    if (x <= shift) return 0.0;
    if (x <= shift + cap) return (x - shift) * (x - shift) / 2;
    return cap * cap / 2 + cap * (x - shift - cap);
  };
  if (high - low < 1e-12) return std::clamp(high - shift, 0.0, cap);
  return (integral(high) - integral(low)) / (high - low);
}

}  // namespace

double absorption_decay_pec(double absorbed, double durability) {
  return absorbed * kDecayPerAbsorbedHp * (1 - durability / kDurabilityScale);
}

ProtectionFigures protection_figures(const std::array<SlotProtection, kArmorSlots>& slots,
                                     const CreatureAttack& attack) {
  ProtectionFigures f;
  for (const SlotProtection& slot : slots) {
    for (size_t t = 0; t < kDamageTypeNames.size(); ++t) {
      const double high = attack.max_damage.amount[t], low = high / 2;
      if (high <= 0) continue;
      const double mean = (low + high) / 2;
      const double plate = slot.covered ? mean_absorbed(low, high, 0, slot.plate_defense.amount[t]) : 0;
      const double armor =
          slot.covered ? mean_absorbed(low, high, slot.plate_defense.amount[t], slot.armor_defense.amount[t]) : 0;
      f.damage_per_attack += mean / kArmorSlots;
      f.absorbed_by_plating += plate / kArmorSlots;
      f.absorbed_by_armor += armor / kArmorSlots;
      f.damage_taken += (mean - plate - armor) / kArmorSlots;
      f.plating_decay_pec += absorption_decay_pec(plate, slot.plate_durability) / kArmorSlots;
      f.armor_decay_pec += absorption_decay_pec(armor, slot.armor_durability) / kArmorSlots;
    }
  }
  return f;
}

HealingFigures healing_figures(const HealingTool& tool, int heal_enhancers, int economy_enhancers,
                               double healing_increased) {
  HealingFigures f;
  if (tool.heal_min && tool.heal_max)
    f.heal_per_use =
        (*tool.heal_min + *tool.heal_max) / 2 * (1 + heal_enhancers * kHealPerEnhancer) * (1 + healing_increased / 100);
  if (tool.decay_pec)
    f.decay_pec = *tool.decay_pec * (1 + heal_enhancers * kHealPerEnhancer) *
                  std::max(0.0, 1 - economy_enhancers * kEconomyPerEnhancer);
  if (f.heal_per_use && f.decay_pec && *f.decay_pec > 0) f.hp_per_pec = *f.heal_per_use / *f.decay_pec;
  if (f.heal_per_use && tool.uses_per_minute) f.hps = *f.heal_per_use * *tool.uses_per_minute / 60;
  if (f.decay_pec && tool.uses_per_minute) f.cost_per_hour_ped = *f.decay_pec * *tool.uses_per_minute * 60 / 100;
  return f;
}

}  // namespace snap
