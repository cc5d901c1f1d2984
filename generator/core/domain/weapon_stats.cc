// weapon_stats.cc: the weapon formulas of weapons-and-hunting.md; see the header for the sources.
#include "core/domain/weapon_stats.h"

#include <algorithm>
#include <cmath>

namespace snap {
namespace {
constexpr double kEffectiveDamageFactor = 0.88 * 0.75 + 0.02 * 1.75;  // = 0.695, section 2
}

double round_to(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

WeaponStats weapon_stats(const WeaponInputs& in) {
  WeaponStats out;
  if (in.decay_pec && in.ammo_burn) out.cost_per_shot_pec = *in.decay_pec + *in.ammo_burn / 100.0;
  if (in.max_damage) out.effective_damage = *in.max_damage * kEffectiveDamageFactor;
  if (out.effective_damage && in.attacks_per_minute) out.dps = *out.effective_damage * *in.attacks_per_minute / 60.0;
  if (out.effective_damage && out.cost_per_shot_pec && *out.cost_per_shot_pec > 0) {
    out.dpp = *out.effective_damage / *out.cost_per_shot_pec;
    const double x = *in.max_damage / *out.cost_per_shot_pec;
    out.efficiency = x <= 2.0 ? 0.0 : std::clamp((x - 2.0) * (23.0 * x - 42.0) / 2.0, 0.0, 100.0);
  }
  if (out.cost_per_shot_pec && in.attacks_per_minute)
    out.cost_per_hour_ped = *out.cost_per_shot_pec * *in.attacks_per_minute * 60.0 / 100.0;
  return out;
}

}  // namespace snap
