// event_json.cc: the light event item and the category JSON.
#include "core/routes/events/event_json.h"

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_criteria.h"
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

Json event_item_schema(AnswerSchemas& schemas) {
  return schemas.ref("EventSummary", [](AnswerSchemas&) { return event_item_object_schema(); });
}

Json event_item_object_schema() {
  using namespace schema;
  return object({{"name", string("the event's name")},
                 {"slug", string("its page: /events/{slug}")},
                 {"type", one_of_values(event_types(), "what the event is about")},
                 {"status", one_of_values(event_statuses(),
                                          "at the time of the answer: Cancelled when cancelled, "
                                          "else Upcoming before startDate, Active until endDate, "
                                          "then Completed")},
                 {"startDate", date_time("when globals start to count (UTC, inclusive)")},
                 {"endDate", date_time("when globals stop counting (UTC, exclusive)")},
                 {"organiser", nullable(string("who organises it; null when not given"))},
                 {"participantCount", integer("avatars registered")},
                 {"categoryCount", integer("separately ranked categories")},
                 {"banner", nullable(string("the banner's image key, resolved by the client; null: none"))}},
                "an event as the list shows it");
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

Json scoring_method_schema() {
  return schema::one_of_values(score_method_names(),
                               "how standings are scored: TotalValue (sum of PED), HighestValue (best single global, "
                               "PED), Count (globals), Points (leaderboard points)");
}

std::vector<schema::Property> event_criteria_schemas() {
  using namespace schema;
  return {
      {"globalTypes",
       nullable(array(string("a global type, as /globals?type= names it"), "the global types that count; null: any"))},
      {"creatures",
       nullable(array(string("a creature species (any maturity)"), "the creatures whose globals count; null: any"))},
      {"planets", nullable(array(string("a planet"), "the planets whose globals count; null: any"))},
      {"minValue", nullable(number("the least value in PED a global needs to count; null: no minimum"))}};
}

Json event_category_schema(AnswerSchemas& schemas) {
  return schemas.ref("EventCategory", [](AnswerSchemas&) {
    using namespace schema;
    return extend(object({{"id", integer("the category's id: /events/{slug}/leaderboard/{id}")},
                          {"name", string("the category's name")},
                          {"scoringMethod", scoring_method_schema()}},
                         "one separately ranked category of an event, with its criteria (all must hold)"),
                  event_criteria_schemas());
  });
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
