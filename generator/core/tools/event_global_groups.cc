// event_global_groups.cc: one event's groups of one grouping from event_scored_group (schema 0013, kept by
// matching), read by its index and ranked here in SQL. Figures in PED: total and average rounded to cents; a
// global without a value counts, but adds to no figure.
#include "core/tools/event_global_groups.h"

namespace snap {

const std::vector<std::string>& event_global_groupings() {
  static const std::vector<std::string> names = {"avatar", "creature", "type", "day"};
  return names;
}

const std::vector<std::string>& event_global_figures() {
  static const std::vector<std::string> names = {"count", "total", "max", "average"};
  return names;
}

EventGlobalGroups event_global_groups(Database& db, std::int64_t event_id, const std::string& group_by,
                                      const std::string& sort_by, std::int64_t limit) {
  // The figures' aliases are the sortBy names (sort_by is one of event_global_figures(), never a request's text);
  // SQLite puts nulls last in a descending order.
  Statement& rows = db.prepare(
      "SELECT grp, globals AS \"count\", value_cents / 100.0 AS total, max_cents / 100.0 AS max,"
      " ROUND(value_cents / 100.0 / valued, 2) AS average, COUNT(*) OVER ()"
      " FROM event_scored_group WHERE event_id = ?1 AND grouping = ?2"
      " ORDER BY \"" + sort_by + "\" DESC, \"count\" DESC, grp LIMIT ?3");
  rows.bind(1, event_id).bind(2, group_by).bind(3, limit);
  EventGlobalGroups groups;
  while (rows.step()) {
    Json row = Json::object();
    row["group"] = rows.json(0);
    row["count"] = rows.int64(1);
    row["total"] = rows.json(2);
    row["max"] = rows.json(3);
    row["average"] = rows.json(4);
    groups.group_count = rows.int64(5);
    groups.rows.push_back(std::move(row));
  }
  rows.reset();
  return groups;
}

}  // namespace snap
