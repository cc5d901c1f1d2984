// wiki_demo_materials.cc: demo materials (ores, energy matter, their refined forms, animal and robot parts,
// residues, ammunition, components) and tiering materials. Resource names: shared/domain/world.md section 5;
// the ammo unit value (0.0001 PED): weapons-and-hunting.md section 1. Unit TT values and planets are invented.
#include <string>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct ResourceSeed {
  const char* name;
  const char* planet;   // nullptr: found everywhere
  double tt;            // PED per unit
  const char* refined;  // refined form, nullptr when it is used raw
};

// world.md section 5: "… Stone", "… Ore", Arkadia stones.
const ResourceSeed kOres[] = {
    {"Lysterium Stone", "Calypso", 0.01, "Lysterium Ingot"}, {"Blausariam Stone", "Calypso", 0.03, "Blausariam Ingot"},
    {"Niksarium Stone", "Calypso", 0.08, "Niksarium Ingot"}, {"Belkar Stone", "Calypso", 0.05, "Belkar Ingot"},
    {"Zinc Stone", "Calypso", 0.04, "Zinc Ingot"},           {"Narcanisum Stone", "Calypso", 0.12, "Narcanisum Ingot"},
    {"Megan Stone", "Calypso", 0.06, "Megan Ingot"},         {"Caldorite Stone", "Calypso", 0.18, "Caldorite Ingot"},
    {"Durulium Stone", "Calypso", 0.25, "Durulium Ingot"},   {"Kaisenite Stone", "Calypso", 0.16, "Kaisenite Ingot"},
    {"Iron Stone", "Calypso", 0.13, "Iron Ingot"},           {"Gold Stone", "Calypso", 0.60, "Gold Ingot"},
    {"Copper Stone", "Calypso", 0.09, "Copper Ingot"},       {"Frigulite Stone", "Calypso", 0.35, "Frigulite Ingot"},
    {"Azzurdite Stone", "Calypso", 0.45, "Azzurdite Ingot"}, {"Gazzurdite Stone", "Calypso", 0.55, "Gazzurdite Ingot"},
    {"Erionite Stone", "Calypso", 0.40, "Erionite Ingot"},   {"Cobalt Stone", "Calypso", 0.20, "Cobalt Ingot"},
    {"Alferix Stone", "Calypso", 0.07, "Alferix Ingot"},     {"Fairuz Stone", "Calypso", 0.75, "Fairuz Ingot"},
    {"Zorn Star Ore", "Cyrene", 0.30, "Zorn Star Ingot"},    {"Iridium Ore", "ROCKtropia", 0.65, "Iridium Ingot"},
    {"Dianum Ore", "Monria", 0.22, "Dianum Ingot"},          {"Kanerium Ore", "Toulan", 0.50, "Kanerium Ingot"},
    {"Vesperdite Ore", "Cyrene", 0.85, "Vesperdite Ingot"},  {"Redulite Ore", "Next Island", 0.28, "Redulite Ingot"},
    {"Tananite Ore", "Next Island", 0.95, "Tananite Ingot"}, {"Kaz Stone", "Arkadia", 0.02, "Kaz Ingot"},
    {"Veda Stone", "Arkadia", 0.11, "Veda Ingot"},           {"Yulerium Stone", "Arkadia", 0.33, "Yulerium Ingot"},
    {"Telfium Stone", "Arkadia", 0.70, "Telfium Ingot"},
};

// world.md section 5: energy matter (classification per item UNCERTAIN there).
const ResourceSeed kEnmatters[] = {
    {"Crude Oil", "Calypso", 0.01, "Oil"},
    {"Zolphic Oil", "Calypso", 0.12, "Refined Zolphic Oil"},
    {"Alicenies Liquid", "Calypso", 0.05, "Alicenies Gel"},
    {"Dianthus Liquid", "Calypso", 0.09, "Dianthus Crystal"},
    {"Lytairian Dust", "Calypso", 0.06, "Lytairian Powder"},
    {"Melchi Water", "Calypso", 0.04, "Melchi Crystal"},
    {"Force Nexus", "Calypso", 0.35, nullptr},
    {"Growth Molecules", "Calypso", 0.08, "Growth Molecule Concentrate"},
    {"Garcen Grease", "Calypso", 0.15, "Garcen Lubricant"},
    {"Magerian Mist", "Calypso", 0.18, "Magerian Spray"},
    {"Typonolic Steam", "Calypso", 0.10, "Typonolic Gas"},
    {"Angelic Grit", "Calypso", 0.40, "Angelic Flakes"},
    {"Blood Moss", "Calypso", 0.07, nullptr},
    {"Cave Sap", "Calypso", 0.03, "Cave Sap Extract"},
    {"Sweetstuff", nullptr, 0.01, nullptr},
    {"Yellow Crystal", "Calypso", 0.25, nullptr},
    {"Blue Crystal", "Calypso", 0.30, nullptr},
    {"Green Crystal", "Calypso", 0.28, nullptr},
    {"Energized Crystal", "Calypso", 0.55, nullptr},
    {"Florican Mist", "Arkadia", 0.06, "Florican Spray"},
    {"Somin Tar", "Arkadia", 0.09, "Somin Glue"},
    {"Hydrogen Steam", "Arkadia", 0.12, "Hydrogen Gas"},
    {"Star Particles", "Arkadia", 0.45, "Star Dust"},
    {"Edres Resin", "Arkadia", 0.20, "Edres Glue"},
};

