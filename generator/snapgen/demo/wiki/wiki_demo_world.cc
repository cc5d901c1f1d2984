// wiki_demo_world.cc: demo planets (with their moons and instances), land areas and space-mining asteroids.
// Names and groupings: shared/domain/world.md section 1. Release dates, areas and coordinates are invented.
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct PlanetSeed {
  const char* name;
  const char* type;      // Planet, Moon, Instance, Space
  const char* parent;    // nullptr for a top-level planet
  const char* released;  // invented, approximate
  double area_km2;       // invented
  int teleporters;       // invented
};

// world.md section 1: the planets, their sub-maps (moons, instances) and Space.
const PlanetSeed kPlanets[] = {
    {"Calypso", "Planet", nullptr, "2003-01-30", 42000, 96},
    {"Setesh", "Moon", "Calypso", "2012-06-14", 1800, 6},
    {"ARIS", "Instance", "Calypso", "2016-04-20", 60, 2},
    {"Crystal Palace", "Space", "Calypso", "2009-10-08", 12, 1},
    {"Asteroid F.O.M.A.", "Space", "Calypso", "2011-02-16", 340, 21},
    {"Arkadia", "Planet", nullptr, "2011-12-12", 19000, 48},
    {"Arkadia Underground", "Instance", "Arkadia", "2013-06-01", 900, 9},
    {"Arkadia Moon", "Moon", "Arkadia", "2014-08-26", 1200, 5},
    {"Cyrene", "Planet", nullptr, "2013-10-21", 16000, 38},
    {"ROCKtropia", "Planet", nullptr, "2010-03-05", 14000, 31},
    {"HELL", "Instance", "ROCKtropia", "2012-10-31", 400, 4},
    {"Hunt the THING", "Instance", "ROCKtropia", "2013-03-15", 250, 3},
    {"Secret Island", "Instance", "ROCKtropia", "2014-07-10", 90, 1},
    {"Next Island", "Planet", nullptr, "2010-05-10", 12500, 27},
    {"Ancient Greece", "Instance", "Next Island", "2015-09-01", 800, 8},
    {"Monria", "Planet", nullptr, "2013-05-23", 2600, 9},
    {"DSEC9", "Instance", "Monria", "2017-11-15", 300, 3},
    {"Toulan", "Planet", nullptr, "2015-05-26", 9000, 18},
    {"Space", "Space", nullptr, "2009-10-08", 0, 12},
};

struct PlaceSeed {
  const char* name;
  const char* planet;
  const char* type;  // City, Outpost, Land Area, Hunting Area, Mining Area, PvP Zone, Instance
};

