// hunting_arithmetic_test.cc: the hunting calculator's pure functions (core/domain/hunting/) against the worked
// examples of shared/domain/weapons-and-hunting.md, each from a public source: Entropedia's published DPS and
// DPP for the Sollomate Opalo [H4], the Entropia Nexus loadout calculator's amp cap, enhancer and kill
// arithmetic [H1], the EntropiaWiki armour decay rule [H21] and the Nexus medical tool data [H9].
#include <catch2/catch.hpp>

#include "core/domain/hunting/effect_stacking.h"
#include "core/domain/hunting/kill_estimate.h"
#include "core/domain/hunting/protection.h"
#include "core/domain/hunting/weapon_setup.h"
#include "core/domain/weapon_stats.h"

using namespace snap;

namespace {

DamageByType burn(double amount) {
  DamageByType d;
  d.amount[5] = amount;
  return d;
}

WeaponPart weapon(DamageByType damage, double attacks, double decay, double ammo) {
  WeaponPart w;
  w.damage = damage;
  w.damage_known = true;
  w.attacks_per_minute = attacks;
  w.decay_pec = decay;
  w.ammo_burn = ammo;
  return w;
}

// Reference weapons of section 2 (Entropedia export [H4], Nexus data [H9]).
WeaponPart opalo() { return weapon(burn(8), 44, 0.020, 200); }
WeaponPart korss() { return weapon(burn(37), 57, 0.92, 800); }

// Omegaton A104: Penetration 2 + Burn 12, decay 2.039 PEC, 100 ammo; A101: Penetration 3, 0.652 PEC [H9].
AmplifierPart a104() {
  AmplifierPart a;
  a.damage.amount[3] = 2;
  a.damage.amount[5] = 12;
  a.damage_known = true;
  a.decay_pec = 2.039;
  a.ammo_burn = 100;
  return a;
}
AmplifierPart a101() {
  AmplifierPart a;
  a.damage.amount[3] = 3;
  a.damage_known = true;
  a.decay_pec = 0.652;
  a.ammo_burn = 0;
  return a;
}

WeaponFigures figures_of(WeaponPart w, std::optional<AmplifierPart> amp = std::nullopt, WeaponEnhancers e = {}) {
  WeaponSetup setup;
  setup.weapon = w;
  setup.amplifier = amp;
  setup.enhancers = e;
  return weapon_figures(setup);
}

ShotModel shot_of(const WeaponFigures& f) {
  return {*f.min_damage,     *f.max_damage,       f.hit_chance, f.critical_chance, f.critical_damage_factor,
          *f.reload_seconds, *f.cost_per_shot_pec};
}

}  // namespace

TEST_CASE("rule: a fully skilled weapon's effective damage is 0.695 x max (section 2, Entropedia/Nexus)", "[hunting]") {
  const WeaponFigures f = figures_of(opalo());
  CHECK(f.hit_chance == Approx(0.90));
  CHECK(f.critical_chance == Approx(0.02));
  CHECK(*f.min_damage == Approx(4));
  CHECK(*f.effective_damage == Approx(5.56));
  CHECK(*f.cost_per_shot_pec == Approx(2.020));
  CHECK(*f.reload_seconds == Approx(60.0 / 44));
  CHECK(*f.dps == Approx(4.077).margin(0.001));  // Entropedia: 4.1
  CHECK(*f.dpp == Approx(2.752).margin(0.001));  // Entropedia: 2.752
  CHECK(*f.cost_per_hour_ped == Approx(53.33).margin(0.01));
  const WeaponFigures k = figures_of(korss());
  CHECK(*k.effective_damage == Approx(25.715));
  CHECK(*k.dps == Approx(24.43).margin(0.01));
  CHECK(*k.dpp == Approx(2.883).margin(0.001));
  CHECK(*k.cost_per_hour_ped == Approx(305.06).margin(0.01));
}

TEST_CASE("rule: the wiki's computed dps, dpp and efficiency are the calculator's bare weapon", "[hunting]") {
  const WeaponStats opalo_stats = weapon_stats({8, 44, 0.020, 200});
  CHECK(*opalo_stats.dps == Approx(*figures_of(opalo()).dps));
  CHECK(*opalo_stats.dpp == Approx(2.752).margin(0.001));
  CHECK(*opalo_stats.efficiency == Approx(48.1).margin(0.1));  // section 7 prediction [H19]
  CHECK(*weapon_stats({37, 57, 0.92, 800}).efficiency == Approx(57.4).margin(0.1));
  const WeaponStats blank = weapon_stats({12, std::nullopt, std::nullopt, std::nullopt});
  CHECK_FALSE(blank.dps.has_value());
  CHECK_FALSE(blank.dpp.has_value());
}