struct PlainSeed {
  const char* name;
  const char* type;  // Animal Material, Robot Material, Residue, Component, Ammunition
  double tt;
};

// Loot names of world.md section 5 (Shrapnel, Universal Ammo, Metal Residue, Explosive Projectiles, the three
// animal oils, Molisk Tooth, Blazar/Nova Fragment, Brukite, Caroot) plus invented companions.
const PlainSeed kPlain[] = {
    {"Shrapnel", "Residue", 0.0001},            {"Metal Residue", "Residue", 0.01},
    {"Energy Matter Residue", "Residue", 0.01}, {"Animal Oil Residue", "Residue", 0.01},
    {"Universal Ammo", "Ammunition", 0.0001},   {"Explosive Projectiles", "Ammunition", 0.0001},
    {"Weapon Cell", "Ammunition", 0.0001},      {"BLP Pack", "Ammunition", 0.0001},
    {"Mind Essence", "Ammunition", 0.0001},
    {"Animal Adrenal Oil", "Animal Material", 0.02}, {"Animal Pancreas Oil", "Animal Material", 0.03},
    {"Animal Muscle Oil", "Animal Material", 0.02},  {"Animal Eye Oil", "Animal Material", 0.05},
    {"Animal Thyroid Oil", "Animal Material", 0.08}, {"Animal Liver Oil", "Animal Material", 0.04},
    {"Animal Kidney Oil", "Animal Material", 0.06},  {"Thin Hide", "Animal Material", 0.03},
    {"Tough Hide", "Animal Material", 0.12},         {"Soft Hide", "Animal Material", 0.07},
    {"Rugged Hide", "Animal Material", 0.20},        {"Thin Wool", "Animal Material", 0.02},
    {"Fine Wool", "Animal Material", 0.09},          {"Coarse Wool", "Animal Material", 0.05},
    {"Small Bone", "Animal Material", 0.04},         {"Large Bone", "Animal Material", 0.15},
    {"Sharp Claw", "Animal Material", 0.11},         {"Molisk Tooth", "Animal Material", 0.18},
    {"Robot Circuitry", "Robot Material", 0.05},     {"Robot Plating Fragment", "Robot Material", 0.08},
    {"Robot Servo", "Robot Material", 0.14},         {"Robot Sensor Unit", "Robot Material", 0.22},
    {"Robot Power Cell", "Robot Material", 0.30},    {"Robot Alloy Scrap", "Robot Material", 0.03},
    {"Robot Optic Lens", "Robot Material", 0.40},    {"Robot Hydraulics", "Robot Material", 0.25},
    {"Blazar Fragment", "Component", 0.50},          {"Nova Fragment", "Component", 0.35},
    {"Brukite", "Component", 0.12},                  {"Caroot", "Component", 0.02},
    {"Generic Fuse", "Component", 0.02},             {"Electric Attraction Component", "Component", 0.05},
    {"Basic Filters", "Component", 0.03},            {"Basic Screws", "Component", 0.01},
    {"Weapon Parts", "Component", 0.20},             {"Optical Lens", "Component", 0.15},
    {"Power Coupling", "Component", 0.25},           {"Focus Lens", "Component", 0.45},
    {"Tailoring Thread", "Component", 0.02},         {"Leather Extract", "Component", 0.06},
    {"Ceramic Plate", "Component", 0.30},            {"Capacitor Array", "Component", 0.60},
    {"Heat Sink", "Component", 0.18},                {"Standard Plastic", "Component", 0.04},
    {"Gun Barrel", "Component", 0.80},               {"Compact Battery", "Component", 0.35},
    {"Magnetic Coil", "Component", 0.28},            {"Medical Gel", "Component", 0.10},
    {"Enhancer Component", "Component", 0.40},       {"Nanocircuitry", "Component", 1.20},
    {"Armor Padding", "Component", 0.22},            {"Reinforced Frame", "Component", 1.50},
};

