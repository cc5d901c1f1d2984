// event_json.cc: the light event item and the category JSON.
#include "core/routes/events/event_json.h"

#include "core/clock.h"
#include "core/db/database.h"
#include "core/model/row_json.h"
#include "core/routes/events/event_lookup.h"

namespace snap {
const std::string& event_item_select() {
  static const std::string sql =
      "SELECT e.id, e.name, e.slug, e.type, " + event_status_sql(1) +
      " AS status, e.start_at, e.end_at, e.organiser_name,"
      " (SELECT COUNT(*) FROM event_participant p WHERE p.event_id = e.id) AS participant_count,"
      " (SELECT COUNT(*) FROM event_category c WHERE c.event_id = e.id) AS category_count, e.banner FROM event e";
  return sql;
}

Json event_item_json(const Statement& row) {
  Json item = Json::object();
  item["name"] = row.text(1);
  item["slug"] = row.text(2);
  item["type"] = row.text(3);
  item["status"] = row.text(4);
  item["startDate"] = format_iso8601(row.int64(5));
  item["endDate"] = format_iso8601(row.int64(6));
  item["organiser"] = row.json(7);
  item["participantCount"] = row.int64(8);
  item["categoryCount"] = row.int64(9);
  item["banner"] = row.json(10);
  return item;
}

Json event_item(Database& db, std::int64_t now, std::int64_t event_id) {
  Statement& item = db.prepare(event_item_select() + " WHERE e.id = ?2");
  item.bind(1, now).bind(2, event_id).step();
  Json body = event_item_json(item);
  item.reset();
  return body;
}

const std::string& event_categories_select() {
  static const std::string sql =
      "SELECT id, name, scoring_method, global_types, creatures, planets, min_value FROM event_category"
      " WHERE event_id = ?1 ORDER BY position, id";
  return sql;
}

Json event_category_json(const Statement& row) {
  Json category = Json::object();
  category["id"] = row.int64(0);
  category["name"] = row.text(1);
  category["scoringMethod"] = row.text(2);
  category["globalTypes"] = json_text_column(row, 3);
  category["creatures"] = json_text_column(row, 4);
  category["planets"] = json_text_column(row, 5);
  category["minValue"] = row.json(6);
  return category;
}

Json event_categories(Database& db, std::int64_t event_id) {
  Statement& rows = db.prepare(event_categories_select());
  rows.bind(1, event_id);
  Json categories = Json::array();
  while (rows.step()) categories.push_back(event_category_json(rows));
  rows.reset();
  return categories;
}

}  // namespace snap
