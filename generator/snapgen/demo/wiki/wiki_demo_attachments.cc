// wiki_demo_attachments.cc: demo weapon attachments (amplifiers, scopes, sights, absorbers) and mindforce
// implants. Omegaton A101/A104 carry the values of shared/domain/weapons-and-hunting.md section 4; scope decays
// and absorber names come from section 6; everything else is invented in the same ranges.
#include <cmath>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct AmpSeed {
  const char* name;
  const char* klass;  // Laser, BLP, Melee
  PerType damage;
  double decay;       // PEC; 0 = draw it
  double ammo;        // units per shot; -1 = draw it
  double tt;          // PED; 0 = draw it
  const char* effect; // an Equip effect, or nullptr
  double effect_value;
};

PerType burn_pen(double burn, double pen) {
  PerType d;
  if (burn > 0) d[kBurn] = burn;
  if (pen > 0) d[kPenetration] = pen;
  return d;
}

PerType impact_pen(double impact, double pen) {
  PerType d;
  d[kImpact] = impact;
  d[kPenetration] = pen;
  return d;
}

PerType cut_stab(double cut, double stab) {
  PerType d;
  d[kCut] = cut;
  d[kStab] = stab;
  return d;
}

// Section 4: A101 = Penetration 3, decay 0.652, no ammo; A104 = Penetration 2 + Burn 12, decay 2.039, ammo 100.
// The Omegaton family and Zorra's amp are named in world.md section 5; their other values are invented.
const std::vector<AmpSeed> kAmps = {
    {"Omegaton A101", "Laser", burn_pen(0, 3), 0.652, 0, 24.00, nullptr, 0},
    {"Omegaton A102", "Laser", burn_pen(6, 1), 1.210, 40, 38.00, nullptr, 0},
    {"Omegaton A104", "Laser", burn_pen(12, 2), 2.039, 100, 62.00, nullptr, 0},
    {"Omegaton A105", "Laser", burn_pen(17, 3), 2.650, 180, 85.00, nullptr, 0},
    {"Omegaton A105, Adjusted", "Laser", burn_pen(19, 3), 2.820, 202, 96.00, nullptr, 0},
    {"Omegaton A105, Improved", "Laser", burn_pen(21, 3), 2.960, 226, 104.00, nullptr, 0},
    {"Omegaton A105, Modified", "Laser", burn_pen(23, 3), 3.080, 251, 112.00, nullptr, 0},
    {"Omegaton A106", "Laser", burn_pen(26, 4), 3.420, 317, 128.00, nullptr, 0},
    {"Zorra's Blessed Laser Amp (L)", "Laser", burn_pen(15, 0), 0, -1, 0, "Critical Damage Added", 2},
    {"ArMatrix Laser Amp L10 (L)", "Laser", burn_pen(5, 0), 0, -1, 0, nullptr, 0},
    {"ArMatrix Laser Amp L20 (L)", "Laser", burn_pen(10, 0), 0, -1, 0, nullptr, 0},
    {"ArMatrix Laser Amp L30 (L)", "Laser", burn_pen(15, 0), 0, -1, 0, nullptr, 0},
    {"ArMatrix Laser Amp L40 (L)", "Laser", burn_pen(20, 0), 0, -1, 0, nullptr, 0},
    {"Mayhem Laser Amp, Perfected", "Laser", burn_pen(24, 0), 0, -1, 0, "Damage Done Increased", 1.5},
    {"Omegaton B101", "BLP", impact_pen(1, 3), 0, -1, 0, nullptr, 0},
    {"Omegaton B102", "BLP", impact_pen(2, 5), 0, -1, 0, nullptr, 0},
    {"Omegaton B104", "BLP", impact_pen(3, 11), 0, -1, 0, nullptr, 0},
    {"Omegaton B105", "BLP", impact_pen(4, 16), 0, -1, 0, nullptr, 0},
    {"ArMatrix BLP Amp B10 (L)", "BLP", impact_pen(1, 4), 0, -1, 0, nullptr, 0},
    {"ArMatrix BLP Amp B20 (L)", "BLP", impact_pen(2, 8), 0, -1, 0, nullptr, 0},
    {"ArMatrix BLP Amp B30 (L)", "BLP", impact_pen(3, 12), 0, -1, 0, nullptr, 0},
    {"ArMatrix BLP Amp B40 (L)", "BLP", impact_pen(4, 16), 0, -1, 0, nullptr, 0},
    {"Omegaton M2100", "Melee", cut_stab(4, 2), 0, -1, 0, nullptr, 0},
    {"Omegaton M2350", "Melee", cut_stab(8, 4), 0, -1, 0, nullptr, 0},
    {"Omegaton M2870", "Melee", cut_stab(12, 6), 0, -1, 0, nullptr, 0},
    {"Omegaton M3100", "Melee", cut_stab(16, 8), 0, -1, 0, nullptr, 0},
    {"Mayhem Melee Amp (L)", "Melee", cut_stab(14, 6), 0, -1, 0, "Critical Chance Added", 0.5},
};

