// weapon_setup.cc: the arithmetic of weapon_setup.h. Section numbers refer to
// shared/domain/weapons-and-hunting.md, where each rule has its public source.
#include "core/domain/hunting/weapon_setup.h"

#include <algorithm>
#include <cmath>

#include "core/domain/hunting/enhancers.h"

namespace snap {
namespace {

// Section 4: a weapon uses at most half of its own (un-enhanced) max damage from an amplifier.
constexpr double kAmpCapShare = 0.5;

// Where the hunter stands: for a SIB weapon the progress through its interval (0..1) and whether the level is
// below the interval's start; for another weapon the level as a share of 100 (0..1).
struct SkillPosition {
  double progress = 1;
  bool below_start = false;
};

SkillPosition skill_position(const WeaponPart& w, std::optional<double> level, double added_levels) {
  if (!level) return {};
  const double l = *level + added_levels;
  if (w.sib && w.sib_start && w.sib_end && *w.sib_end > *w.sib_start)
    return {std::clamp((l - *w.sib_start) / (*w.sib_end - *w.sib_start), 0.0, 1.0), l < *w.sib_start};
  if (w.sib && w.sib_start) return {l >= *w.sib_start ? 1.0 : 0.0, l < *w.sib_start};
  return {std::clamp(l / 100.0, 0.0, 1.0), false};
}

// Section 3: the damage interval as shares of the total damage.
std::pair<double, double> damage_interval_shares(const WeaponPart& w, const SkillPosition& s) {
  if (w.sib) return {0.25 * (1 + s.progress), 0.5 * (1 + s.progress)};
  return {0.25 + 0.25 * s.progress, 1.0};
}

double hit_ability(const WeaponPart& w, const SkillPosition& s) {
  if (w.sib) return s.below_start ? 0.0 : 3 + 7 * s.progress;
  return 4 + 6 * s.progress;
}

double critical_ability(const WeaponPart& w, const SkillPosition& s) {
  if (w.sib) return std::sqrt(s.progress * 100);
  return std::min(10.0, std::sqrt(s.progress * 100));
}

// Section 3: reload; a SIB weapon reloads slower until the hunter is 25 % past the end of its interval.
double reload_factor(const WeaponPart& w, std::optional<double> level, double added_levels) {
  if (!w.sib || !level || !w.sib_start) return 1.0;
  const double l = *level + added_levels;
  if (l < *w.sib_start) return 1 / 0.45;
  const double span = w.sib_end && *w.sib_end > *w.sib_start ? (*w.sib_end - *w.sib_start) * 1.25 : 0.0;
  const double progress = span > 0 ? std::clamp((l - *w.sib_start) / span, 0.0, 1.0) : 1.0;
  return 1 / (0.8 + 0.2 * progress);
}

double range_factor(const WeaponPart& w, const SkillPosition& s) {
  if (w.melee) return 1.0;
  if (s.below_start) return 10.0 / 11.0;
  if (w.sib) return 0.935 + 0.065 * s.progress;
  return std::min(1.0, 0.945 + 0.055 * s.progress);
}

std::optional<double> sum_known(std::initializer_list<std::optional<double>> parts) {
  double sum = 0;
  for (const auto& p : parts) {
    if (!p) return std::nullopt;
    sum += *p;
  }
  return sum;
}

}  // namespace

double effective_damage(double min_damage, double max_damage, double hit_chance, double critical_chance,
                        double critical_damage_factor) {
  const double average = (min_damage + max_damage) / 2;
  return average * (hit_chance - critical_chance) + (average + critical_damage_factor * max_damage) * critical_chance;
}

std::optional<double> uses_until_limit(std::optional<double> tt_ped, std::optional<double> min_tt_ped,
                                       std::optional<double> decay_pec_per_use) {
  if (!tt_ped || !min_tt_ped || !decay_pec_per_use || *decay_pec_per_use <= 0) return std::nullopt;
  return std::max(0.0, (*tt_ped - *min_tt_ped) * 100 / *decay_pec_per_use);
}

double efficiency_from_damage_per_pec(double x) {
  return x <= 2.0 ? 0.0 : std::clamp((x - 2.0) * (23.0 * x - 42.0) / 2.0, 0.0, 100.0);
}

WeaponFigures weapon_figures(const WeaponSetup& setup) {
  const WeaponPart& w = setup.weapon;
  const WeaponEnhancers& e = setup.enhancers;
  WeaponFigures f;

  // Skill: skill modification enhancers add profession levels to both professions (sections 3 and 5).
  const double added_levels = e.skill * kLevelsPerSkillEnhancer;
  const SkillPosition hit_skill = skill_position(w, setup.skill.hit, added_levels);
  const SkillPosition damage_skill = skill_position(w, setup.skill.damage, added_levels);

  // Damage: the weapon's own with damage enhancers, the amplifier's up to the cap, then Damage Done Increased.
  if (w.damage_known) {
    const double weapon_damage = w.damage.total();
    DamageByType total = w.damage.scaled(1 + e.damage * kDamagePerEnhancer);
    if (setup.amplifier && setup.amplifier->damage_known) {
      const double amp = setup.amplifier->damage.total();
      f.amp_cap = weapon_damage * kAmpCapShare;
      f.amp_damage_used = std::min(amp, *f.amp_cap);
      f.amp_damage_wasted = amp - *f.amp_damage_used;
      if (amp > 0) total = total.plus(setup.amplifier->damage.scaled(*f.amp_damage_used / amp));
    }
    f.damage_by_type = total.scaled(1 + setup.buffs.damage_done_increased / 100);
    f.total_damage = f.damage_by_type.total();
    const auto [min_share, max_share] = damage_interval_shares(w, damage_skill);
    f.min_damage = *f.total_damage * min_share;
    f.max_damage = *f.total_damage * max_share;
  }

  // Hit and critical chance, and what a crit adds.
  f.hit_chance = 0.80 + hit_ability(w, hit_skill) / 100;
  f.critical_chance = std::max(0.01, 0.01 + critical_ability(w, hit_skill) / 1000 + e.accuracy * kAccuracyPerEnhancer +
                                         setup.buffs.critical_chance_added / 100);
  f.critical_chance = std::min(f.critical_chance, f.hit_chance);
  f.critical_damage_factor = 1 + setup.buffs.critical_damage_added / 100;
  if (f.min_damage && f.max_damage) {
    f.effective_damage =
        effective_damage(*f.min_damage, *f.max_damage, f.hit_chance, f.critical_chance, f.critical_damage_factor);
    f.damage_per_hit = *f.effective_damage / f.hit_chance;
  }

  // Time between shots.
  if (w.attacks_per_minute && *w.attacks_per_minute > 0) {
    f.reload_seconds = 60 / *w.attacks_per_minute * reload_factor(w, setup.skill.hit, added_levels) /
                       (1 + setup.buffs.reload_speed_increased / 100);
    f.attacks_per_minute = 60 / *f.reload_seconds;
    if (f.effective_damage) f.dps = *f.effective_damage / *f.reload_seconds;
  }

  // Cost: the weapon's decay and ammo scale with damage and economy enhancers; amp and sights add their own.
  const double weapon_cost_factor =
      (1 + e.damage * kDamagePerEnhancer) * std::max(0.0, 1 - e.economy * kEconomyPerEnhancer);
  if (w.decay_pec) f.weapon_decay_pec = *w.decay_pec * weapon_cost_factor;
  if (w.ammo_burn) f.weapon_ammo_burn = *w.ammo_burn * weapon_cost_factor;
  std::optional<double> decay = f.weapon_decay_pec, ammo = f.weapon_ammo_burn;
  if (setup.amplifier) {
    decay = sum_known({decay, setup.amplifier->decay_pec});
    ammo = sum_known({ammo, setup.amplifier->ammo_burn.value_or(0)});
  }
  for (const SightPart& s : setup.sights) decay = sum_known({decay, s.decay_pec});
  f.decay_pec = decay;
  f.ammo_burn = ammo;
  if (decay && ammo) f.cost_per_shot_pec = *decay + *ammo / 100;
  if (f.cost_per_shot_pec && *f.cost_per_shot_pec > 0 && f.effective_damage)
    f.dpp = *f.effective_damage / *f.cost_per_shot_pec;
  if (f.cost_per_shot_pec && f.attacks_per_minute)
    f.cost_per_hour_ped = *f.cost_per_shot_pec * *f.attacks_per_minute * 60 / 100;

  // Efficiency: the parts' ratings weighted by what each costs per shot (section 7, Nexus [H1]); a part without a
  // recorded rating is left out of the average (the tool's note names it).
  if (w.efficiency && f.weapon_decay_pec && f.weapon_ammo_burn) {
    double weight = *f.weapon_decay_pec + *f.weapon_ammo_burn / 100;
    double weighted = *w.efficiency * weight;
    const auto add_part = [&](std::optional<double> rating, double cost) {
      if (rating) weighted += *rating * cost, weight += cost;
    };
    if (setup.amplifier)
      add_part(setup.amplifier->efficiency,
               setup.amplifier->decay_pec.value_or(0) + setup.amplifier->ammo_burn.value_or(0) / 100);
    for (const SightPart& s : setup.sights) add_part(s.efficiency, s.decay_pec.value_or(0));
    if (weight > 0) f.efficiency = weighted / weight;
  }

  if (w.range) f.range = *w.range * range_factor(w, hit_skill) * (1 + e.range * kRangePerEnhancer);
  return f;
}

}  // namespace snap