TEST_CASE("rule: an amplifier below the cap adds all its damage and cost (section 4, Nexus)", "[hunting]") {
  const WeaponFigures k = figures_of(korss(), a104());  // cap 18.5, the amp's 14 fits
  CHECK(*k.amp_cap == Approx(18.5));
  CHECK(*k.amp_damage_used == Approx(14));
  CHECK(*k.amp_damage_wasted == Approx(0));
  CHECK(*k.max_damage == Approx(51));
  CHECK(*k.cost_per_shot_pec == Approx(11.959));
  CHECK(*k.effective_damage == Approx(35.445));
  CHECK(*k.dpp == Approx(2.964).margin(0.001));
  CHECK(*k.dps == Approx(33.67).margin(0.01));
  const WeaponFigures o = figures_of(opalo(), a101());  // cap 4, the amp's 3 fits
  CHECK(*o.max_damage == Approx(11));
  CHECK(*o.cost_per_shot_pec == Approx(2.672));
  CHECK(*o.dpp == Approx(2.861).margin(0.001));
}

TEST_CASE("rule: an amplifier above the cap adds only the cap's damage but all its cost (section 4, Nexus)",
          "[hunting]") {
  const WeaponFigures o = figures_of(opalo(), a104());  // cap 4 of the amp's 14
  CHECK(*o.amp_cap == Approx(4));
  CHECK(*o.amp_damage_used == Approx(4));
  CHECK(*o.amp_damage_wasted == Approx(10));
  CHECK(*o.max_damage == Approx(12));
  CHECK(o.damage_by_type.amount[3] == Approx(2.0 * 4 / 14));  // each type scaled down to the cap
  CHECK(*o.cost_per_shot_pec == Approx(5.059));
  CHECK(*o.dpp == Approx(1.649).margin(0.001));
}

TEST_CASE("rule: damage enhancers raise the weapon's damage and cost alike, not the amp cap (section 5)", "[hunting]") {
  WeaponEnhancers five_damage;
  five_damage.damage = 5;
  const WeaponFigures k = figures_of(korss(), std::nullopt, five_damage);
  CHECK(*k.max_damage == Approx(55.5));
  CHECK(*k.weapon_decay_pec == Approx(1.38));
  CHECK(*k.weapon_ammo_burn == Approx(1200));
  CHECK(*k.cost_per_shot_pec == Approx(13.38));
  CHECK(*k.dpp == Approx(2.883).margin(0.001));
  CHECK(*figures_of(korss(), a104(), five_damage).amp_cap == Approx(18.5));
}

TEST_CASE("rule: economy, accuracy, range and skill enhancers (section 5, Nexus)", "[hunting]") {
  WeaponEnhancers e;
  e.economy = 10;
  WeaponPart k = korss();
  k.range = 35.2;
  const WeaponFigures economy = figures_of(k, std::nullopt, e);
  CHECK(*economy.weapon_decay_pec == Approx(0.92 * (1 - 0.1111)));
  CHECK(*economy.cost_per_shot_pec == Approx(8.92 * (1 - 0.1111)));
  e = {};
  e.accuracy = 5;
  e.range = 4;
  const WeaponFigures accurate = figures_of(k, std::nullopt, e);
  CHECK(accurate.critical_chance == Approx(0.03));
  CHECK(*accurate.range == Approx(35.2 * 1.2));
  // A hunter at level 10 of a weapon without a learning interval, with 4 skill enhancers, shoots as level 12.
  WeaponSetup setup;
  setup.weapon = korss();
  setup.skill.hit = setup.skill.damage = 10;
  setup.enhancers.skill = 4;
  const WeaponFigures skilled = weapon_figures(setup);
  CHECK(skilled.hit_chance == Approx(0.80 + (4 + 6 * 0.12) / 100));
  CHECK(*skilled.min_damage == Approx(37 * (0.25 + 0.25 * 0.12)));
}

