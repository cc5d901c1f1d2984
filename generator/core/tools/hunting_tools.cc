// hunting_tools.cc: calculate_hunting_setup: one loadout (hunting_loadout.h) through the hunting arithmetic
// (core/domain/hunting/), answered as one row, or one row per creature maturity named with the setup's figures
// repeated beside the kill figures. Compare setups by calling it once per setup.
#include <cmath>

#include "core/domain/hunting/enhancers.h"
#include "core/domain/hunting/kill_estimate.h"
#include "core/domain/weapon_stats.h"
#include "core/tools/hunting_loadout.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

Json rounded(std::optional<double> value, int decimals = 4) {
  return value ? Json(round_to(*value, decimals)) : Json();
}

// Uses are whole: the last use that still finds TT value above the limit (as the Nexus calculator counts them).
Json whole(std::optional<double> value) { return value ? Json(static_cast<std::int64_t>(std::floor(*value))) : Json(); }

std::vector<ToolColumn> weapon_columns() {
  return {
      text_column("weapon", "the weapon placed"),
      text_column("amplifier", "the amplifier placed, or null"),
      stat_column("minDamage", "number", "smallest damage of a normal hit at the hunter's skill"),
      stat_column("maxDamage", "number", "largest damage of a normal hit (weapon, capped amp, enhancers, buffs)"),
      stat_column("effectiveDamage", "number", "mean damage per shot fired, misses and critical hits included"),
      stat_column("damagePerHit", "number", "mean damage per shot that hits (DPH)"),
      plain_column("hitRate", "number", "percent of shots that hit"),
      plain_column("criticalChance", "number", "percent of shots that are critical hits"),
      plain_column("criticalDamage", "number", "what a critical hit adds, in percent of max damage"),
      stat_column("attacksPerMinute", "number", "shots per minute, reload buffs included"),
      stat_column("reloadSeconds", "number", "seconds between shots"),
      stat_column("dps", "number", "damage per second"),
      stat_column("dpp", "number", "damage per PEC spent"),
      stat_column("efficiency", "number", "the setup's efficiency rating, 0-100, its parts weighted by cost"),
      stat_column("decayPerShotPec", "number", "decay of every part per shot, PEC"),
      stat_column("ammoPerShot", "number", "ammo units per shot (1 unit = 0.01 PEC)"),
      stat_column("costPerShotPec", "number", "decay plus ammo per shot, PEC"),
      stat_column("costPerHourPed", "number", "cost of an hour of shooting, PED"),
      stat_column("range", "number", "range in metres"),
      stat_column("weaponUses", "number", "shots until the weapon's TT value is used up (its share, with an absorber)"),
      plain_column("itemUses", "array", "each decaying part: {item, uses, limited}; limited items cannot be repaired"),
      plain_column("buffs", "object", "every effect in force after stacking caps, by name")};
}

std::vector<ToolColumn> amp_columns() {
  return {stat_column("ampCap", "number", "the amplifier damage the weapon can use: half its own max damage"),
          stat_column("ampDamageUsed", "number", "the amplifier's damage counted"),
          stat_column("ampDamageWasted", "number", "the amplifier's damage above the cap (paid for, not dealt)")};
}

std::vector<ToolColumn> healing_columns() {
  return {stat_column("healPerUse", "number", "mean HP healed per use"),
          stat_column("hps", "number", "HP healed per second of continuous use"),
          stat_column("hpPerPec", "number", "HP healed per PEC of decay"),
          stat_column("healingCostPerHourPed", "number", "decay of an hour of continuous healing, PED")};
}