struct OpticSeed {
  const char* name;
  const char* type;   // Scope, Sight
  const char* klass;
  double decay;       // PEC; 0 = draw it
  const char* effect;
  double effect_value;
};

// Section 6: Alekz Precision Scope decays 0.029 PEC, Grender Precision Scope 0.070; the rest invented.
const std::vector<OpticSeed> kOptics = {
    {"Alekz Precision Scope", "Scope", "Laser", 0.029, nullptr, 0},
    {"Grender Precision Scope", "Scope", "Laser", 0.070, nullptr, 0},
    {"Omegaton Ranger Scope", "Scope", "Laser", 0, nullptr, 0},
    {"Omegaton Ranger Scope, Adjusted", "Scope", "Laser", 0, "Critical Chance Added", 0.5},
    {"Eagle Eye Scope X2", "Scope", "BLP", 0, nullptr, 0},
    {"Eagle Eye Scope X4", "Scope", "BLP", 0, nullptr, 0},
    {"Eagle Eye Scope X6 (L)", "Scope", "BLP", 0, nullptr, 0},
    {"Longshot Scope LS-1", "Scope", "Laser", 0, nullptr, 0},
    {"Longshot Scope LS-3", "Scope", "Laser", 0, nullptr, 0},
    {"Longshot Scope LS-5, Improved", "Scope", "Laser", 0, "Critical Chance Added", 0.8},
    {"Mayhem Hunter Scope (L)", "Scope", "BLP", 0, "Critical Damage Added", 1.5},
    {"Holo Sight H1", "Sight", "Laser", 0, nullptr, 0},
    {"Holo Sight H2", "Sight", "Laser", 0, nullptr, 0},
    {"Holo Sight H3, Adjusted", "Sight", "Laser", 0, "Critical Chance Added", 0.4},
    {"Reflex Sight R1", "Sight", "BLP", 0, nullptr, 0},
    {"Reflex Sight R2", "Sight", "BLP", 0, nullptr, 0},
    {"Reflex Sight R3 (L)", "Sight", "BLP", 0, nullptr, 0},
    {"Melee Focus Sight MF-1", "Sight", "Melee", 0, nullptr, 0},
    {"Melee Focus Sight MF-2", "Sight", "Melee", 0, "Reload Speed Increased", 1.0},
    {"Mindforce Focus Lens", "Sight", "Mindforce", 0, nullptr, 0},
    {"Mindforce Focus Lens, Improved", "Sight", "Mindforce", 0, nullptr, 0},
};

struct AbsorberSeed {
  const char* name;
  const char* type;   // Absorber, or Amplifier for mining amps (they act as absorbers, section 6)
  const char* klass;
  double absorption;  // percent
};

// Section 6: ArMatrix Extender P10/P15/P20 (L), Mayhem Extender P25/P30 take 10-30 % of the decay.
const std::vector<AbsorberSeed> kAbsorbers = {
    {"ArMatrix Extender P10 (L)", "Absorber", "Laser", 10}, {"ArMatrix Extender P15 (L)", "Absorber", "Laser", 15},
    {"ArMatrix Extender P20 (L)", "Absorber", "Laser", 20}, {"Mayhem Extender P25", "Absorber", "BLP", 25},
    {"Mayhem Extender P30", "Absorber", "BLP", 30},          {"ArMatrix Extender B10 (L)", "Absorber", "BLP", 10},
    {"ArMatrix Extender B15 (L)", "Absorber", "BLP", 15},    {"Melee Extender ME-10 (L)", "Absorber", "Melee", 10},
    {"Mining Laser Amplifier ML-1", "Amplifier", "Mining", 10}, {"Mining Laser Amplifier ML-2", "Amplifier", "Mining", 15},
    {"Mining Laser Amplifier ML-3", "Amplifier", "Mining", 20}, {"Mining Laser Amplifier ML-4", "Amplifier", "Mining", 25},
    {"Mining Laser Amplifier ML-5 (L)", "Amplifier", "Mining", 30},
};

