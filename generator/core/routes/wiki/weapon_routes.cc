// weapon_routes.cc: /weapons/types (the distinct weapon types) and /weapons/skill-tree (the professions
// weapons train, grouped by weapon type; ?type= narrows to one type).
#include <strings.h>

#include <algorithm>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

Json render_types(const RenderContext& ctx, const PathArgs&, const Params&) {
  Json types = Json::array();
  Statement& rows = ctx.db.prepare("SELECT DISTINCT type FROM weapon WHERE type IS NOT NULL ORDER BY type");
  while (rows.step()) types.push_back(rows.text(0));
  return types;
}

// One weapon type's professions: each with its role (Hit or Damage), the classes that train it and how many
// weapons of the type do.
Json profession_rows(Database& db, const std::string& type) {
  Statement& rows = db.prepare(
      "SELECT profession, role, group_concat(DISTINCT class), COUNT(*) FROM ("
      "  SELECT hit_profession AS profession, 'Hit' AS role, class FROM weapon WHERE type = ?1 AND hit_profession IS NOT NULL"
      "  UNION ALL"
      "  SELECT damage_profession, 'Damage', class FROM weapon WHERE type = ?1 AND damage_profession IS NOT NULL"
      ") GROUP BY profession, role ORDER BY role DESC, profession");
  rows.bind(1, type);
  Json professions = Json::array();
  while (rows.step()) {
    Json p = Json::object();
    p["profession"] = rows.text(0);
    p["role"] = rows.text(1);
    Json classes = Json::array();
    std::string list = rows.is_null(2) ? "" : rows.text(2);
    for (size_t start = 0; start < list.size();) {
      size_t comma = list.find(',', start);
      if (comma == std::string::npos) comma = list.size();
      classes.push_back(list.substr(start, comma - start));
      start = comma + 1;
    }
    p["classes"] = classes;
    p["weaponCount"] = rows.int64(3);
    professions.push_back(std::move(p));
  }
  return professions;
}

Json render_skill_tree(const RenderContext& ctx, const PathArgs&, const Params& params) {
  std::vector<std::string> types;
  Statement& rows = ctx.db.prepare("SELECT DISTINCT type FROM weapon WHERE type IS NOT NULL ORDER BY type");
  while (rows.step()) types.push_back(rows.text(0));
  if (auto wanted = params.optional_text("type")) {
    auto it = std::find_if(types.begin(), types.end(),
                           [&](const std::string& t) { return strcasecmp(t.c_str(), wanted->c_str()) == 0; });
    if (it == types.end()) {
      std::string list;
      for (const std::string& t : types) list += (list.empty() ? "" : ", ") + t;
      throw ApiError(Problem::bad_parameter("type", "must be one of: " + list,
                                            "type '" + *wanted + "' is not recognised; accepted values: " + list));
    }
    types = {*it};
  }
  Json tree = Json::array();
  for (const std::string& type : types) {
    Json group = Json::object();
    group["type"] = type;
    group["professions"] = profession_rows(ctx.db, type);
    tree.push_back(std::move(group));
  }
  return tree;
}

Json types_schema(AnswerSchemas&) {
  return schema::array(schema::string("a weapon type, as the wiki names it"), "every weapon type, in name order");
}

Json skill_tree_schema(AnswerSchemas&) {
  using namespace schema;
  const Json profession =
      object({{"profession", string("the profession, as the wiki names it")},
              {"role", one_of_values({"Hit", "Damage"}, "what it trains: hitting or damage")},
              {"classes", array(string("a weapon class"), "the classes of the type's weapons that train it")},
              {"weaponCount", integer("the type's weapons that train it")}});
  return array(object({{"type", string("the weapon type")},
                       {"professions", array(profession, "Hit professions first, then Damage, each by name")}}),
               "per weapon type, in name order");
}

}  // namespace

void add_weapon_routes(RouteTable& table) {
  table.add(declare_route("/weapons/types", "the distinct weapon types")
                .render(render_types)
                .answers(types_schema)
                .snapshots(one_snapshot())
                .max_age(300));
  table.add(declare_route("/weapons/skill-tree", "professions trained by weapons, grouped by weapon type")
                .params({ParamSpec::text("type", "only this weapon type (case-insensitive); an unknown type is a 400 listing "
                                                         "the types")})
                .render(render_skill_tree)
                .answers(skill_tree_schema)
                .snapshots(one_snapshot())
                .max_age(300));
}

}  // namespace snap