TEST_CASE("rule: a SIB weapon below its interval hits less, reloads slower and reaches 10/11 (section 3)",
          "[hunting]") {
  WeaponSetup setup;
  setup.weapon = korss();
  setup.weapon.sib = true;
  setup.weapon.sib_start = 12.8;
  setup.weapon.sib_end = 15.5;
  setup.weapon.range = 35.2;
  setup.skill.hit = setup.skill.damage = 5;
  const WeaponFigures low = weapon_figures(setup);
  CHECK(low.hit_chance == Approx(0.80));
  CHECK(*low.max_damage == Approx(37 * 0.5));
  CHECK(*low.reload_seconds == Approx(60 / (0.45 * 57)));
  CHECK(*low.range == Approx(35.2 * 10 / 11));
  setup.skill = {};
  const WeaponFigures maxed = weapon_figures(setup);
  CHECK(maxed.hit_chance == Approx(0.90));
  CHECK(*maxed.max_damage == Approx(37));
  CHECK(*maxed.reload_seconds == Approx(60.0 / 57));
}

TEST_CASE("rule: a limited weapon lasts (max TT - min TT) / decay uses (section 2)", "[hunting]") {
  CHECK(*uses_until_limit(3.80, 0.114, 0.020) == Approx(18430));             // Sollomate Opalo, the worked example
  CHECK(*uses_until_limit(177.0, 5.31, 0.92) == Approx(18662.0).margin(1));  // Korss H400 (L)
  CHECK_FALSE(uses_until_limit(177.0, std::nullopt, 0.92).has_value());
}

TEST_CASE("rule: shots, time and cost to kill by Nexus' closed form (section 12)", "[hunting]") {
  const ShotModel korss_shot = shot_of(figures_of(korss()));
  // Atrox Young, 990 HP, armour ignored: 39.09 shots, 3.49 PED, 40.1 s; with 4.71 HP/s: 48.29 shots, 4.31 PED.
  const KillEstimate young = *kill_estimate(korss_shot, {990, 0, 0});
  CHECK(young.shots == Approx(39.09).margin(0.01));
  CHECK(young.cost_pec / 100 == Approx(3.49).margin(0.01));
  CHECK(young.seconds == Approx(40.1).margin(0.1));
  const KillEstimate regenerating = *kill_estimate(korss_shot, {990, 4.71, 0});
  CHECK(regenerating.shots == Approx(48.29).margin(0.01));
  CHECK(regenerating.cost_pec / 100 == Approx(4.31).margin(0.01));
  // With Omegaton A104: 28.53 shots, 3.41 PED (33.07 shots, 3.96 PED with regeneration).
  const ShotModel amped = shot_of(figures_of(korss(), a104()));
  CHECK(kill_estimate(amped, {990, 0, 0})->shots == Approx(28.53).margin(0.01));
  CHECK(kill_estimate(amped, {990, 0, 0})->cost_pec / 100 == Approx(3.41).margin(0.01));
  CHECK(kill_estimate(amped, {990, 4.71, 0})->shots == Approx(33.07).margin(0.01));
  CHECK(kill_estimate(amped, {990, 4.71, 0})->cost_pec / 100 == Approx(3.96).margin(0.01));
}

TEST_CASE("rule: each maturity of a creature takes its own shots (HP / mean damage + overkill)", "[hunting]") {
  const ShotModel korss_shot = shot_of(figures_of(korss()));
  const double overkill = kill_estimate(korss_shot, {990, 0, 0})->shots - 990 / 25.715;
  // Atrox Young 990 HP and Atrox Stalker 2450 HP (Entropedia export [H4]): the same correction, more HP.
  const KillEstimate stalker = *kill_estimate(korss_shot, {2450, 0, 0});
  CHECK(stalker.shots == Approx(2450 / 25.715 + overkill));
  CHECK(stalker.shots > kill_estimate(korss_shot, {990, 0, 0})->shots);
  // Defense below the smallest hit takes hit x defense off each shot (Nexus' m = eff - hit x armour).
  const KillEstimate armoured = *kill_estimate(korss_shot, {2450, 0, 5});
  CHECK(armoured.damage_per_shot == Approx(25.715 - 0.9 * 5));
  // A creature that regenerates faster than the weapon hurts it cannot be killed this way.
  CHECK_FALSE(kill_estimate(korss_shot, {2450, 30, 0}).has_value());
}

