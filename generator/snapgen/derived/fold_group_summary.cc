// fold_group_summary.cc: the new globals into global_group_summary. Their own rows of every scope and grain are made
// in a temporary table by the rules of schema 0014 (the views global_group_*_rule) applied to them alone, then
// added to the table: counts and sums add up, and the largest value stays right because a fold only adds globals.
#include "snapgen/derived/fold_steps.h"

namespace snap {
namespace {

const char* const kCreateDelta =
    "CREATE TEMP TABLE IF NOT EXISTS fold_group_delta(scope, grain, period, type, subject, creature_id, location,"
    " planet, globals, valued, value_cents, max_cents)";

// global_group_day_rule over the globals ?1 < id <= ?2.
const char* const kNewDays =
    "INSERT INTO temp.fold_group_delta"
    " SELECT 'place', 'day', date(day * 86400, 'unixepoch'), type, subject, creature_id, location, planet, globals,"
    " valued, value_cents, max_cents"
    " FROM (SELECT g.ts / 86400 AS day, g.type, IFNULL(g.subject, '') AS subject,"
    " IFNULL(g.creature_id, 0) AS creature_id, IFNULL(g.location, '') AS location, IFNULL(g.planet, '') AS planet,"
    " COUNT(*) AS globals, COUNT(g.value) AS valued, SUM(CAST(ROUND(g.value * 100) AS INTEGER)) AS value_cents,"
    " MAX(CAST(ROUND(g.value * 100) AS INTEGER)) AS max_cents"
    " FROM global g NOT INDEXED WHERE g.id > ?1 AND g.id <= ?2 GROUP BY 1, 2, 3, 4, 5, 6)";

// global_group_month_rule, _all_time_rule, _type_rule and _rollup_rule over the rows before them.
const char* const kRollups[] = {
    "INSERT INTO temp.fold_group_delta SELECT 'place', 'month', substr(period, 1, 7), type, subject, creature_id,"
    " location, planet, SUM(globals), SUM(valued), SUM(value_cents), MAX(max_cents) FROM temp.fold_group_delta"
    " WHERE scope = 'place' AND grain = 'day' GROUP BY 3, 4, 5, 6, 7, 8",
    "INSERT INTO temp.fold_group_delta SELECT 'place', 'all', '', type, subject, creature_id, location, planet,"
    " SUM(globals), SUM(valued), SUM(value_cents), MAX(max_cents) FROM temp.fold_group_delta"
    " WHERE scope = 'place' AND grain = 'month' GROUP BY 4, 5, 6, 7, 8",
    "INSERT INTO temp.fold_group_delta SELECT 'type', grain, period, type, '', 0, '', '', SUM(globals), SUM(valued),"
    " SUM(value_cents), MAX(max_cents) FROM temp.fold_group_delta WHERE scope = 'place' GROUP BY 2, 3, 4",
    "INSERT INTO temp.fold_group_delta SELECT 'subject', grain, period, type, subject, creature_id, '', '',"
    " SUM(globals), SUM(valued), SUM(value_cents), MAX(max_cents) FROM temp.fold_group_delta"
    " WHERE scope = 'place' AND grain <> 'day' GROUP BY 2, 3, 4, 5, 6"
    " UNION ALL"
    " SELECT 'location', grain, period, type, '', 0, location, planet, SUM(globals), SUM(valued), SUM(value_cents),"
    " MAX(max_cents) FROM temp.fold_group_delta WHERE scope = 'place' AND grain <> 'day' GROUP BY 2, 3, 4, 7, 8"};

// NULL sums and maxima mean "no valued global" on either side.
const char* const kAddDelta =
    "INSERT INTO global_group_summary SELECT * FROM temp.fold_group_delta WHERE true ORDER BY 1, 2, 3, 4, 5, 6, 7, 8"
    " ON CONFLICT (scope, grain, period, type, subject, creature_id, location, planet) DO UPDATE SET"
    " globals = globals + excluded.globals, valued = valued + excluded.valued,"
    " value_cents = COALESCE(value_cents + excluded.value_cents, value_cents, excluded.value_cents),"
    " max_cents = COALESCE(MAX(max_cents, excluded.max_cents), max_cents, excluded.max_cents)";

}  // namespace

void fold_group_summary(Database& db, const FoldRange& range) {
  db.exec(kCreateDelta);
  db.prepare(kNewDays).bind(1, range.after_id).bind(2, range.through_id).run();
  for (const char* rule : kRollups) db.prepare(rule).run();
  db.prepare(kAddDelta).run();
  db.exec("DELETE FROM temp.fold_group_delta");
}

}  // namespace snap
