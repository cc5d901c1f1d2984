// wiki_routes.cc: /{category} (paged, searchable, sortable list) and /{category}/{slug} (full entry with
// relationships) for every wiki category, from the declarations in wiki_categories.cc. The JSON Schemas of their
// answers are derived from the same declarations and SQL: the columns' declared types say what each field holds.
#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string_view>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/shared/like_pattern.h"
#include "core/routes/shared/paging.h"
#include "core/routes/route_families.h"
#include "core/model/row_json.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/text/natural_order.h"
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
          sort_direction("sortOrder", "asc", "sort direction")};
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
  if (sort == "Name") return " ORDER BY e.name COLLATE " + std::string(kNaturalCollation) + dir + ", e.slug" + dir;
  auto it = std::find_if(c.sorts.begin(), c.sorts.end(), [&](const WikiSort& s) { return s.name == sort; });
  return " ORDER BY (" + it->sql + ") IS NULL, " + it->sql + dir + ", e.slug ASC";
}

// A JSON array stored as text; NULL is the empty array.
Json json_array_column(const Statement& row, int column) {
  return row.is_null(column) ? Json::array() : json_text_column(row, column);
}

// The SELECT of a list's items before their filter, order and page: slug, name, description, then the fields.
std::string list_select(const WikiCategory& c) {
  std::string select = "SELECT e.slug, e.name, e.description";
  for (const WikiField& field : c.list_fields) select += ", " + field.sql + " AS \"" + field.json_name + "\"";
  return select + " FROM " + c.table + " e";
}
constexpr int kFirstField = 3;  // the column of the first list field, after slug, name and description

// A closed filter's value that no entry holds is a 400 listing the values the entries hold, as a Choice would.
void require_known_values(const WikiCategory& c, Database& db, const Params& params) {
  for (const WikiFilter& filter : c.filters) {
    if (filter.closed_column.empty() || !params.has(filter.param.name)) continue;
    const std::string& wanted = params.text(filter.param.name);
    const std::string from = " FROM " + c.table + " WHERE " + filter.closed_column;
    const auto known = db.prepare_uncached("SELECT 1" + from + " = ?1 COLLATE NOCASE LIMIT 1");
    known->bind(1, wanted);
    if (known->step()) continue;
    const auto values = db.prepare_uncached("SELECT DISTINCT " + filter.closed_column + from +
                                            " IS NOT NULL ORDER BY 1 COLLATE NOCASE");
    std::string list;
    while (values->step()) list += (list.empty() ? "" : ", ") + values->text(0);
    throw ApiError(Problem::bad_parameter(filter.param.name, "must be one of: " + list,
                                          filter.param.name + " '" + wanted +
                                              "' is not recognised; accepted values: " + list));
  }
}

Json render_list(const WikiCategory& c, const RenderContext& ctx, const Params& params) {
  for (const auto& [min_name, max_name] : c.min_max_pairs) require_not_above(params, min_name, max_name);
  require_known_values(c, ctx.db, params);
  const Page page = kWikiPaging.page_of(params);
  const ListFilter filter = list_filter(c, params);

  // The SQL varies with the filters and sort given, so it is not kept in the connection's statement cache.
  const auto count = ctx.db.prepare_uncached("SELECT COUNT(*) FROM " + c.table + " e" + filter.where);
  bind_values(*count, filter.values);
  const std::int64_t total = count->step() ? count->int64(0) : 0;

  const auto rows =
      ctx.db.prepare_uncached(list_select(c) + filter.where + order_by(c, params) + " LIMIT ? OFFSET ?");
  bind_values(*rows, filter.values);
  rows->bind(static_cast<int>(filter.values.size()) + 1, page.size);
  rows->bind(static_cast<int>(filter.values.size()) + 2, page.offset());
  Json items = Json::array();
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

bool is_json_array_column(const WikiCategory& c, const std::string& column) {
  return std::find(c.json_array_columns.begin(), c.json_array_columns.end(), column) != c.json_array_columns.end();
}

Json relation_json(Database& db, const WikiRelation& r, std::int64_t id) {
  return r.many ? rows_for_id(db, r.sql, id) : row_for_id(db, r.sql, id);
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
    if (shown_column(c, column))
      entry[camel_case(column)] = is_json_array_column(c, column) ? json_array_column(row, i) : row.json(i);
  }
  row.reset();
  for (const WikiRelation& r : c.relations) entry[r.key] = relation_json(ctx.db, r, id);
  return entry;
}

// The schema of a JSON array of names (json_array columns and fields).
Json names_schema() { return schema::array(schema::string(), "names (empty when none)"); }

