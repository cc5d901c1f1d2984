// wiki_demo_tools.cc: demo healing tools, enhancers and mining tools (finders, finder amplifiers, excavators).
// Healing data and formulas: shared/domain/weapons-and-hunting.md section 10; enhancer effects and TT values:
// section 5; tool names: world.md section 5. Mining tools are invented.
#include <cmath>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct HealSeed {
  std::string name;
  const char* type;      // Medical Tool, First Aid Pack, Restoration Chip
  double heal_min, heal_max, decay, uses_per_minute;
  bool exact;            // a row of the section 10 table: never blank
};

// Section 10 table rows (exact) and world.md names with invented figures. H.E.A.R.T. ranks scale from Rank VI.
const std::vector<HealSeed> kHealSeeds = {
    {"Vivo T1", "Medical Tool", 7.7, 10.3, 0.903, 20, true},
    {"Vivo S10", "Medical Tool", 14.3, 19.0, 1.33, 31, true},
    {"Refurbished H.E.A.R.T. Rank VI", "Medical Tool", 27, 36, 1.75, 22, true},
    {"EMT Kit Ek-2350", "First Aid Pack", 4, 24, 6.0, 41, true},
    {"Vivo T10", "Medical Tool", 11.0, 14.6, 1.15, 24, false},
    {"Herb Box", "Medical Tool", 3.0, 6.0, 0.60, 18, false},
    {"Omegaton Fast Aid FAP-5", "First Aid Pack", 5.0, 12.0, 1.20, 26, false},
    {"Omegaton Fast Aid FAP-50", "First Aid Pack", 18.0, 40.0, 3.40, 28, false},
    {"GYRO FAP-50 (L)", "First Aid Pack", 20.0, 42.0, 3.10, 28, false},
    {"Restoration Chip 1", "Restoration Chip", 10.0, 20.0, 1.60, 30, false},
    {"Restoration Chip 3", "Restoration Chip", 18.0, 34.0, 2.70, 30, false},
    {"Restoration Chip 6", "Restoration Chip", 30.0, 56.0, 4.20, 30, false},
};

const char* const kHeartRanks[] = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII"};

struct HealRow {
  std::string name, type, source;
  std::optional<double> heal_min, heal_max, decay, upm, range, tt, weight, sib_start, sib_end;
  bool sib = true;
  bool exact = false;
};

// Section 10: HPS = average heal x uses per minute / 60; HP/PEC = average heal / decay.
std::optional<double> hps_of(const HealRow& h) {
  if (!h.heal_min || !h.heal_max || !h.upm) return std::nullopt;
  return round_to((*h.heal_min + *h.heal_max) / 2.0 * *h.upm / 60.0, 2);
}

std::optional<double> hp_per_pec_of(const HealRow& h) {
  if (!h.heal_min || !h.heal_max || !h.decay || *h.decay <= 0) return std::nullopt;
  return round_to((*h.heal_min + *h.heal_max) / 2.0 / *h.decay, 2);
}

HealRow heal_row(DemoRandom& rng, const HealSeed& s) {
  const double gap = s.exact ? 0.0 : kGapRate;
  HealRow h;
  h.name = s.name;
  h.type = s.type;
  h.exact = s.exact;
  h.source = is_limited_name(s.name)                          ? "Crafted"
             : s.name.find("Refurbished") != std::string::npos ? "Looted"
                                                               : "Trade Terminal";
  h.heal_min = maybe(rng, s.heal_min, gap);
  h.heal_max = maybe(rng, s.heal_max, gap);
  h.decay = maybe(rng, s.decay, gap);
  h.upm = maybe(rng, s.uses_per_minute, gap);
  h.range = maybe(rng, std::string(s.type) == "Restoration Chip" ? 20.0 : 4.0, gap);
  const double tt = round_to(s.decay / 100.0 * rng.log_normal(2500, 0.4), 2);
  h.tt = maybe(rng, tt, gap);
  h.weight = maybe(rng, round_to(rng.real(0.3, 1.5), 1), gap);
  h.sib = !is_limited_name(s.name) || s.exact;
  if (h.sib && !rng.chance(gap)) {
    h.sib_start = round_to(std::max(0.0, (s.heal_max - 10.0) * 0.5), 1);
    h.sib_end = round_to(*h.sib_start + rng.real(4.0, 10.0), 1);
  }
  return h;
}

