// wiki_demo_wearables.cc: demo clothing (rings included), consumables and pets, each with the effects it gives.
// Ring families and grades: shared/domain/weapons-and-hunting.md section 8 and world.md section 5; stimulant and
// booster names: world.md section 5. Effect values, pets and ordinary clothes are invented.
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct RingFamily {
  const char* name;    // "Aeglic Ring"
  const char* slot;    // Left Hand, Right Hand (one ring slot each, section 8)
  const char* effect;  // its main effect
  double base_value;   // value of the (L) grade
};

const RingFamily kRings[] = {
    {"Aeglic Ring", "Left Hand", "Critical Damage Added", 2.0},
    {"Ares Ring", "Right Hand", "Damage Done Increased", 1.0},
    {"Artemic Ring", "Left Hand", "Critical Chance Added", 0.5},
    {"Athenic Ring", "Right Hand", "Healing Increased", 2.0},
    {"Hermetic Ring", "Right Hand", "Run Speed Increased", 4.0},
};

// Grade suffix and the factor on the ring's value.
const std::pair<const char*, double> kRingGrades[] = {
    {" (L)", 1.0}, {", Adjusted", 1.25}, {", Improved", 1.5}, {", Modified", 1.75}, {", Augmented", 2.0}, {", Perfected", 2.5},
};

struct ClothingSeed {
  const char* name;
  const char* type;    // Shirt, Coat, Pants, Boots, Gloves, Hat, Glasses, Belt
  const char* gender;  // Male, Female, Both
  const char* source;
  const char* effect;  // or nullptr
  double effect_value;
};

const ClothingSeed kClothes[] = {
    {"Explorer Boots", "Boots", "Both", "Crafted", "Run Speed Increased", 3},
    {"Explorer Boots, Adjusted", "Boots", "Both", "Crafted", "Run Speed Increased", 5},
    {"Hunter Coat (M)", "Coat", "Male", "Crafted", nullptr, 0},
    {"Hunter Coat (F)", "Coat", "Female", "Crafted", nullptr, 0},
    {"Sharpshooter Shades", "Glasses", "Both", "Looted", "Critical Chance Added", 0.3},
    {"Sharpshooter Shades, Improved", "Glasses", "Both", "Looted", "Critical Chance Added", 0.6},
    {"Medic Gloves", "Gloves", "Both", "Crafted", "Healing Increased", 1.5},
    {"Reloader Gloves (L)", "Gloves", "Both", "Crafted", "Reload Speed Increased", 2},
    {"Utility Belt", "Belt", "Both", "Crafted", nullptr, 0},
    {"Bandolier Belt, Modified", "Belt", "Both", "Looted", "Reload Speed Increased", 3},
    {"Colonist Shirt (M)", "Shirt", "Male", "Trade Terminal", nullptr, 0},
    {"Colonist Shirt (F)", "Shirt", "Female", "Trade Terminal", nullptr, 0},
    {"Colonist Pants (M)", "Pants", "Male", "Trade Terminal", nullptr, 0},
    {"Colonist Pants (F)", "Pants", "Female", "Trade Terminal", nullptr, 0},
    {"Ranger Hat", "Hat", "Both", "Crafted", nullptr, 0},
    {"Mayhem Victory Cap", "Hat", "Both", "Event", "Critical Damage Added", 1},
    {"Yule Sweater", "Shirt", "Both", "Event", "Regeneration Added", 1},
    {"Nightwatch Goggles", "Glasses", "Both", "Shop", "Dodge Added", 0.5},
    {"Prospector Vest (M)", "Coat", "Male", "Crafted", "Skill Gain Increased", 1},
    {"Prospector Vest (F)", "Coat", "Female", "Crafted", "Skill Gain Increased", 1},
    {"Heavy Work Boots", "Boots", "Both", "Crafted", "Run Speed Decreased", 5},
};

