// wiki_demo_weapons.cc: demo weapons. The four reference weapons carry the exact values of
// shared/domain/weapons-and-hunting.md section 2; the rest are named families of world.md section 5 and
// invented ones, with stats drawn so that DPP lands in the usual 2.5-3.3 band. DPS, DPP and efficiency always
// come from weapon_stats() (sections 2 and 7), and stay blank when an input is blank.
#include <cmath>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

// Damage type mixes (weights per type, in kDamageColumns order).
enum Mix { kBurnMix, kBlpMix, kPlasmaMix, kGaussMix, kExplosiveMix, kFlameMix, kCutStab, kStabCut, kImpactMix,
           kCutImpact, kEnergyBlade, kColdMix, kElectricMix };
const Shares kMixes[] = {
    {0, 0, 0, 0, 0, 1, 0, 0, 0},          {0.2, 0, 0, 0.8, 0, 0, 0, 0, 0},    {0, 0, 0, 0, 0, 0.6, 0, 0, 0.4},
    {0.3, 0, 0, 0.5, 0.2, 0, 0, 0, 0},    {0.3, 0, 0, 0, 0.4, 0.3, 0, 0, 0},  {0, 0, 0, 0, 0, 0.8, 0, 0.2, 0},
    {0, 0.6, 0.4, 0, 0, 0, 0, 0, 0},      {0, 0.3, 0.7, 0, 0, 0, 0, 0, 0},    {1, 0, 0, 0, 0, 0, 0, 0, 0},
    {0.3, 0.7, 0, 0, 0, 0, 0, 0, 0},      {0, 0.5, 0, 0, 0, 0.5, 0, 0, 0},    {0, 0, 0, 0, 0, 0, 1, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 1},
};

// Per weapon type: attack rate, range and weight bands, and the hit-profession role (world.md section 2).
struct TypeRule {
  const char* type;
  double apm_lo, apm_hi, range_lo, range_hi, weight_lo, weight_hi;
  const char* role;  // Sniper / Pistoleer for guns; the melee or mindforce profession otherwise
};
const TypeRule kTypes[] = {
    {"Rifle", 38, 50, 60, 100, 2.5, 6.0, "Sniper"},        {"Carbine", 42, 56, 50, 70, 1.8, 4.0, "Sniper"},
    {"Pistol", 48, 60, 28, 45, 0.6, 2.0, "Pistoleer"},     {"Shotgun", 28, 40, 18, 30, 2.5, 5.0, "Sniper"},
    {"Flamethrower", 55, 62, 14, 20, 4.0, 8.0, "Sniper"},  {"Cannon", 18, 30, 60, 90, 6.0, 14.0, "Grenadier"},
    {"Sword", 45, 55, 3, 4, 1.5, 4.0, "Swordsman"},        {"Knife", 55, 62, 2, 3, 0.3, 1.2, "Knifefighter"},
    {"Club", 38, 48, 3, 4, 1.5, 5.0, "Clubber"},           {"Whip", 45, 55, 4, 6, 0.8, 2.0, "Whipper"},
    {"Fist", 55, 62, 2, 2.5, 0.4, 1.5, "Brawler"},         {"Mindforce Chip", 30, 45, 40, 60, 0.1, 0.3, ""},
};

const TypeRule& type_rule(const std::string& type) {
  for (const TypeRule& r : kTypes)
    if (type == r.type) return r;
  return kTypes[0];
}

struct Professions {
  std::string hit, damage;
};

// world.md section 2: Laser Sniper (Hit) / Ranged Laser (Dmg), Swordsman (Hit/Dmg), Pyro Kinetic (Hit/Dmg)...
Professions professions_for(const std::string& type, const std::string& klass, Mix mix) {
  const std::string role = type_rule(type).role;
  if (klass == "Melee") return {role + " (Hit)", role + " (Dmg)"};
  if (klass == "Explosive") return {"Grenadier", "Grenadier"};  // world.md names no Hit/Dmg split for it
  if (klass == "Mindforce") {
    const std::string school = mix == kColdMix ? "Cryogenic" : mix == kElectricMix ? "Electro Kinetic" : "Pyro Kinetic";
    return {school + " (Hit)", school + " (Dmg)"};
  }
  return {klass + " " + role + " (Hit)", "Ranged " + klass + " (Dmg)"};
}

