// tool_schema.h: a tool as the catalogue lists it (name, title, description, the JSON Schema of its arguments
// and of its answer), written once for GET /tools, MCP tools/list and the server card, so the three agree.
#pragma once

#include "core/answer_schema.h"
#include "core/json_bytes.h"
#include "core/tools/tool.h"

namespace snap {

Json tool_input_schema(const Tool& tool);
Json tool_argument_schema(const ToolArg& arg);  // one argument's, as tool_input_schema() lists it
Json tool_output_schema(const Tool& tool);  // the envelope, with the declared columns as the rows' properties

// {"name","title","description","inputSchema","outputSchema"}
Json tool_listing(const Tool& tool);

// Every tool of the registry, in its order.
Json tool_listings();

// The JSON Schema of tool_listing()'s object (a component of /openapi.json).
Json tool_listing_schema(AnswerSchemas& schemas);
// The JSON Schema of GET /tools/{name}'s answer: one of the tools' envelopes, each closed (a component per tool).
Json tool_answer_schema(AnswerSchemas& schemas);

}  // namespace snap
