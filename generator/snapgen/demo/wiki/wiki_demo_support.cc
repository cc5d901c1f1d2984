// wiki_demo_support.cc: the small helpers every wiki demo part shares: records handed to the importer's
// writer, per-type damage splitting and the catalogue of written entries.
#include <cmath>
#include <stdexcept>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"
#include "core/model/row_json.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

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

const std::string& Catalog::planet(const std::string& name) const {
  const auto it = planet_slugs.find(name);
  if (it == planet_slugs.end()) throw std::logic_error("wiki demo: unknown planet '" + name + "'");
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

Record::Keys Record::keys(const std::vector<std::string>& columns) {
  Keys keys;
  for (const std::string& column : columns) {
    const bool link = column.size() > 3 && column.compare(column.size() - 3, 3, "_id") == 0;
    keys.push_back(camel_case(link ? column.substr(0, column.size() - 3) : column));
  }
  return keys;
}

const std::string& Record::next_key() {
  if (next_ == keys_->size()) throw std::logic_error("wiki demo: more values than keys in " + json_.dump());
  return (*keys_)[next_++];
}

Record& Record::operator<<(const PerType& values) {
  for (const auto& v : values) *this << v;
  return *this;
}

void import_record(ImportSession& session, const std::string& kind, const Record& record) {
  const RecordKind* record_kind = find_record_kind(kind);
  if (!record_kind) throw std::logic_error("wiki demo: no record kind " + kind);
  try {
    snap::write_record(session, *record_kind, record.json());
  } catch (const RecordError& e) {
    throw std::logic_error("wiki demo: " + kind + " record " + record.json().dump() + ": " + e.what());
  }
}

bool is_limited_name(const std::string& name) {
  return name.find("(L)") != std::string::npos || name.find(",L)") != std::string::npos;
}

double min_tt_of(double tt) { return round_to(tt * 0.03, 4); }

std::optional<double> min_tt_of(const std::optional<double>& tt) {
  return map_present(tt, [](double v) { return min_tt_of(v); });
}

void add_item_effect(Record& item, const Catalog& catalog, const std::string& effect, double value,
                     const std::string& trigger) {
  const auto it = catalog.effect_slugs.find(effect);
  if (it == catalog.effect_slugs.end()) throw std::logic_error("wiki demo: unknown effect '" + effect + "'");
  Json& effects = item["effects"];
  if (effects.is_null()) effects = Json::array();
  effects.push_back(Json{{"effect", it->second}, {"value", value}, {"trigger", trigger}});
}

}  // namespace wiki_demo
}  // namespace snap