std::optional<std::string> ammo_type_for(const std::string& klass) {
  if (klass == "Laser" || klass == "Plasma") return std::string("Weapon Cell");
  if (klass == "BLP") return std::string("BLP Pack");
  if (klass == "Gauss") return std::string("Universal Ammo");
  if (klass == "Explosive") return std::string("Explosive Projectiles");
  if (klass == "Mindforce") return std::string("Mind Essence");
  return std::nullopt;  // melee weapons use no ammo
}

// Everything the weapon table stores, before the derived figures.
struct WeaponRow {
  std::string name, type, klass, source;
  std::optional<std::string> description;
  PerType damage;
  std::optional<double> apm, range, decay, ammo, tt, weight, sib_start, sib_end;
  bool sib = true;
  std::optional<int> level;
  Professions professions;
  Mix mix = kBurnMix;
};

WeaponRow named_row(const std::string& name, const std::string& type, const std::string& klass,
                    const std::string& source) {
  WeaponRow w;
  w.name = name;
  w.type = type;
  w.klass = klass;
  w.source = source;
  return w;
}

// weapons-and-hunting.md section 2, "Reference weapons (test data)": exact values, no gaps.
struct ReferenceWeapon {
  const char* name; const char* type; const char* klass; const char* source; Mix mix; PerType damage;
  double range, apm, decay, ammo, tt, sib_start, sib_end, weight;  // weight is invented
};
const ReferenceWeapon kReferences[] = {
    {"Sollomate Opalo", "Carbine", "Laser", "Trade Terminal", kBurnMix,
     {{std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 8.0}}, 55.0, 44, 0.020, 200, 3.80, 0, 5, 2.2},
    {"Herman ARK-0 (L)", "Rifle", "BLP", "Crafted", kBlpMix,
     {{2.0, std::nullopt, std::nullopt, 8.0}}, 60.0, 44, 0.050, 240, 3.00, 0, 5, 3.1},
    {"Korss H400 (L)", "Pistol", "Laser", "Crafted", kBurnMix,
     {{std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 37.0}}, 35.2, 57, 0.920, 800, 177.00, 12.8, 15.5, 1.4},
    {"Breer P1a (L)", "Pistol", "Laser", "Crafted", kBurnMix,
     {{std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 9.0}}, 22.0, 37, 0.235, 200, 17.30, 0.9, 6.9, 0.9},
};

