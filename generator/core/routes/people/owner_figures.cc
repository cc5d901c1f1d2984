// owner_figures.cc: headline figures from the per-type summary rows.
#include "core/routes/people/owner_figures.h"

#include <algorithm>

#include "core/clock.h"
#include "core/domain/global_types.h"

namespace snap {
namespace {

// The four professions of the profile, in its field order (profile order).
std::vector<GlobalType> profile_professions() {
  std::vector<GlobalType> professions;
  for (GlobalType type : profile_order())
    if (is_profile_profession(type)) professions.push_back(type);
  return professions;
}

const TypeFigures* figures_of(const std::vector<TypeFigures>& figures, const std::string& type) {
  for (const TypeFigures& f : figures)
    if (f.type == type) return &f;
  return nullptr;
}

// The largest valued global among the types' best: higher value, then earlier (ts, id).
const TypeFigures* largest(const std::vector<TypeFigures>& figures) {
  const TypeFigures* best = nullptr;
  for (const TypeFigures& f : figures) {
    if (!f.best_cents) continue;
    if (!best || *f.best_cents > *best->best_cents ||
        (*f.best_cents == *best->best_cents && std::make_pair(f.best_ts, f.best_id) < std::make_pair(best->best_ts, best->best_id)))
      best = &f;
  }
  return best;
}

// What a global names (creature, deposit, item), or null.
Json subject_of(Database& db, std::int64_t global_id) {
  Statement& row = db.prepare("SELECT subject FROM global WHERE id = ?1");
  row.bind(1, global_id);
  const Json subject = row.step() ? row.json(0) : Json(nullptr);
  row.reset();
  return subject;
}

}  // namespace

std::vector<TypeFigures> figures_by_type(Database& db, const OwnerRef& owner) {
  Statement& rows = db.prepare(
      "SELECT type, globals, hofs, aths, value_cents, first_at, last_at, best_global_id, best_at, best_value_cents"
      " FROM owner_type_summary WHERE owner = ?1 AND owner_id = ?2");
  rows.bind(1, owner.kind).bind(2, owner.id);
  std::vector<TypeFigures> figures;
  while (rows.step()) {
    TypeFigures f;
    f.type = rows.text(0);
    f.globals = rows.int64(1);
    f.hofs = rows.int64(2);
    f.aths = rows.int64(3);
    f.cents = rows.optional_int64(4);
    f.first_at = rows.int64(5);
    f.last_at = rows.int64(6);
    f.best_id = rows.int64(7);
    f.best_ts = rows.int64(8);
    f.best_cents = rows.optional_int64(9);
    figures.push_back(std::move(f));
  }
  std::sort(figures.begin(), figures.end(), [](const TypeFigures& a, const TypeFigures& b) {
    return profile_rank_of(a.type) < profile_rank_of(b.type);
  });
  return figures;
}

std::int64_t globals_of_types(const std::vector<TypeFigures>& figures, const std::vector<std::string>& types) {
  std::int64_t total = 0;
  for (const TypeFigures& f : figures)
    if (types.empty() || std::find(types.begin(), types.end(), f.type) != types.end()) total += f.globals;
  return total;
}

Json ped(std::int64_t cents) { return static_cast<double>(cents) / 100.0; }

void put_headline_figures(Json& out, Database& db, const std::vector<TypeFigures>& figures) {
  std::int64_t cents = 0, hofs = 0, aths = 0;
  for (const TypeFigures& f : figures) cents += f.cents.value_or(0), hofs += f.hofs, aths += f.aths;
  out["totalGlobals"] = globals_of_types(figures, {});
  out["totalValue"] = ped(cents);
  const TypeFigures* top = largest(figures);
  out["largestGlobalValue"] = top ? ped(*top->best_cents) : Json(nullptr);
  out["largestGlobalType"] = top ? Json(top->type) : Json(nullptr);
  out["largestGlobalDetail"] = top ? subject_of(db, top->best_id) : Json(nullptr);
  out["largestGlobalId"] = top ? Json(top->best_id) : Json(nullptr);
  for (GlobalType profession : profile_professions()) {
    const TypeFigures* f = figures_of(figures, global_type_info(profession).stored);
    out[std::string(global_type_info(profession).key) + "Globals"] = f ? f->globals : 0;
  }
  for (GlobalType profession : profile_professions()) {
    const TypeFigures* f = figures_of(figures, global_type_info(profession).stored);
    out[std::string(global_type_info(profession).key) + "Value"] = ped(f ? f->cents.value_or(0) : 0);
  }
  out["hofCount"] = hofs;
  out["athCount"] = aths;
}

std::vector<schema::Property> headline_figures_schema() {
  using namespace schema;
  std::vector<Property> keys = {
      {"totalGlobals", integer("globals of every type")},
      {"totalValue", number("the sum of their values in PED (globals without a value add nothing)")},
      {"largestGlobalValue", nullable(number("the value of the largest global, in PED; null when none has a value"))},
      {"largestGlobalType", nullable(one_of_values(global_type_names(), "the largest global's type"))},
      {"largestGlobalDetail", nullable(string("what the largest global names (creature, deposit or item); null when "
                                              "it names none or there is no largest global"))},
      {"largestGlobalId", nullable(integer("the largest global's id: /globals/inspect/{id}"))}};
  for (GlobalType profession : profile_professions())
    keys.emplace_back(std::string(global_type_info(profession).key) + "Globals",
                      integer(std::string(global_type_info(profession).stored) + " globals"));
  for (GlobalType profession : profile_professions())
    keys.emplace_back(std::string(global_type_info(profession).key) + "Value",
                      number(std::string("the sum of the values of the ") + global_type_info(profession).stored +
                             " globals, in PED"));
  keys.emplace_back("hofCount", integer("globals that entered the Hall of Fame"));
  keys.emplace_back("athCount", integer("globals that were all-time highs"));
  return keys;
}

void put_global_span(Json& out, const std::vector<TypeFigures>& figures) {
  Json first = nullptr, last = nullptr;
  if (!figures.empty()) {
    std::int64_t lo = figures.front().first_at, hi = figures.front().last_at;
    for (const TypeFigures& f : figures) lo = std::min(lo, f.first_at), hi = std::max(hi, f.last_at);
    first = format_iso8601(lo);
    last = format_iso8601(hi);
  }
  out["firstGlobalAt"] = first;
  out["lastGlobalAt"] = last;
}

std::vector<schema::Property> global_span_schema() {
  return {{"firstGlobalAt",
           schema::nullable(schema::date_time("when the first global was announced; null without globals"))},
          {"lastGlobalAt",
           schema::nullable(schema::date_time("when the latest global was announced; null without globals"))}};
}

Json profession_counts(const std::vector<TypeFigures>& figures) {
  Json counts = Json::object();
  for (GlobalType profession : profile_professions()) {
    const TypeFigures* f = figures_of(figures, global_type_info(profession).stored);
    counts[global_type_info(profession).key] = f ? f->globals : 0;
  }
  return counts;
}

Json profession_counts_schema(AnswerSchemas& schemas) {
  return schemas.ref("ProfessionCounts", [](AnswerSchemas&) {
    std::vector<schema::Property> counts;
    for (GlobalType profession : profile_professions())
      counts.emplace_back(global_type_info(profession).key,
                          schema::integer(std::string(global_type_info(profession).stored) + " globals"));
    return schema::object(std::move(counts), "globals per profession of the profiles");
  });
}

}  // namespace snap
