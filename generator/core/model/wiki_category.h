// wiki_category.h: the declaration of one wiki category: its path, table, list fields, sort names, filters
// and relationships. wiki_categories.cc declares all 27; wiki_routes.cc turns each into its two routes.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/params.h"
#include "core/route.h"

namespace snap {

// A field of a list item: its JSON name and the SQL expression over the category table (aliased e).
struct WikiField {
  std::string json_name;
  std::string sql;
  bool json_array = false;  // the SQL gives a JSON array as text (NULL: an empty array)
};

// An accepted sortBy value and the SQL it orders by (NULLs, i.e. unknown values, always sort last).
struct WikiSort {
  std::string name;
  std::string sql;
};

// A list filter: the parameter and a SQL condition with one '?' bound to its value.
struct WikiFilter {
  ParamSpec param;
  std::string condition;
};

// Adds a category's relationships to a full entry (the entry row's id is given).
using WikiRelations = std::function<void(const RenderContext&, std::int64_t id, Json& entry)>;

struct WikiCategory {
  std::string path;    // URL segment: "weapons"
  std::string table;   // SQL table: "weapon"
  std::string entity;  // singular for messages: "weapon"
  bool is_item = true; // items get effects, craftedBy and droppedBy relationships
  bool searchable = true;  // armour parts are excluded from /search
  bool show_id = false;    // creatures: globals' creatureId refers to this id
  std::vector<WikiField> list_fields;  // beyond slug, name, description
  std::vector<WikiSort> sorts;         // "Name" is added first by the table builder
  std::vector<WikiFilter> filters;
  std::vector<std::pair<std::string, std::string>> min_max_pairs;  // ("minDamage", "maxDamage"): 400 if min > max
  std::vector<std::string> hidden_columns;  // table columns shown through a relationship instead
  std::vector<std::string> json_array_columns;  // TEXT columns holding a JSON array, shown as one (NULL: [])
  WikiRelations relations;                  // category-specific relationships, may be empty
};

// The 27 categories of the description, in its order.
const std::vector<WikiCategory>& wiki_categories();

// The category for a path segment, or nullptr.
const WikiCategory* find_wiki_category(const std::string& path);

}  // namespace snap