// A family: one stem and its variant suffixes ("" is the plain model). Names: world.md section 5 where they
// appear there (Opalo editions, Korss H400 grades, A-3 Justifier, A&P Series Mayhem); the rest invented.
struct WeaponFamily {
  const char* stem; const char* type; const char* klass; Mix mix; double damage; const char* source;
  std::vector<const char*> suffixes;
};
const std::vector<WeaponFamily> kFamilies = {
    {"Sollomate Opalo", "Carbine", "Laser", kBurnMix, 8, "Trade Terminal", {" FEN Edition", " SGA Edition", " TWEN Edition"}},
    {"Sollomate Rubio", "Carbine", "Laser", kBurnMix, 12, "Crafted", {" (L)"}},
    {"Sollomate Azul", "Rifle", "Laser", kBurnMix, 14, "Trade Terminal", {"", ", Adjusted", ", Improved"}},
    {"Sollomate Pesado", "Rifle", "Laser", kBurnMix, 22, "Trade Terminal", {"", ", Adjusted"}},
    {"Breer P1a", "Pistol", "Laser", kBurnMix, 9, "Trade Terminal", {"", ", Adjusted"}},
    {"Breer P2a", "Pistol", "Laser", kBurnMix, 14, "Looted", {"", ", Adjusted", ", Improved"}},
    {"Breer P5a", "Pistol", "Laser", kBurnMix, 24, "Looted", {"", ", Improved", ", Modified (L)"}},
    {"Breer M1a", "Rifle", "Laser", kBurnMix, 18, "Looted", {"", ", Adjusted"}},
    {"Korss H400", "Pistol", "Laser", kBurnMix, 37, "Looted", {", Adjusted", ", Improved", ", Modified (L)"}},
    {"Korss H410", "Pistol", "Laser", kBurnMix, 44, "Looted", {"", ", Adjusted"}},
    {"A-3 Justifier Mk. 2", "Rifle", "BLP", kBlpMix, 42, "Looted", {"", ", Adjusted", ", Improved"}},
    {"A&P Series Mayhem SB-90", "Rifle", "BLP", kBlpMix, 60, "Event", {"", ", Adjusted (L)"}},
    {"A&P Series Mayhem LP-100", "Pistol", "Laser", kBurnMix, 50, "Event", {"", ", Modified"}},
    {"A&P Series Mayhem LR-120", "Rifle", "Laser", kBurnMix, 66, "Event", {"", ", Adjusted"}},
    {"Isis LR32", "Rifle", "Laser", kBurnMix, 30, "Looted", {"", ", Adjusted", ", Improved"}},
    {"Isis HL8", "Pistol", "Laser", kBurnMix, 20, "Looted", {"", ", Modified"}},
    {"Jester L1", "Carbine", "Laser", kBurnMix, 16, "Looted", {"", ", Adjusted", ", Improved", ", Perfected"}},
    {"Nova Lightbringer LR-5", "Rifle", "Laser", kBurnMix, 52, "Looted", {"", ", Augmented"}},
    {"Herman LAW-101", "Rifle", "BLP", kBlpMix, 28, "Looted", {"", ", Adjusted", ", Improved"}},
    {"Herman CAT-1", "Shotgun", "BLP", kBlpMix, 24, "Crafted", {"", ", Adjusted"}},
    {"Herman CAT-3", "Shotgun", "BLP", kBlpMix, 35, "Crafted", {"", " (L)"}},
    {"Castorian Pioneer BP-2", "Pistol", "BLP", kBlpMix, 12, "Trade Terminal", {"", ", Adjusted"}},
    {"Castorian Pioneer BR-5", "Rifle", "BLP", kBlpMix, 16, "Trade Terminal", {"", ", Adjusted"}},
    {"Unity PR-20", "Rifle", "Plasma", kPlasmaMix, 34, "Looted", {"", ", Adjusted", ", Improved"}},
    {"Unity PP-5", "Pistol", "Plasma", kPlasmaMix, 18, "Looted", {"", ", Modified"}},
    {"Unity PC-12", "Carbine", "Plasma", kPlasmaMix, 26, "Crafted", {""}},
    {"Pyrotek F-100 Flamer", "Flamethrower", "Plasma", kFlameMix, 30, "Crafted", {"", ", Adjusted"}},
    {"Pyrotek F-300 Flamer", "Flamethrower", "Plasma", kFlameMix, 48, "Looted", {"", " (L)"}},
    {"Kronos GR-1", "Rifle", "Gauss", kGaussMix, 40, "Looted", {"", ", Adjusted", ", Improved"}},
    {"Kronos GP-1", "Pistol", "Gauss", kGaussMix, 22, "Looted", {"", ", Adjusted"}},
    {"Kronos GC-7", "Carbine", "Gauss", kGaussMix, 32, "Shop", {""}},
    {"Vulcan EL-1 Launcher", "Cannon", "Explosive", kExplosiveMix, 45, "Crafted", {"", ", Adjusted"}},
    {"Vulcan EL-3 Launcher", "Cannon", "Explosive", kExplosiveMix, 70, "Crafted", {"", " (L)"}},
    {"Titan Mortar M-9", "Cannon", "Explosive", kExplosiveMix, 95, "Event", {""}},
    {"Gladius Sword", "Sword", "Melee", kCutStab, 20, "Crafted", {"", ", Adjusted", ", Improved"}},
    {"Zerk Sabre", "Sword", "Melee", kCutStab, 34, "Looted", {"", ", Modified"}},
    {"Katana K-3", "Sword", "Melee", kCutStab, 42, "Crafted", {"", " (L)"}},
    {"Tanto Blade", "Knife", "Melee", kStabCut, 14, "Trade Terminal", {"", ", Adjusted"}},
    {"Combat Knife CK-1", "Knife", "Melee", kStabCut, 9, "Trade Terminal", {"", ", Improved"}},
    {"Serrated Dagger", "Knife", "Melee", kStabCut, 18, "Looted", {""}},
    {"Iron Club", "Club", "Melee", kImpactMix, 12, "Trade Terminal", {"", ", Adjusted"}},
    {"Boar Club", "Club", "Melee", kImpactMix, 26, "Crafted", {"", ", Improved (L)"}},
    {"Yule Candy Cane Club", "Club", "Melee", kImpactMix, 30, "Event", {""}},
    {"Razor Whip", "Whip", "Melee", kCutImpact, 16, "Crafted", {"", ", Adjusted"}},
    {"Lash Whip L-4", "Whip", "Melee", kCutImpact, 28, "Looted", {""}},
    {"Brawler Knuckles", "Fist", "Melee", kImpactMix, 8, "Trade Terminal", {"", ", Adjusted", ", Improved"}},
    {"Titan Fist T-2", "Fist", "Melee", kImpactMix, 22, "Crafted", {"", " (L)"}},
    {"Mayhem Electric Attack Nanochip 15", "Mindforce Chip", "Mindforce", kElectricMix, 80, "Event", {", Perfected"}},
    {"Merry Annihilation Snow Cannon", "Cannon", "Explosive", kExplosiveMix, 55, "Event", {""}},
    {"Sollomate Mari", "Pistol", "Laser", kBurnMix, 11, "Shop", {"", ", Adjusted"}},
    {"Genesis Star Vortex", "Rifle", "Plasma", kPlasmaMix, 58, "Looted", {"", ", Perfected"}},
    {"Hermes Arc Carbine", "Carbine", "Gauss", kGaussMix, 46, "Looted", {"", ", Improved (L)"}},
};

