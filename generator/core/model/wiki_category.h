// wiki_category.h: the declaration of one wiki category: its path, table, list fields, sort names, filters
// and relationships. wiki_categories.cc declares all 27; wiki_routes.cc turns each into its two routes.
#pragma once

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
  bool json_array = false;  // the SQL gives a JSON array of names as text (NULL: an empty array)
  // The answer's JSON Schema reads a field's type from the column's declaration. An expression has none (an
  // aggregate, a count): its type is declared here as a column's would be, "INTEGER", "REAL" or "TEXT", with
  // " NOT NULL" when it is never null. Empty for a column, or a subquery of one.
  std::string type = {};
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
  std::string closed_column = {};  // when set, the filter's values are those this column holds: any other is a 400
                              // listing them (the same answer /globals?type= gives), not an empty list
};

// A relationship of a full entry: the rows `sql` finds with ?1 bound to the entry's id, each an object of its
// columns camelCased (row_object()). Its JSON Schema is read from the columns' declared types, so every column is
// a table's (or a subquery's one column of a table), never an expression.
struct WikiRelation {
  std::string key;    // the entry's field: "planet"
  std::string sql;
  bool many = true;   // every row, as a list ([] when none); false: the first row, or null when there is none
  std::string shape;  // the name its rows' schema is shared under among the components ("WikiRef"); empty: none
};

struct WikiCategory {
  std::string path;    // URL segment: "weapons"
  std::string table;   // SQL table: "weapon"
  std::string entity;  // singular for messages: "weapon"
  bool is_item = true; // items get effects, craftedBy and droppedBy relationships (first among its relations)
  bool searchable = true;  // armour parts are excluded from /search
  bool show_id = false;    // creatures: globals' creatureId refers to this id
  std::vector<WikiField> list_fields;  // beyond slug, name, description
  std::vector<WikiSort> sorts;         // "Name" is added first by the table builder
  std::vector<WikiFilter> filters;
  std::vector<std::pair<std::string, std::string>> min_max_pairs;  // ("minDamage", "maxDamage"): 400 if min > max
  std::vector<std::string> hidden_columns;  // table columns shown through a relationship instead
  std::vector<std::string> json_array_columns;  // TEXT columns holding a JSON array of names, shown as one (NULL: [])
  std::vector<WikiRelation> relations;      // the entry's relationships, in the order it shows them
};

// The 27 categories of the description, in its order.
const std::vector<WikiCategory>& wiki_categories();

// The category for a path segment, or nullptr.
const WikiCategory* find_wiki_category(const std::string& path);

}  // namespace snap
