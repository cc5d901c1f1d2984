// board_name_lists.h: each leaderboard's search list (leaderboard_name_list: folded names, one a line in rank
// order), read from the database and indexed by trigram once per set of standings, then shared by every
// request of the process, so a search reads a few postings instead of 1.5 MB of names at 100k avatars.
// Thread-safe.
#pragma once

#include <memory>
#include <string>

#include "core/db/database.h"
#include "core/text/line_substring_index.h"

namespace snap {

// The board's list as the standings in `db` hold it (no lines when the board has no list): line n - 1 is the
// folded name at rank n. Lists are keyed by the database file, the board and what the standings were built
// from (dataset_meta leaderboards_*), which a rebuild always changes, so a stale list is never returned.
std::shared_ptr<const LineSubstringIndex> board_name_list(Database& db, const std::string& board);

// What the standings in `db` were built from (changes with every rebuild; empty before the first).
std::string standings_stamp(Database& db);

}  // namespace snap
