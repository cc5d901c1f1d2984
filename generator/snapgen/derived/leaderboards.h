// leaderboards.h: the scheduled rebuild of the leaderboard standings (leaderboard_standing and the name
// lists of search) from globals and recorded PvP kills over the rolling three-month window. Called by
// `snapgen build` inside its write transaction, before any file is rendered.
#pragma once

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/standings_window.h"

namespace snap {

// Rebuilds the standings when their inputs changed since the last rebuild: a new data version, new scoring
// rules, or a scored row that entered or left the window as it moved. Otherwise the table is kept, so
// rankChange keeps meaning "against the previous rebuild" and an unchanged build renders unchanged files.
// On a rebuild, each row's previous_rank is its rank on the same board before, and dataset_meta
// `leaderboards_built_at` becomes `now`, and the top 100's changes join leaderboard_history. Returns true when it
// rebuilt.
bool refresh_leaderboards(Database& db, UnixTime now);

}  // namespace snap