struct ConsumableSeed {
  std::string name;
  const char* type;  // Stimulant, Food, Pill, Booster
  const char* effect;
  double value;
  int duration_seconds;
};

// world.md section 5: AccuStim / DevaStim / HyperStim / MediStim / NutriStim 5-15mg, Neurobiotic Booster A1-A10.
struct StimFamily {
  const char* name;
  const char* effect;
  double value_per_5mg;
};
const StimFamily kStims[] = {
    {"AccuStim", "Critical Chance Added", 0.5},     {"DevaStim", "Damage Done Increased", 1.0},
    {"HyperStim", "Reload Speed Increased", 2.0},   {"MediStim", "Healing Increased", 2.0},
    {"NutriStim", "Regeneration Added", 1.0},
};

std::vector<ConsumableSeed> consumable_seeds() {
  std::vector<ConsumableSeed> out;
  for (const StimFamily& s : kStims)
    for (int mg : {5, 10, 15})
      out.push_back({std::string(s.name) + " " + std::to_string(mg) + "mg", "Stimulant", s.effect,
                     s.value_per_5mg * mg / 5.0, 600 + 60 * mg});
  for (int level = 1; level <= 10; ++level)
    out.push_back({"Neurobiotic Booster A" + std::to_string(level), "Booster", "Skill Gain Increased",
                   static_cast<double>(level), 1800});
  const ConsumableSeed food[] = {
      {"Grilled Amethera Perch", "Food", "Regeneration Added", 1, 1200},
      {"Caroot Stew", "Food", "Regeneration Added", 2, 1800},
      {"Sweetstuff Pie", "Food", "Run Speed Increased", 3, 900},
      {"Smoked Arkadian Eel", "Food", "Healing Increased", 2, 1200},
      {"Spicy Zyn Carp", "Food", "Critical Damage Added", 1, 900},
      {"Focus Pill", "Pill", "Critical Chance Added", 0.3, 600},
      {"Mending Pill", "Pill", "Regeneration Added", 3, 300},
      {"Sprint Pill", "Pill", "Run Speed Increased", 8, 300},
  };
  out.insert(out.end(), std::begin(food), std::end(food));
  return out;
}

struct PetSeed {
  const char* name;
  const char* planet;
  const char* rarity;
  const char* effect;
  double value;
};

// Invented pets named after tameable species of world.md section 5.
const PetSeed kPets[] = {
    {"Daikiba Pup", "Calypso", "Common", "Run Speed Increased", 2},
    {"Chirpy Hatchling", "Calypso", "Common", "Regeneration Added", 0.5},
    {"Kingfisher Chick", "Calypso", "Uncommon", "Critical Chance Added", 0.2},
    {"Sabakuma Cub", "Calypso", "Rare", "Damage Done Increased", 0.5},
    {"Shinkiba Kit", "Calypso", "Uncommon", "Run Speed Increased", 3},
    {"Merp Calf", "Calypso", "Common", "Skill Gain Increased", 0.5},
    {"Oratan Baby", "Arkadia", "Uncommon", "Healing Increased", 1},
    {"Papoo Hatchling", "Next Island", "Common", "Regeneration Added", 0.8},
    {"Venataur Foal", "Cyrene", "Rare", "Critical Damage Added", 1},
    {"Hogglo Piglet", "Calypso", "Common", "Reload Speed Increased", 1},
    {"Golden Atrox Hatchling", "Calypso", "Epic", "Critical Damage Added", 2},
    {"Monria Glow Moth", "Monria", "Rare", "Dodge Added", 0.5},
};

std::string tt_source_limited(const std::string& source, const std::string& name) {
  return is_limited_name(name) && source == "Trade Terminal" ? "Crafted" : source;
}