// Refurbished H.E.A.R.T. Rank I..VIII around the exact Rank VI (about 12 % more heal per rank).
std::vector<HealSeed> heart_ranks() {
  std::vector<HealSeed> out;
  for (int rank = 1; rank <= 8; ++rank) {
    if (rank == 6) continue;  // exact seed above
    const double f = std::pow(1.12, rank - 6);
    out.push_back({std::string("Refurbished H.E.A.R.T. Rank ") + kHeartRanks[rank - 1], "Medical Tool", round_to(27 * f, 1), round_to(36 * f, 1),
                   round_to(1.75 * std::pow(1.10, rank - 6), 3), 22, false});
  }
  return out;
}

struct EnhancerSeed {
  const char* type;
  const char* item_kind;
  double value;
  const char* unit;
  double tt;
};

// Section 5. Economy: Nexus' -1.111 % (the game text says -1 %, UNCERTAIN which is exact). Mining Depth is not
// in section 5: its value and TT are invented.
const EnhancerSeed kEnhancers[] = {
    {"Weapon Damage", "Weapon", 10, "%", 0.80},          {"Weapon Economy", "Weapon", -1.111, "%", 1.00},
    {"Weapon Accuracy", "Weapon", 0.2, "%", 0.40},       {"Weapon Range", "Weapon", 5, "%", 0.40},
    {"Weapon Skill Modification", "Weapon", 0.5, "level", 0.60},
    {"Armor Defense", "Armor", 5, "%", 0.40},            {"Armor Durability", "Armor", 5, "%", 0.60},
    {"Medical Tool Heal", "Medical Tool", 10, "%", 0.40}, {"Medical Tool Economy", "Medical Tool", -1.111, "%", 0.60},
    {"Mining Depth", "Mining Tool", 5, "%", 0.60},
};

// Writes one mining-tool row of the shared shape (source, limited, ..., tt, min_tt, weight).
struct MiningRow {
  std::string name, source;
  std::optional<double> tt, weight;
};

std::string tool_source(const std::string& name) {
  if (is_limited_name(name)) return "Crafted";
  if (name.find("Mayhem") != std::string::npos) return "Event";
  return name.find("Ziplex") != std::string::npos ? "Trade Terminal" : "Looted";
}

void write_finders(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "depth", "range", "decay", "probe_cost", "uses_per_minute",
       "efficiency", "sib", "sib_start", "sib_end", "tt", "min_tt", "weight"});
  const char* const names[] = {"Ziplex Z1 Seeker",       "Ziplex Z3 Seeker",        "Ziplex Z10 Seeker",
                               "Ziplex P5 Seeker",       "Terra Nova Finder TN-1",  "Terra Nova Finder TN-3",
                               "Deep Core Finder DC-50", "Deep Core Finder DC-90",  "Mayhem Finder MF-1 (L)",
                               "Genesis Star Prospector (L)", "Gaia Deep Finder G-7"};
  TableSlugs slugs;
  int step = 0;
  for (const char* name : names) {
    ++step;
    const std::optional<double> tt = maybe(rng, round_to(rng.real(8.0, 30.0) * step, 2));
    const bool sib = !rng.chance(0.2);
    const double start = 5.0 * step;
    const std::string slug = slugs.claim(name);
    Record row(keys);
    row << slug << name << maybe(rng, std::string("Finder for mineral and energy-matter claims.")) << tool_source(name)
        << is_limited_name(name) << maybe(rng, 130.0 + 55.0 * step) << maybe(rng, round_to(rng.real(20, 50), 1))
        << maybe(rng, round_to(rng.real(0.5, 4.0), 3)) << maybe(rng, 0.5) << maybe(rng, round_to(rng.real(8, 16), 0))
        << maybe(rng, round_to(rng.real(30, 90), 1)) << sib
        << (sib ? std::optional<double>(start) : std::nullopt) << (sib ? std::optional<double>(start + 10) : std::nullopt)
        << tt << min_tt_of(tt) << maybe(rng, round_to(rng.real(1.0, 4.0), 1));
    import_record(session, "finders", row);
    catalog.items.push_back({"finders", slug, name, tt, tool_source(name), "Tool"});
  }
}

void write_finder_amplifiers(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "decay", "depth_bonus", "min_profession_level", "efficiency",
       "tt", "min_tt", "weight"});
  const char* const names[] = {"Level 1 Finder Amplifier Light", "Level 2 Finder Amplifier Light",
                               "Level 3 Finder Amplifier",       "Level 4 Finder Amplifier",
                               "Level 5 Finder Amplifier Deep",  "Level 6 Finder Amplifier Deep",
                               "Level 7 Finder Amplifier Deep",  "Mayhem Finder Amplifier (L)"};
  TableSlugs slugs;
  int level = 0;
  for (const char* name : names) {
    ++level;
    const std::optional<double> tt = maybe(rng, round_to(rng.real(4.0, 12.0) * level, 2));
    const std::string slug = slugs.claim(name);
    Record row(keys);
    row << slug << name << maybe(rng, std::string("Raises a finder's depth at the cost of extra decay."))
        << tool_source(name) << is_limited_name(name) << maybe(rng, round_to(1.5 * level + rng.real(0, 1), 3))
        << maybe(rng, 5.0 * level) << maybe(rng, 5.0 * (level - 1)) << maybe(rng, round_to(rng.real(30, 90), 1))
        << tt << min_tt_of(tt) << maybe(rng, round_to(rng.real(0.2, 1.0), 1));
    import_record(session, "finder-amplifiers", row);
    catalog.items.push_back({"finder-amplifiers", slug, name, tt, tool_source(name), "Tool"});
  }
}

