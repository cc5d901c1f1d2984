// global_counts.cc: one rebuild of every maintained count of globals. Inside the writer's transaction no one
// else writes, so the counts cover exactly the ids up to MAX(id), the watermark stamped with them.
#include "derived/global_counts.h"

#include "db/dataset_meta.h"

namespace snap {
namespace {

// Shapes of global_count this file owns (other shapes may belong to other derived tables).
const char* const kClearOwnShapes =
    "DELETE FROM global_count WHERE shape IN ('all', 'type', 'creature', 'subject', 'hof', 'ath', 'team')";

// Each from the index that holds its key (global_by_type_ts, global_by_creature_ts, global_by_subject_ts and
// the partial flag indexes), never a scan of the table.
const char* const kKeyedCounts[] = {
    "INSERT INTO global_count SELECT 'all', '', COUNT(*) FROM global",
    "INSERT INTO global_count SELECT 'type', type, COUNT(*) FROM global GROUP BY type",
    "INSERT INTO global_count SELECT 'creature', creature_id, COUNT(*) FROM global WHERE creature_id IS NOT NULL"
    " GROUP BY creature_id",
    "INSERT INTO global_count SELECT 'subject', subject, COUNT(*) FROM global WHERE subject IS NOT NULL GROUP BY subject",
    "INSERT INTO global_count SELECT 'hof', '1', COUNT(*) FROM global WHERE is_hof = 1",
    "INSERT INTO global_count SELECT 'ath', '1', COUNT(*) FROM global WHERE is_ath = 1",
    "INSERT INTO global_count SELECT 'team', '1', COUNT(*) FROM global WHERE is_team = 1",
    "INSERT INTO global_count SELECT shape, '0', (SELECT count FROM global_count WHERE shape = 'all') - count"
    " FROM global_count WHERE shape IN ('hof', 'ath', 'team') AND key = '1'"};

// Per type and hour (ts / 3600; times are positive) from global_by_type_ts, type '' summed from those, with
// running totals per type.
const char* const kHourCounts =
    "WITH per_type AS MATERIALIZED (SELECT type, ts / 3600 AS hour, COUNT(*) AS n FROM global GROUP BY type, hour)"
    " INSERT INTO global_hour_count (type, hour, count, running)"
    " SELECT type, hour, n, SUM(n) OVER (PARTITION BY type ORDER BY hour) FROM ("
    "  SELECT type, hour, n FROM per_type UNION ALL SELECT '', hour, SUM(n) FROM per_type GROUP BY hour)";

// Per type and value (unknown values left out), type '' summed from those, with the count at or below each
// value. No index holds type and value together: one sequential pass over the table beats index lookups.
const char* const kValueCounts =
    "WITH per_type AS MATERIALIZED (SELECT type, value, COUNT(*) AS n FROM global NOT INDEXED"
    "  WHERE value IS NOT NULL GROUP BY type, value)"
    " INSERT INTO global_value_count (type, value, count, at_or_below)"
    " SELECT type, value, n, SUM(n) OVER (PARTITION BY type ORDER BY value) FROM ("
    "  SELECT type, value, n FROM per_type UNION ALL SELECT '', value, SUM(n) FROM per_type GROUP BY value)";

}  // namespace

void refresh_global_counts(Database& db) {
  db.exec(kClearOwnShapes);
  for (const char* sql : kKeyedCounts) db.exec(sql);
  db.exec("DELETE FROM global_hour_count");
  db.exec(kHourCounts);
  db.exec("DELETE FROM global_value_count");
  db.exec(kValueCounts);
  write_meta(db, "global_counts_through_id", std::to_string(db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global")));
}

}  // namespace snap
