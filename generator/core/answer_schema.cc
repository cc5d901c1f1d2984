// answer_schema.cc: the words answer schemas are written with (answer_schema.h).
#include "core/answer_schema.h"

#include <algorithm>

namespace snap {

namespace {
const std::string kComponentPath = "#/components/schemas/";
}  // namespace

Json AnswerSchemas::ref(const std::string& name, const std::function<Json(AnswerSchemas&)>& build) {
  if (components_.find(name) == components_.end()) {
    components_[name] = Json::object();  // taken first, so a shape that refers to itself ends
    components_[name] = build(*this);
  }
  return Json{{"$ref", kComponentPath + name}};
}

const Json& AnswerSchemas::resolved(const Json& schema) const {
  if (!schema.contains("$ref")) return schema;
  return components_.at(schema["$ref"].get<std::string>().substr(kComponentPath.size()));
}

namespace schema {
namespace {

Json typed(const char* type, std::string description) {
  Json s = Json::object();
  s["type"] = type;
  if (!description.empty()) s["description"] = std::move(description);
  return s;
}

}  // namespace

Json string(std::string description) { return typed("string", std::move(description)); }
Json integer(std::string description) { return typed("integer", std::move(description)); }
Json number(std::string description) { return typed("number", std::move(description)); }
Json boolean(std::string description) { return typed("boolean", std::move(description)); }

Json date_time(std::string description) {
  Json s = typed("string", std::move(description));
  s["format"] = "date-time";
  return s;
}

Json date(std::string description) {
  Json s = typed("string", std::move(description));
  s["format"] = "date";
  return s;
}

Json month(std::string description) {
  Json s = typed("string", std::move(description));
  s["pattern"] = "^[0-9]{4}-(0[1-9]|1[0-2])$";
  return s;
}

Json one_of_values(const std::vector<std::string>& values, std::string description) {
  Json s = typed("string", std::move(description));
  s["enum"] = values;
  return s;
}

Json nullable(Json schema) {
  if (schema.contains("$ref")) {  // a $ref takes no siblings that change it: say "this, or null" with anyOf
    return Json{{"anyOf", Json::array({std::move(schema), Json{{"type", "null"}}})}};
  }
  if (schema.contains("enum")) schema["enum"].push_back(nullptr);
  if (schema.contains("type") && schema["type"].is_string()) schema["type"] = Json::array({schema["type"], "null"});
  return schema;
}

Json array(Json items, std::string description) {
  Json s = typed("array", std::move(description));
  s["items"] = std::move(items);
  return s;
}

Property optional(std::string name, Json schema) {
  Property p(std::move(name), std::move(schema));
  p.optional = true;
  return p;
}

Json object(std::vector<Property> properties, std::string description) {
  Json s = typed("object", std::move(description));
  s["properties"] = Json::object();
  s["required"] = Json::array();
  s["additionalProperties"] = false;
  return extend(std::move(s), std::move(properties));
}

Json extend(Json base, std::vector<Property> more) {
  for (Property& p : more) {  // a property the base has already is replaced
    Json& required = base["required"];
    if (!p.optional && std::find(required.begin(), required.end(), p.name) == required.end())
      required.push_back(p.name);
    base["properties"][p.name] = std::move(p.schema);
  }
  return base;
}

Json any(std::string description) {
  Json s = Json::object();
  if (!description.empty()) s["description"] = std::move(description);
  return s;
}

Json page_of(Json item, std::string description) {
  return object({{"items", array(std::move(item), "this page's items")},
                 {"totalCount", integer("items over all pages")},
                 {"pageNumber", integer("this page's number, from 1")},
                 {"pageSize", integer("items per page")},
                 {"totalPages", integer("pages in all (0 for an empty list)")}},
                std::move(description));
}

Json offset_page_of(Json item, std::string description) {
  return object({{"items", array(std::move(item), "this slice's items")},
                 {"totalCount", integer("items over all slices")},
                 {"offset", integer("the items skipped before this slice, from 0")},
                 {"pageSize", integer("items asked for (the slice may hold fewer)")}},
                std::move(description));
}

Json described(Json schema, std::string description) {
  schema["description"] = std::move(description);
  return schema;
}

}  // namespace schema
}  // namespace snap