struct AttachmentRow {
  std::string name, type, klass, source;
  std::optional<std::string> description;
  PerType damage;
  std::optional<double> decay, ammo, tt, efficiency, zoom, skill_modification, skill_bonus, absorption, weight;
};

AttachmentRow named_row(const std::string& name, const std::string& type, const std::string& klass,
                        const std::string& source) {
  AttachmentRow r;
  r.name = name;
  r.type = type;
  r.klass = klass;
  r.source = source;
  return r;
}

std::string attachment_source(const std::string& name, DemoRandom& rng) {
  if (name.find("Mayhem") != std::string::npos || name.find("Zorra") != std::string::npos) return "Event";
  if (is_limited_name(name)) return "Crafted";
  if (name.find("Omegaton") != std::string::npos) return "Trade Terminal";
  return rng.chance(0.5) ? "Looted" : "Crafted";
}

// Exact seeds are kept whole; drawn values may be blank.
AttachmentRow amp_row(DemoRandom& rng, const AmpSeed& a) {
  AttachmentRow r = named_row(a.name, "Amplifier", a.klass, attachment_source(a.name, rng));
  r.damage = a.damage;
  const double damage = sum_present(a.damage).value_or(0);
  const bool exact = a.decay > 0;
  const double cost = 0.695 * damage / rng.real(2.8, 3.3);  // PEC per shot at an amp-like DPP
  const double decay = exact ? a.decay : round_to(cost * rng.real(0.3, 0.6), 3);
  r.decay = exact ? std::optional<double>(decay) : maybe(rng, decay);
  r.ammo = exact ? std::optional<double>(a.ammo) : maybe(rng, std::round((cost - decay) * 100.0));
  const double tt = a.tt > 0 ? a.tt : round_to(decay / 100.0 * rng.log_normal(4000, 0.4), 2);
  r.tt = exact ? std::optional<double>(tt) : maybe(rng, tt);
  const WeaponStats stats = weapon_stats({damage, std::nullopt, r.decay, r.ammo});
  r.efficiency = map_present(stats.efficiency, [](double v) { return round_to(v, 1); });
  r.weight = exact ? std::optional<double>(round_to(0.2 + damage * 0.02, 2)) : maybe(rng, round_to(rng.real(0.1, 0.8), 2));
  r.description = std::string("Amplifier for ") + a.klass + " weapons; adds its damage and cost to every shot.";
  return r;
}

AttachmentRow optic_row(DemoRandom& rng, const OpticSeed& o) {
  AttachmentRow r = named_row(o.name, o.type, o.klass, attachment_source(o.name, rng));
  const bool scope = std::string(o.type) == "Scope";
  r.decay = o.decay > 0 ? std::optional<double>(o.decay) : maybe(rng, round_to(rng.real(0.01, 0.12), 3));
  r.tt = maybe(rng, round_to(rng.real(2.0, 60.0), 2));
  r.efficiency = maybe(rng, round_to(rng.real(25.0, 85.0), 1));
  r.zoom = maybe(rng, scope ? static_cast<double>(rng.between(2, 8)) : 1.0);
  r.skill_modification = maybe(rng, round_to(rng.real(0.0, 1.5), 1));
  r.skill_bonus = maybe(rng, round_to(rng.real(0.0, 3.0), 1));
  r.weight = maybe(rng, round_to(rng.real(0.05, 0.6), 2));
  r.description = maybe(rng, std::string(scope ? "Scope" : "Sight") + " for " + o.klass +
                                 " weapons; adds a small decay per shot and skill modification.");
  return r;
}