TEST_CASE("rule: armour decays 0.05 PEC per HP absorbed, less its durability share (section 9)", "[hunting]") {
  CHECK(absorption_decay_pec(15, 2000) == Approx(0.735));    // Ghost
  CHECK(absorption_decay_pec(15, 4000) == Approx(0.72));     // Angel
  CHECK(absorption_decay_pec(15, 13000) == Approx(0.6525));  // a 13,000-durability (L) set
  // A creature hitting 10-20 Cut on a full set with 12 Cut: the armour takes E[min(X, 12)] = (22 + 96) / 10 = 11.8, 3.2
  // gets through.
  std::array<SlotProtection, kArmorSlots> slots{};
  for (SlotProtection& s : slots) {
    s.covered = true;
    s.armor_defense.amount[1] = 12;
    s.armor_durability = 2000;
  }
  CreatureAttack attack;
  attack.max_damage.amount[1] = 20;
  attack.attacks_per_minute = 30;
  const ProtectionFigures p = protection_figures(slots, attack);
  CHECK(p.damage_per_attack == Approx(15));
  CHECK(p.absorbed_by_armor == Approx(11.8));
  CHECK(p.damage_taken == Approx(3.2));
  CHECK(p.armor_decay_pec == Approx(11.8 * 0.05 * 0.98));
  CHECK(p.per_hour(p.damage_taken, attack) == Approx(3.2 * 1800));
}

TEST_CASE("rule: a healing tool's HP per PEC, HPS and cost per hour (section 10, Nexus data)", "[hunting]") {
  const HealingFigures vivo = healing_figures({7.7, 10.3, 0.903, 20}, 0, 0, 0);  // Vivo T1
  CHECK(*vivo.hp_per_pec == Approx(9.97).margin(0.01));
  CHECK(*vivo.hps == Approx(3.0));
  CHECK(*vivo.cost_per_hour_ped == Approx(10.84).margin(0.01));
  const HealingFigures enhanced = healing_figures({7.7, 10.3, 0.903, 20}, 2, 0, 5);
  CHECK(*enhanced.heal_per_use == Approx(9 * 1.2 * 1.05));
  CHECK(*enhanced.decay_pec == Approx(0.903 * 1.2));
}

TEST_CASE("rule: effects sum per source kind (consumables: the strongest only), each sum capped, then the total capped",
          "[hunting]") {
  const auto caps = [](const std::string& effect) {
    if (effect == "Critical Chance Added") return EffectCaps{4, 3, 6};
    return EffectCaps{};
  };
  const std::vector<StackedEffect> stacked =
      stack_effects({{"Critical Chance Added", 3, EffectSourceKind::Item},
                     {"Critical Chance Added", 2, EffectSourceKind::Item},
                     {"Critical Chance Added", 4, EffectSourceKind::Action},
                     {"Critical Chance Added", 1, EffectSourceKind::Action},  // a weaker consumable of the same effect
                     {"Run Speed Increased", 5, EffectSourceKind::Item},
                     {"Run Speed Increased", -2, EffectSourceKind::Item}},
                    caps);
  REQUIRE(stacked.size() == 2);
  CHECK(stacked[0].uncapped == Approx(9));
  CHECK(stacked[0].value == Approx(6));  // item 5 -> 4, action 4 -> 3, total 7 -> 6
  CHECK(stacked[0].capped);
  CHECK(stacked[1].value == Approx(3));  // a negative grant cancels a positive one
  CHECK_FALSE(stacked[1].capped);
  CHECK(stacked_value(stacked, "Damage Done Increased") == 0);
}

TEST_CASE("rule: buffs raise critical chance and damage, damage done and reload speed (section 8, Nexus)",
          "[hunting]") {
  WeaponSetup setup;
  setup.weapon = korss();
  setup.buffs.critical_chance_added = 1;
  setup.buffs.critical_damage_added = 4;
  setup.buffs.damage_done_increased = 2;
  setup.buffs.reload_speed_increased = 10;
  const WeaponFigures f = weapon_figures(setup);
  CHECK(f.critical_chance == Approx(0.03));
  CHECK(f.critical_damage_factor == Approx(1.04));
  CHECK(*f.max_damage == Approx(37 * 1.02));
  CHECK(*f.reload_seconds == Approx(60.0 / 57 / 1.1));
  const double max = 37 * 1.02, average = max * 0.75;
  CHECK(*f.effective_damage == Approx(average * 0.87 + (average + 1.04 * max) * 0.03));
}
