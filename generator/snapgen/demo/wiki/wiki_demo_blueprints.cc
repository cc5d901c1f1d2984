// wiki_demo_blueprints.cc: demo blueprints and their materials. Each blueprint makes an existing crafted (or
// trade-terminal) entry and uses existing materials; its cost is the sum of quantity x material TT. Crafting
// professions: shared/domain/world.md section 2 (Construction row). Refining blueprints turn three units of a raw
// resource into one refined unit (the TT x 3 of wiki_demo_materials.cc).
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"
#include "core/domain/weapon_stats.h"

namespace snap {
namespace wiki_demo {
namespace {

struct ProductRule {
  const char* category;                  // URL path of the product's category
  const char* type;                      // blueprint type
  std::vector<const char*> sources;      // which entries get a blueprint
  std::vector<const char*> ingredients;  // material types drawn from
};

const std::vector<ProductRule> kRules = {
    {"weapons", "Weapon", {"Crafted"}, {"Refined Ore", "Component", "Refined Enmatter"}},
    {"armor-parts", "Armor", {"Crafted"}, {"Animal Material", "Refined Ore", "Component"}},
    {"armor-platings", "Armor", {"Crafted"}, {"Refined Ore", "Component"}},
    {"weapon-attachments", "Attachment", {"Crafted"}, {"Component", "Refined Ore", "Refined Enmatter"}},
    {"enhancers", "Enhancer", {"Crafted"}, {"Component", "Refined Enmatter"}},
    {"clothes", "Clothing", {"Crafted"}, {"Animal Material", "Component"}},
    {"healing-tools", "Tool", {"Crafted", "Trade Terminal"}, {"Component", "Refined Enmatter", "Animal Material"}},
    {"finders", "Tool", {"Crafted", "Trade Terminal"}, {"Refined Ore", "Component", "Robot Material"}},
    {"finder-amplifiers", "Tool", {"Crafted", "Trade Terminal"}, {"Refined Ore", "Component"}},
    {"excavators", "Tool", {"Crafted", "Trade Terminal"}, {"Refined Ore", "Component", "Robot Material"}},
    {"fishing-rods", "Tool", {"Crafted", "Trade Terminal"}, {"Refined Ore", "Component"}},
    {"fishing-rod-attachments", "Tool", {"Crafted", "Trade Terminal"}, {"Component", "Animal Material"}},
    {"cooking-stoves", "Tool", {"Crafted", "Trade Terminal"}, {"Refined Ore", "Component"}},
    {"mindforce-implants", "Tool", {"Crafted"}, {"Component", "Refined Enmatter", "Robot Material"}},
};

// world.md section 2, Construction: the professions by what is made.
std::string profession_for(const std::string& type, const ItemRef& product) {
  if (type == "Weapon") {
    const std::string& klass = product.kind;
    if (klass == "Laser" || klass == "BLP" || klass == "Plasma" || klass == "Gauss") return klass + " Weapons Engineer";
    if (klass == "Melee") return "Metal Engineer";
    if (klass == "Mindforce") return "Electronics Engineer";
    return "Mechanical Engineer";
  }
  if (type == "Armor") return "Armor Engineer";
  if (type == "Attachment") return "Attachment Engineer";
  if (type == "Enhancer") return "Enhancer Constructor";
  if (type == "Clothing") return "Tailor";
  if (type == "Material") return "Material Designer";
  return "Tool Engineer";
}

std::string book_for(const std::string& type, const ItemRef& product) {
  if (type == "Weapon") return product.kind + " Weaponry Book";
  if (type == "Armor") return "Armor Crafting Book";
  if (type == "Material") return "Material Refining Book";
  return type + " Book";
}

struct Ingredient {
  const MaterialRef* material;
  std::int64_t quantity;
};

class BlueprintWriter {
 public:
  BlueprintWriter(ImportSession& session, DemoRandom& rng, const Catalog& catalog)
      : session_(session), rng_(rng), catalog_(catalog) {}

