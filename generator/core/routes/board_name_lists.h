// board_name_lists.h: each leaderboard's search list (leaderboard_name_list: folded names, one a line in rank
// order), read from the database once per set of standings and then shared by every request of the process,
// so a search scans memory instead of reading 1.5 MB at 100k avatars. Thread-safe.
#pragma once

#include <memory>
#include <string>

#include "../db/database.h"

namespace snap {

// The board's list as the standings in `db` hold it (empty when the board has no list). Lists are keyed by the
// database file, the board and what the standings were built from (dataset_meta leaderboards_*), which a
// rebuild always changes, so a stale list is never returned.
std::shared_ptr<const std::string> board_name_list(Database& db, const std::string& board);

}  // namespace snap