// A list field's schema: its column's declared type, or the type declared beside an expression.
Json field_schema(const WikiField& f, const char* declared_type) {
  if (f.json_array) return names_schema();
  if ((declared_type == nullptr) == f.type.empty())
    throw std::logic_error("list field " + f.json_name + (declared_type ? ": SQLite knows its type, declare none"
                                                                        : ": an expression, declare its type"));
  if (declared_type) return column_schema(declared_type);
  constexpr std::string_view kNotNull = " NOT NULL";
  const bool not_null = f.type.size() > kNotNull.size() &&
                        f.type.compare(f.type.size() - kNotNull.size(), kNotNull.size(), kNotNull) == 0;
  const std::string type = not_null ? f.type.substr(0, f.type.size() - kNotNull.size()) : f.type;
  if (type == "BOOLEAN")
    throw std::logic_error("list field " + f.json_name + ": an expression is 0 or 1, never a boolean");
  return column_schema(type.c_str(), not_null);
}

Json list_schema(const WikiCategory& c, AnswerSchemas& schemas) {
  const std::vector<ColumnSchema> table = table_column_schemas(schemas.db, c.table);
  const auto table_schema = [&](const std::string& name) {
    return std::find_if(table.begin(), table.end(), [&](const ColumnSchema& t) { return t.name == name; })->schema;
  };
  const auto rows = schemas.db.prepare_uncached(list_select(c));
  std::vector<schema::Property> item;
  for (int i = 0; i < rows->column_count(); ++i) {
    const std::string name = rows->column_name(i);
    item.emplace_back(name, i < kFirstField ? table_schema(name)
                                            : field_schema(c.list_fields[static_cast<size_t>(i - kFirstField)],
                                                           rows->declared_type(i)));
  }
  const std::string about = "one " + c.entity + ", in short (/" + c.path + "/{slug}: all of it)";
  return schema::page_of(schema::object(std::move(item), about), "a page of " + c.entity + " entries");
}

// A relationship's schema: its rows' columns as declared, kept among the components when its shape is shared.
Json relation_schema(const WikiRelation& r, AnswerSchemas& schemas) {
  Json row = row_object_schema(schemas.db, r.sql);
  if (!r.shape.empty()) {
    Json ref = schemas.ref(r.shape, [&](AnswerSchemas&) { return row; });
    if (schemas.components().at(r.shape) != row)
      throw std::logic_error("relationship " + r.key + " has columns of its own, not those of " + r.shape);
    row = std::move(ref);
  }
  return r.many ? schema::array(std::move(row)) : schema::nullable(std::move(row));
}

// The name its entry's shape is kept under among the components: the entity in CamelCase ("WeaponAttachment").
std::string entry_component(const WikiCategory& c) {
  std::string name;
  bool upper = true;
  for (const char ch : c.entity) {
    if (ch == ' ' || ch == '-') {
      upper = true;
    } else {
      name.push_back(upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(ch))) : ch);
      upper = false;
    }
  }
  return name;
}

Json entry_fields_schema(const WikiCategory& c, AnswerSchemas& schemas) {
  std::vector<schema::Property> fields;
  for (ColumnSchema& column : table_column_schemas(schemas.db, c.table))
    if (shown_column(c, column.name))
      fields.emplace_back(camel_case(column.name),
                          is_json_array_column(c, column.name) ? names_schema() : std::move(column.schema));
  for (const WikiRelation& r : c.relations) {
    if (std::any_of(fields.begin(), fields.end(), [&](const schema::Property& p) { return p.name == r.key; }))
      throw std::logic_error("relationship " + r.key + " of " + c.path + " hides a field of the same name");
    fields.emplace_back(r.key, relation_schema(r, schemas));
  }
  const std::string about = "one " + c.entity + ": its wiki entry's fields (null where unknown), then relationships";
  return schema::object(std::move(fields), about);
}

Json entry_schema(const WikiCategory& c, AnswerSchemas& schemas) {
  return schemas.ref(entry_component(c), [&c](AnswerSchemas& s) { return entry_fields_schema(c, s); });
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
                  .answers([&c](AnswerSchemas& schemas) { return list_schema(c, schemas); })
                  .snapshots(one_snapshot())
                  .max_age(kWikiMaxAge)
                  .edge_cache(kWikiMaxAge));
    table.add(declare_route("/" + c.path + "/{slug}", "one " + c.entity + " with its relationships")
                  .render([&c](const RenderContext& ctx, const PathArgs& a, const Params&) {
                    return render_entry(c, ctx, a);
                  })
                  .answers([&c](AnswerSchemas& schemas) { return entry_schema(c, schemas); })
                  .snapshots(one_snapshot_per_slug(c.table))
                  .max_age(kWikiMaxAge)
                  .edge_cache(kWikiMaxAge));
  }
}

}  // namespace snap
