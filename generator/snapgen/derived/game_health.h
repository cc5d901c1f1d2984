// game_health.h: the scheduled rebuild of game_health_daily and game_health_monthly (unique avatars seen
// globalling per UTC day and per calendar month). Called by `snapgen build` inside its write transaction.
#pragma once

#include "core/db/database.h"

namespace snap {

// Rebuilds both series from every global with an avatar when the data version changed since they were built;
// otherwise keeps them. Returns true when it rebuilt.
bool refresh_game_health(Database& db);

}  // namespace snap
