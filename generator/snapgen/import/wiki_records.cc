// wiki_records.cc: one import kind per wiki category of wiki_categories(). Columns come from the schema; this
// file adds what the schema cannot say: total damage/defense and weapon figures derived when absent, item
// effects, creature maturities and loot, blueprint product and materials.
#include <tuple>

#include "core/domain/weapon_stats.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "core/model/wiki_category.h"

namespace snap {
namespace {

const char* const kDamageTypes[] = {"impact", "cut",  "stab", "penetration", "shrapnel",
                                    "burn",   "cold", "acid", "electric"};

// damage / defense absent while some per-type values are given: their sum (0001_wiki.sql says the total is
// "the sum of the per-type columns"). An explicit null stays null.
void sum_totals(ImportSession& session, const Json&, Row& row) {
  const TableShape& shape = session.shape(row.table);
  for (const std::string total : {"damage", "defense"}) {
    if (!shape.column(total) || row.has(total)) continue;
    std::optional<double> sum;
    for (const char* type : kDamageTypes)
      if (const auto value = row.number(total + "_" + type)) sum = sum.value_or(0.0) + *value;
    if (sum) row.values[total] = *sum;
  }
}

// dps, dpp and efficiency absent: weapon_stats() from damage, attacks per minute, decay and ammo burn, rounded
// as the wiki shows them (dps and dpp to 3 decimals, efficiency to 1), and named in computed_figures so the API
// can flag them as computed. An explicit null stays null.
void weapon_figures(ImportSession&, const Json&, Row& row) {
  const WeaponStats stats = weapon_stats(
      {row.number("damage"), row.number("attacks_per_minute"), row.number("decay"), row.number("ammo_burn")});
  const std::tuple<const char*, const char*, std::optional<double>, int> figures[] = {
      {"dps", "dps", stats.dps, 3}, {"dpp", "dpp", stats.dpp, 3}, {"efficiency", "efficiency", stats.efficiency, 1}};
  Json computed = Json::array();
  for (const auto& [column, field, value, decimals] : figures) {
    if (row.has(column) || !value) continue;
    row.values[column] = round_to(*value, decimals);
    computed.push_back(field);
  }
  row.values["computed_figures"] = computed.empty() ? SqlValue{} : SqlValue{computed.dump()};
}

// "effects": [{"effect": "<effect slug>", "value": 10, "trigger": "Equip"}] of any item category.
Relation effects_relation(const std::string& category) {
  ChildRows effects;
  effects.key = "effects";
  effects.row.table = "item_effect";
  effects.row.hidden = {"item_category", "item_id"};
  effects.owner_column = "item_id";
  effects.fixed = {{"item_category", category}};
  return child_rows_relation(std::move(effects));
}

void add_weapon_figures(RecordKind& kind) {
  kind.row.hidden.push_back("computed_figures");
  kind.completers.push_back(weapon_figures);
}

void add_creature_relations(RecordKind& kind) {
  ChildRows maturities;
  maturities.key = "maturities";
  maturities.row.table = "creature_maturity";
  maturities.row.hidden = {"creature_id"};
  maturities.owner_column = "creature_id";
  maturities.position_column = "rank";
  ChildRows loot;
  loot.key = "loot";
  loot.row.table = "creature_loot";
  loot.row.hidden = {"creature_id"};
  loot.row.category_columns = {"item_category"};
  loot.owner_column = "creature_id";
  kind.relations.push_back(child_rows_relation(std::move(maturities)));
  kind.relations.push_back(child_rows_relation(std::move(loot)));
  // Globals read later in this run match their subjects against the creature names, new ones included.
  kind.completers.push_back([](ImportSession& session, const Json&, Row&) { session.forget_creature_names(); });
}

// "product": {category, slug, name, quantity} onto the blueprint's product_* columns.
void write_product(ImportSession& session, std::int64_t blueprint_id, const Json& value) {
  with_context("product", [&] {
    if (!value.is_object()) throw RecordError("must be an object, got " + quoted(value));
    RowSpec product;
    product.table = "blueprint";
    product.key_prefix = "product_";
    product.prefixed_only = true;
    product.category_columns = {"product_category"};
    const Row row = build_row(session, product, value);
    if (row.is_null("product_name")) throw RecordError("missing required key \"name\"");
    update_row(session.db(), row, blueprint_id);
  });
}

void add_blueprint_relations(RecordKind& kind) {
  kind.row.hidden = {"product_category", "product_slug", "product_name", "product_quantity"};
  kind.relations.push_back({"product", write_product, [](ImportSession&, std::int64_t) {}});
  ChildRows materials;
  materials.key = "materials";
  materials.row.table = "blueprint_material";
  materials.row.key_prefix = "material_";
  materials.row.hidden = {"blueprint_id"};
  materials.row.category_columns = {"material_category"};
  materials.owner_column = "blueprint_id";
  kind.relations.push_back(child_rows_relation(std::move(materials)));
}

// What a category's table needs beyond its columns, by table.
const std::pair<const char*, void (*)(RecordKind&)> kWikiExtras[] = {
    {"weapon", add_weapon_figures}, {"creature", add_creature_relations}, {"blueprint", add_blueprint_relations}};

RecordKind wiki_kind(const WikiCategory& category) {
  RecordKind kind = record_kind(category.path, category.table);
  kind.completers.push_back(sum_totals);
  if (category.is_item) kind.relations.push_back(effects_relation(category.path));
  for (const auto& [table, add] : kWikiExtras)
    if (category.table == table) add(kind);
  return kind;
}

}  // namespace

std::vector<RecordKind> wiki_record_kinds() {
  std::vector<RecordKind> kinds;
  for (const WikiCategory& category : wiki_categories()) kinds.push_back(wiki_kind(category));
  return kinds;
}

}  // namespace snap