struct TierSeed {
  const char* name;
  const char* type;  // Weapon, Armor, Tool, Medical, Finder, Excavator
  int tier_min, tier_max;
  double tt;
};

// Invented tiering components, one per item kind and tier band (tiers 1-10, weapons-and-hunting.md section 5).
const TierSeed kTierMaterials[] = {
    {"Weapon Tier Component I", "Weapon", 1, 3, 0.20},     {"Weapon Tier Component II", "Weapon", 4, 6, 0.60},
    {"Weapon Tier Component III", "Weapon", 7, 10, 1.50},  {"Armor Tier Component I", "Armor", 1, 3, 0.15},
    {"Armor Tier Component II", "Armor", 4, 6, 0.50},      {"Armor Tier Component III", "Armor", 7, 10, 1.20},
    {"Tool Tier Component I", "Tool", 1, 3, 0.10},         {"Tool Tier Component II", "Tool", 4, 6, 0.40},
    {"Tool Tier Component III", "Tool", 7, 10, 1.00},      {"Medical Tier Component I", "Medical", 1, 3, 0.12},
    {"Medical Tier Component II", "Medical", 4, 6, 0.45},  {"Medical Tier Component III", "Medical", 7, 10, 1.10},
    {"Finder Tier Component I", "Finder", 1, 3, 0.10},     {"Finder Tier Component II", "Finder", 4, 6, 0.35},
    {"Finder Tier Component III", "Finder", 7, 10, 0.90},  {"Excavator Tier Component I", "Excavator", 1, 3, 0.10},
    {"Excavator Tier Component II", "Excavator", 4, 6, 0.35}, {"Excavator Tier Component III", "Excavator", 7, 10, 0.90},
    {"Nanocube Tier Catalyst", "Weapon", 1, 10, 2.00},     {"Hyperion Armor Catalyst", "Armor", 5, 10, 0.40},
    {"Modified Hyperion Armor Catalyst", "Armor", 8, 10, 0.40},
};

class MaterialWriter {
 public:
  MaterialWriter(ImportSession& session, DemoRandom& rng, Catalog& catalog)
      : session_(session), rng_(rng), catalog_(catalog) {}

  void add(const std::string& name, const std::string& type, double tt, const char* planet,
           const std::optional<std::string>& refined_from, const std::string& description) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "type", "tt", "weight", "planet_id", "refined_from_slug"});
    std::optional<std::string> planet_slug;
    if (planet) planet_slug = catalog_.planet(planet);
    const std::string slug = slugs_.claim(name);
    const double weight = round_to(rng_.real(0.01, 0.5), 3);
    Record row(keys);
    row << slug << name << maybe(rng_, description) << type << tt << maybe(rng_, weight) << planet_slug
        << refined_from;
    import_record(session_, "materials", row);
    catalog_.materials.push_back({slug, name, type, tt, planet_slug, refined_from.value_or("")});
  }

  // The raw resource, then its refined form (three units of the raw for one refined: TT x 3).
  void add_resource(const ResourceSeed& r, const std::string& raw_type, const std::string& refined_type) {
    add(r.name, raw_type, r.tt, r.planet, std::nullopt, raw_type + " found by mining.");
    if (!r.refined) return;
    const std::string raw_slug = catalog_.materials.back().slug;
    add(r.refined, refined_type, round_to(r.tt * 3, 4), r.planet, raw_slug,
        std::string("Refined from ") + r.name + ".");
  }

 private:
  ImportSession& session_;
  DemoRandom& rng_;
  Catalog& catalog_;
  TableSlugs slugs_;
};

}  // namespace

void generate_materials(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  MaterialWriter writer(session, rng, catalog);
  for (const ResourceSeed& r : kOres) writer.add_resource(r, "Ore", "Refined Ore");
  for (const ResourceSeed& r : kEnmatters) writer.add_resource(r, "Enmatter", "Refined Enmatter");
  for (const PlainSeed& p : kPlain)
    writer.add(p.name, p.type, p.tt, nullptr, std::nullopt, std::string(p.type) + " used in crafting.");
}

void generate_tier_materials(ImportSession& session, DemoRandom& rng) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "tier_min", "tier_max", "tt", "weight"});
  TableSlugs slugs;
  for (const TierSeed& t : kTierMaterials) {
    const std::string description = std::string("Used to tier ") + t.type + " items from tier " +
                                    std::to_string(t.tier_min) + " to " + std::to_string(t.tier_max) + ".";
    Record row(keys);
    row << slugs.claim(t.name) << t.name << maybe(rng, description) << t.type << t.tier_min << t.tier_max
        << maybe(rng, t.tt) << maybe(rng, round_to(rng.real(0.05, 0.4), 2));
    import_record(session, "tier-materials", row);
  }
}

}  // namespace wiki_demo
}  // namespace snap
