// wiki_demo_support.cc: the small helpers every wiki demo part shares: row writing, per-type
// damage splitting and the catalogue of inserted rows.
#include <cmath>
#include <stdexcept>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {

const std::array<const char*, kDamageTypeCount> kDamageColumns = {
    "impact", "cut", "stab", "penetration", "shrapnel", "burn", "cold", "acid", "electric"};

PerType split_by_shares(double total, const Shares& shares, int decimals) {
  double weight = 0;
  for (double s : shares) weight += s;
  PerType out;
  if (weight <= 0) return out;
  for (int t = 0; t < kDamageTypeCount; ++t)
    if (shares[t] > 0) out[t] = round_to(total * shares[t] / weight, decimals);
  return out;
}

std::optional<double> sum_present(const PerType& values) {
  std::optional<double> sum;
  for (const auto& v : values)
    if (v) sum = sum.value_or(0.0) + *v;
  if (sum) sum = round_to(*sum, 4);  // sums of 1-decimal values must not show binary noise
  return sum;
}

std::int64_t Catalog::planet(const std::string& name) const {
  const auto it = planet_ids.find(name);
  if (it == planet_ids.end()) throw std::logic_error("wiki demo: unknown planet '" + name + "'");
  return it->second;
}

const MaterialRef& Catalog::material(const std::string& name) const {
  for (const MaterialRef& m : materials)
    if (m.name == name) return m;
  throw std::logic_error("wiki demo: unknown material '" + name + "'");
}

const MaterialRef* Catalog::material_by_slug(const std::string& slug) const {
  for (const MaterialRef& m : materials)
    if (m.slug == slug) return &m;
  return nullptr;
}

std::vector<const ItemRef*> Catalog::items_in(const std::string& category) const {
  std::vector<const ItemRef*> out;
  for (const ItemRef& item : items)
    if (item.category == category) out.push_back(&item);
  return out;
}

std::string insert_sql(const std::string& table, const std::vector<std::string>& columns) {
  std::string names, params;
  for (size_t i = 0; i < columns.size(); ++i) {
    names += (i ? ", " : "") + columns[i];
    params += (i ? ", ?" : "?") + std::to_string(i + 1);
  }
  return "INSERT INTO " + table + " (" + names + ") VALUES (" + params + ")";
}

RowWriter& RowWriter::operator<<(const PerType& values) {
  for (const auto& v : values) statement_.bind(++index_, v);
  return *this;
}

std::int64_t RowWriter::insert() {
  statement_.run();
  return db_.last_insert_id();
}

bool is_limited_name(const std::string& name) {
  return name.find("(L)") != std::string::npos || name.find(",L)") != std::string::npos;
}

double min_tt_of(double tt) { return round_to(tt * 0.03, 4); }

std::optional<double> min_tt_of(const std::optional<double>& tt) {
  return map_present(tt, [](double v) { return min_tt_of(v); });
}

void add_item_effect(Database& db, const Catalog& catalog, const std::string& category, std::int64_t item_id,
                     const std::string& effect, double value, const std::string& trigger) {
  const auto it = catalog.effect_ids.find(effect);
  if (it == catalog.effect_ids.end()) throw std::logic_error("wiki demo: unknown effect '" + effect + "'");
  static const std::string sql =
      insert_sql("item_effect", {"item_category", "item_id", "effect_id", "value", "trigger"});
  RowWriter row(db, sql);
  row << category << item_id << it->second << value << trigger;
  row.insert();
}

}  // namespace wiki_demo
}  // namespace snap
