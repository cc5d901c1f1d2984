// global_criteria.cc: the criteria and scoring units of event and challenge matching.
#include "core/domain/global_criteria.h"

#include <algorithm>
#include <cmath>

#include "core/domain/leaderboard_points.h"
#include "core/json_bytes.h"
#include "core/text/name_fold.h"

namespace snap {

const char* const kGlobalFactsColumns =
    "g.id, g.ts, g.type, g.avatar_id, g.is_team, g.value, g.pvp_kills, g.creature_id, g.planet";

GlobalFacts read_global_facts(const Statement& row, int first) {
  GlobalFacts g;
  g.id = row.int64(first);
  g.ts = row.int64(first + 1);
  g.type = global_type_named(row.text(first + 2)).value_or(GlobalType::Hunting);  // the schema's CHECK holds
  g.avatar_id = row.optional_int64(first + 3);
  g.is_team = row.int64(first + 4) != 0;
  g.value = row.optional_real(first + 5);
  g.pvp_kills = row.optional_int64(first + 6);
  g.creature_id = row.optional_int64(first + 7);
  g.planet = fold_name(row.text(first + 8));
  return g;
}

namespace {

std::vector<std::string> stored_list(const std::optional<std::string>& text) {
  std::vector<std::string> out;
  if (!text) return out;
  for (const Json& item : Json::parse(*text))
    if (item.is_string()) out.push_back(item.get<std::string>());
  return out;
}

}  // namespace

GlobalCriteria::GlobalCriteria(Database& db, const std::optional<std::string>& global_types,
                               const std::optional<std::string>& creatures, const std::optional<std::string>& planets,
                               std::optional<double> min_value)
    : min_value_(min_value) {
  for (const std::string& name : stored_list(global_types)) {
    const std::optional<GlobalType> type = global_type_named(name);
    // An unknown type name admits nothing: a bit no global has keeps the mask restrictive.
    type_mask_ |= type ? 1u << static_cast<unsigned>(*type) : 1u << kGlobalTypeCount;
  }
  const std::vector<std::string> species = stored_list(creatures);
  creatures_restricted_ = !species.empty();
  Statement& find = db.prepare("SELECT id FROM creature WHERE name = ?1 COLLATE NOCASE");
  for (const std::string& name : species) {
    find.bind(1, name);
    while (find.step()) creature_ids_.push_back(find.int64(0));
    find.reset();
  }
  for (const std::string& planet : stored_list(planets)) planets_.push_back(fold_name(planet));
}

bool GlobalCriteria::admits(const GlobalFacts& g) const {
  if (type_mask_ != 0 && (type_mask_ & (1u << static_cast<unsigned>(g.type))) == 0) return false;
  if (creatures_restricted_ &&
      (!g.creature_id || std::find(creature_ids_.begin(), creature_ids_.end(), *g.creature_id) == creature_ids_.end()))
    return false;
  if (!planets_.empty() && std::find(planets_.begin(), planets_.end(), g.planet) == planets_.end()) return false;
  return !min_value_ || (g.value && *g.value >= *min_value_);
}

const std::vector<std::string>& score_method_names() {
  static const std::vector<std::string> names = {"Count", "TotalValue", "HighestValue", "Points"};
  return names;
}

std::optional<ScoreMethod> score_method_named(const std::string& name) {
  const std::vector<std::string>& names = score_method_names();
  const auto found = std::find(names.begin(), names.end(), name);
  if (found == names.end()) return std::nullopt;
  return static_cast<ScoreMethod>(found - names.begin());
}

std::int64_t score_units(ScoreMethod method, const GlobalFacts& g) {
  switch (method) {
    case ScoreMethod::Count: return 1;
    case ScoreMethod::TotalValue:
    case ScoreMethod::HighestValue: return g.value ? std::llround(*g.value * 100) : 0;
    case ScoreMethod::Points: return global_half_points(g.type, g.value, g.pvp_kills);
  }
  return 0;
}

std::int64_t units_per_score(ScoreMethod method) {
  switch (method) {
    case ScoreMethod::Count: return 1;
    case ScoreMethod::Points: return 2;
    default: return 100;
  }
}

double shown_score(ScoreMethod method, std::int64_t units) {
  return static_cast<double>(units) / static_cast<double>(units_per_score(method));
}

std::int64_t score_in_units(ScoreMethod method, double shown) {
  return std::llround(shown * static_cast<double>(units_per_score(method)));
}

}  // namespace snap
