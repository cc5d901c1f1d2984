// wiki_demo_loot.cc: what each demo creature drops. Every row names an existing entry by category path and
// slug: mostly materials (residues and animal or robot parts by creature type, some ores of its planet), and
// now and then looted weapons, armour parts, healing tools or enhancers from higher maturities.
#include <set>
#include <string>
#include <vector>

#include "snapgen/demo/wiki/wiki_demo_parts.h"

namespace snap {
namespace wiki_demo {
namespace {

// The "loot" of one creature's record.
class LootWriter {
 public:
  LootWriter(DemoRandom& rng, const CreatureRef& creature, Record& record)
      : rng_(rng), creature_(creature), loot_(record["loot"] = Json::array()) {}

  // Adds a drop unless the creature already drops an item of that name (the table's key).
  void add(const std::string& category, const std::string& slug, const std::string& name, const std::string& frequency,
           std::optional<int> rank_min) {
    if (!names_.insert(name).second) return;
    static const Record::Keys keys = Record::keys(
        {"item_category", "item_slug", "item_name", "frequency", "maturity_rank_min"});
    Record row(keys);
    row << category << slug << name << maybe(rng_, frequency) << rank_min;
    loot_.push_back(row.json());
  }

  void add_material(const MaterialRef& m, const std::string& frequency, std::optional<int> rank_min = std::nullopt) {
    add("materials", m.slug, m.name, frequency, rank_min);
  }

  // A drop from the upper half of the maturities (rare items come from stronger creatures).
  std::optional<int> upper_rank() {
    if (creature_.ranks < 2) return std::nullopt;
    return static_cast<int>(rng_.between((creature_.ranks + 1) / 2 + 1, creature_.ranks));
  }

 private:
  DemoRandom& rng_;
  const CreatureRef& creature_;
  Json& loot_;
  std::set<std::string> names_;
};

std::vector<const MaterialRef*> materials_of_type(const Catalog& catalog, const std::string& type) {
  std::vector<const MaterialRef*> out;
  for (const MaterialRef& m : catalog.materials)
    if (m.type == type) out.push_back(&m);
  return out;
}

// Draws one item of a category whose source is `source` ("" = any).
const ItemRef* pick_item(DemoRandom& rng, const Catalog& catalog, const std::string& category, const std::string& source) {
  std::vector<const ItemRef*> items;
  for (const ItemRef* item : catalog.items_in(category))
    if (source.empty() || item->source == source) items.push_back(item);
  if (items.empty()) return nullptr;
  return rng.pick(items);
}

void add_type_materials(LootWriter& loot, DemoRandom& rng, const Catalog& catalog, const CreatureRef& c) {
  const bool machine = c.type == "Robot" || c.type == "Humanoid";
  loot.add_material(catalog.material(machine ? "Metal Residue" : "Animal Oil Residue"), "Very Often");
  const std::vector<const MaterialRef*> parts =
      materials_of_type(catalog, c.type == "Robot" ? "Robot Material" : c.type == "Humanoid" ? "Component" : "Animal Material");
  const char* const frequencies[] = {"Often", "Common", "Common", "Uncommon", "Rare"};
  const int count = static_cast<int>(rng.between(2, 4));
  for (int i = 0; i < count; ++i) loot.add_material(*rng.pick(parts), frequencies[rng.between(0, 4)]);
  if (c.name == "Molisk") loot.add_material(catalog.material("Molisk Tooth"), "Common");
  if (c.type == "Humanoid") loot.add_material(catalog.material("Universal Ammo"), "Often");
}

void add_planet_resources(LootWriter& loot, DemoRandom& rng, const Catalog& catalog, const std::string& planet) {
  std::vector<const MaterialRef*> local;
  for (const MaterialRef& m : catalog.materials)
    if ((m.type == "Ore" || m.type == "Enmatter") && m.planet == planet) local.push_back(&m);
  if (local.empty()) local = materials_of_type(catalog, "Ore");
  const int count = static_cast<int>(rng.between(0, 2));
  for (int i = 0; i < count; ++i) loot.add_material(*rng.pick(local), rng.chance(0.5) ? "Uncommon" : "Rare");
}

void add_rare_items(LootWriter& loot, DemoRandom& rng, const Catalog& catalog) {
  struct RareDrop {
    const char* category;
    const char* source;
    double chance;
    const char* frequency;
  };
  const RareDrop drops[] = {{"weapons", "Looted", 0.35, "Rare"},        {"armor-parts", "Looted", 0.25, "Very Rare"},
                            {"healing-tools", "Looted", 0.10, "Rare"},  {"enhancers", "", 0.15, "Very Rare"},
                            {"weapon-attachments", "Looted", 0.10, "Extremely Rare"}};
  for (const RareDrop& d : drops) {
    if (!rng.chance(d.chance)) continue;
    if (const ItemRef* item = pick_item(rng, catalog, d.category, d.source))
      loot.add(item->category, item->slug, item->name, d.frequency, loot.upper_rank());
  }
  if (rng.chance(0.08)) {
    const MaterialRef& fragment = catalog.material(rng.chance(0.5) ? "Blazar Fragment" : "Nova Fragment");
    loot.add_material(fragment, "Extremely Rare", loot.upper_rank());
  }
}

}  // namespace

void generate_creature_loot(DemoRandom& rng, Catalog& catalog) {
  for (size_t i = 0; i < catalog.creatures.size(); ++i) {
    const CreatureRef& c = catalog.creatures[i];
    LootWriter loot(rng, c, catalog.creature_records[i]);
    loot.add_material(catalog.material("Shrapnel"), "Always");
    add_type_materials(loot, rng, catalog, c);
    add_planet_resources(loot, rng, catalog, c.planet);
    add_rare_items(loot, rng, catalog);
  }
}

}  // namespace wiki_demo
}  // namespace snap