// world.md section 1 (places per planet and sub-map) and the location strings seen in globals.
const PlaceSeed kPlaces[] = {
    {"Port Atlantis", "Calypso", "City"}, {"Twin Peaks", "Calypso", "Outpost"},
    {"Fort Argus", "Calypso", "Outpost"}, {"Minopolis", "Calypso", "City"},
    {"Cape Corinth", "Calypso", "Outpost"}, {"Nymphtown", "Calypso", "Outpost"},
    {"Sakura City", "Calypso", "City"}, {"Treasure Island City", "Calypso", "City"},
    {"Zychion Citadel", "Calypso", "Outpost"}, {"New Oxford", "Calypso", "City"},
    {"Camp Icarus", "Calypso", "Outpost"}, {"Athena Spaceport", "Calypso", "Outpost"},
    {"Fort Victoria", "Calypso", "Outpost"}, {"Atlas Haven", "Calypso", "City"},
    {"Hadesheim", "Calypso", "Outpost"}, {"Jurra Plateau", "Calypso", "Hunting Area"},
    {"Medusa Bazaar", "Calypso", "Land Area"}, {"Emerald Lakes", "Calypso", "Land Area"},
    {"Orthos Oil Rig", "Calypso", "PvP Zone"}, {"Amethera Outback Land #21", "Calypso", "Land Area"},
    {"Amethera LA01", "Calypso", "Land Area"}, {"Takuta Plateau", "Calypso", "Hunting Area"},
    {"Eudoria", "Calypso", "Hunting Area"}, {"Feffoid Cave", "Calypso", "Hunting Area"},
    {"Akbal - Sector 3", "Calypso", "Instance"}, {"Lotus Gold Solo", "Calypso", "Instance"},
    {"The Fire Temple", "Calypso", "Instance"}, {"Mayhem Annihilation 06", "Calypso", "Instance"},
    {"Setesh Landing", "Setesh", "Outpost"}, {"ARIS Docking Bay", "ARIS", "Instance"},
    {"F.O.M.A. - FORTUNA", "Asteroid F.O.M.A.", "Mining Area"},
    {"Biodome 01 North", "Asteroid F.O.M.A.", "Mining Area"}, {"Biodome 02 South", "Asteroid F.O.M.A.", "Mining Area"},
    {"Biodome 07 North", "Asteroid F.O.M.A.", "Mining Area"}, {"Biodome 20 South", "Asteroid F.O.M.A.", "Mining Area"},
    {"Firebase Dauntless", "Arkadia", "Outpost"}, {"Firebase Formidable", "Arkadia", "Outpost"},
    {"Firebase Fearless", "Arkadia", "Outpost"}, {"Firebase Courageous", "Arkadia", "Outpost"},
    {"Firebase Repulse", "Arkadia", "Outpost"}, {"Firebase Resolute", "Arkadia", "Outpost"},
    {"Digsite Panther", "Arkadia", "Mining Area"}, {"Digsite Jaguar", "Arkadia", "Mining Area"},
    {"Digsite Cobra", "Arkadia", "Mining Area"}, {"Digsite Mamba", "Arkadia", "Mining Area"},
    {"8 Coins Town", "Arkadia", "City"}, {"Sanctuary Cove", "Arkadia", "Outpost"},
    {"New Arrivals Hangar", "Arkadia", "City"}, {"Lightning Coast", "Arkadia", "Hunting Area"},
    {"Thunder Hills", "Arkadia", "Hunting Area"},
    {"Brickworks", "Arkadia Underground", "Hunting Area"}, {"Crossroads", "Arkadia Underground", "Outpost"},
    {"Wonderland", "Arkadia Underground", "Hunting Area"}, {"Widowmaker", "Arkadia Underground", "Hunting Area"},
    {"The Abyss", "Arkadia Underground", "Hunting Area"}, {"Togolossi Camp", "Arkadia Underground", "Hunting Area"},
    {"Alpha Portal", "Arkadia Moon", "Outpost"}, {"Beta Portal", "Arkadia Moon", "Outpost"},
    {"Gamma Portal", "Arkadia Moon", "Outpost"}, {"Neutron Portal", "Arkadia Moon", "Outpost"},
    {"Tanhok", "Cyrene", "City"}, {"Zyn", "Cyrene", "City"},
    {"Zyn Forest", "Cyrene", "Hunting Area"}, {"Panton Jungle", "Cyrene", "Hunting Area"},
    {"Great Plains", "Cyrene", "Hunting Area"}, {"Ngu Volcano", "Cyrene", "Hunting Area"},
    {"High Desert", "Cyrene", "Mining Area"}, {"Desert Ruins", "Cyrene", "Hunting Area"},
    {"Outer Rim", "Cyrene", "PvP Zone"}, {"Rookie Training Area", "Cyrene", "Hunting Area"},
    {"Turrelion Docks", "Cyrene", "Outpost"}, {"Sky Labs", "Cyrene", "Outpost"},
    {"Isle de Zel", "Cyrene", "Land Area"}, {"Carnap's Landing", "Cyrene", "Outpost"},
    {"Kwarn the Destroyed City", "Cyrene", "Hunting Area"},
    {"New Harlem", "ROCKtropia", "City"}, {"Fort Harlem", "ROCKtropia", "Outpost"},
    {"Zomhattan", "ROCKtropia", "Hunting Area"}, {"Camp Crunk", "ROCKtropia", "Outpost"},
    {"City of Dreams", "ROCKtropia", "City"}, {"Biodome", "ROCKtropia", "Hunting Area"},
    {"Docklands", "ROCKtropia", "Land Area"}, {"Ituma Beach", "ROCKtropia", "Land Area"},
    {"Club Hell", "HELL", "City"}, {"Firewall Ridge", "HELL", "PvP Zone"},
    {"ROCKtropia Hell Mine #05", "HELL", "Mining Area"},
    {"Camp Campbell", "Hunt the THING", "Outpost"}, {"LZ: Expert - 1", "Hunt the THING", "Instance"},
    {"Secret Island Beach", "Secret Island", "Hunting Area"},
    {"Paradise Landing", "Next Island", "City"}, {"First Wave Settlement", "Next Island", "Outpost"},
    {"Serpentine Village", "Next Island", "Outpost"}, {"Sherman Outpost", "Next Island", "Outpost"},
    {"Death Valley", "Next Island", "Hunting Area"}, {"Daudaormur Bog", "Next Island", "Hunting Area"},
    {"Mushroom Marsh", "Next Island", "Hunting Area"}, {"Crystal Cove", "Next Island", "Land Area"},
    {"Thebes", "Ancient Greece", "City"}, {"Sparta", "Ancient Greece", "City"},
    {"Olympia", "Ancient Greece", "City"}, {"Troy", "Ancient Greece", "Hunting Area"},
    {"Delphi", "Ancient Greece", "Outpost"}, {"Knossos", "Ancient Greece", "Hunting Area"},
    {"Mount Olympus", "Ancient Greece", "Instance"},
    {"Monria Hub", "Monria", "City"}, {"DSEC Mining Camp", "Monria", "Mining Area"},
    {"DSEC Military Camp", "Monria", "Outpost"}, {"DSEC Forensics", "Monria", "Outpost"},
    {"Cthulhu Tower", "Monria", "Instance"}, {"DSEC9 Deep Core", "DSEC9", "Instance"},
    {"Nahar City", "Toulan", "City"}, {"Guardian Village", "Toulan", "Outpost"},
    {"Citadel", "Toulan", "Outpost"}, {"Burj Al-Hawa", "Toulan", "City"},
    {"Fauna And Flora Center", "Toulan", "Hunting Area"},
    {"Calypso Space Station", "Space", "Outpost"}, {"Arkadia Space Station", "Space", "Outpost"},
    {"Cyrene Space Station", "Space", "Outpost"}, {"Rocktropia Space Station", "Space", "Outpost"},
    {"Next Island Space Station", "Space", "Outpost"}, {"Athena Space Station", "Space", "Outpost"},
    {"Erebos Space Station", "Space", "Outpost"}, {"Zeus Space Station", "Space", "Outpost"},
    {"Hephaestus Space Station", "Space", "Outpost"}, {"Hermes Space Station", "Space", "Outpost"},
    {"Nyx Space Station", "Space", "Outpost"}, {"Howling Mine", "Space", "Mining Area"},
    {"Gordon's Belt", "Space", "Mining Area"}, {"Welmik Expanse", "Space", "Mining Area"},
};

