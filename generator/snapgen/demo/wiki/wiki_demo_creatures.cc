// wiki_demo_creatures.cc: demo creatures, their maturities and codex entries. Species, planets and maturity
// ladders: shared/domain/world.md sections 3 and 5; HP = 10 x Stamina, the Atrox/Daikiba/Argonaut anchors and the
// damage-potential buckets: weapons-and-hunting.md section 11. Other stats are drawn to grow with rank.
#include <cmath>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

// world.md section 3: the standard ladder, role ladders, drone generations, numbered event mobs.
enum Ladder { kStandard, kRoles, kFoid, kDrone, kNumbered, kTwoDigits, kBrood, kSpider, kElite, kWarriorC, kSampling, kDrillBot };
const std::vector<std::vector<std::string>> kLadders = {
    {"Young", "Mature", "Old", "Provider", "Guardian", "Dominant", "Alpha", "Old Alpha", "Prowler", "Stalker"},
    {"Young", "Adult", "Scout", "Gatherer", "Guardian", "Hunter", "Raider", "Scavenger", "Warrior", "Leader"},
    {"Hunter", "Warlord", "Champion", "Clan Warlord"},
    {"Gen 01", "Gen 02", "Gen 03", "Gen 04", "Gen 05", "Gen 06", "Gen 07", "Gen 08", "Gen 09", "Gen 10"},
    {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"},
    {"01", "02", "03", "04", "05", "06", "07", "08", "09", "10"},
    {"Hatchling", "Juvenile", "Young", "Mature", "Old", "Guardian", "Queen"},
    {"Puny", "Young", "Mature", "Old", "Provider", "Guardian", "Dominant", "Brood Mother"},
    {"Cub", "Young", "Mature", "Young Elite", "Mature Elite", "Elite", "Marauder", "Slayer", "Raging"},
    {"Warrior C1-TF", "Warrior C2-TF", "Warrior C3-TF"},        // verbatim: the global names the maturity alone
    {"Sampling: TZ-15", "Sampling: TZ-25", "Sampling: TZ-35"},  // verbatim
    {"Reinforced Drill Bot 1001", "Reinforced Drill Bot 1002", "Reinforced Drill Bot 1003",
     "Reinforced Drill Bot 1004"},                                 // verbatim, as the global names it
};

struct SpeciesSeed {
  const char* name;
  const char* planet;
  const char* type;   // Animal, Mutant, Robot, Humanoid
  Ladder ladder;
  int count;          // maturities from the bottom of the ladder; 0 = the whole ladder
  double base_hp;     // rank 1
  double top_hp;      // last rank; 0 = drawn
  double first_regen; // HP/s of rank 1; 0 = drawn
};

// Section 11 anchors: Atrox Young 990 HP, 4.71 HP/s, Atrox Stalker 2450 HP; Daikiba Young 30 HP; Argonaut Young
// 300 HP, 0.2 HP/s. Planets of world.md section 5 where a source ties them (others: Calypso by name, or invented).
const SpeciesSeed kSpecies[] = {
    {"Atrox", "Calypso", "Animal", kStandard, 10, 990, 2450, 4.71},
    {"Daikiba", "Calypso", "Animal", kStandard, 6, 30, 0, 0},
    {"Argonaut", "Calypso", "Animal", kRoles, 10, 300, 0, 0.2},
    {"Sabakuma", "Calypso", "Animal", kStandard, 8, 600, 0, 0},
    {"Hogglo", "Calypso", "Animal", kNumbered, 10, 80, 0, 0},
    {"Chimera", "Calypso", "Mutant", kStandard, 7, 1500, 0, 0},
    {"Scipulor", "Calypso", "Animal", kStandard, 8, 400, 0, 0},
    {"Neconu", "Calypso", "Mutant", kStandard, 6, 120, 0, 0},
    {"Gokibusagi", "Calypso", "Animal", kStandard, 7, 350, 0, 0},
    {"Calypsocod", "Calypso", "Animal", kStandard, 5, 150, 0, 0},
    {"Razortooth", "Calypso", "Animal", kStandard, 6, 700, 0, 0},
    {"Berycled", "Calypso", "Animal", kStandard, 10, 90, 0, 0},
    {"Longu", "Calypso", "Animal", kStandard, 9, 260, 0, 0},
    {"Caudatergus", "Calypso", "Animal", kStandard, 10, 320, 0, 0},
    {"Combibo", "Calypso", "Animal", kStandard, 8, 110, 0, 0},
    {"Araneatrox", "Calypso", "Animal", kSpider, 8, 500, 0, 0},
    {"Allophyl", "Calypso", "Mutant", kStandard, 8, 220, 0, 0},
    {"Atrax", "Calypso", "Animal", kSpider, 7, 380, 0, 0},
    {"Cornundacauda", "Calypso", "Animal", kStandard, 9, 800, 0, 0},
    {"Ambulimax", "Calypso", "Animal", kStandard, 7, 650, 0, 0},
    {"Chirpy", "Calypso", "Animal", kStandard, 4, 20, 0, 0},
    {"Daspletor", "Calypso", "Animal", kStandard, 10, 1200, 0, 0},
    {"Kingfisher", "Calypso", "Animal", kStandard, 5, 4000, 30000, 0},
    {"Leviathan", "Calypso", "Animal", kStandard, 3, 40000, 160000, 0},
    {"Shinkiba", "Calypso", "Animal", kStandard, 6, 40, 0, 0},
    {"Formicacida", "Calypso", "Animal", kBrood, 7, 250, 0, 0},
    {"Maffoid", "Calypso", "Humanoid", kFoid, 4, 500, 0, 0},
    {"Mulmun", "Calypso", "Animal", kStandard, 8, 140, 0, 0},
    {"Thorifoid", "Calypso", "Humanoid", kFoid, 4, 900, 0, 0},
    {"Feffoid", "Calypso", "Humanoid", kFoid, 4, 700, 0, 0},
    {"Molisk", "Calypso", "Animal", kRoles, 10, 180, 0, 0},
    {"Exarosaur", "Calypso", "Animal", kStandard, 9, 1100, 0, 0},
    {"Merp", "Calypso", "Animal", kStandard, 5, 60, 0, 0},
    {"Estophyl", "Calypso", "Mutant", kStandard, 8, 160, 0, 0},
    {"Drone", "Calypso", "Robot", kDrone, 10, 200, 0, 0},
    {"Kerberos", "Calypso", "Mutant", kStandard, 8, 1400, 0, 0},
    {"Mermoth", "Calypso", "Animal", kStandard, 9, 850, 0, 0},
    {"Bristlehog", "Calypso", "Animal", kStandard, 7, 300, 0, 0},
    {"Equus", "Calypso", "Animal", kStandard, 6, 450, 0, 0},
    {"Faucervix", "Calypso", "Animal", kStandard, 8, 500, 0, 0},
    {"Fugabarba", "Calypso", "Animal", kStandard, 7, 380, 0, 0},
    {"Gibnib", "Calypso", "Animal", kStandard, 5, 35, 0, 0},
    {"Hiryuu", "Calypso", "Animal", kStandard, 8, 2200, 0, 0},
    {"Igni", "Calypso", "Mutant", kStandard, 6, 260, 0, 0},
    {"Malcruentor", "Calypso", "Mutant", kStandard, 9, 1700, 0, 0},
    {"Miner Bot", "Calypso", "Robot", kDrone, 6, 420, 0, 0},
    {"Mourner", "Calypso", "Mutant", kStandard, 8, 1300, 0, 0},
    {"Nusul", "Calypso", "Animal", kStandard, 7, 360, 0, 0},
    {"Osseocollum", "Calypso", "Animal", kStandard, 6, 2600, 0, 0},
    {"Phasm", "Calypso", "Mutant", kStandard, 7, 900, 0, 0},
    {"Proteron", "Calypso", "Animal", kStandard, 8, 1000, 0, 0},
    {"Rippersnapper", "Calypso", "Animal", kStandard, 6, 260, 0, 0},
    {"Sumima", "Calypso", "Animal", kStandard, 7, 280, 0, 0},
    {"Tantardion", "Calypso", "Animal", kStandard, 8, 1600, 0, 0},
    {"Traeskeron", "Calypso", "Animal", kStandard, 9, 1900, 0, 0},
    {"Trox", "Calypso", "Animal", kStandard, 6, 110, 0, 0},
    {"Vanguard", "Calypso", "Robot", kDrone, 8, 700, 0, 0},
    {"Warlock", "Setesh", "Humanoid", kElite, 9, 1200, 0, 0},
    {"Cyclops", "Setesh", "Mutant", kElite, 7, 2400, 0, 0},
    {"Merry Annihilation Daikiba", "Calypso", "Animal", kTwoDigits, 10, 300, 0, 0},
    {"Oratan", "Arkadia", "Humanoid", kElite, 8, 500, 0, 0},
    {"Tripudion", "Arkadia", "Animal", kStandard, 7, 300, 0, 0},
    {"Kadoba", "Arkadia Moon", "Animal", kStandard, 6, 450, 0, 0},
    {"Togolossi", "Arkadia Underground", "Mutant", kStandard, 6, 800, 0, 0},
    {"Papoo", "Next Island", "Animal", kStandard, 6, 70, 0, 0},
    {"Daudaormur", "Next Island", "Animal", kStandard, 9, 600, 0, 0},
    {"Yule Daudaormur", "Next Island", "Animal", kStandard, 3, 2000, 0, 0},
    {"Minotaur", "Ancient Greece", "Humanoid", kElite, 6, 1800, 0, 0},
    {"Dire Weed", "Cyrene", "Mutant", kStandard, 5, 150, 0, 0},
    {"Venataur", "Cyrene", "Animal", kStandard, 8, 700, 0, 0},
    {"Protocore", "Cyrene", "Robot", kDrone, 7, 1000, 0, 0},
    {"Warrior", "ROCKtropia", "Robot", kWarriorC, 0, 900, 0, 0},
    {"Zomhattan Shambler", "ROCKtropia", "Mutant", kStandard, 7, 350, 0, 0},
    {"Hell Hound", "HELL", "Mutant", kStandard, 6, 1500, 0, 0},
    {"Sampling", "DSEC9", "Robot", kSampling, 0, 1200, 0, 0},
    {"Reinforced Drill Bot", "Monria", "Robot", kDrillBot, 0, 60, 0, 0},
    {"Monria Crawler", "Monria", "Mutant", kStandard, 6, 400, 0, 0},
    {"Qafara Scarab", "Toulan", "Animal", kBrood, 6, 220, 0, 0},
    {"Sandskipper", "Toulan", "Animal", kStandard, 7, 160, 0, 0},
};

// Attack and defense weights per creature type (drawn around these per species).
Shares attack_shares(const std::string& type) {
  if (type == "Robot") return {0.05, 0, 0, 0.35, 0.25, 0.15, 0, 0, 0.2};
  if (type == "Mutant") return {0.3, 0, 0, 0, 0, 0, 0.25, 0.45, 0};
  if (type == "Humanoid") return {0, 0.3, 0.3, 0.25, 0, 0.15, 0, 0, 0};
  return {0.4, 0.35, 0.25, 0, 0, 0, 0, 0, 0};
}

Shares defense_shares(const std::string& type) {
  if (type == "Robot") return {0.08, 0.06, 0.06, 0.24, 0.20, 0.14, 0.04, 0.04, 0.14};
  if (type == "Mutant") return {0.12, 0.12, 0.12, 0.1, 0.08, 0.1, 0.16, 0.12, 0.08};
  if (type == "Humanoid") return {0.16, 0.16, 0.18, 0.14, 0.1, 0.1, 0.06, 0.05, 0.05};
  return {0.2, 0.18, 0.18, 0.1, 0.06, 0.08, 0.08, 0.06, 0.06};
}

// Keeps the zero types zero, moves the others by up to +-50 %.
Shares jitter(DemoRandom& rng, Shares shares) {
  for (double& s : shares)
    if (s > 0) s *= rng.real(0.5, 1.5);
  return shares;
}

// Section 11: Minimal 1, Small 20, Limited 30, Medium 40, Large 60, Great 101, Huge 161, Immense 271, Gigantic 356,
// Colossal 500+ (by max damage).
std::optional<std::string> damage_potential(const std::optional<double>& max_damage) {
  if (!max_damage) return std::nullopt;
  const std::pair<double, const char*> buckets[] = {{500, "Colossal"}, {356, "Gigantic"}, {271, "Immense"},
                                                    {161, "Huge"},     {101, "Great"},     {60, "Large"},
                                                    {40, "Medium"},    {30, "Limited"},    {20, "Small"}};
  for (const auto& b : buckets)
    if (*max_damage >= b.first) return std::string(b.second);
  return std::string("Minimal");
}

struct SpeciesDraw {
  Shares attack, defense;
  double regen_rate;  // HP/s per HP
  double aggression;  // damage factor
  double toughness;   // defense factor
  double apm;
};

// Builds each species' record with its maturities; generate_creature_loot adds the loot before they are written.
class CreatureRecords {
 public:
  CreatureRecords(DemoRandom& rng, Catalog& catalog) : rng_(rng), catalog_(catalog) {}

  void add(const SpeciesSeed& s) {
    const std::vector<std::string>& ladder = kLadders[s.ladder];
    const int count = s.count > 0 ? std::min<int>(s.count, static_cast<int>(ladder.size())) : static_cast<int>(ladder.size());
    const bool verbatim = s.ladder == kWarriorC || s.ladder == kSampling || s.ladder == kDrillBot;
    const std::string slug = slugs_.claim(s.name);
    Record species = species_record(s, slug, verbatim);
    Json& maturities = species["maturities"] = Json::array();
    SpeciesDraw draw{jitter(rng_, attack_shares(s.type)), jitter(rng_, defense_shares(s.type)),
                     s.first_regen > 0 ? s.first_regen / s.base_hp : rng_.real(0.001, 0.005),
                     rng_.real(0.7, 1.4), rng_.real(0.7, 1.4), rng_.real(18, 40)};
    const double top = s.top_hp > 0 ? s.top_hp : s.base_hp * rng_.real(2.5, 10.0);
    std::int64_t prev_hp = 0, prev_level = 0;
    for (int rank = 1; rank <= count; ++rank) {
      const double t = count > 1 ? (rank - 1.0) / (count - 1.0) : 0.0;
      const auto hp_curve = static_cast<std::int64_t>(10 * std::llround(s.base_hp * std::pow(top / s.base_hp, t) / 10.0));
      const std::int64_t hp = std::max(prev_hp + 10, hp_curve);
      const auto level_curve = static_cast<std::int64_t>(std::llround(0.9 * std::sqrt(static_cast<double>(hp))));
      const std::int64_t level = std::max(prev_level + 1, level_curve);
      maturities.push_back(maturity(ladder[rank - 1], rank, hp, level, draw, rank == 1 && s.first_regen > 0));
      prev_hp = hp;
      prev_level = level;
    }
    catalog_.creatures.push_back({slug, s.name, s.type, count, catalog_.planet(s.planet)});
    catalog_.creature_records.push_back(species);
  }

 private:
  Record species_record(const SpeciesSeed& s, const std::string& slug, bool verbatim) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "planet_id", "type", "maturity_naming", "sweatable", "tameable", "taming_level",
         "scan_profession"});
    const std::string type = s.type;
    const bool tameable = type == "Animal" && s.base_hp < 1000 && rng_.chance(0.5);
    const std::optional<double> taming = tameable ? maybe(rng_, round_to(s.base_hp / 20.0 + rng_.real(1, 10), 1))
                                                  : std::nullopt;
    // Scanning professions are not in shared/domain; "<Type> Investigator" is invented.
    const std::string scan = (type == "Humanoid" ? std::string("Human") : type) + " Investigator";
    Record row(keys);
    row << slug << s.name
        << maybe(rng_, std::string(type) + " found on " + s.planet + "; " +
                           (verbatim ? "globals name each variant verbatim." : "globals name it with its maturity."))
        << catalog_.planet(s.planet) << type << (verbatim ? "Verbatim" : "Suffix")
        << maybe(rng_, type == "Animal" || type == "Mutant") << maybe(rng_, tameable) << taming << maybe(rng_, scan);
    return row;
  }

  // One element of the record's "maturities".
  Json maturity(const std::string& name, int rank, std::int64_t hp, std::int64_t level, const SpeciesDraw& d,
                bool exact_regen) {
    static const Record::Keys keys = Record::keys(
        {"name", "rank", "hp", "level", "attacks_per_minute", "regeneration", "damage_potential", "damage_impact",
         "damage_cut", "damage_stab", "damage_penetration", "damage_shrapnel", "damage_burn", "damage_cold",
         "damage_acid", "damage_electric", "defense_impact", "defense_cut", "defense_stab", "defense_penetration",
         "defense_shrapnel", "defense_burn", "defense_cold", "defense_acid", "defense_electric", "strength", "agility",
         "intelligence", "stamina", "psyche"});
    const double hp_d = static_cast<double>(hp);
    const double max_damage = std::max(1.0, d.aggression * 1.1 * std::pow(hp_d, 0.55));
    const PerType damage = split_by_shares(max_damage, d.attack, 1);
    const PerType defense = split_by_shares(d.toughness * (3.0 + std::pow(hp_d, 0.4)), d.defense, 1);
    const double regen = round_to(hp_d * d.regen_rate, 2);
    const auto attribute = [&](double lo, double hi) {
      return maybe(rng_, static_cast<std::int64_t>(std::llround(static_cast<double>(level) * rng_.real(lo, hi))));
    };
    Record row(keys);
    row << name << rank << hp << maybe(rng_, level)
        << maybe(rng_, round_to(d.apm * rng_.real(0.9, 1.1), 0)) << (exact_regen ? regen : maybe(rng_, regen))
        << damage_potential(sum_present(damage)) << damage << defense
        << maybe(rng_, static_cast<std::int64_t>(std::llround(max_damage * rng_.real(0.8, 1.5))))
        << attribute(0.5, 2.0) << attribute(0.3, 1.5) << hp / 10 << attribute(0.3, 1.5);
    return row.json();
  }

  DemoRandom& rng_;
  Catalog& catalog_;
  TableSlugs slugs_;
};

}  // namespace

