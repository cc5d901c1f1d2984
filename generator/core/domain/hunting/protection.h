// protection.h: what a creature's attacks cost the hunter: damage absorbed by plating and armour, their decay
// (since VU 15.15 each decays for what it absorbed: absorbed x 0.05 x (1 - durability / 100000) PEC
// [H21][H22]), the damage that gets through, and the healing tool's figures that pay it back (section 10).
// Shares: shared/domain/weapons-and-hunting.md sections 9 and 10. Assumptions, stated in the tool's note: a
// creature rolls each attack's damage uniformly between 50 % and 100 % of its max per type [H1], every attack
// lands, a hit falls on one of the seven armour slots with equal chance, and plating absorbs before armour.
#pragma once

#include <array>
#include <optional>

#include "core/domain/hunting/damage_types.h"

namespace snap {

constexpr int kArmorSlots = 7;  // Head, Torso, Arms, Hands, Legs, Shins, Feet

// What protects one slot: the armour piece's and the plate's defense per type, each with its durability.
struct SlotProtection {
  bool covered = false;
  DamageByType armor_defense, plate_defense;
  double armor_durability = 0, plate_durability = 0;
};

struct CreatureAttack {
  DamageByType max_damage;  // per type, per attack
  double attacks_per_minute = 0;
};

struct ProtectionFigures {
  double damage_per_attack = 0;                           // before protection (mean)
  double absorbed_by_armor = 0, absorbed_by_plating = 0;  // per attack (mean)
  double damage_taken = 0;                                // per attack (mean), what healing has to pay back
  double armor_decay_pec = 0, plating_decay_pec = 0;      // per attack
  double per_hour(double per_attack, const CreatureAttack& attack) const {
    return per_attack * attack.attacks_per_minute * 60;
  }
};

ProtectionFigures protection_figures(const std::array<SlotProtection, kArmorSlots>& slots,
                                     const CreatureAttack& attack);

// Decay of armour or plating absorbing `absorbed` HP (PEC).
double absorption_decay_pec(double absorbed, double durability);

struct HealingTool {
  std::optional<double> heal_min, heal_max, decay_pec, uses_per_minute;
};

struct HealingFigures {
  std::optional<double> heal_per_use, decay_pec, hp_per_pec, hps, cost_per_hour_ped;  // cost at continuous use
};

// Heal enhancers add 10 % heal and 10 % decay each, economy enhancers take 1.111 % off decay, and Healing
// Increased (percent) multiplies the heal (sections 5, 8 and 10, Nexus [H1]).
HealingFigures healing_figures(const HealingTool& tool, int heal_enhancers, int economy_enhancers,
                               double healing_increased);

}  // namespace snap