std::vector<ToolColumn> target_columns() {
  return {text_column("target", "the creature and maturity"),
          text_column("creature", "the species"),
          text_column("maturity", "the maturity"),
          stat_column("hp", "number", "its hit points"),
          stat_column("regeneration", "number", "HP it regenerates per second"),
          plain_column("defense", "number", "its defense against the damage types the weapon deals (0 if blank)"),
          stat_column("shotsToKill", "number", "mean shots to kill it, misses and overkill included"),
          stat_column("secondsToKill", "number", "mean seconds from the first shot to the kill"),
          stat_column("costToKillPed", "number", "mean cost of the shots to kill it, PED"),
          stat_column("damageTakenPerHour", "number", "HP it deals per hour of attacking you, after armour"),
          stat_column("armorDecayPerHourPed", "number", "armour decay per hour of being attacked, PED"),
          stat_column("platingDecayPerHourPed", "number", "plating decay per hour of being attacked, PED"),
          stat_column("healingDecayPerHourPed", "number", "healing tool decay to heal an hour of its damage, PED")};
}

std::vector<ToolColumn> all_columns() {
  std::vector<ToolColumn> columns = weapon_columns();
  for (auto more : {amp_columns(), healing_columns(), target_columns()})
    columns.insert(columns.end(), more.begin(), more.end());
  return columns;
}

// Uses of each decaying part; the weapon's and absorber's by their shares of the weapon's decay.
Json item_uses(const Loadout& loadout, const WeaponFigures& f, std::optional<double>& weapon_uses) {
  Json uses = Json::array();
  const double absorbed = loadout.absorption.value_or(0) / 100;
  for (const DecayingPart& part : loadout.decaying_parts) {
    std::optional<double> decay = part.own_decay_pec;
    if (part.share == DecayingPart::Share::Weapon && f.weapon_decay_pec) decay = *f.weapon_decay_pec * (1 - absorbed);
    if (part.share == DecayingPart::Share::Absorber && f.weapon_decay_pec && loadout.absorption)
      decay = *f.weapon_decay_pec * absorbed;
    const auto n = uses_until_limit(part.wear.tt, part.wear.min_tt, decay);
    if (part.share == DecayingPart::Share::Weapon) weapon_uses = n;
    uses.push_back(Json{{"item", part.wear.name}, {"uses", whole(n)}, {"limited", part.wear.limited}});
  }
  return uses;
}

Json setup_row(const Loadout& loadout, const WeaponFigures& f, const HealingFigures& h) {
  Json row = Json::object();
  row["weapon"] = loadout.weapon_name;
  row["amplifier"] = loadout.amplifier_name ? Json(*loadout.amplifier_name) : Json(nullptr);  // null as in REST
  row["minDamage"] = rounded(f.min_damage);
  row["maxDamage"] = rounded(f.max_damage);
  row["effectiveDamage"] = rounded(f.effective_damage);
  row["damagePerHit"] = rounded(f.damage_per_hit);
  row["hitRate"] = round_to(f.hit_chance * 100, 3);
  row["criticalChance"] = round_to(f.critical_chance * 100, 3);
  row["criticalDamage"] = round_to(f.critical_damage_factor * 100, 3);
  row["attacksPerMinute"] = rounded(f.attacks_per_minute);
  row["reloadSeconds"] = rounded(f.reload_seconds);
  row["dps"] = rounded(f.dps);
  row["dpp"] = rounded(f.dpp);
  row["efficiency"] = rounded(f.efficiency, 2);
  row["decayPerShotPec"] = rounded(f.decay_pec);
  row["ammoPerShot"] = rounded(f.ammo_burn, 2);
  row["costPerShotPec"] = rounded(f.cost_per_shot_pec);
  row["costPerHourPed"] = rounded(f.cost_per_hour_ped);
  row["range"] = rounded(f.range, 2);
  std::optional<double> weapon_uses;
  row["itemUses"] = item_uses(loadout, f, weapon_uses);
  row["weaponUses"] = whole(weapon_uses);
  Json buffs = Json::object();
  for (const StackedEffect& e : loadout.effects) buffs[e.effect] = round_to(e.value, 3);
  row["buffs"] = std::move(buffs);
  if (loadout.amplifier_name) {
    row["ampCap"] = rounded(f.amp_cap);
    row["ampDamageUsed"] = rounded(f.amp_damage_used);
    row["ampDamageWasted"] = rounded(f.amp_damage_wasted);
  }
  if (loadout.healing_tool) {
    row["healPerUse"] = rounded(h.heal_per_use);
    row["hps"] = rounded(h.hps);
    row["hpPerPec"] = rounded(h.hp_per_pec);
    row["healingCostPerHourPed"] = rounded(h.cost_per_hour_ped);
  }
  return row;
}