void write_clothing_row(ImportSession& session, DemoRandom& rng, Catalog& catalog, TableSlugs& slugs,
                        const std::string& name, const std::string& type, const std::optional<std::string>& slot,
                        const std::string& gender, const std::string& source, const std::string& effect,
                        double value) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "slot", "gender", "source", "limited", "tt", "min_tt", "weight"});
  const std::optional<double> tt = maybe(rng, round_to(rng.real(1.0, 30.0), 2));
  const std::string slug = slugs.claim(name);
  Record row(keys);
  row << slug << name << maybe(rng, type + (effect.empty() ? "." : "; gives " + effect + ".")) << type << slot
      << gender << tt_source_limited(source, name) << is_limited_name(name) << tt << min_tt_of(tt)
      << maybe(rng, round_to(rng.real(0.05, 1.0), 2));
  if (!effect.empty()) add_item_effect(row, catalog, effect, round_to(value, 2), "Equip");
  import_record(session, "clothes", row);
  catalog.items.push_back({"clothes", slug, name, tt, tt_source_limited(source, name), type});
}

}  // namespace

void generate_clothing(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  TableSlugs slugs;
  for (const RingFamily& ring : kRings) {
    for (const auto& grade : kRingGrades) {
      const std::string name = std::string(ring.name) + grade.first;
      const std::string source = grade.second >= 2.0 ? "Looted" : grade.second > 1.0 ? "Event" : "Crafted";
      write_clothing_row(session, rng, catalog, slugs, name, "Ring", std::string(ring.slot), "Both", source,
                         ring.effect, ring.base_value * grade.second);
    }
  }
  for (const ClothingSeed& c : kClothes)
    write_clothing_row(session, rng, catalog, slugs, c.name, c.type, std::nullopt, c.gender, c.source,
                       c.effect ? c.effect : "", c.effect_value);
}

void generate_consumables(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "source", "duration_seconds", "cooldown_seconds", "tt", "weight"});
  TableSlugs slugs;
  for (const ConsumableSeed& c : consumable_seeds()) {
    const std::string source = std::string(c.type) == "Booster" ? "Event" : std::string(c.type) == "Food" ? "Crafted" : "Shop";
    const std::optional<double> tt = maybe(rng, round_to(rng.real(0.5, 6.0), 2));
    const std::string slug = slugs.claim(c.name);
    Record row(keys);
    row << slug << c.name << maybe(rng, std::string(c.type) + "; gives " + c.effect + " while it lasts.") << c.type
        << source << maybe(rng, c.duration_seconds) << maybe(rng, c.duration_seconds / 2) << tt
        << maybe(rng, round_to(rng.real(0.01, 0.3), 2));
    add_item_effect(row, catalog, c.effect, round_to(c.value, 2), "Use");
    import_record(session, "consumables", row);
    catalog.items.push_back({"consumables", slug, c.name, tt, source, c.type});
  }
}

void generate_pets(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "planet_id", "rarity", "taming_level", "nutrio_capacity", "nutrio_per_hour",
       "tt"});
  TableSlugs slugs;
  const std::vector<std::string> rarities = {"Common", "Uncommon", "Rare", "Epic"};
  for (const PetSeed& p : kPets) {
    double rank = 1;
    for (size_t i = 0; i < rarities.size(); ++i)
      if (rarities[i] == p.rarity) rank = static_cast<double>(i + 1);
    const std::string slug = slugs.claim(p.name);
    Record row(keys);
    row << slug << p.name << maybe(rng, std::string("Tamed companion; its active buff gives ") + p.effect + ".")
        << catalog.planet(p.planet) << p.rarity << maybe(rng, round_to(rank * rng.real(8, 20), 1))
        << maybe(rng, round_to(rank * 5.0, 1)) << maybe(rng, round_to(rank * rng.real(0.05, 0.15), 3))
        << maybe(rng, round_to(rank * rng.real(2.0, 10.0), 2));
    add_item_effect(row, catalog, p.effect, p.value, "Equip");
    import_record(session, "pets", row);
    catalog.items.push_back({"pets", slug, p.name, std::nullopt, "Looted", "Pet"});
  }
}

}  // namespace wiki_demo
}  // namespace snap
