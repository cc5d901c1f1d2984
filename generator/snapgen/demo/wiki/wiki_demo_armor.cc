// wiki_demo_armor.cc: demo armour sets, their seven parts and armour platings. Set names: shared/domain/world.md
// section 5; durabilities of Ghost (2000), Angel (4000) and (L) sets (13000): weapons-and-hunting.md section 9.
// A set's per-type defense, TT and weight are the sums of its parts; every part has the set's durability.
#include <string>
#include <utility>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

// Defense profiles (weights per type).
enum Profile { kHunting, kBalanced, kRobot, kElemental, kStabby };
const Shares kProfiles[] = {
    {0.26, 0.26, 0.26, 0.06, 0.04, 0.06, 0.03, 0.02, 0.01},
    {0.14, 0.14, 0.14, 0.12, 0.10, 0.10, 0.10, 0.08, 0.08},
    {0.08, 0.06, 0.06, 0.24, 0.20, 0.14, 0.04, 0.04, 0.14},
    {0.10, 0.08, 0.08, 0.06, 0.04, 0.22, 0.20, 0.12, 0.10},
    {0.20, 0.18, 0.34, 0.10, 0.06, 0.04, 0.04, 0.02, 0.02},
};

struct ArmorSeed {
  const char* stem;      // part names are stem + " " + piece + suffix
  const char* suffix;    // ", Adjusted (F)", " (L)", ""
  const char* head;      // Helmet, Face-Guard
  const char* source;
  double durability;
  double defense;        // total per-hit defense of the set, summed over the types
  Profile profile;
  double tt;             // PED, whole set (drawn split over the parts)
  const char* effect;    // a set effect (trigger Set), or nullptr
  double effect_value;
};

// Sets named in world.md section 5 first (Boar, Hyperion, A.R.C. Adept and Bronze Skull from items seen in
// globals), then invented ones. Defense, TT and the remaining durabilities are invented.
const ArmorSeed kSets[] = {
    {"Ghost", "", "Helmet", "Crafted", 2000, 30, kHunting, 95, nullptr, 0},
    {"Gremlin", "", "Helmet", "Crafted", 2400, 34, kHunting, 120, nullptr, 0},
    {"Nemesis", "", "Helmet", "Looted", 3000, 44, kBalanced, 210, nullptr, 0},
    {"Adjusted Nemesis", "", "Helmet", "Looted", 3300, 50, kBalanced, 260, "Critical Damage Taken Reduced", 5},
    {"Angel", "", "Helmet", "Looted", 4000, 58, kBalanced, 420, "Healing Increased", 3},
    {"Lion", "", "Helmet", "Looted", 3200, 46, kStabby, 240, nullptr, 0},
    {"Martial", " (L)", "Helmet", "Crafted", 13000, 40, kHunting, 60, nullptr, 0},
    {"Mayhem", " (L)", "Helmet", "Event", 13000, 64, kBalanced, 140, "Armor Piercing Damage Reduced", 8},
    {"Angel", " (L)", "Helmet", "Crafted", 13000, 56, kBalanced, 120, nullptr, 0},
    {"Perseus", " (L)", "Helmet", "Crafted", 13000, 36, kRobot, 70, nullptr, 0},
    {"Moonshine", " (L)", "Helmet", "Event", 13000, 48, kElemental, 90, "Run Speed Increased", 5},
    {"Atlas", "", "Helmet", "Event", 2200, 26, kHunting, 40, nullptr, 0},
    {"Musca Adjusted", "", "Helmet", "Event", 2300, 28, kHunting, 45, nullptr, 0},
    {"Boar", ", Adjusted (F)", "Helmet", "Looted", 2800, 38, kStabby, 150, nullptr, 0},
    {"Boar", ", Adjusted (M)", "Helmet", "Looted", 2800, 38, kStabby, 150, nullptr, 0},
    {"Hyperion", ", Perfected (F)", "Helmet", "Looted", 5200, 72, kRobot, 680, "Critical Damage Taken Reduced", 10},
    {"A.R.C. Adept", " (M,L)", "Helmet", "Shop", 13000, 42, kElemental, 85, nullptr, 0},
    {"Bronze Skull", " (M)", "Face-Guard", "Looted", 2600, 33, kStabby, 110, nullptr, 0},
    {"Pixie", "", "Helmet", "Trade Terminal", 1500, 12, kHunting, 18, nullptr, 0},
    {"Shogun", "", "Helmet", "Looted", 3600, 52, kStabby, 330, nullptr, 0},
    {"Jaguar", "", "Helmet", "Looted", 2700, 36, kHunting, 160, nullptr, 0},
    {"Vigilante", "", "Helmet", "Crafted", 2500, 32, kRobot, 130, nullptr, 0},
    {"Gorgon", "", "Helmet", "Looted", 3800, 55, kElemental, 380, "Defense Added", 2},
    {"Hermes", "", "Helmet", "Crafted", 2600, 30, kBalanced, 140, "Run Speed Increased", 3},
    {"Pirate", "", "Helmet", "Trade Terminal", 1600, 16, kHunting, 25, nullptr, 0},
    {"Goblin", "", "Helmet", "Crafted", 2100, 24, kHunting, 70, nullptr, 0},
    {"Paladin", "", "Helmet", "Looted", 4200, 62, kBalanced, 520, "Regeneration Added", 2},
    {"Sentinel", " (L)", "Helmet", "Crafted", 13000, 34, kRobot, 55, nullptr, 0},
    {"Emperor", "", "Helmet", "Looted", 4600, 68, kStabby, 610, "Critical Damage Taken Reduced", 6},
};