// Invented land-area owners, in the three-part avatar style of world.md section 5.
const std::vector<std::string> kOwners = {"Mira Quickshot Holm", "Tor Ore Lund",  "Ada Forge Lind", "Rin Swift Oda",
                               "Vela Rock Dunn",      "Kai Scout Berg", "Lio Lucky Park", "Nia Volt Kade",
                               "Big Rolf Hansen",     "Sana Deepdig Ek"};

std::string planet_description(const PlanetSeed& p) {
  if (!p.parent) return std::string(p.type) + " " + p.name + ", one of the worlds of Entropia Universe.";
  return std::string(p.name) + ", a " + p.type + " of " + p.parent + ".";
}

std::string place_description(const PlaceSeed& p) {
  return std::string(p.type) + " on " + p.planet + ".";
}

}  // namespace

void generate_planets(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "parent_planet_id", "released", "area_km2", "teleporter_count"});
  TableSlugs slugs;
  for (const PlanetSeed& p : kPlanets) {
    std::optional<std::string> parent;
    if (p.parent) parent = catalog.planet(p.parent);
    const std::string slug = slugs.claim(p.name);
    Record row(keys);
    row << slug << p.name << maybe(rng, planet_description(p)) << p.type << parent
        << maybe(rng, std::string(p.released)) << (p.area_km2 > 0 ? maybe(rng, p.area_km2) : std::nullopt)
        << maybe(rng, p.teleporters);
    import_record(session, "planets", row);
    catalog.planet_slugs[p.name] = slug;
  }
}

void generate_landareas(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "planet_id", "type", "owner_name", "tax_rate", "x", "y", "pvp"});
  TableSlugs slugs;
  for (const PlaceSeed& p : kPlaces) {
    const std::string type = p.type;
    const bool owned = type == "Land Area";
    std::optional<std::string> owner;
    std::optional<double> tax;
    if (owned) {
      owner = maybe(rng, rng.pick(kOwners));
      tax = maybe(rng, round_to(rng.real(2.0, 8.0), 1));
    }
    const std::int64_t x = rng.between(20000, 90000), y = rng.between(20000, 90000);
    Record row(keys);
    row << slugs.claim(p.name) << p.name << maybe(rng, place_description(p)) << catalog.planet(p.planet) << type
        << owner << tax << maybe(rng, x) << maybe(rng, y) << (type == "PvP Zone");
    import_record(session, "landareas", row);
  }
}

void generate_asteroids(ImportSession& session, DemoRandom& rng) {
  static const Record::Keys keys = Record::keys({"slug", "name", "description", "type", "zone", "size", "level"});
  // world.md section 1: <C|S>-type Asteroid <I..X>; zones are the space mining areas named there.
  const char* const numerals[] = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"};
  const char* const sizes[] = {"Small", "Small", "Medium", "Medium", "Medium", "Large", "Large", "Large", "Huge", "Huge"};
  const std::vector<std::string> zones = {"Gordon's Belt", "Welmik Expanse", "Howling Mine"};
  TableSlugs slugs;
  for (const char* letter : {"C", "S"}) {
    for (int level = 1; level <= 10; ++level) {
      const std::string type = std::string(letter) + "-type";
      const std::string name = type + " Asteroid " + numerals[level - 1];
      const std::string description = (std::string(letter) == "C" ? "Carbonaceous" : "Silicate") +
                                      std::string(" asteroid of level ") + std::to_string(level) +
                                      "; mined with a mining laser.";
      Record row(keys);
      row << slugs.claim(name) << name << maybe(rng, description) << type << maybe(rng, rng.pick(zones))
          << maybe(rng, std::string(sizes[level - 1])) << level;
      import_record(session, "asteroids", row);
    }
  }
}

}  // namespace wiki_demo
}  // namespace snap
