// weapon_stats.cc: a bare weapon at full skill through the hunting calculator's own arithmetic
// (hunting/weapon_setup.h), so the wiki's computed figures and the calculator's always agree.
#include "core/domain/weapon_stats.h"

#include <cmath>

#include "core/domain/hunting/weapon_setup.h"

namespace snap {

double round_to(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

std::string figure_text(double value, int decimals) {
  std::string text = std::to_string(round_to(value, decimals));
  text.erase(text.find_last_not_of('0') + 1);
  if (!text.empty() && text.back() == '.') text.pop_back();
  return text;
}

WeaponStats weapon_stats(const WeaponInputs& in) {
  WeaponSetup setup;
  if (in.max_damage) {
    setup.weapon.damage.amount[0] = *in.max_damage;  // only the total matters here
    setup.weapon.damage_known = true;
  }
  setup.weapon.attacks_per_minute = in.attacks_per_minute;
  setup.weapon.decay_pec = in.decay_pec;
  setup.weapon.ammo_burn = in.ammo_burn;
  const WeaponFigures f = weapon_figures(setup);
  WeaponStats out;
  out.cost_per_shot_pec = f.cost_per_shot_pec;
  out.effective_damage = f.effective_damage;
  out.dps = f.dps;
  out.dpp = f.dpp;
  out.cost_per_hour_ped = f.cost_per_hour_ped;
  if (in.max_damage && f.cost_per_shot_pec && *f.cost_per_shot_pec > 0)
    out.efficiency = efficiency_from_damage_per_pec(*in.max_damage / *f.cost_per_shot_pec);
  return out;
}

}  // namespace snap
