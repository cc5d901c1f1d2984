// enhancers.h: what one enhancer does, for every kind the calculator knows, in one place
// (shared/domain/weapons-and-hunting.md section 5, the Entropia Nexus loadout calculator [H1] and entropia-calc.com
// readings). Each is linear in the number socketed: n enhancers give n times the share.
#pragma once

namespace snap {

constexpr int kEnhancerSocketsPerItem = 10;  // one socket per tier, T1-T10, whatever the kinds

constexpr double kDamagePerEnhancer = 0.10;      // weapon damage, decay and ammo (the amplifier untouched)
constexpr double kEconomyPerEnhancer = 0.01111;  // off weapon or medical tool decay (and weapon ammo); item text: 1 %
constexpr double kAccuracyPerEnhancer = 0.002;   // critical chance
constexpr double kRangePerEnhancer = 0.05;       // range
constexpr double kLevelsPerSkillEnhancer = 0.5;  // profession levels, hit and damage alike
constexpr double kArmorPerEnhancer = 0.05;       // armour defense (Armor Defense) or durability (Armor Durability)
constexpr double kHealPerEnhancer = 0.10;        // medical tool heal and decay

}  // namespace snap
