// param_schema.h: the JSON Schema of one declared parameter, written once for every place that publishes
// parameters: /openapi.json, and the tool catalogue (GET /tools, MCP tools/list, the server card).
#pragma once

#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

// A parsed value as JSON (null when absent). DateTime values are Unix seconds.
Json param_value_json(const ParamValue& value);

// {"type":"integer","minimum":1,"maximum":50,"default":20,...}; a description when the spec has one and
// `with_description` asks for it (OpenAPI keeps it beside the schema instead).
Json param_schema(const ParamSpec& spec, bool with_description);

}  // namespace snap