// Numbered model lines: ArMatrix (world.md: BC-10...BC-50 (L), LP-35 (L), BP-65 (L)), Castorian Survival
// EnBlade-1...12, Herman ARK-10.., nanochips. Damage = base + per_step x number.
struct WeaponSeries {
  const char* stem; const char* type; const char* klass; Mix mix; const char* source; bool limited;
  std::vector<int> numbers; double base, per_step;
};
const std::vector<WeaponSeries> kSeries = {
    {"ArMatrix LP-", "Pistol", "Laser", kBurnMix, "Crafted", true, {15, 25, 35, 45, 55, 65}, 8, 0.55},
    {"ArMatrix LR-", "Rifle", "Laser", kBurnMix, "Crafted", true, {10, 20, 35, 45, 55}, 8, 0.75},
    {"ArMatrix LC-", "Carbine", "Laser", kBurnMix, "Crafted", true, {10, 25, 40, 60}, 8, 0.6},
    {"ArMatrix BC-", "Carbine", "BLP", kBlpMix, "Crafted", true, {10, 20, 30, 40, 50}, 8, 0.6},
    {"ArMatrix BP-", "Pistol", "BLP", kBlpMix, "Crafted", true, {15, 25, 35, 45, 55, 65}, 8, 0.55},
    {"ArMatrix BR-", "Rifle", "BLP", kBlpMix, "Crafted", true, {10, 20, 30, 40, 50}, 8, 0.75},
    {"Herman ARK-", "Rifle", "BLP", kBlpMix, "Crafted", true, {10, 20, 30, 40}, 8, 0.6},
    {"Castorian Survival EnBlade-", "Sword", "Melee", kEnergyBlade, "Crafted", false, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, 6, 3.2},
    {"Electric Attack Nanochip ", "Mindforce Chip", "Mindforce", kElectricMix, "Looted", false, {1, 2, 3, 4, 5, 6, 7, 8}, 8, 5},
    {"Cryogenic Attack Nanochip ", "Mindforce Chip", "Mindforce", kColdMix, "Looted", false, {1, 2, 3, 4, 5, 6}, 8, 5},
    {"Pyrokinetic Attack Nanochip ", "Mindforce Chip", "Mindforce", kBurnMix, "Looted", false, {1, 2, 3, 4, 5, 6}, 8, 5},
};

