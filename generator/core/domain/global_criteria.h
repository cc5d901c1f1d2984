// global_criteria.h: what event categories and challenges ask of a global (shared/spec/api-description.md
// "Event and challenge"; templates/docs/events.md "Categories and scoring"): the facts of a global that matching
// reads, the criteria (types, creature species of any maturity, planets, minimum value) and the amount a global
// adds by a scoring method. One home for these rules; event and challenge matching both use it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/domain/global_types.h"

namespace snap {

// The columns of a global that matching reads, in kGlobalFactsColumns' order.
struct GlobalFacts {
  std::int64_t id = 0;
  std::int64_t ts = 0;
  GlobalType type = GlobalType::Hunting;
  std::optional<std::int64_t> avatar_id;
  bool is_team = false;
  std::optional<double> value;
  std::optional<std::int64_t> pvp_kills;
  std::optional<std::int64_t> creature_id;  // the wiki species (any maturity), when known
  std::string planet;                       // folded (fold_name); "" when unknown
};
// "g.id, g.ts, g.type, ..." for a SELECT over `global g`; read the row with read_global_facts(stmt, first).
extern const char* const kGlobalFactsColumns;
GlobalFacts read_global_facts(const Statement& row, int first);

// Criteria of one event category or challenge; an empty list or a missing minimum does not restrict.
class GlobalCriteria {
 public:
  // From the stored JSON lists (null = no restriction). Creature names are resolved to wiki species ids here:
  // a name the wiki does not know matches nothing.
  GlobalCriteria(Database& db, const std::optional<std::string>& global_types,
                 const std::optional<std::string>& creatures, const std::optional<std::string>& planets,
                 std::optional<double> min_value);
  bool admits(const GlobalFacts& global) const;

 private:
  std::uint32_t type_mask_ = 0;  // bit per GlobalType; 0 = any
  bool creatures_restricted_ = false;
  std::vector<std::int64_t> creature_ids_;
  std::vector<std::string> planets_;  // folded
  std::optional<double> min_value_;
};

// How a global adds to a score, in whole units so sums are exact: Count 1 a global, TotalValue and HighestValue
// the value in cents (unknown value: 0), Points the leaderboard half-points (core/domain/leaderboard_points.h).
enum class ScoreMethod : std::uint8_t { Count, TotalValue, HighestValue, Points };
std::optional<ScoreMethod> score_method_named(const std::string& name);
// The stored names of the methods (event_category.scoring_method, challenge.metric), in ScoreMethod order.
const std::vector<std::string>& score_method_names();
std::int64_t score_units(ScoreMethod method, const GlobalFacts& global);
// Units per shown unit: 1 for Count, 100 for values (cents), 2 for Points (halves).
std::int64_t units_per_score(ScoreMethod method);
// A score shown in its units (PED, points, globals): units / units_per_score.
double shown_score(ScoreMethod method, std::int64_t units);
// A shown amount (a tier's target) in units, rounded to the nearest unit.
std::int64_t score_in_units(ScoreMethod method, double shown);

}  // namespace snap