// The creature's defense against the types the weapon deals.
double defense_against(const WeaponFigures& f, const CreatureMaturity& target) {
  double defense = 0;
  for (size_t t = 0; t < kDamageTypeNames.size(); ++t)
    if (f.damage_by_type.amount[t] > 0) defense += target.defense.amount[t];
  return defense;
}

void add_target(Json& row, const Loadout& loadout, const WeaponFigures& f, const HealingFigures& h,
                const CreatureMaturity& target, LoadoutReader& reader, std::vector<std::string>& unkillable) {
  const std::string name = target.creature + " " + target.maturity;
  row["target"] = name;
  row["creature"] = target.creature;
  row["maturity"] = target.maturity;
  row["hp"] = rounded(target.hp, 2);
  row["regeneration"] = rounded(target.regeneration, 3);
  if (!target.hp) reader.blank(name, "HP");
  if (!target.regeneration) reader.blank(name, "regeneration (taken as 0)");
  if (!target.defense_known) reader.blank(name, "defense (taken as 0)");
  const double defense = defense_against(f, target);
  row["defense"] = round_to(defense, 3);
  row["shotsToKill"] = row["secondsToKill"] = row["costToKillPed"] = Json();
  if (target.hp && f.min_damage && f.max_damage && f.reload_seconds && f.cost_per_shot_pec) {
    const ShotModel shot{
        *f.min_damage,     *f.max_damage,       f.hit_chance, f.critical_chance, f.critical_damage_factor,
        *f.reload_seconds, *f.cost_per_shot_pec};
    if (const auto kill = kill_estimate(shot, {*target.hp, target.regeneration.value_or(0), defense})) {
      row["shotsToKill"] = round_to(kill->shots, 2);
      row["secondsToKill"] = round_to(kill->seconds, 2);
      row["costToKillPed"] = round_to(kill->cost_pec / 100, 4);
    } else {
      unkillable.push_back(name);
    }
  }
  row["damageTakenPerHour"] = Json();
  if (loadout.armored) row["armorDecayPerHourPed"] = Json();
  if (loadout.plated) row["platingDecayPerHourPed"] = Json();
  if (loadout.healing_tool) row["healingDecayPerHourPed"] = Json();
  if (!target.damage_known || !target.attacks_per_minute) {
    reader.blank(name, target.damage_known ? "attacks per minute" : "damage");
    return;
  }
  const CreatureAttack attack{target.damage, *target.attacks_per_minute};
  const ProtectionFigures p = protection_figures(loadout.armor, attack);
  const double taken = p.per_hour(p.damage_taken, attack);
  row["damageTakenPerHour"] = round_to(taken, 1);
  if (loadout.armored) row["armorDecayPerHourPed"] = round_to(p.per_hour(p.armor_decay_pec, attack) / 100, 4);
  if (loadout.plated) row["platingDecayPerHourPed"] = round_to(p.per_hour(p.plating_decay_pec, attack) / 100, 4);
  if (loadout.healing_tool && h.hp_per_pec) row["healingDecayPerHourPed"] = round_to(taken / *h.hp_per_pec / 100, 4);
}