struct PieceSlot {
  const char* slot;
  const char* piece;
  double share;  // of the set's defense, TT and weight
};
const PieceSlot kPieces[] = {
    {"Head", "", 0.12},  {"Torso", "Harness", 0.20},     {"Arms", "Arm Guards", 0.14},
    {"Hands", "Gloves", 0.10}, {"Legs", "Leg Guards", 0.18}, {"Shins", "Shin Guards", 0.14},
    {"Feet", "Foot Guards", 0.12},
};

std::string gender_of(const std::string& suffix) {
  if (suffix.find("(F") != std::string::npos) return "Female";
  if (suffix.find("(M") != std::string::npos) return "Male";
  return "Both";
}

std::optional<double> add_optional(const std::optional<double>& a, const std::optional<double>& b) {
  if (!a || !b) return std::nullopt;
  return round_to(*a + *b, 4);
}

struct PartTotals {
  PerType defense;
  std::optional<double> tt = 0.0, weight = 0.0;
};

class ArmorWriter {
 public:
  ArmorWriter(ImportSession& session, DemoRandom& rng, Catalog& catalog)
      : session_(session), rng_(rng), catalog_(catalog) {}

  void write_set(const ArmorSeed& s) {
    const std::string set_name = std::string(s.stem) + s.suffix;
    const std::string set_slug = set_slugs_.claim(set_name);
    Record set = set_record(set_slug, set_name, s);
    const std::optional<double> durability = s.durability >= 13000 || s.durability == 2000 || s.durability == 4000
                                                 ? std::optional<double>(s.durability)
                                                 : maybe(rng_, s.durability);
    PartTotals totals;
    const PerType set_defense = split_by_shares(s.defense, kProfiles[s.profile], 1);
    std::vector<std::pair<Record, ItemRef>> parts;  // each part's record and catalogue entry
    for (const PieceSlot& piece : kPieces)
      parts.push_back(part_record(s, set_slug, piece, set_defense, durability, totals));
    set << durability << sum_present(totals.defense) << totals.defense << totals.tt << min_tt_of(totals.tt)
        << totals.weight;
    if (s.effect) add_item_effect(set, catalog_, s.effect, s.effect_value, "Set");
    // The set goes in first so its parts can point at it.
    import_record(session_, "armors", set);
    for (auto& [record, item] : parts) {
      import_record(session_, "armor-parts", record);
      catalog_.items.push_back(item);
    }
    catalog_.items.push_back({"armors", set_slug, set_name, totals.tt, s.source, "Armor"});
  }

