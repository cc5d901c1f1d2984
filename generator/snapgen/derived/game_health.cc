// game_health.cc: one pass over the (avatar, ts) index counts each avatar once per day and once per month it
// globalled; team globals count for the avatar that announced them.
#include "snapgen/derived/game_health.h"

#include <map>

#include "core/clock.h"
#include "core/db/dataset_meta.h"

namespace snap {
namespace {

struct UniqueAvatarCounts {
  std::map<std::int64_t, std::int64_t> by_day;    // days since 1970 -> avatars
  std::map<std::int64_t, std::int64_t> by_month;  // year * 12 + month - 1 -> avatars
};

std::int64_t month_index_of_day(std::int64_t day) {
  int y;
  unsigned m, d;
  civil_from_days(day, y, m, d);
  return static_cast<std::int64_t>(y) * 12 + m - 1;
}

// Rows come ordered by avatar, then time, so an avatar's days and months only grow: one "last seen" each is
// enough to count it once per period.
UniqueAvatarCounts count_unique_avatars(Database& db) {
  UniqueAvatarCounts counts;
  Statement& rows = db.prepare("SELECT avatar_id, ts FROM global INDEXED BY global_by_avatar_ts"
                               " WHERE avatar_id IS NOT NULL ORDER BY avatar_id, ts");
  std::int64_t avatar = -1, last_day = 0, last_month = 0;
  while (rows.step()) {
    const std::int64_t ts = rows.int64(1);
    const std::int64_t day = ts >= 0 ? ts / 86400 : (ts - 86399) / 86400;
    const bool new_avatar = rows.int64(0) != avatar;
    if (new_avatar || day != last_day) {
      counts.by_day[day] += 1;
      const std::int64_t month = month_index_of_day(day);
      if (new_avatar || month != last_month) counts.by_month[month] += 1;
      last_day = day, last_month = month;
    }
    avatar = rows.int64(0);
  }
  return counts;
}

void write_series(Database& db, const UniqueAvatarCounts& counts) {
  db.exec("DELETE FROM game_health_daily; DELETE FROM game_health_monthly");
  Statement& day = db.prepare("INSERT INTO game_health_daily (day, unique_avatars) VALUES (?1, ?2)");
  for (const auto& [days, avatars] : counts.by_day) {
    day.bind(1, format_date(days * 86400)).bind(2, avatars);
    day.run();
  }
  Statement& month = db.prepare("INSERT INTO game_health_monthly (month, unique_avatars) VALUES (?1, ?2)");
  for (const auto& [index, avatars] : counts.by_month) {
    const int year = static_cast<int>(index / 12);
    const unsigned month_number = static_cast<unsigned>(index % 12) + 1;
    month.bind(1, format_month(days_from_civil(year, month_number, 1) * 86400)).bind(2, avatars);
    month.run();
  }
}

}  // namespace

bool refresh_game_health(Database& db) {
  const std::string version = data_version(db);
  if (read_meta(db, "game_health_data_version") == version) return false;
  write_series(db, count_unique_avatars(db));
  write_meta(db, "game_health_data_version", version);
  return true;
}

}  // namespace snap
