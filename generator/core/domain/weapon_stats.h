// weapon_stats.h: a bare weapon's derived figures at full skill (the wiki's dps, dpp and efficiency), by the
// hunting calculator's arithmetic (hunting/weapon_setup.h; shared/domain/weapons-and-hunting.md sections 1, 2
// and 7: Entropia Nexus loadout calculator, Entropedia, EntropiaWiki, PlanetCalypsoForum efficiency thread).
#pragma once

#include <optional>
#include <string>

namespace snap {

struct WeaponInputs {
  std::optional<double> max_damage;          // total of the per-type damage
  std::optional<double> attacks_per_minute;
  std::optional<double> decay_pec;           // per shot
  std::optional<double> ammo_burn;           // units per shot, 1 unit = 0.01 PEC
};

struct WeaponStats {
  std::optional<double> cost_per_shot_pec;  // decay + ammo / 100
  std::optional<double> effective_damage;   // 0.695 x max (88 % normal hits at 75 % of max, 2 % crits at 1.75 x max)
  std::optional<double> dps;                // effective damage x attacks / 60
  std::optional<double> dpp;                // effective damage / cost per shot (PEC)
  std::optional<double> efficiency;         // (x - 2)(23x - 42)/2 with x = max damage / cost, clamped to 0..100
  std::optional<double> cost_per_hour_ped;  // cost per shot x attacks x 60 / 100
};

// Each figure is present only when every input it needs is known (blank stays blank).
WeaponStats weapon_stats(const WeaponInputs& in);

// Rounds to `decimals` places, half away from zero (how the wiki shows figures).
double round_to(double value, int decimals);

// The figure as a note writes it: rounded to `decimals` places, without trailing zeros ("18.5", "4").
std::string figure_text(double value, int decimals = 2);

}  // namespace snap
