// kept_tables.h: what matching keeps beside its matched rows (event_standing, event_scored_global and its search
// rows, challenge_count), compared with a rebuild by their rules, the views of schema 0011 and 0012.
#pragma once

#include <string>
#include <vector>

#include "core/db/database.h"

namespace snap::test {

// One line per kept table that differs from its rule ("event_standing: 2 rows not in event_standing_rule");
// empty when all agree.
std::vector<std::string> kept_table_differences(Database& db);

}  // namespace snap::test