void write_excavators(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "efficiency", "decay", "uses_per_minute", "sib", "sib_start",
       "sib_end", "tt", "min_tt", "weight"});
  const char* const names[] = {"Ziplex Z1 Excavator",    "Ziplex Z3 Excavator",   "Ziplex Z10 Excavator",
                               "Terra Nova Excavator TN-2", "Deep Core Excavator DC-40", "Deep Core Excavator DC-80",
                               "Mayhem Excavator (L)",   "Gaia Extractor G-5",    "Genesis Star Extractor (L)"};
  TableSlugs slugs;
  int step = 0;
  for (const char* name : names) {
    ++step;
    const std::optional<double> tt = maybe(rng, round_to(rng.real(6.0, 20.0) * step, 2));
    const bool sib = !rng.chance(0.2);
    const std::string slug = slugs.claim(name);
    Record row(keys);
    row << slug << name << maybe(rng, std::string("Extracts resources from a claim.")) << tool_source(name)
        << is_limited_name(name) << maybe(rng, round_to(2.0 + 1.5 * step, 1)) << maybe(rng, round_to(rng.real(0.3, 2.5), 3))
        << maybe(rng, round_to(rng.real(10, 20), 0)) << sib << (sib ? std::optional<double>(4.0 * step) : std::nullopt)
        << (sib ? std::optional<double>(4.0 * step + 12) : std::nullopt) << tt << min_tt_of(tt)
        << maybe(rng, round_to(rng.real(1.0, 5.0), 1));
    import_record(session, "excavators", row);
    catalog.items.push_back({"excavators", slug, name, tt, tool_source(name), "Tool"});
  }
}

}  // namespace

void generate_healing_tools(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "source", "limited", "heal_min", "heal_max", "decay", "uses_per_minute",
       "range", "hps", "hp_per_pec", "profession", "sib", "sib_start", "sib_end", "tt", "min_tt", "weight"});
  std::vector<HealSeed> seeds = kHealSeeds;
  for (const HealSeed& s : heart_ranks()) seeds.push_back(s);
  TableSlugs slugs;
  for (const HealSeed& seed : seeds) {
    const HealRow h = heal_row(rng, seed);
    const std::string slug = slugs.claim(h.name);
    Record row(keys);
    row << slug << h.name
        << (h.exact ? std::optional<std::string>("Healing tool; figures of the community medical-tool table.")
                    : maybe(rng, h.type + " for healing yourself and others."))
        << h.type << h.source << is_limited_name(h.name) << h.heal_min << h.heal_max << h.decay << h.upm << h.range
        << hps_of(h) << hp_per_pec_of(h) << "Paramedic" << h.sib << h.sib_start << h.sib_end << h.tt << min_tt_of(h.tt)
        << h.weight;
    import_record(session, "healing-tools", row);
    catalog.items.push_back({"healing-tools", slug, h.name, h.tt, h.source, "Medical"});
  }
}

void generate_enhancers(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "type", "item_kind", "tier", "effect_value", "effect_unit", "tt", "weight"});
  TableSlugs slugs;
  for (const EnhancerSeed& e : kEnhancers) {
    for (int tier = 1; tier <= 10; ++tier) {
      const std::string name = std::string(e.type) + " Enhancer " + std::to_string(tier);
      const std::string description = std::string("Tier ") + std::to_string(tier) + " socket enhancer for a " +
                                      e.item_kind + "; can break while the item is used.";
      const std::string slug = slugs.claim(name);
      Record row(keys);
      row << slug << name << maybe(rng, description) << e.type << e.item_kind << tier << e.value << e.unit << e.tt
          << maybe(rng, 0.1);
      import_record(session, "enhancers", row);
      catalog.items.push_back({"enhancers", slug, name, e.tt, "Crafted", e.item_kind});
    }
  }
}

void generate_mining_tools(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  write_finders(session, rng, catalog);
  write_finder_amplifiers(session, rng, catalog);
  write_excavators(session, rng, catalog);
}

}  // namespace wiki_demo
}  // namespace snap
