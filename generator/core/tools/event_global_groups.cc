// event_global_groups.cc: the grouped query over one event's rows of event_scored_global, each grouping read
// from its covering index (schema 0013) in group order. Values are the globals' own, in PED: total and
// average rounded to cents; a global without a value counts, but adds to no figure.
#include "core/tools/event_global_groups.h"

#include <utility>

namespace snap {
namespace {

struct Grouping {
  std::string name;
  std::string key;   // the group's expression over event_scored_global s
  std::string shown; // the group as the row shows it (any row of the group gives the same)
  std::string from;  // FROM and the filter after the event's
};

const std::vector<Grouping>& groupings() {
  static const std::vector<Grouping> all = {
      {"avatar", "s.avatar_name", "s.avatar_name", "FROM event_scored_global s WHERE s.event_id = ?1"},
      {"creature", "s.hunted", "s.hunted", "FROM event_scored_global s WHERE s.event_id = ?1 AND s.hunted IS NOT NULL"},
      {"type", "s.type", "s.type", "FROM event_scored_global s WHERE s.event_id = ?1"},
      // whole UTC days as numbers while grouping (a date string per row costs more than the rest of the query)
      {"day", "s.ts / 86400", "date(s.ts / 86400 * 86400, 'unixepoch')", "FROM event_scored_global s WHERE s.event_id = ?1"}};
  return all;
}

const Grouping& grouping(const std::string& name) {
  for (const Grouping& g : groupings())
    if (g.name == name) return g;
  return groupings().front();  // unreachable: groupBy is one of the declared choices
}

}  // namespace

const std::vector<std::string>& event_global_groupings() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const Grouping& g : groupings()) out.push_back(g.name);
    return out;
  }();
  return names;
}

const std::vector<std::string>& event_global_figures() {
  static const std::vector<std::string> names = {"count", "total", "max", "average"};
  return names;
}

EventGlobalGroups event_global_groups(Database& db, std::int64_t event_id, const std::string& group_by,
                                      const std::string& sort_by, std::int64_t limit) {
  const Grouping& g = grouping(group_by);
  // The figures' aliases are the sortBy names; SQLite puts nulls last in a descending order.
  Statement& rows =
      db.prepare("SELECT " + g.shown + ", " + g.key +
                 " AS grp, COUNT(*) AS \"count\", ROUND(SUM(s.value), 2) AS total, MAX(s.value) AS max,"
                 " ROUND(AVG(s.value), 2) AS average, COUNT(*) OVER () " +
                 g.from + " GROUP BY grp ORDER BY \"" + sort_by + "\" DESC, \"count\" DESC, grp LIMIT ?2");
  rows.bind(1, event_id).bind(2, limit);
  EventGlobalGroups groups;
  while (rows.step()) {
    Json row = Json::object();
    row["group"] = rows.json(0);
    row["count"] = rows.int64(2);  // (column 1 is the group's key)
    row["total"] = rows.json(3);
    row["max"] = rows.json(4);
    row["average"] = rows.json(5);
    groups.group_count = rows.int64(6);
    groups.rows.push_back(std::move(row));
  }
  rows.reset();
  return groups;
}

}  // namespace snap