 private:
  // The set's own values; its sums over the parts follow once the parts are drawn.
  Record set_record(const std::string& slug, const std::string& name, const ArmorSeed& s) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "source", "limited", "slots", "durability", "defense", "defense_impact",
         "defense_cut", "defense_stab", "defense_penetration", "defense_shrapnel", "defense_burn", "defense_cold",
         "defense_acid", "defense_electric", "tt", "min_tt", "weight"});
    const std::string description = std::string("Armour set of seven pieces, ") +
                                    (s.profile == kRobot ? "strong against robots' penetration and shrapnel."
                                     : s.profile == kElemental ? "strong against burn and cold."
                                                               : "strong against creatures' impact, cut and stab.");
    Record row(keys);
    row << slug << name << maybe(rng_, description) << s.source << is_limited_name(name) << 7;
    return row;
  }

  std::pair<Record, ItemRef> part_record(const ArmorSeed& s, const std::string& set_slug, const PieceSlot& piece,
                                         const PerType& set_defense, const std::optional<double>& durability,
                                         PartTotals& totals) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "armor_id", "slot", "gender", "source", "limited", "durability", "defense",
         "defense_impact", "defense_cut", "defense_stab", "defense_penetration", "defense_shrapnel", "defense_burn",
         "defense_cold", "defense_acid", "defense_electric", "tt", "min_tt", "weight"});
    const std::string piece_word = *piece.piece ? piece.piece : s.head;
    const std::string name = std::string(s.stem) + " " + piece_word + s.suffix;
    PerType defense;
    for (int t = 0; t < kDamageTypeCount; ++t) {
      if (!set_defense[t]) continue;
      defense[t] = round_to(*set_defense[t] * piece.share, 1);
      totals.defense[t] = round_to(totals.defense[t].value_or(0) + *defense[t], 1);
    }
    // Fewer gaps than elsewhere: one blank part blanks the set's sum.
    const std::optional<double> tt = maybe(rng_, round_to(s.tt * piece.share * rng_.real(0.9, 1.1), 2), 0.02);
    const std::optional<double> weight = maybe(rng_, round_to(rng_.real(0.2, 1.6), 1), 0.02);
    totals.tt = add_optional(totals.tt, tt);
    totals.weight = add_optional(totals.weight, weight);
    const std::string slug = part_slugs_.claim(name);
    Record row(keys);
    row << slug << name << maybe(rng_, std::string(piece.slot) + " piece of the " + s.stem + " set.") << set_slug
        << piece.slot << gender_of(s.suffix) << s.source << is_limited_name(name) << durability
        << sum_present(defense) << defense << tt << min_tt_of(tt) << weight;
    return {row, {"armor-parts", slug, name, tt, s.source, "Armor"}};
  }

  ImportSession& session_;
  DemoRandom& rng_;
  Catalog& catalog_;
  TableSlugs set_slugs_, part_slugs_;
};

struct PlatingSeed {
  const char* name;
  Profile profile;
  double defense;
};

// Invented platings (plates add their own defense and decay on their own, section 9).
const PlatingSeed kPlatings[] = {
    {"Armor Plating Mk. 1A", kHunting, 6},   {"Armor Plating Mk. 1B", kBalanced, 6},
    {"Armor Plating Mk. 2A", kHunting, 9},   {"Armor Plating Mk. 2B", kRobot, 9},
    {"Armor Plating Mk. 3A", kHunting, 12},  {"Armor Plating Mk. 3B", kElemental, 12},
    {"Armor Plating Mk. 4A", kStabby, 15},   {"Armor Plating Mk. 4B", kRobot, 15},
    {"Armor Plating Mk. 5A", kBalanced, 18}, {"Armor Plating Mk. 5B", kElemental, 18},
    {"Shrapnel Plate SP-1", kRobot, 8},      {"Shrapnel Plate SP-2", kRobot, 14},
    {"Electric Plate EP-1", kElemental, 8},  {"Electric Plate EP-2", kElemental, 14},
    {"Cold Plate CP-1", kElemental, 10},     {"Stab Plate ST-1", kStabby, 10},
    {"Mayhem Plating (L)", kBalanced, 20},
};

}  // namespace

void generate_armor(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  ArmorWriter writer(session, rng, catalog);
  for (const ArmorSeed& s : kSets) writer.write_set(s);
}

void generate_armor_platings(ImportSession& session, DemoRandom& rng, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "source", "limited", "durability", "defense", "defense_impact", "defense_cut",
       "defense_stab", "defense_penetration", "defense_shrapnel", "defense_burn", "defense_cold", "defense_acid",
       "defense_electric", "tt", "min_tt", "weight"});
  TableSlugs slugs;
  for (const PlatingSeed& p : kPlatings) {
    const PerType defense = split_by_shares(p.defense, kProfiles[p.profile], 1);
    const std::string source = std::string(p.name).find("Mayhem") != std::string::npos ? "Event"
                               : rng.chance(0.6)                                         ? "Crafted"
                                                                                          : "Looted";
    const std::optional<double> tt = maybe(rng, round_to(p.defense * rng.real(2.0, 4.0), 2));
    const std::string slug = slugs.claim(p.name);
    Record row(keys);
    row << slug << p.name << maybe(rng, std::string("Armour plating; adds its defense to every piece of a set."))
        << source << is_limited_name(p.name) << maybe(rng, is_limited_name(p.name) ? 13000.0 : round_to(rng.real(1500, 4000), 0))
        << sum_present(defense) << defense << tt << min_tt_of(tt) << maybe(rng, round_to(rng.real(0.5, 2.5), 1));
    import_record(session, "armor-platings", row);
    catalog.items.push_back({"armor-platings", slug, p.name, tt, source, "Plating"});
  }
}

}  // namespace wiki_demo
}  // namespace snap
