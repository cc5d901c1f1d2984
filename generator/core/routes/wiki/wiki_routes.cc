// wiki_routes.cc: /{category} (paged, searchable, sortable list) and /{category}/{slug} (full entry with
// relationships) for every wiki category, from the declarations in wiki_categories.cc.
#include <algorithm>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/shared/like_pattern.h"
#include "core/routes/shared/paging.h"
#include "core/routes/route_families.h"
#include "core/model/row_json.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/model/wiki_category.h"

namespace snap {
namespace {

// Wiki answers change only with the data. Snapshot files serve the common queries; any other query's live render
// is held by the edge as long as a cache may keep it (a data change drops every held answer at once).
constexpr int kWikiMaxAge = 300;
const Paging kWikiPaging = Paging::sized(20, 50, "entries");

std::vector<ParamSpec> search_and_sort_params(const WikiCategory& c) {
  std::vector<std::string> sort_names = {"Name"};
  for (const WikiSort& s : c.sorts) sort_names.push_back(s.name);
  return {ParamSpec::text("search", "only entries whose name contains this text (case-insensitive)"),
          ParamSpec::choice("sortBy", sort_names, "Name", "the field to sort by"),
          ParamSpec::choice("sortOrder", {"asc", "desc"}, "asc", "sort direction")};
}

std::vector<ParamSpec> filter_params(const WikiCategory& c) {
  std::vector<ParamSpec> specs;
  for (const WikiFilter& f : c.filters) specs.push_back(f.param);
  return specs;
}

// The WHERE clause and its bound values, in order, for a list request.
struct ListFilter {
  std::string where;
  std::vector<ParamValue> values;
};

ListFilter list_filter(const WikiCategory& c, const Params& params) {
  ListFilter f;
  std::vector<std::string> conditions;
  if (auto search = params.optional_text("search")) {
    conditions.push_back("e.name LIKE ? ESCAPE '\\'");
    f.values.emplace_back(like_contains_pattern(*search));
  }
  for (const WikiFilter& filter : c.filters) {
    if (!params.has(filter.param.name)) continue;
    conditions.push_back(filter.condition);
    switch (filter.param.type) {
      case ParamType::Number: f.values.emplace_back(params.number(filter.param.name)); break;
      case ParamType::Boolean: f.values.emplace_back(static_cast<std::int64_t>(params.boolean(filter.param.name))); break;
      default: f.values.emplace_back(params.text(filter.param.name)); break;
    }
  }
  for (size_t i = 0; i < conditions.size(); ++i) f.where += (i == 0 ? " WHERE " : " AND ") + conditions[i];
  return f;
}

void bind_values(Statement& stmt, const std::vector<ParamValue>& values) {
  int index = 1;
  for (const ParamValue& v : values) {
    if (auto* i = std::get_if<std::int64_t>(&v)) stmt.bind(index++, *i);
    else if (auto* d = std::get_if<double>(&v)) stmt.bind(index++, *d);
    else stmt.bind(index++, std::get<std::string>(v));
  }
}

std::string order_by(const WikiCategory& c, const Params& params) {
  const std::string dir = params.text("sortOrder") == "desc" ? " DESC" : " ASC";
  const std::string& sort = params.text("sortBy");
  if (sort == "Name") return " ORDER BY e.name COLLATE NOCASE" + dir + ", e.slug" + dir;
  auto it = std::find_if(c.sorts.begin(), c.sorts.end(), [&](const WikiSort& s) { return s.name == sort; });
  return " ORDER BY (" + it->sql + ") IS NULL, " + it->sql + dir + ", e.slug ASC";
}

// A JSON array stored as text; NULL is the empty array.
Json json_array_column(const Statement& row, int column) {
  return row.is_null(column) ? Json::array() : json_text_column(row, column);
}

Json render_list(const WikiCategory& c, const RenderContext& ctx, const Params& params) {
  for (const auto& [min_name, max_name] : c.min_max_pairs) require_not_above(params, min_name, max_name);
  const Page page = kWikiPaging.page_of(params);
  const ListFilter filter = list_filter(c, params);

  // The SQL varies with the filters and sort given, so it is not kept in the connection's statement cache.
  const auto count = ctx.db.prepare_uncached("SELECT COUNT(*) FROM " + c.table + " e" + filter.where);
  bind_values(*count, filter.values);
  const std::int64_t total = count->step() ? count->int64(0) : 0;

  std::string select = "SELECT e.slug, e.name, e.description";
  for (const WikiField& field : c.list_fields) select += ", " + field.sql + " AS \"" + field.json_name + "\"";
  const auto rows = ctx.db.prepare_uncached(select + " FROM " + c.table + " e" + filter.where +
                                            order_by(c, params) + " LIMIT ? OFFSET ?");
  bind_values(*rows, filter.values);
  rows->bind(static_cast<int>(filter.values.size()) + 1, page.size);
  rows->bind(static_cast<int>(filter.values.size()) + 2, page.offset());
  Json items = Json::array();
  constexpr int kFirstField = 3;  // after slug, name and description
  while (rows->step()) {
    Json item = Json::object();
    for (int i = 0; i < rows->column_count(); ++i) {
      const bool json_array = i >= kFirstField && c.list_fields[static_cast<size_t>(i - kFirstField)].json_array;
      item[rows->column_name(i)] = json_array ? json_array_column(*rows, i) : rows->json(i);
    }
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

bool shown_column(const WikiCategory& c, const std::string& column) {
  if (column == "id") return c.show_id;
  if (column.size() > 3 && column.compare(column.size() - 3, 3, "_id") == 0) return false;
  return std::find(c.hidden_columns.begin(), c.hidden_columns.end(), column) == c.hidden_columns.end();
}

// Relationships every item category has: the effects it gives, the blueprints that make it, the creatures
// that drop it.
void add_item_relations(const WikiCategory& c, const RenderContext& ctx, std::int64_t id, Json& entry) {
  const std::string category = "'" + c.path + "'";
  const std::string own_slug = "(SELECT slug FROM " + c.table + " WHERE id = ?1)";
  entry["effects"] = rows_for_id(ctx.db,
                                 "SELECT ef.slug, ef.name, ie.value, ef.unit, ie.trigger FROM item_effect ie"
                                 " JOIN effect ef ON ef.id = ie.effect_id WHERE ie.item_category = " + category +
                                     " AND ie.item_id = ?1 ORDER BY ef.name, ef.slug",
                                 id);
  entry["craftedBy"] = rows_for_id(ctx.db,
                                   "SELECT b.slug, b.name FROM blueprint b WHERE b.product_category = " + category +
                                       " AND b.product_slug = " + own_slug + " ORDER BY b.name, b.slug",
                                   id);
  entry["droppedBy"] = rows_for_id(ctx.db,
                                   "SELECT c.slug, c.name, l.frequency FROM creature_loot l JOIN creature c ON c.id = l.creature_id"
                                   " WHERE l.item_category = " + category + " AND l.item_slug = " + own_slug +
                                       " ORDER BY c.name, c.slug",
                                   id);
}

Json render_entry(const WikiCategory& c, const RenderContext& ctx, const PathArgs& args) {
  Statement& row = ctx.db.prepare("SELECT * FROM " + c.table + " WHERE slug = ?");
  row.bind(1, args.at("slug"));
  if (!row.step()) throw ApiError(Problem::not_found(c.entity, args.at("slug")));
  Json entry = Json::object();
  std::int64_t id = 0;
  for (int i = 0; i < row.column_count(); ++i) {
    const std::string column = row.column_name(i);
    if (column == "id") id = row.int64(i);
    const bool json_array =
        std::find(c.json_array_columns.begin(), c.json_array_columns.end(), column) != c.json_array_columns.end();
    if (shown_column(c, column)) entry[camel_case(column)] = json_array ? json_array_column(row, i) : row.json(i);
  }
  row.reset();
  if (c.is_item) add_item_relations(c, ctx, id, entry);
  if (c.relations) c.relations(ctx, id, entry);
  return entry;
}

}  // namespace

void add_wiki_routes(RouteTable& table) {
  for (const WikiCategory& c : wiki_categories()) {
    table.add(declare_route("/" + c.path, "a page of " + c.entity + " entries")
                  .params(search_and_sort_params(c))
                  .paged(kWikiPaging)
                  .params(filter_params(c))
                  .render([&c](const RenderContext& ctx, const PathArgs&, const Params& p) {
                    return render_list(c, ctx, p);
                  })
                  .snapshots(one_snapshot())
                  .max_age(kWikiMaxAge)
                  .edge_cache(kWikiMaxAge));
    table.add(declare_route("/" + c.path + "/{slug}", "one " + c.entity + " with its relationships")
                  .render([&c](const RenderContext& ctx, const PathArgs& a, const Params&) {
                    return render_entry(c, ctx, a);
                  })
                  .snapshots(one_snapshot_per_slug(c.table))
                  .max_age(kWikiMaxAge)
                  .edge_cache(kWikiMaxAge));
  }
}

}  // namespace snap
