// standings_window.h: the rolling window the leaderboard standings cover, (now - 3 calendar months, now]
// (api-description.md "Leaderboards"), and how it is kept beside them (dataset_meta `leaderboards_window` and
// `leaderboards_built_at`):
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
// Records the window of standings just written, and so when they were built (the rebuild, in its transaction).
void store_standings_window(Database& db, const StandingsWindow& window);
// When the standings the database holds were built ("2026-11-20T12:00:00Z"); nullopt before the first rebuild.
std::optional<std::string> standings_built_at(Database& db);

}  // namespace snap
