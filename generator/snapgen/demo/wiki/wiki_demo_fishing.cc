// wiki_demo_fishing.cc: demo fishing rods, rod attachments, fish and cooking stoves. Only the fishing
// professions come from shared/domain/world.md section 2 (Cast Fisher, Fly Fisher, Deep Ocean Fisher,
// Baitfisher); names and figures are invented.
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct RodFamily {
  const char* stem;
  const char* type;        // Casting, Fly, Deep Ocean, Bait
  const char* profession;  // world.md section 2
  std::vector<const char*> models;
};

const RodFamily kRods[] = {
    {"Angler Cast Rod", "Casting", "Cast Fisher", {"C-1", "C-3", "C-5", "C-8 (L)"}},
    {"Riverline Fly Rod", "Fly", "Fly Fisher", {"F-1", "F-2", "F-4, Adjusted"}},
    {"Abyss Deep Ocean Rod", "Deep Ocean", "Deep Ocean Fisher", {"D-1", "D-3", "D-6 (L)"}},
    {"Harbour Bait Pole", "Bait", "Baitfisher", {"B-1", "B-2", "B-5"}},
};

struct RodAttachmentSeed {
  const char* name;
  const char* type;  // Reel, Line, Lure
  double strength_bonus;
};

const RodAttachmentSeed kRodAttachments[] = {
    {"Spinning Reel R-1", "Reel", 2},    {"Spinning Reel R-3", "Reel", 5},    {"Baitcaster Reel BR-2", "Reel", 4},
    {"Deep Sea Reel DS-4 (L)", "Reel", 8}, {"Mono Line 10", "Line", 1},      {"Mono Line 25", "Line", 3},
    {"Braided Line 40", "Line", 5},      {"Steel Leader Line 60", "Line", 7}, {"Silver Spoon Lure", "Lure", 1},
    {"Feather Fly Lure", "Lure", 2},     {"Glow Squid Lure", "Lure", 4},      {"Mayhem Golden Lure (L)", "Lure", 6},
};

struct FishSeed {
  const char* name;
  const char* planet;
  const char* habitat;  // Shore, River, Lake, Ocean, Deep Ocean
  const char* rarity;   // Common, Uncommon, Rare, Epic
  double max_weight;    // kg
};

const FishSeed kFish[] = {
    {"Amethera Perch", "Calypso", "Lake", "Common", 3},          {"Eudoria Trout", "Calypso", "River", "Common", 5},
    {"Atlantis Snapper", "Calypso", "Ocean", "Uncommon", 12},    {"Twin Peaks Char", "Calypso", "Lake", "Uncommon", 6},
    {"Corinth Mackerel", "Calypso", "Shore", "Common", 4},       {"Calypso Sunfish", "Calypso", "Ocean", "Rare", 40},
    {"Treasure Island Marlin", "Calypso", "Deep Ocean", "Epic", 180}, {"Setesh Sand Eel", "Setesh", "Shore", "Uncommon", 2},
    {"Arkadian Eel", "Arkadia", "River", "Common", 3},           {"Lightning Coast Bass", "Arkadia", "Shore", "Common", 6},
    {"Thunder Hills Pike", "Arkadia", "Lake", "Uncommon", 9},    {"Arkadian Coelacanth", "Arkadia", "Deep Ocean", "Epic", 95},
    {"Zyn Carp", "Cyrene", "Lake", "Common", 8},                 {"Panton Catfish", "Cyrene", "River", "Uncommon", 14},
    {"Turrelion Tuna", "Cyrene", "Ocean", "Rare", 70},           {"Ituma Beach Flounder", "ROCKtropia", "Shore", "Common", 3},
    {"Docklands Grouper", "ROCKtropia", "Ocean", "Uncommon", 25}, {"Hell Lava Goby", "HELL", "River", "Rare", 1.5},
    {"Crystal Cove Angelfish", "Next Island", "Shore", "Uncommon", 1}, {"Serpentine Barracuda", "Next Island", "Ocean", "Rare", 30},
    {"Daudaormur Bog Mudfish", "Next Island", "Lake", "Common", 2}, {"Aegean Bream", "Ancient Greece", "Shore", "Common", 3},
    {"Poseidon's Swordfish", "Ancient Greece", "Deep Ocean", "Epic", 220}, {"Monria Glowfin", "Monria", "Lake", "Rare", 2},
    {"Nahar Date Carp", "Toulan", "River", "Common", 5},         {"Burj Pearl Oyster", "Toulan", "Shore", "Uncommon", 0.5},
    {"Toulan Reef Shark", "Toulan", "Ocean", "Rare", 110},       {"Secret Island Koi", "Secret Island", "Lake", "Epic", 7},
};

