// param_schema.cc: ParamSpec -> JSON Schema (draft 2020-12, which OpenAPI 3.1 and MCP both use).
#include "core/param_schema.h"

#include <cstdint>
#include <limits>

namespace snap {

Json param_value_json(const ParamValue& value) {
  if (const auto* i = std::get_if<std::int64_t>(&value)) return *i;
  if (const auto* d = std::get_if<double>(&value)) return *d;
  if (const auto* b = std::get_if<bool>(&value)) return *b;
  if (const auto* t = std::get_if<std::string>(&value)) return *t;
  return nullptr;
}

namespace {

// What parse_date_time accepts (core/clock.h): a date, or a date and time in UTC, seconds and their fractions
// optional. A pattern, not format "date-time": that format also allows other zones, which the API refuses.
constexpr const char* kDateOrUtcDateTime =
    "^\\d{4}-\\d\\d-\\d\\d([Tt ]\\d\\d:\\d\\d(:\\d\\d(\\.\\d+)?)?([Zz]|[+-]00:00|\\+0000)?)?$";

// A whole number's bound as the server applies it: declared, or else the 64-bit range it parses into.
Json integer_bound(const std::optional<double>& declared, std::int64_t otherwise) {
  return declared ? Json(static_cast<std::int64_t>(*declared)) : Json(otherwise);
}

}  // namespace

Json param_schema(const ParamSpec& spec, bool with_description) {
  Json schema = Json::object();
  switch (spec.type) {
    case ParamType::Integer:
      schema["type"] = "integer";
      // A value out of a clamped range, of any length, means the default (the description says so): no bounds.
      if (spec.out_of_range == OutOfRange::UseDefault) break;
      schema["minimum"] = integer_bound(spec.min, std::numeric_limits<std::int64_t>::min());
      schema["maximum"] = integer_bound(spec.max, std::numeric_limits<std::int64_t>::max());
      break;
    case ParamType::Number:
      schema["type"] = "number";
      if (spec.min) schema["minimum"] = *spec.min;
      if (spec.max) schema["maximum"] = *spec.max;
      break;
    case ParamType::Boolean: schema["type"] = "boolean"; break;
    case ParamType::DateTime: schema["type"] = "string"; schema["pattern"] = kDateOrUtcDateTime; break;
    case ParamType::Choice: schema["type"] = "string"; schema["enum"] = spec.choices; break;
    case ParamType::Text:
      schema["type"] = "string";
      if (spec.min_length && *spec.min_length > 0) schema["minLength"] = *spec.min_length;
      if (spec.max_length) schema["maxLength"] = *spec.max_length;
      break;
  }
  if (with_description && !spec.description.empty()) schema["description"] = spec.description;
  if (spec.default_value) schema["default"] = param_value_json(parse_param_value(spec, *spec.default_value));
  return schema;
}

}  // namespace snap
