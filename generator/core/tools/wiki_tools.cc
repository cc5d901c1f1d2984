// wiki_tools.cc: find_wiki_item (one entry by a typo-tolerant name), get_wiki_item (every field of one entry
// with its relationships, as /{category}/{slug} answers it) and list_wiki_items (a category ranked by a stat,
// as /{category} answers it, with its filters).
#include <algorithm>
#include <set>

#include "core/db/database.h"
#include "core/model/row_json.h"
#include "core/model/wiki_category.h"
#include "core/problem.h"
#include "core/tools/name_resolution.h"
#include "core/tools/route_call.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

std::vector<std::string> searchable_categories() {
  std::vector<std::string> paths;
  for (const WikiCategory& c : wiki_categories())
    if (c.searchable) paths.push_back(c.path);
  return paths;
}

std::vector<std::string> all_category_paths() {
  std::vector<std::string> paths;
  for (const WikiCategory& c : wiki_categories()) paths.push_back(c.path);
  return paths;
}

ParamSpec category_param(const std::string& description) {
  return ParamSpec::choice("category", all_category_paths(), std::nullopt, description);
}

// The camelCase names of a category table's numeric columns: the fields that are stats.
std::set<std::string> stat_fields(Database& db, const WikiCategory& c) {
  std::set<std::string> names;
  Statement& columns = db.prepare("SELECT name FROM pragma_table_info(?1) WHERE type IN ('REAL', 'INTEGER')");
  columns.bind(1, c.table);
  while (columns.step()) names.insert(camel_case(columns.text(0)));
  return names;
}

std::string json_type(const Json& value) {
  if (value.is_boolean()) return "boolean";
  if (value.is_number_integer() || value.is_number_unsigned()) return "integer";
  if (value.is_number()) return "number";
  if (value.is_array()) return "array";
  if (value.is_object()) return "object";
  return "string";
}

// The entry `name` resolves to, or a 404 that says what was asked (the envelope cannot hold "no entry").
struct ResolvedEntry {
  const WikiCategory* category;
  std::string slug;
  std::string note;
};

ResolvedEntry resolve_entry(const RenderContext& ctx, const ToolArgs& args) {
  const std::string name = args.scalars.text("name");
  const auto category = args.scalars.optional_text("category");
  const auto resolution =
      resolve_name(ctx.db, name, category ? std::vector<std::string>{*category} : searchable_categories());
  if (!resolution)
    throw ApiError(Problem::unresolved("name", category ? find_wiki_category(*category)->entity : "wiki entry", name));
  return {find_wiki_category(resolution->hit.entity_type), resolution->hit.slug, resolution_note(name, *resolution)};
}

ToolAnswer find_wiki_item(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const std::string name = args.scalars.text("name");
  const auto category = args.scalars.optional_text("category");
  const auto resolution =
      resolve_name(ctx.db, name, category ? std::vector<std::string>{*category} : searchable_categories());
  if (!resolution)
    throw ApiError(Problem::unresolved("name", category ? find_wiki_category(*category)->entity : "wiki entry", name));
  answer.notes.push_back(resolution_note(name, *resolution));
  Json row = Json::object();
  row["name"] = resolution->hit.name;
  row["category"] = resolution->hit.entity_type;
  row["slug"] = resolution->hit.slug;
  row["description"] = resolution->hit.description;
  answer.rows.push_back(std::move(row));
  return answer;
}

ToolAnswer get_wiki_item(const RenderContext& ctx, const ToolArgs& args) {
  const ResolvedEntry entry = resolve_entry(ctx, args);
  const Json fields = render_route(ctx, "/" + entry.category->path + "/{slug}", {{"slug", entry.slug}});
  const std::set<std::string> stats = stat_fields(ctx.db, *entry.category);
  ToolAnswer answer;
  answer.notes.push_back(entry.note);
  answer.columns.push_back(text_column("category", "the wiki category"));
  Json row = Json::object();
  row["category"] = entry.category->path;
  for (const auto& [field, value] : fields.items()) {
    const bool stat = stats.count(field) > 0;
    answer.columns.push_back(stat ? stat_column(field, json_type(value.is_null() ? Json(0.5) : value), "")
                                  : plain_column(field, json_type(value), ""));
    row[field] = value;
  }
  answer.row_label_column = "name";
  answer.rows.push_back(std::move(row));
  return answer;
}

