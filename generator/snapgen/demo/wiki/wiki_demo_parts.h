// wiki_demo_parts.h: private to the wiki demo generator (wiki_demo*.cc). The catalogue of what earlier parts
// inserted (so later parts can point at real rows), the row-writing helpers and one function per part.
// Single-threaded, like the generator that calls it.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/model/slug_rule.h"
#include "core/model/slug_rule.h"
#include "snapgen/demo/demo_random.h"

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
  std::int64_t id = 0;
  std::string slug;
  std::string name;
  std::optional<double> tt;    // PED
  std::string source;          // Trade Terminal, Looted, Crafted, Event, Shop
  std::string kind;            // weapon class, tool kind, ...: picks the crafting profession
};

struct MaterialRef {
  std::int64_t id = 0;
  std::string slug;
  std::string name;
  std::string type;            // Ore, Refined Ore, Animal Material, ...
  double tt = 0;               // PED per unit; always known, blueprint costs are sums of it
  std::optional<std::int64_t> planet_id;
  std::string refined_from;    // the raw material's slug; empty unless refined
};

struct CreatureRef {
  std::int64_t id = 0;
  std::string slug;
  std::string name;
  std::string type;            // Animal, Mutant, Robot, Humanoid
  int ranks = 0;               // maturities, rank 1..ranks
  std::int64_t planet_id = 0;
};

// What the parts have inserted so far; later parts read it to build relationships that resolve.
struct Catalog {
  std::map<std::string, std::int64_t> planet_ids;  // by planet name
  std::map<std::string, std::int64_t> effect_ids;  // by effect name
  std::vector<MaterialRef> materials;
  std::vector<ItemRef> items;
  std::vector<CreatureRef> creatures;

  std::int64_t planet(const std::string& name) const;            // throws if unknown (a typo in a table)
  const MaterialRef& material(const std::string& name) const;    // throws if unknown
  const MaterialRef* material_by_slug(const std::string& slug) const;  // nullptr if unknown
  std::vector<const ItemRef*> items_in(const std::string& category) const;
};

// "INSERT INTO table (a, b) VALUES (?1, ?2)".
std::string insert_sql(const std::string& table, const std::vector<std::string>& columns);

// Binds values to consecutive parameters of a cached statement, then inserts the row.
class RowWriter {
 public:
  RowWriter(Database& db, const std::string& sql) : db_(db), statement_(db.prepare(sql)) {}
  template <typename T>
  RowWriter& operator<<(const T& value) {
    statement_.bind(++index_, value);
    return *this;
  }
  RowWriter& operator<<(const PerType& values);  // nine columns
  std::int64_t insert();                          // runs the statement, returns the new rowid

 private:
  Database& db_;
  Statement& statement_;
  int index_ = 0;
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

// Adds an item_effect row; the effect must exist (effects are inserted first).
void add_item_effect(Database& db, const Catalog& catalog, const std::string& category, std::int64_t item_id,
                     const std::string& effect, double value, const std::string& trigger);

// The parts, in the order generate_wiki_demo runs them.
void generate_planets(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_landareas(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_asteroids(Database& db, DemoRandom& rng);
void generate_effects(Database& db, Catalog& catalog);
void generate_materials(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_tier_materials(Database& db, DemoRandom& rng);
void generate_weapons(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_weapon_attachments(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_mindforce_implants(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_armor(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_armor_platings(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_healing_tools(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_enhancers(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_mining_tools(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_fishing(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_clothing(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_consumables(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_pets(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_creatures(Database& db, DemoRandom& rng, Catalog& catalog);
void generate_codex(Database& db, DemoRandom& rng, const Catalog& catalog);
void generate_creature_loot(Database& db, DemoRandom& rng, const Catalog& catalog);
void generate_blueprints(Database& db, DemoRandom& rng, const Catalog& catalog);

}  // namespace wiki_demo
}  // namespace snap
