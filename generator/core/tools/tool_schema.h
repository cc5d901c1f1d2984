// tool_schema.h: a tool as the catalogue lists it (name, title, description, the JSON Schema of its arguments
// and of its answer), written once for GET /tools, MCP tools/list and the server card, so the three agree.
#pragma once

#include "core/answer_schema.h"
#include "core/json_bytes.h"
#include "core/tools/tool.h"

namespace snap {

// Every argument; those whose schemas differ only in their description share one under $defs.
Json tool_input_schema(const Tool& tool);
Json tool_argument_schema(const ToolArg& arg);  // one argument's, whole (no $ref)

// Its description for a query's reader (the docs page, /openapi.json): a list of whole names also says how a query
// gives several. MCP clients send arrays, so the catalogue leaves that out.
std::string tool_argument_query_description(const ToolArg& arg);

// How much an answer's schema says. The catalogue (GET /tools, MCP tools/list, the server card), whose every byte
// each agent pays in context, names the envelope's members and types its rows, leaving the columns to each
// answer's own `columns`; /openapi.json, read by people and code generators, types and explains every member and
// column.
enum class AnswerDetail { Envelope, Columns };

// The envelope; with AnswerDetail::Columns, the declared columns as the rows' properties.
Json tool_output_schema(const Tool& tool, AnswerDetail detail);

// {"name","title","description","inputSchema","outputSchema"}
Json tool_listing(const Tool& tool);

// Every tool of the registry, in its order.
Json tool_listings();

// The JSON Schema of tool_listing()'s object (a component of /openapi.json).
Json tool_listing_schema(AnswerSchemas& schemas);
// The JSON Schema of GET /tools/{name}'s answer: one of the tools' envelopes, each closed (a component per tool).
Json tool_answer_schema(AnswerSchemas& schemas);

}  // namespace snap
