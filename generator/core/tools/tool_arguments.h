// tool_arguments.h: a tool call's arguments checked against the tool's declaration, the same way whether they
// came as a query string (GET /tools/{name}) or as a JSON object (MCP tools/call). Every refusal is an
// ApiError 400 naming the argument; names the tool does not declare are listed, never refused.
#pragma once

#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/tools/tool.h"

namespace snap {

struct ToolCall {
  ToolArgs args;
  std::vector<std::string> ignored;  // undeclared names, in the order first given
};

// Query form: a list by repeating the name or by commas (a list of whole names: by repeating only), an object
// as JSON text; the first value of a repeated single-value argument wins (as on every route); an empty value
// counts as absent.
ToolCall tool_call_from_query(const Tool& tool, const QueryPairs& query);

// JSON form: `arguments` is an object (or null for none); a list is an array (a string is read as the query
// form reads it), an object an object; numbers and booleans as JSON or as text.
ToolCall tool_call_from_json(const Tool& tool, const Json& arguments);

}  // namespace snap
