// global_aggregation.h: the counts and totals of aggregate_globals, grouped by type, subject (creature, deposit
// or item), land area, avatar, or UTC day, week (from Monday) or month, without reading every global:
//   - no avatar filter and not by avatar: global_group_summary (schema 0014) for whole days, months or all
//     time, the partial first and last day of a window from the globals by time, and the globals newer than
//     the summary's watermark by id;
//   - by avatar over all time (types only): owner_type_summary, read best first per type until the top groups
//     are certain (the threshold algorithm), never every avatar;
//   - an avatar filter: that avatar's globals by global_by_avatar_ts (bounded by the avatar);
//   - by avatar with other filters: the matching globals by their index, refused above kScanAtMost of them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"

namespace snap {

// groupBy values.
extern const std::vector<std::string> kGlobalGroupings;  // type, creature, deposit, item, landArea, avatar, day, ...

// The types a grouping by subject counts, each its own: creature Hunting; deposit Mining and Space Mining; item
// Construction, Discovery, Rare Item and Tiered Item. Empty for the groupings that are not by subject.
const std::vector<std::string>& subject_grouping_types(const std::string& group_by);

// The most globals the last source above reads in one call.
constexpr std::int64_t kScanAtMost = 100000;

struct GlobalAggregationQuery {
  std::string group_by = "type";
  std::vector<std::string> types;           // stored spellings; empty: every type
  std::optional<std::int64_t> creature_id;  // a wiki species, every maturity
  std::optional<std::string> subject;       // one subject exactly ("Atrox Young")
  std::optional<std::int64_t> avatar_id;
  std::optional<std::string> planet;  // as stored
  std::optional<UnixTime> from, to;   // inclusive
  std::string order_by = "count";     // count, total, name
  std::int64_t limit = 20;
};

struct GlobalGroup {
  std::optional<std::string> key;  // the type, subject, land area, avatar name or period; none: globals naming none
  std::int64_t globals = 0, valued = 0;
  std::optional<std::int64_t> cents, max_cents;
};

struct GlobalAggregation {
  std::vector<GlobalGroup> groups;          // the first `limit` in the order asked
  std::optional<std::int64_t> group_count;  // how many groups there are; none for the top avatars (not all met)
  bool more = false;                        // groups beyond the first `limit` exist
  std::vector<std::string> sources;         // sentences for the note: the window counted
};

// Throws ApiError 400 naming groupBy when the avatar grouping would read more than kScanAtMost globals.
GlobalAggregation aggregate_globals(Database& db, const GlobalAggregationQuery& query);

// A planet as the globals spell it, found in any letter case; nullopt when no global names it.
std::optional<std::string> stored_planet(Database& db, const std::string& typed);

}  // namespace snap