// Grade words raise damage (and, a little, economy).
double grade_factor(const std::string& name) {
  const std::pair<const char*, double> grades[] = {
      {"Adjusted", 1.08}, {"Improved", 1.15}, {"Modified", 1.22}, {"Augmented", 1.30}, {"Perfected", 1.40}};
  for (const auto& g : grades)
    if (name.find(g.first) != std::string::npos) return g.second;
  return 1.0;
}

std::string source_phrase(const std::string& source) {
  if (source == "Trade Terminal") return "sold at the trade terminal";
  if (source == "Looted") return "found in creature loot";
  if (source == "Crafted") return "crafted from a blueprint";
  if (source == "Event") return "handed out at events";
  return "sold in planet shops";
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return text;
}

// Draws the stats of a generated weapon: attack rate and range from its type, cost from a target DPP,
// TT from a number of uses until the 3 % limit, a SIB interval from its damage.
WeaponRow draw_weapon(DemoRandom& rng, const std::string& name, const std::string& type, const std::string& klass,
                      Mix mix, double damage, const std::string& source) {
  const TypeRule& rule = type_rule(type);
  WeaponRow w = named_row(name, type, klass, source);
  w.mix = mix;
  w.professions = professions_for(type, klass, mix);
  const double max_damage = round_to(damage, 1);
  if (!rng.chance(0.03)) w.damage = split_by_shares(max_damage, kMixes[mix], 1);
  w.apm = maybe(rng, std::round(rng.real(rule.apm_lo, rule.apm_hi)));
  w.range = maybe(rng, round_to(rng.real(rule.range_lo, rule.range_hi), 1));
  const double dpp = rng.real(2.5, 3.05) + (grade_factor(name) - 1.0) * 0.5 + (source == "Event" ? 0.15 : 0.0);
  const double cost_pec = 0.695 * max_damage / dpp;
  // Section 2 reference weapons spend 1-10 % of a shot's cost on decay, the rest on ammo; melee is all decay.
  const bool melee = klass == "Melee";
  const double decay_share = klass == "Mindforce" ? rng.real(0.1, 0.3) : rng.real(0.01, 0.15);
  const double decay = round_to(melee ? cost_pec : cost_pec * decay_share, 3);
  w.decay = maybe(rng, decay);
  w.ammo = melee ? std::optional<double>(0.0) : maybe(rng, std::round((cost_pec - decay) * 100.0));
  const double median_uses = (is_limited_name(name) ? 9000.0 : 25000.0) * (melee ? 0.15 : 1.0);
  const double uses = rng.log_normal(median_uses, 0.5);
  w.tt = maybe(rng, round_to(std::max(0.5, decay / 100.0 * uses / 0.97), 2));
  w.weight = maybe(rng, round_to(rng.real(rule.weight_lo, rule.weight_hi), 1));
  w.sib = !rng.chance(0.15);
  if (w.sib && !rng.chance(kGapRate)) {
    const double start = std::max(0.0, round_to((max_damage - 8.0) * 0.42 + rng.real(-1.0, 1.0), 1));
    w.sib_start = start;
    w.sib_end = round_to(start + rng.real(2.5, 8.0), 1);
  }
  if (w.sib_end) w.level = maybe(rng, static_cast<int>(std::lround(*w.sib_end)));
  else if (!w.sib) w.level = maybe(rng, static_cast<int>(std::lround(max_damage * 0.4)));
  w.description = maybe(rng, "A " + lower(klass) + " " + lower(type) + " " + source_phrase(source) + ".");
  return w;
}