AttachmentRow absorber_row(DemoRandom& rng, const AbsorberSeed& a) {
  AttachmentRow r = named_row(a.name, a.type, a.klass, attachment_source(a.name, rng));
  r.absorption = a.absorption;
  r.tt = maybe(rng, round_to(rng.real(5.0, 120.0), 2));
  r.weight = maybe(rng, round_to(rng.real(0.1, 0.9), 2));
  r.description = std::string("Takes ") + std::to_string(static_cast<int>(a.absorption)) +
                  " % of the " + (std::string(a.klass) == "Mining" ? "mining laser" : "weapon") +
                  "'s decay onto itself.";
  return r;
}

class AttachmentWriter {
 public:
  AttachmentWriter(ImportSession& session, Catalog& catalog) : session_(session), catalog_(catalog) {}

  // The attachment with its effect, when it has one.
  void write(const AttachmentRow& a, const char* effect = nullptr, double effect_value = 0) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "type", "class", "source", "limited", "damage", "damage_impact", "damage_cut",
         "damage_stab", "damage_penetration", "damage_shrapnel", "damage_burn", "damage_cold", "damage_acid",
         "damage_electric", "decay", "ammo_burn", "tt", "min_tt", "efficiency", "zoom", "skill_modification",
         "skill_bonus", "absorption", "weight"});
    const std::string slug = slugs_.claim(a.name);
    Record row(keys);
    row << slug << a.name << a.description << a.type << a.klass << a.source << is_limited_name(a.name)
        << sum_present(a.damage) << a.damage << a.decay << a.ammo << a.tt << min_tt_of(a.tt) << a.efficiency
        << a.zoom << a.skill_modification << a.skill_bonus << a.absorption << a.weight;
    if (effect) add_item_effect(row, catalog_, effect, effect_value, "Equip");
    import_record(session_, "weapon-attachments", row);
    catalog_.items.push_back({"weapon-attachments", slug, a.name, a.tt, a.source, a.type});
  }

 private:
  ImportSession& session_;
  Catalog& catalog_;
  TableSlugs slugs_;
};

}  // namespace

void generate_weapon_attachments(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  AttachmentWriter writer(session, catalog);
  for (const AmpSeed& a : kAmps) writer.write(amp_row(rng, a), a.effect, a.effect_value);
  for (const OpticSeed& o : kOptics) writer.write(optic_row(rng, o), o.effect, o.effect_value);
  for (const AbsorberSeed& a : kAbsorbers) writer.write(absorber_row(rng, a));
}

void generate_mindforce_implants(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "absorption", "max_profession_level", "decay", "tt",
       "min_tt", "weight"});
  // Invented names; like absorbers, implants take a share of a chip's decay (section 6).
  const char* const names[] = {"Cerebral Implant CI-1",     "Cerebral Implant CI-2",     "Cerebral Implant CI-3",
                               "Cerebral Implant CI-4 (L)", "Cerebral Implant CI-5 (L)", "Neural Link NL-10",
                               "Neural Link NL-20",         "Neural Link NL-30, Adjusted", "Mayhem Mind Implant (L)",
                               "Psyche Conduit PC-1"};
  TableSlugs slugs;
  int step = 0;
  for (const char* name : names) {
    ++step;
    const std::string source = std::string(name).find("Mayhem") != std::string::npos ? "Event"
                               : is_limited_name(name)                               ? "Crafted"
                                                                                      : "Looted";
    const std::optional<double> tt = maybe(rng, round_to(rng.real(10.0, 40.0) * step, 2));
    const double absorption = std::min(40.0, 8.0 + 3.0 * step);
    Record row(keys);
    const std::string slug = slugs.claim(name);
    row << slug << name << maybe(rng, std::string("Mindforce implant; takes part of a chip's decay.")) << source
        << is_limited_name(name) << maybe(rng, absorption) << maybe(rng, 10.0 * step)
        << maybe(rng, round_to(rng.real(0.005, 0.05), 3))
        << tt << min_tt_of(tt) << maybe(rng, round_to(rng.real(0.05, 0.3), 2));
    import_record(session, "mindforce-implants", row);
    catalog.items.push_back({"mindforce-implants", slug, name, tt, source, "Implant"});
  }
}

}  // namespace wiki_demo
}  // namespace snap
