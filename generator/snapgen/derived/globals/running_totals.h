// running_totals.h: the one way the running totals of the fold's tables (core/globals/read_model.h:
// RunningTable) are summed again after counts change. The rebuild sums them once, in key order, as it writes them
// (global_counts.cc, avatar_name_globals.cc's rule views).
#pragma once

#include <string>

#include "core/db/database.h"
#include "core/globals/read_model.h"
#include "core/json_bytes.h"

namespace snap {

// The type's running totals summed again from the key `from` on: the total before it, plus the counts since.
// Only the rows whose total changed are written.
void sum_running_again(Database& db, const RunningTable& t, const std::string& type, const Json& from);

}  // namespace snap