WeaponRow reference_row(const ReferenceWeapon& r) {
  WeaponRow w = named_row(r.name, r.type, r.klass, r.source);
  w.mix = r.mix;
  w.damage = r.damage;
  w.apm = r.apm; w.range = r.range; w.decay = r.decay; w.ammo = r.ammo; w.tt = r.tt; w.weight = r.weight;
  w.sib = true; w.sib_start = r.sib_start; w.sib_end = r.sib_end;
  w.level = static_cast<int>(std::lround(r.sib_end));
  w.professions = professions_for(r.type, r.klass, r.mix);
  w.description = std::string("A ") + lower(r.klass) + " " + lower(r.type) + " " + source_phrase(r.source) +
                  "; a reference weapon of the calculators.";
  return w;
}

class WeaponWriter {
 public:
  WeaponWriter(ImportSession& session, Catalog& catalog) : session_(session), catalog_(catalog) {}

  void write(const WeaponRow& w) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "type", "class", "source", "limited", "damage", "damage_impact", "damage_cut",
         "damage_stab", "damage_penetration", "damage_shrapnel", "damage_burn", "damage_cold", "damage_acid",
         "damage_electric", "attacks_per_minute", "range", "decay", "ammo_burn", "ammo_type", "tt", "min_tt", "dps",
         "dpp", "efficiency", "hit_profession", "damage_profession", "sib", "sib_start", "sib_end", "level", "weight"});
    const std::optional<double> damage = sum_present(w.damage);
    const WeaponStats stats = weapon_stats({damage, w.apm, w.decay, w.ammo});
    const auto round3 = [](double v) { return round_to(v, 3); };
    const auto round1 = [](double v) { return round_to(v, 1); };
    const std::string slug = slugs_.claim(w.name);
    Record row(keys);
    row << slug << w.name << w.description << w.type << w.klass << w.source << is_limited_name(w.name) << damage
        << w.damage << w.apm << w.range << w.decay << w.ammo << ammo_type_for(w.klass) << w.tt << min_tt_of(w.tt)
        << map_present(stats.dps, round3) << map_present(stats.dpp, round3) << map_present(stats.efficiency, round1)
        << w.professions.hit << w.professions.damage << w.sib << w.sib_start << w.sib_end << w.level << w.weight;
    // Every fourth weapon's wiki entry lacks its figures: the import computes them (the same values) and lists
    // them in computedFigures.
    if (written_++ % kFiguresLeftToImport == kFiguresLeftToImport - 1)
      for (const char* figure : {"dps", "dpp", "efficiency"}) row.omit(figure);
    import_record(session_, "weapons", row);
    catalog_.items.push_back({"weapons", slug, w.name, w.tt, w.source, w.klass});
  }

 private:
  static constexpr int kFiguresLeftToImport = 4;
  ImportSession& session_;
  Catalog& catalog_;
  TableSlugs slugs_;
  int written_ = 0;
};

}  // namespace

void generate_weapons(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  WeaponWriter writer(session, catalog);
  for (const ReferenceWeapon& r : kReferences) writer.write(reference_row(r));
  for (const WeaponFamily& f : kFamilies) {
    for (const char* suffix : f.suffixes) {
      const std::string name = std::string(f.stem) + suffix;
      const std::string source = name.find("Edition") != std::string::npos ? "Event"
                                 : is_limited_name(name) && std::string(f.source) != "Event" ? "Crafted"
                                                                                           : f.source;
      writer.write(draw_weapon(rng, name, f.type, f.klass, f.mix, f.damage * grade_factor(name), source));
    }
  }
  for (const WeaponSeries& s : kSeries) {
    for (int n : s.numbers) {
      const std::string name = s.stem + std::to_string(n) + (s.limited ? " (L)" : "");
      writer.write(draw_weapon(rng, name, s.type, s.klass, s.mix, s.base + s.per_step * n, s.source));
    }
  }
}

}  // namespace wiki_demo
}  // namespace snap