  void write_crafted(const ProductRule& rule, const ItemRef& product) {
    const double unit_value = product.tt.value_or(rng_.real(1.0, 30.0));
    const std::vector<Ingredient> ingredients = draw_ingredients(rule, unit_value * rng_.real(0.9, 1.25));
    write(rule.type, product, 1, ingredients);
  }

  void write_refining(const MaterialRef& refined, const MaterialRef& raw) {
    const ItemRef product{"materials", refined.slug, refined.name, refined.tt, "Crafted", refined.type};
    write("Material", product, 10, {{&raw, 30}});
  }

 private:
  std::vector<Ingredient> draw_ingredients(const ProductRule& rule, double target) {
    std::vector<const MaterialRef*> pool;
    for (const MaterialRef& m : catalog_.materials)
      for (const char* type : rule.ingredients)
        if (m.type == type) pool.push_back(&m);
    const int count = static_cast<int>(rng_.between(2, 5));
    std::set<const MaterialRef*> chosen;
    std::vector<Ingredient> out;
    double weight_sum = 0;
    std::vector<double> weights;
    while (static_cast<int>(out.size()) < count) {
      const MaterialRef* m = rng_.pick(pool);
      if (!chosen.insert(m).second) continue;
      out.push_back({m, 0});
      weights.push_back(rng_.real(0.5, 2.0));
      weight_sum += weights.back();
    }
    for (size_t i = 0; i < out.size(); ++i) {
      const double share = target * weights[i] / weight_sum;
      out[i].quantity = std::max<std::int64_t>(1, std::min<std::int64_t>(9999, std::llround(share / out[i].material->tt)));
    }
    return out;
  }

  void write(const std::string& type, const ItemRef& product, int quantity, const std::vector<Ingredient>& ingredients) {
    static const Record::Keys keys = Record::keys(
        {"slug", "name", "description", "type", "level", "profession", "book", "limited", "cost"});
    const bool limited = rng_.chance(0.3);
    const std::string& name = product.name;
    const std::string bp_name = name + " Blueprint" + (limited ? " (L)" : "");
    double cost = 0;
    for (const Ingredient& i : ingredients) cost += static_cast<double>(i.quantity) * i.material->tt;
    const int level = static_cast<int>(std::min(100.0, 1.0 + std::round(6.0 * std::log2(1.0 + cost))));
    Record row(keys);
    row << slugs_.claim(bp_name) << bp_name
        << maybe(rng_, "Blueprint for " + name + (limited ? "; limited clicks." : "; unlimited."))
        << type << maybe(rng_, level) << profession_for(type, product) << maybe(rng_, book_for(type, product))
        << limited << round_to(cost, 4);
    row["product"] =
        Json{{"category", product.category}, {"slug", product.slug}, {"name", name}, {"quantity", quantity}};
    Json& materials = row["materials"] = Json::array();
    for (const Ingredient& i : ingredients)
      materials.push_back(Json{{"category", "materials"}, {"slug", i.material->slug}, {"name", i.material->name},
                               {"quantity", i.quantity}});
    import_record(session_, "blueprints", row);
  }

  ImportSession& session_;
  DemoRandom& rng_;
  const Catalog& catalog_;
  TableSlugs slugs_;
};

bool has_source(const ProductRule& rule, const std::string& source) {
  for (const char* s : rule.sources)
    if (source == s) return true;
  return false;
}

}  // namespace

void generate_blueprints(ImportSession& session, DemoRandom& rng, const Catalog& catalog) {
  BlueprintWriter writer(session, rng, catalog);
  for (const ProductRule& rule : kRules)
    for (const ItemRef* item : catalog.items_in(rule.category))
      if (has_source(rule, item->source)) writer.write_crafted(rule, *item);
  for (const MaterialRef& m : catalog.materials)
    if (const MaterialRef* raw = m.refined_from.empty() ? nullptr : catalog.material_by_slug(m.refined_from))
      writer.write_refining(m, *raw);
}

}  // namespace wiki_demo
}  // namespace snap
