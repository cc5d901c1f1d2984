// wiki_demo_parts.h: private to the wiki demo generator (wiki_demo*.cc). The catalogue of what earlier parts
// wrote (so later parts can point at real entries), the record builder that hands every entry to the
// importer's writer, and one function per part.
// Single-threaded, like the generator that calls it.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/model/slug_rule.h"
#include "core/model/slug_rule.h"
#include "snapgen/demo/demo_random.h"
#include "snapgen/import/import_session.h"

namespace snap {
namespace wiki_demo {

// Share of optional values left blank: community data has gaps (0001_wiki.sql: blank = unverified).
constexpr double kGapRate = 0.07;

// The nine damage types of weapons-and-hunting.md section 1, in schema column order.
constexpr int kDamageTypeCount = 9;
enum DamageType { kImpact, kCut, kStab, kPenetration, kShrapnel, kBurn, kCold, kAcid, kElectric };
extern const std::array<const char*, kDamageTypeCount> kDamageColumns;  // "impact", "cut", ...

// Per-type values; a type an item does not deal (or a creature does not resist) stays empty.
using PerType = std::array<std::optional<double>, kDamageTypeCount>;
using Shares = std::array<double, kDamageTypeCount>;  // relative weights per type, any scale

// Splits `total` over the types with a non-zero share, rounded to `decimals`; empty types stay empty.
PerType split_by_shares(double total, const Shares& shares, int decimals);
// Sum of the present values, or empty when none is present.
std::optional<double> sum_present(const PerType& values);

// An entry of an item category that blueprints may make or creatures may drop.
struct ItemRef {
  std::string category;        // URL path of its category: "weapons", "armor-parts", ...
  std::string slug;
  std::string name;
  std::optional<double> tt;    // PED
  std::string source;          // Trade Terminal, Looted, Crafted, Event, Shop
  std::string kind;            // weapon class, tool kind, ...: picks the crafting profession
};

struct MaterialRef {
  std::string slug;
  std::string name;
  std::string type;            // Ore, Refined Ore, Animal Material, ...
  double tt = 0;               // PED per unit; always known, blueprint costs are sums of it
  std::optional<std::string> planet;  // slug
  std::string refined_from;    // the raw material's slug; empty unless refined
};

struct CreatureRef {
  std::string slug;
  std::string name;
  std::string type;            // Animal, Mutant, Robot, Humanoid
  int ranks = 0;               // maturities, rank 1..ranks
  std::string planet;          // slug
};

// One record of `snapgen import` (templates/import-formats.md), filled value by value in the order of its
// keys: the schema's column names turned into import keys ("attacks_per_minute" -> "attacksPerMinute", a link
// "planet_id" -> "planet", given by slug). Nested relationships (effects, maturities, loot, product,
// materials) are set by key. import_record() hands it to the importer's writer, the insert path of
// `snapgen import`.
class Record {
 public:
  using Keys = std::vector<std::string>;
  static Keys keys(const std::vector<std::string>& columns);

  explicit Record(const Keys& keys) : keys_(&keys) {}
  template <typename T>
  Record& operator<<(const T& value) {
    json_[next_key()] = value;
    return *this;
  }
  template <typename T>
  Record& operator<<(const std::optional<T>& value) {
    json_[next_key()] = value ? Json(*value) : Json(nullptr);
    return *this;
  }
  Record& operator<<(const PerType& values);  // nine keys
  Json& operator[](const std::string& key) { return json_[key]; }
  void omit(const std::string& key) { json_.erase(key); }  // leaves the key to the importer (absent, not null)
  const Json& json() const { return json_; }

 private:
  const std::string& next_key();

  const Keys* keys_;
  size_t next_ = 0;
  Json json_ = Json::object();
};

// The importer's write_record() for a record of `kind` (a wiki category path). A record the importer
// refuses is a bug of the demo: std::logic_error naming the kind and the reason.
void import_record(ImportSession& session, const std::string& kind, const Record& record);

// What the parts have written so far; later parts read it to build relationships that resolve.
struct Catalog {
  std::map<std::string, std::string> planet_slugs;  // by planet name
  std::map<std::string, std::string> effect_slugs;  // by effect name
  std::vector<MaterialRef> materials;
  std::vector<ItemRef> items;
  std::vector<CreatureRef> creatures;
  std::vector<Record> creature_records;  // built by generate_creatures, completed with loot, then written

  const std::string& planet(const std::string& name) const;      // slug; throws if unknown (a typo in a table)
  const MaterialRef& material(const std::string& name) const;    // throws if unknown
  const MaterialRef* material_by_slug(const std::string& slug) const;  // nullptr if unknown
  std::vector<const ItemRef*> items_in(const std::string& category) const;
};

// The value, or blank with probability `rate`.
template <typename T>
std::optional<T> maybe(DemoRandom& rng, T value, double rate = kGapRate) {
  if (rng.chance(rate)) return std::nullopt;
  return value;
}

// A present optional mapped through f, blank stays blank.
template <typename T, typename F>
auto map_present(const std::optional<T>& value, F f) -> std::optional<decltype(f(*value))> {
  if (!value) return std::nullopt;
  return f(*value);
}

bool is_limited_name(const std::string& name);  // "(L)" or ",L)" in the name
double min_tt_of(double tt);                      // the 3 % condition limit, weapons-and-hunting.md section 1
std::optional<double> min_tt_of(const std::optional<double>& tt);

// Adds an effect to an item's record; the effect must exist (effects are written first).
void add_item_effect(Record& item, const Catalog& catalog, const std::string& effect, double value,
                     const std::string& trigger);

// The parts, in the order generate_wiki_demo runs them.
void generate_planets(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_landareas(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_asteroids(ImportSession& session, DemoRandom& rng);
void generate_effects(ImportSession& session, Catalog& catalog);
void generate_materials(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_tier_materials(ImportSession& session, DemoRandom& rng);
void generate_weapons(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_weapon_attachments(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_mindforce_implants(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_armor(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_armor_platings(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_healing_tools(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_enhancers(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_mining_tools(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_fishing(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_clothing(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_consumables(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_pets(ImportSession& session, DemoRandom& rng, Catalog& catalog);
void generate_creatures(DemoRandom& rng, Catalog& catalog);      // records into catalog.creature_records
void generate_creature_loot(DemoRandom& rng, Catalog& catalog);  // loot into catalog.creature_records
void write_creatures(ImportSession& session, const Catalog& catalog);
void generate_codex(ImportSession& session, DemoRandom& rng, const Catalog& catalog);
void generate_blueprints(ImportSession& session, DemoRandom& rng, const Catalog& catalog);

}  // namespace wiki_demo
}  // namespace snap
