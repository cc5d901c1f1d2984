// kill_estimate.cc: the closed form of kill_estimate.h. A shot's damage Y is 0 on a miss, a uniform draw
// from [min, max] on a normal hit, and that plus factor x max on a crit, less the creature's defense (never
// below 0). With m = E[Y] and r the HP regenerated per reload, shots = max(1/hit, HP / (m - r) + E[Y^2] / 2m^2)
// and time = (shots - 1) x reload. Where the defense is below the smallest hit this is Nexus' m = eff - hit x
// defense exactly; above it, the clamp at 0 keeps a hit from healing the creature.
#include "core/domain/hunting/kill_estimate.h"

#include <algorithm>

namespace snap {
namespace {

struct Moments {
  double mean = 0, square = 0;  // E[Z], E[Z^2]
};

// Z = max(0, X - defense) for X uniform on [low, high].
Moments clamped_uniform(double low, double high, double defense) {
  if (high <= defense) return {};
  if (high - low < 1e-12) {
    const double z = high - defense;
    return {z, z * z};
  }
  const double from = std::max(low, defense) - defense, to = high - defense, width = high - low;
  return {(to * to - from * from) / (2 * width), (to * to * to - from * from * from) / (3 * width)};
}

}  // namespace

std::optional<KillEstimate> kill_estimate(const ShotModel& shot, const KillTarget& target) {
  const double normal_share = std::max(0.0, shot.hit_chance - shot.critical_chance);
  const double crit_extra = shot.critical_damage_factor * shot.max_damage;
  const Moments normal = clamped_uniform(shot.min_damage, shot.max_damage, target.defense);
  const Moments crit = clamped_uniform(shot.min_damage + crit_extra, shot.max_damage + crit_extra, target.defense);
  const double mean = normal_share * normal.mean + shot.critical_chance * crit.mean;
  const double square = normal_share * normal.square + shot.critical_chance * crit.square;
  const double regenerated = shot.reload_seconds * target.regeneration_per_second;
  if (mean - regenerated <= 0 || shot.hit_chance <= 0) return std::nullopt;
  KillEstimate k;
  k.damage_per_shot = mean;
  k.shots = std::max(1 / shot.hit_chance, target.hp / (mean - regenerated) + square / (2 * mean * mean));
  k.seconds = (k.shots - 1) * shot.reload_seconds;
  k.cost_pec = k.shots * shot.cost_per_shot_pec;
  return k;
}

}  // namespace snap