ToolAnswer list_wiki_items(const RenderContext& ctx, const ToolArgs& args) {
  const WikiCategory& c = *find_wiki_category(args.scalars.text("category"));
  QueryPairs query = {{"sortBy", args.scalars.text("sortBy")},
                      {"sortOrder", args.scalars.text("sortOrder")},
                      {"pageSize", std::to_string(args.scalars.integer("limit"))}};
  if (auto search = args.scalars.optional_text("search")) query.emplace_back("search", *search);
  std::vector<std::string> ignored_filters;
  if (auto it = args.objects.find("filters"); it != args.objects.end()) {
    for (const auto& item : it->second.items()) {
      const std::string& name = item.key();  // a named reference: a lambda may not capture a structured binding
      const Json& value = item.value();
      const bool known = std::any_of(c.filters.begin(), c.filters.end(),
                                     [&](const WikiFilter& f) { return f.param.name == name; });
      if (!known) {
        ignored_filters.push_back(name);
        continue;
      }
      query.emplace_back(name, value.is_string() ? value.get<std::string>() : value.dump());
    }
  }
  const Json page = render_route(ctx, "/" + c.path, {}, query);
  const std::set<std::string> stats = stat_fields(ctx.db, c);
  ToolAnswer answer;
  answer.columns = {text_column("name", "the entry's name"), text_column("slug", "its slug (GET /" + c.path + "/{slug})")};
  for (const WikiField& f : c.list_fields)
    answer.columns.push_back(stats.count(f.json_name) ? stat_column(f.json_name, "number", "") : text_column(f.json_name, ""));
  for (const Json& item : page.at("items")) {
    Json row = Json::object();
    for (const ToolColumn& column : answer.columns) row[column.name] = item.value(column.name, Json());
    answer.rows.push_back(std::move(row));
  }
  answer.truncated = page.at("totalCount").get<std::int64_t>() > static_cast<std::int64_t>(answer.rows.size());
  answer.notes.push_back(std::to_string(page.at("totalCount").get<std::int64_t>()) + " " + c.path +
                         " entries match; the first " + std::to_string(answer.rows.size()) + " by " +
                         args.scalars.text("sortBy") + " (" + args.scalars.text("sortOrder") +
                         "), unknown values last.");
  if (!ignored_filters.empty()) {
    std::string names, accepted;
    for (const std::string& n : ignored_filters) names += (names.empty() ? "" : ", ") + n;
    for (const WikiFilter& f : c.filters) accepted += (accepted.empty() ? "" : ", ") + f.param.name;
    answer.notes.push_back("Filters " + c.path + " does not have were ignored: " + names + " (it has: " +
                           (accepted.empty() ? std::string("none") : accepted) + ").");
  }
  return answer;
}

}  // namespace

void add_wiki_tools(ToolRegistry& registry) {
  registry.add(Tool{"find_wiki_item", "Find a wiki entry by name",
                    "Finds the wiki entry (item, creature, blueprint, place, ...) a name means, typos tolerated: its "
                    "name, category, slug and description. Then get_wiki_item gives its fields.",
                    {one(ParamSpec::text("name", "the entry's name, or a close spelling of it"), true),
                     one(category_param("only look in this category"))},
                    {text_column("name", "the entry's name"), text_column("category", "its wiki category"),
                     text_column("slug", "its slug"), text_column("description", "its description")},
                    find_wiki_item});
  registry.add(Tool{"get_wiki_item", "Everything about one wiki entry",
                    "Every field of one wiki entry, by name (typos tolerated), with its relations: a creature's "
                    "maturities and loot, a blueprint's materials, where an item drops. One row.",
                    {one(ParamSpec::text("name", "the entry's name, or a close spelling of it"), true),
                     one(category_param("only look in this category"))},
                    {text_column("category", "the wiki category"), text_column("name", "the entry's name")},
                    get_wiki_item});
  // The category's own sortBy checks the value, and its 400 lists what that category accepts.
  ParamSpec sort_by = ParamSpec::text("sortBy", "a stat the category's list sorts by (Name, Dpp, Damage, Hp, Level, ...)");
  sort_by.default_value = "Name";
  registry.add(Tool{"list_wiki_items", "Rank a wiki category by a stat",
                    "Ranks a wiki category's entries by a stat (weapons by Dpp, creatures by Hp, ...), filtered as "
                    "GET /{category} filters them; entries without the stat come last.",
                    {one(category_param("the category to list"), true),
                     one(std::move(sort_by)),
                     one(ParamSpec::choice("sortOrder", {"asc", "desc"}, "desc", "desc: highest first")),
                     one(ParamSpec::integer("limit", 10, 1, 50, "how many entries")),
                     one(ParamSpec::text("search", "only entries whose name contains this text")),
                     object_arg("filters", "the category's list filters, as GET /{category} takes them",
                                "{\"minDamage\":40,\"type\":\"Rifle\"}")},
                    {text_column("name", "the entry's name"), text_column("slug", "its slug")},
                    list_wiki_items});
}

}  // namespace snap
