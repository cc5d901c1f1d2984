// globals_filter.h: the filters of GET /globals (api-description.md "Globals"), read from validated Params into
// one struct, and their SQL conditions. Both the page query (globals_query.h) and totalCount
// (global_totals.h) build on it, so the two can never disagree about which rows match.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/db/sql_builder.h"
#include "core/params.h"

namespace snap {

// Counts above this are reported as this number with exact = false (global_totals.h), and a search with at most
// this many matches is resolved to their ids once (read_globals_filter).
constexpr std::int64_t kGlobalCountCap = 1000;

struct GlobalsFilter {
  std::optional<std::string> type;          // one of the eight API types
  std::optional<std::int64_t> creature_id;  // creatureId, or creatureName naming a wiki creature
  std::optional<std::string> subject;       // creatureName naming no wiki creature: the exact subject
  bool matches_nothing = false;             // creatureId and creatureName name different creatures
  std::optional<bool> is_hof, is_ath, is_team;
  std::optional<double> min_value, max_value;
  std::optional<UnixTime> from, to;          // inclusive; a date-only toDate is already the day's last second
  std::optional<std::string> search;        // FTS5 expression over global_fts (every word must occur)
  std::int64_t search_matches = 0;           // rows the search matches, at most kGlobalCountCap + 1
  std::optional<std::string> search_ids;    // when those are at most kGlobalCountCap: their ids, a JSON array
  // A search of more matches that names one avatar (its globals but team globals) or one subject (name_search.h),
  // resolved to it: search is then unset and this filter stands in its place.
  std::optional<std::int64_t> search_avatar_id;
  std::optional<std::string> search_subject;
  std::optional<std::int64_t> after_id;     // only ids above this one
  std::optional<std::int64_t> avatar_id;    // avatar (its name or slug): its globals, team globals naming it too
  std::optional<std::int64_t> team_id;      // team (its name or slug): its team globals
  // Not a /globals parameter: the query_globals tool's planet filter (core/tools/globals_tools.cc).
  std::optional<std::string> planet;        // compared in any letter case

  bool is_empty() const;  // no filter at all: every global matches
  // No filter but a value range and a date range (either or both may be absent): the two indexes that hold both
  // columns, global_by_ts and global_by_value, answer it from their entries.
  bool has_only_ranges() const;
  // One owner's globals (an avatar's or a team's, not both), of every type or one: the owner's profile figures
  // count them (owner_figures.h).
  bool has_only_owner() const;
};

// The parameters /globals declares for its filters (not sorting or paging).
std::vector<ParamSpec> globals_filter_params();

// Reads the filters; 400 when fromDate is after toDate or minValue above maxValue, or when search holds no
// word. creatureName is resolved against the wiki's creatures here (case-insensitive), avatar and team against
// the avatars and teams (an unknown one matches nothing: it may have no global yet), and a search is run once
// here, up to kGlobalCountCap + 1 matches, so that few matches are read by id afterwards.
GlobalsFilter read_globals_filter(Database& db, const Params& params);

// How the value range is written: Indexable lets SQLite use global_by_value, TimeOrderScan ("+g.value")
// makes it read the time index instead (cheaper when the range holds many rows and the order is by time).
enum class ValueRangeAccess { Indexable, TimeOrderScan };

// " AND ..." conditions over alias g for every filter that is set (empty when none is).
std::string globals_conditions(const GlobalsFilter& filter, SqlBuilder& sql,
                               ValueRangeAccess value_access = ValueRangeAccess::Indexable);

}  // namespace snap
