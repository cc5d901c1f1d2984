// kill_estimate.h: shots, time and cost to kill one creature, by the closed form of the Entropia Nexus
// calculator's kill statistics (shared/domain/weapons-and-hunting.md section 12, [H1] mobKillStats): mean
// damage per trigger against the creature's defense, its regeneration between shots, and a renewal-theory
// correction for the overkill of the last shot. Pure arithmetic.
#pragma once

#include <optional>

namespace snap {

struct ShotModel {
  double min_damage = 0, max_damage = 0;                                   // the damage interval of a normal hit
  double hit_chance = 0, critical_chance = 0, critical_damage_factor = 1;  // a crit adds factor x max
  double reload_seconds = 0;
  double cost_per_shot_pec = 0;
};

struct KillTarget {
  double hp = 0;
  double regeneration_per_second = 0;
  double defense = 0;  // subtracted from every hit: the creature's defense against the types the weapon deals
};

struct KillEstimate {
  double shots = 0;
  double seconds = 0;
  double cost_pec = 0;
  double damage_per_shot = 0;  // mean damage that gets through, per shot fired
};

// nullopt when the shots cannot outpace the creature's regeneration (it cannot be killed this way).
std::optional<KillEstimate> kill_estimate(const ShotModel& shot, const KillTarget& target);

}  // namespace snap
