// owner_aggregates.h: what globals add up to for their owners (an avatar by global.avatar_id, a team by team_id):
// totals per type and per month and type, and an avatar's best HoF and ATH lists, with the one order ("better")
// that ranks globals. Shared by the rebuild (profile_summary.cc) and the fold (fold_profile_summaries.cc) of the
// summary tables of schema 0008.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/db/database.h"

namespace snap {

constexpr size_t kRecordsKept = 10;  // owner_record: best HoFs and ATHs per owner
enum OwnerKind : int { kAvatar = 0, kTeam = 1 };
inline const char* const kOwnerNames[] = {"avatar", "team"};

// What a global contributes; "better" is the order of best_global_id and owner_record.
struct GlobalFacts {
  std::int64_t id, ts;
  size_t type;  // the type's profile rank (global_types.h): keys sort in profile order
  std::optional<std::int64_t> cents, tier;
  bool hof, ath;
};

// The facts of the row's columns id, ts, type, value, tier, is_hof, is_ath (in that order, from column 0);
// nullopt for a type the schema does not allow.
std::optional<GlobalFacts> global_facts(const Statement& row);

// Higher value first (a valueless global after any valued one), then higher tier, then earlier.
bool better(const GlobalFacts& a, const GlobalFacts& b);

struct Totals {
  std::int64_t globals = 0, hofs = 0, aths = 0;
  std::optional<std::int64_t> cents;
  std::int64_t first_at = 0, last_at = 0;
  std::optional<GlobalFacts> best;

  void add(const GlobalFacts& g);
  void merge(const Totals& other);  // as if other's globals were added one by one
};

struct MonthTotals {
  std::int64_t globals = 0;
  std::optional<std::int64_t> cents;

  void add(const GlobalFacts& g);
};

// The best few globals of one kind, best first.
void keep_best(std::vector<GlobalFacts>& list, const GlobalFacts& g);

// Keys pack the owner (kind, then id: the order of the tables' primary keys), the month (months since 1970)
// and the type into one integer.
inline std::uint64_t owner_key(int kind, std::int64_t owner_id) {
  return static_cast<std::uint64_t>(kind) << 40 | static_cast<std::uint64_t>(owner_id);
}
inline int kind_of(std::uint64_t owner) { return static_cast<int>(owner >> 40); }
inline std::int64_t id_of(std::uint64_t owner) { return static_cast<std::int64_t>(owner & ((1ull << 40) - 1)); }
inline std::uint64_t type_key(std::uint64_t owner, size_t type) { return owner << 4 | type; }
inline std::uint64_t month_type_key(std::uint64_t owner, std::int64_t month, size_t type) {
  return owner << 20 | static_cast<std::uint64_t>(month) << 4 | type;
}

// Months since 1970 of a time. Globals arrive roughly in time order, so the last month found is kept.
class MonthOfTime {
 public:
  std::int64_t operator()(std::int64_t ts);

 private:
  std::int64_t start_ = 1, end_ = 0, month_ = 0;
};

std::string month_text(std::int64_t month);

// The stored name of the type with this profile rank.
const char* stored_name_of_rank(std::uint64_t rank);

// The totals of one owner and type, and per month (ascending).
struct TypeTotals {
  Totals totals;
  std::vector<std::pair<std::int64_t, MonthTotals>> months;

  MonthTotals& month(std::int64_t m);
};

struct Aggregates {
  std::unordered_map<std::uint64_t, TypeTotals> by_type;                   // by type_key()
  std::unordered_map<std::uint64_t, std::vector<GlobalFacts>> hofs, aths;  // by owner_key(), avatars only
  MonthOfTime month_of;

  void add(std::uint64_t owner, const GlobalFacts& g);
};

// Adds the globals with after_id < id <= through_id to `all`.
void add_globals(Database& db, std::int64_t after_id, std::int64_t through_id, Aggregates& all);

// The keys of a map in ascending order, so WITHOUT ROWID tables are written in key order.
template <typename Map>
std::vector<std::uint64_t> sorted_keys(const Map& map) {
  std::vector<std::uint64_t> keys;
  keys.reserve(map.size());
  for (const auto& entry : map) keys.push_back(entry.first);
  std::sort(keys.begin(), keys.end());
  return keys;
}

// Binds ?1 owner ('avatar' or 'team') and ?2 owner_id.
void bind_owner(Statement& statement, std::uint64_t owner);

// Writes (replaces) the owner_type_summary row of a type_key().
void write_type_row(Database& db, std::uint64_t key, const Totals& t);

// Adds the month totals of `all` to owner_month_summary (a new row where there is none).
void add_month_totals(Database& db, const Aggregates& all);

// Inserts one owner's list of a kind ('hof', 'ath') into owner_record, positions from 1.
void insert_records(Database& db, std::uint64_t owner, const char* kind, const std::vector<GlobalFacts>& list);

}  // namespace snap
