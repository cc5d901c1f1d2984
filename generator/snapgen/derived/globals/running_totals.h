// running_totals.h: the tables of counts with a running total that the fold keeps (for each type and key: a count,
// and the total of that key and every smaller one of the type), and the one way their totals are summed again
// after counts change. The rebuild sums them once, in key order, as it writes them (global_counts.cc,
// avatar_name_globals.cc's rule views).
#pragma once

#include <string>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

struct RunningTable {
  const char* table;
  const char* key;    // the key column (a number or a text)
  const char* count;  // the count column
  const char* total;  // the running total column
};

inline constexpr RunningTable kTimeSlotTotals{"global_time_count", "slot", "count", "running"};
inline constexpr RunningTable kValueTotals{"global_value_count", "value", "count", "at_or_below"};
inline constexpr RunningTable kAvatarNameBlockTotals{"avatar_name_block", "first_name", "globals", "running"};

// The type's running totals summed again from the key `from` on: the total before it, plus the counts since.
// Only the rows whose total changed are written.
void sum_running_again(Database& db, const RunningTable& t, const std::string& type, const Json& from);

}  // namespace snap
