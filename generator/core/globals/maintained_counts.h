// maintained_counts.h: reads of the counts snapgen maintains over the globals up to the watermark (global_count,
// global_time_count, global_value_count; README.md), for the totals of /globals (core/routes/globals/
// global_totals.h), its page starts and value bands, and name searches. Each is 0 before snapgen has counted the
// database (the watermark is then none).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/db/database.h"
#include "core/globals/read_model.h"
#include "core/json_bytes.h"

namespace snap {

// global_count: the globals of one filter shape and key ("all" ""; "type" Hunting; "creature" 12; "hof" 1; ...).
std::int64_t maintained_count(Database& db, const std::string& shape, const std::string& key);

// Globals (of the type; '' for every type) worth at most `bound` PED (less than it unless `inclusive`), from
// global_value_count's running totals.
std::int64_t valued_at_most(Database& db, const std::string& type_key, double bound, bool inclusive);
// Of every type, at most `value` PED.
std::int64_t counted_worth_at_most(Database& db, double value);

// Globals with this subject (a lower bound of all with it).
std::int64_t counted_with_subject(Database& db, const std::string& subject);

// Globals (of the type; '' for every type) in one slot of global_time_count, and up to the end of a slot (its
// running total: 0 before the first counted slot).
std::int64_t counted_in_slot(Database& db, const std::string& type_key, std::int64_t slot);
std::int64_t counted_through_slot(Database& db, const std::string& type_key, std::int64_t slot);

// The row of a running table (read_model.h) where the globals of the type reach `target` in its key order: the
// first key whose running total is at least `target`, with its count and total; none when the type holds fewer
// globals. The one way a deep page is placed from running totals (page_starts.h): one lookup of the table's
// (type, total) index, as the totals grow with the key (no count is 0).
struct ReachedKey {
  Json key;  // a slot, a value or a name, as the table keys it
  std::int64_t count = 0;
  std::int64_t total = 0;  // the globals up to the key's end; total - count come before it
};
// The globals of the type a running table counts (its last total; 0 with none): one lookup of the same index.
std::int64_t counted_in_all(Database& db, const RunningTable& t, const std::string& type_key);
std::optional<ReachedKey> first_reaching(Database& db, const RunningTable& t, const std::string& type_key,
                                         std::int64_t target);

// The highest id the counts cover; none when snapgen has not counted this database yet.
std::optional<std::int64_t> global_counts_watermark(Database& db);

// The id up to which ids ascend with time, stamped by snapgen with the counts; none before it has counted.
std::optional<std::int64_t> globals_time_ordered_through(Database& db);

}  // namespace snap