void generate_creatures(DemoRandom& rng, Catalog& catalog) {
  CreatureRecords records(rng, catalog);
  for (const SpeciesSeed& s : kSpecies) records.add(s);
}

void write_creatures(ImportSession& session, const Catalog& catalog) {
  for (const Record& record : catalog.creature_records) import_record(session, "creatures", record);
}

void generate_codex(ImportSession& session, DemoRandom& rng, const Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "creature_id", "category", "rank_count", "base_reward_ped"});
  const std::vector<std::string> categories = {"Cat 1", "Cat 2", "Cat 3", "Cat 4"};
  TableSlugs slugs;
  for (const CreatureRef& c : catalog.creatures) {
    if (c.name.find("Annihilation") != std::string::npos || c.name.find("Yule") != std::string::npos) continue;
    if (rng.chance(0.2)) continue;  // not every species has a codex
    const std::string name = c.name + " Codex";
    Record row(keys);
    row << slugs.claim(name) << name
        << maybe(rng, "Codex of the " + c.name + ": 25 ranks of kills, each rewarding skills.") << c.slug
        << rng.pick(categories) << 25 << maybe(rng, round_to(rng.real(0.5, 6.0), 2));
    import_record(session, "codexes", row);
  }
}

}  // namespace wiki_demo
}  // namespace snap
