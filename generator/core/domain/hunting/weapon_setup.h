// weapon_setup.h: the figures of a weapon with its amplifier, scopes and sights, absorber, enhancers, buffs and
// the hunter's skill: damage interval, hit and critical chance, effective damage, reload, DPS, DPP, cost per
// shot and per hour, range and efficiency. Pure arithmetic, no database: the tools and the wiki call it.
// Formulas and their sources: shared/domain/weapons-and-hunting.md sections 2-7 (the Entropia Nexus loadout
// calculator [H1], Entropedia [H4], EntropiaWiki [H5][H7], the amp-cap threads [H8]), written up for users in
// templates/docs/hunting-calculator.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/domain/hunting/damage_types.h"

namespace snap {

// A profession level as the hunter has it; nullopt is "fully skilled" (the top of a SIB weapon's interval, or
// level 100 for a weapon without one).
struct SkillLevels {
  std::optional<double> hit, damage;
};

struct WeaponPart {
  DamageByType damage;
  bool damage_known = false;  // the wiki records the weapon's damage (a blank total leaves damage figures blank)
  std::optional<double> attacks_per_minute, range, decay_pec, ammo_burn, efficiency;
  bool sib = false;
  std::optional<double> sib_start, sib_end;  // the learning interval of profession levels
  bool melee = false;                        // melee range is fixed apart from range enhancers
};

struct AmplifierPart {
  DamageByType damage;
  bool damage_known = false;
  std::optional<double> decay_pec, ammo_burn, efficiency;
};

// A scope or sight: a flat decay per shot. Its skill modification and skill bonus are shown by the wiki but, as
// in the Nexus calculator [H1], not counted as profession levels (no public source says how they apply).
struct SightPart {
  std::optional<double> decay_pec, efficiency;
};

// Enhancers socketed in the weapon, by type (at most 10 in all).
struct WeaponEnhancers {
  int damage = 0, economy = 0, accuracy = 0, range = 0, skill = 0;
  int total() const { return damage + economy + accuracy + range + skill; }
};

// The offensive effects after stacking (effect_stacking.h), in percent.
struct OffensiveBuffs {
  double critical_chance_added = 0, critical_damage_added = 0, damage_done_increased = 0, reload_speed_increased = 0;
};

struct WeaponSetup {
  WeaponPart weapon;
  std::optional<AmplifierPart> amplifier;
  std::vector<SightPart> sights;  // scope and sight
  WeaponEnhancers enhancers;
  OffensiveBuffs buffs;
  SkillLevels skill;
};

// Each figure is present only when every input it needs is known (blank stays blank).
struct WeaponFigures {
  std::optional<double> amp_cap, amp_damage_used, amp_damage_wasted;  // amp damage against the cap
  std::optional<double> total_damage;            // weapon (enhanced) + amp used, times Damage Done Increased
  DamageByType damage_by_type;                   // total_damage per type
  std::optional<double> min_damage, max_damage;  // the damage interval at the hunter's skill
  double hit_chance = 0, critical_chance = 0, critical_damage_factor = 1;  // fractions; a crit adds factor x max
  std::optional<double> effective_damage;                                  // per shot fired, misses and crits included
  std::optional<double> damage_per_hit;                                    // per shot that hits
  std::optional<double> reload_seconds, attacks_per_minute, dps;
  std::optional<double> weapon_decay_pec, weapon_ammo_burn;       // the weapon's own, with enhancers
  std::optional<double> decay_pec, ammo_burn, cost_per_shot_pec;  // every part of the setup
  std::optional<double> dpp, efficiency, cost_per_hour_ped, range;
};

WeaponFigures weapon_figures(const WeaponSetup& setup);

// The effective-damage rule for any damage interval: avg x (hit - crit) + (avg + factor x max) x crit.
double effective_damage(double min_damage, double max_damage, double hit_chance, double critical_chance,
                        double critical_damage_factor);

// Uses until an item's TT value falls to its minimum: (max TT - min TT) in PEC / decay per use in PEC.
std::optional<double> uses_until_limit(std::optional<double> tt_ped, std::optional<double> min_tt_ped,
                                       std::optional<double> decay_pec_per_use);

// The community efficiency rule [H19]: with x = max damage / cost per shot (PEC), (x - 2)(23x - 42)/2, 0..100.
double efficiency_from_damage_per_pec(double max_damage_per_pec);

}  // namespace snap