const char* const kStoves[] = {"Field Stove Mk. 1",    "Field Stove Mk. 2",    "Field Stove Mk. 3",
                               "Camp Grill CG-1",      "Camp Grill CG-2 (L)",  "Galley Range GR-5",
                               "Chef's Oven CO-10",    "Mayhem Barbecue (L)",  "Nahar Clay Oven"};

std::string source_for(const std::string& name) {
  if (name.find("Mayhem") != std::string::npos) return "Event";
  if (is_limited_name(name)) return "Crafted";
  return "Trade Terminal";
}

void write_rods(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "source", "limited", "strength", "decay", "uses_per_minute", "efficiency",
       "profession", "tt", "min_tt", "weight"});
  TableSlugs slugs;
  for (const RodFamily& f : kRods) {
    int step = 0;
    for (const char* model : f.models) {
      ++step;
      const std::string name = std::string(f.stem) + " " + model;
      const std::optional<double> tt = maybe(rng, round_to(rng.real(5.0, 15.0) * step, 2));
      const std::string slug = slugs.claim(name);
      Record row(keys);
      row << slug << name << maybe(rng, std::string(f.type) + " rod for " + f.profession + "s.") << f.type
          << source_for(name) << is_limited_name(name) << maybe(rng, 10.0 * step + rng.between(0, 5))
          << maybe(rng, round_to(rng.real(0.2, 1.5) * step, 3)) << maybe(rng, round_to(rng.real(8, 14), 0))
          << maybe(rng, round_to(rng.real(30, 85), 1)) << f.profession << tt << min_tt_of(tt)
          << maybe(rng, round_to(rng.real(0.8, 3.0), 1));
      import_record(session, "fishing-rods", row);
      catalog.items.push_back({"fishing-rods", slug, name, tt, source_for(name), "Tool"});
    }
  }
}

void write_rod_attachments(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "source", "limited", "strength_bonus", "decay", "tt", "min_tt",
       "weight"});
  TableSlugs slugs;
  for (const RodAttachmentSeed& a : kRodAttachments) {
    const std::optional<double> tt = maybe(rng, round_to(rng.real(1.0, 6.0) * a.strength_bonus, 2));
    const std::string slug = slugs.claim(a.name);
    Record row(keys);
    row << slug << a.name << maybe(rng, std::string(a.type) + " for fishing rods.") << a.type << source_for(a.name)
        << is_limited_name(a.name) << maybe(rng, a.strength_bonus) << maybe(rng, round_to(rng.real(0.01, 0.2), 3))
        << tt << min_tt_of(tt) << maybe(rng, round_to(rng.real(0.05, 0.5), 2));
    import_record(session, "fishing-rod-attachments", row);
    catalog.items.push_back({"fishing-rod-attachments", slug, a.name, tt, source_for(a.name), "Tool"});
  }
}

void write_fish(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "planet_id", "habitat", "rarity", "min_weight", "max_weight", "tt"});
  TableSlugs slugs;
  for (const FishSeed& f : kFish) {
    const double min_weight = round_to(f.max_weight * rng.real(0.1, 0.3), 2);
    Record row(keys);
    row << slugs.claim(f.name) << f.name
        << maybe(rng, std::string(f.rarity) + " fish of " + f.habitat + " waters on " + f.planet + ".")
        << catalog.planet(f.planet) << f.habitat << maybe(rng, std::string(f.rarity)) << maybe(rng, min_weight)
        << maybe(rng, static_cast<double>(f.max_weight)) << maybe(rng, round_to(0.02 * f.max_weight + rng.real(0.01, 0.3), 2));
    import_record(session, "fish", row);
  }
}

void write_stoves(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "decay", "uses_per_minute", "efficiency", "tt", "min_tt",
       "weight"});
  TableSlugs slugs;
  int step = 0;
  for (const char* name : kStoves) {
    ++step;
    const std::optional<double> tt = maybe(rng, round_to(rng.real(4.0, 10.0) * step, 2));
    const std::string slug = slugs.claim(name);
    Record row(keys);
    row << slug << name << maybe(rng, std::string("Cooking stove: turns fish and other ingredients into food."))
        << source_for(name) << is_limited_name(name) << maybe(rng, round_to(rng.real(0.2, 2.0), 3))
        << maybe(rng, round_to(rng.real(6, 12), 0)) << maybe(rng, round_to(rng.real(30, 85), 1)) << tt
        << min_tt_of(tt) << maybe(rng, round_to(rng.real(2.0, 12.0), 1));
    import_record(session, "cooking-stoves", row);
    catalog.items.push_back({"cooking-stoves", slug, name, tt, source_for(name), "Tool"});
  }
}

}  // namespace

void generate_fishing(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  write_rods(session, rng, catalog);
  write_rod_attachments(session, rng, catalog);
  write_fish(session, rng, catalog);
  write_stoves(session, rng, catalog);
}

}  // namespace wiki_demo
}  // namespace snap
