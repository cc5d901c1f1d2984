// scheduled_tables.cc: one write transaction around the scheduled rebuilds.
#include "snapgen/derived/scheduled_tables.h"

#include <chrono>
#include <sstream>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "snapgen/derived/game_health.h"
#include "snapgen/derived/leaderboards.h"

namespace snap {

ScheduledRebuild rebuild_scheduled_tables(const std::string& db_path, UnixTime now) {
  const auto started = std::chrono::steady_clock::now();
  Database db(db_path, OpenMode::ReadWrite);
  require_current_schema(db);
  ScheduledRebuild rebuild;
  Transaction tx(db);
  rebuild.leaderboards = refresh_leaderboards(db, now);
  rebuild.game_health = refresh_game_health(db);
  tx.commit();
  rebuild.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return rebuild;
}

std::string describe(const ScheduledRebuild& rebuild) {
  std::ostringstream out;
  out << "derived tables: leaderboards " << (rebuild.leaderboards ? "rebuilt" : "kept") << ", game health "
      << (rebuild.game_health ? "rebuilt" : "kept") << "; " << rebuild.seconds << " s";
  return out.str();
}

}  // namespace snap
