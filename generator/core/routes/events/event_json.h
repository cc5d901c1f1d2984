// event_json.h: the JSON of an event as the list shows it (the light item) and of an event category; the event
// page (event_routes.cc) builds on both, so each field is written in one place.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/answer_schema.h"
#include "core/json_bytes.h"

namespace snap {

class Database;
class Statement;

// SELECT of the light item's columns over `event e` (no WHERE), with the clock bound to ?1. Column 0 is the
// event id; event_item_json() reads the rest. Also names its computed columns status, participant_count,
// category_count for WHERE and ORDER BY of an outer query.
const std::string& event_item_select();

// {name, slug, type, status, startDate, endDate, organiser, participantCount, categoryCount, banner}
Json event_item_json(const Statement& row);
// The JSON Schema of event_item_json()'s object: {"$ref": ".../EventSummary"}, kept once among the components.
Json event_item_schema(AnswerSchemas& schemas);
// The same object written out, for the event page, which adds its own fields (schema::extend).
Json event_item_object_schema();

// The light item of the event with this id, its status at `now`.
Json event_item(Database& db, std::int64_t now, std::int64_t event_id);

// SELECT of the categories of the event bound to ?1, in their order (position).
const std::string& event_categories_select();

// {id, name, scoringMethod, globalTypes, creatures, planets, minValue}; a null criterion means no restriction.
Json event_category_json(const Statement& row);
// The JSON Schema of event_category_json()'s object: {"$ref": ".../EventCategory"}.
Json event_category_schema(AnswerSchemas& schemas);
// The schema of a category's scoring method (ScoreMethod's names) and of its four criteria, {key, schema} in the
// order event_category_json() writes them; templates store categories in the same shape (event_routes.cc).
Json scoring_method_schema();
std::vector<schema::Property> event_criteria_schemas();

// The categories of the event with this id, in their order, each as event_category_json().
Json event_categories(Database& db, std::int64_t event_id);

}  // namespace snap