// The sentences about skill, the amplifier cap and capped effects.
void explain(const Loadout& loadout, const WeaponFigures& f, std::vector<std::string>& notes) {
  const SkillLevels& skill = loadout.setup.skill;
  if (!skill.hit && !skill.damage)
    notes.push_back("The hunter is taken as fully skilled (no hitLevel or damageLevel given).");
  else if (!skill.hit || !skill.damage)
    notes.push_back(std::string("The ") + (skill.hit ? "damage" : "hit") + " profession is taken as fully skilled.");
  if (loadout.setup.enhancers.skill > 0 && (skill.hit || skill.damage))
    notes.push_back(std::to_string(loadout.setup.enhancers.skill) + " skill enhancers add " +
                    figure_text(loadout.setup.enhancers.skill * kLevelsPerSkillEnhancer, 1) +
                    " levels to both professions.");
  if (f.amp_damage_wasted && *f.amp_damage_wasted > 1e-9)
    notes.push_back(*loadout.amplifier_name + " exceeds the amp cap: " + loadout.weapon_name + " uses " +
                    figure_text(*f.amp_cap) + " of its " + figure_text(*f.amp_damage_used + *f.amp_damage_wasted) +
                    " damage (half the weapon's own), yet every shot pays its full decay and ammo.");
  for (const StackedEffect& e : loadout.effects)
    if (e.capped)
      notes.push_back(e.effect + " is capped: " + figure_text(e.uncapped) + " from the items given counts as " +
                      figure_text(e.value) + ".");
}

ToolAnswer calculate_hunting_setup(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  LoadoutReader reader(ctx.db, answer.notes);
  const Loadout loadout = read_loadout(reader, args, answer.notes);
  answer.columns = weapon_columns();
  const WeaponFigures f = weapon_figures(loadout.setup);
  const HealingFigures h = loadout.healing_tool ? healing_figures(*loadout.healing_tool, loadout.heal_enhancers,
                                                                  loadout.heal_economy_enhancers,
                                                                  stacked_value(loadout.effects, "Healing Increased"))
                                                : HealingFigures{};
  explain(loadout, f, answer.notes);
  if (loadout.amplifier_name)
    for (ToolColumn& c : amp_columns()) answer.columns.push_back(std::move(c));
  if (loadout.healing_tool)
    for (ToolColumn& c : healing_columns()) answer.columns.push_back(std::move(c));

  const Json base = setup_row(loadout, f, h);
  std::vector<std::string> unkillable;
  if (loadout.targets.empty()) {
    answer.rows.push_back(base);
    answer.row_label_column = "weapon";
  } else {
    for (ToolColumn& c : target_columns()) {
      if (c.name == "armorDecayPerHourPed" && !loadout.armored) continue;
      if (c.name == "platingDecayPerHourPed" && !loadout.plated) continue;
      if (c.name == "healingDecayPerHourPed" && !loadout.healing_tool) continue;
      answer.columns.push_back(std::move(c));
    }
    for (const CreatureMaturity& target : loadout.targets) {
      Json row = base;
      add_target(row, loadout, f, h, target, reader, unkillable);
      answer.rows.push_back(std::move(row));
    }
    answer.row_label_column = "target";
    answer.notes.push_back(
        "Kills: Entropia Nexus' closed form (mean damage per shot less the creature's defense, its regeneration "
        "between shots, and the overkill of the last shot). Damage taken: every attack lands, rolling 50-100 % "
        "of its damage per type, on one of the seven armour slots at random, plating before armour.");
  }
  if (!unkillable.empty()) {
    std::string names;
    for (const std::string& n : unkillable) names += (names.empty() ? "" : ", ") + n;
    answer.notes.push_back("Regenerates faster than this setup hurts it, so no kill figures: " + names + ".");
  }
  if (std::string blanks = reader.blanks_note(); !blanks.empty()) answer.notes.push_back(std::move(blanks));
  return answer;
}

}  // namespace

void add_hunting_tools(ToolRegistry& registry) {
  registry.add(Tool{
      "calculate_hunting_setup", "Hunting setup calculator",
      "A hunting loadout worked out as the game does (weapon, amplifier, attachments, enhancers, "
      "armour, rings, clothes, pet, consumables, healing, skill): damage, DPS, DPP, costs; with "
      "creatures, PED to kill each maturity.",
      hunting_setup_args(), all_columns(), calculate_hunting_setup});
}

}  // namespace snap
