// param_schema.cc: ParamSpec -> JSON Schema (draft 2020-12, which OpenAPI 3.1 and MCP both use).
#include "core/param_schema.h"

namespace snap {

Json param_value_json(const ParamValue& value) {
  if (const auto* i = std::get_if<std::int64_t>(&value)) return *i;
  if (const auto* d = std::get_if<double>(&value)) return *d;
  if (const auto* b = std::get_if<bool>(&value)) return *b;
  if (const auto* t = std::get_if<std::string>(&value)) return *t;
  return nullptr;
}

Json param_schema(const ParamSpec& spec, bool with_description) {
  Json schema = Json::object();
  switch (spec.type) {
    case ParamType::Integer: schema["type"] = "integer"; break;
    case ParamType::Number: schema["type"] = "number"; break;
    case ParamType::Boolean: schema["type"] = "boolean"; break;
    case ParamType::DateTime: schema["type"] = "string"; schema["format"] = "date-time"; break;
    case ParamType::Choice: schema["type"] = "string"; schema["enum"] = spec.choices; break;
    case ParamType::Text: schema["type"] = "string"; break;
  }
  if (with_description && !spec.description.empty()) schema["description"] = spec.description;
  if (spec.min) schema["minimum"] = *spec.min;
  if (spec.max) schema["maximum"] = *spec.max;
  if (spec.default_value) schema["default"] = param_value_json(parse_param_value(spec, *spec.default_value));
  return schema;
}

}  // namespace snap
