// standings_window.h: the rolling window the leaderboard standings cover, (now - 3 calendar months, now]
// (api-description.md "Leaderboards"), and how it is kept beside them (dataset_meta `leaderboards_window`):
// written once for the rebuild that stores it and the routes that explain a standing.
#pragma once

#include <optional>
#include <string>

#include "core/clock.h"

namespace snap {

class Database;

// (start, end]: a row at `start` is outside, one at `end` inside.
struct StandingsWindow {
  UnixTime start = 0, end = 0;
};

StandingsWindow standings_window(UnixTime now);

// The window of the standings the database holds; nullopt before the first rebuild.
std::optional<StandingsWindow> stored_standings_window(Database& db);
// Records the window of standings just written (the rebuild, in its transaction).
void store_standings_window(Database& db, const StandingsWindow& window);

}  // namespace snap
