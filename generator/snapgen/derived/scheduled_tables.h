// scheduled_tables.h: the first step of `snapgen build`: brings the tables a scheduled job derives
// (leaderboard standings, game health) up to date in one write transaction, before anything is rendered.
#pragma once

#include <string>

#include "core/clock.h"

namespace snap {

struct ScheduledRebuild {
  bool leaderboards = false;  // false: the standings were current and kept
  bool game_health = false;
  double seconds = 0;
};

// Opens the database read-write, refreshes what is stale, commits.
ScheduledRebuild rebuild_scheduled_tables(const std::string& db_path, UnixTime now);

// "derived tables: leaderboards rebuilt, game health kept; 0.42 s"
std::string describe(const ScheduledRebuild& rebuild);

}  // namespace snap
