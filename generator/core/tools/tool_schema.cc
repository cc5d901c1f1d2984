// tool_schema.cc: JSON Schema (draft 2020-12) of a tool's arguments and envelope, from its declaration.
#include "core/tools/tool_schema.h"

#include "core/param_schema.h"
#include "core/tools/tool_registry.h"

namespace snap {
Json tool_argument_schema(const ToolArg& arg) {
  if (arg.shape == ArgShape::Object) {
    Json schema = Json::object();
    schema["type"] = "object";
    schema["description"] = arg.spec.description + " Members: " + arg.object_members;
    return schema;
  }
  Json item = param_schema(arg.spec, arg.shape == ArgShape::One);
  if (arg.shape == ArgShape::One) return item;
  Json schema = Json::object();
  schema["type"] = "array";
  schema["description"] = arg.spec.description;
  item.erase("default");
  schema["items"] = std::move(item);
  return schema;
}

namespace {

Json column_schema(const ToolColumn& column) {
  Json schema = Json::object();
  if (column.stat)
    schema["type"] = column.type;  // never null: a blank stat shows as 0 (and the note says so)
  else
    schema["type"] = Json::array({column.type, "null"});
  schema["description"] = column.description;
  return schema;
}

Json string_array() { return Json{{"type", "array"}, {"items", Json{{"type", "string"}}}}; }

}  // namespace

Json tool_input_schema(const Tool& tool) {
  Json properties = Json::object();
  Json required = Json::array();
  for (const ToolArg& arg : tool.args) {
    properties[arg.spec.name] = tool_argument_schema(arg);
    if (arg.required) required.push_back(arg.spec.name);
  }
  Json schema = Json::object();
  schema["type"] = "object";
  schema["properties"] = std::move(properties);
  if (!required.empty()) schema["required"] = std::move(required);
  return schema;
}

Json tool_output_schema(const Tool& tool) {
  Json row_properties = Json::object();
  for (const ToolColumn& column : tool.columns) row_properties[column.name] = column_schema(column);
  Json properties = Json::object();
  properties["tool"] = Json{{"type", "string"}, {"const", tool.name}};
  properties["columns"] = string_array();
  properties["rows"] = Json{{"type", "array"}, {"items", Json{{"type", "object"}, {"properties", row_properties}}}};
  properties["rowCount"] = Json{{"type", "integer"}, {"minimum", 0}};
  properties["unknown"] = Json{{"type", "array"},
                               {"items", string_array()},
                               {"description",
                                "per row, in order, the stat columns with no recorded value: their 0 in the row "
                                "means unknown, not zero"}};
  properties["note"] = Json{{"type", "string"},
                            {"description",
                             "how names resolved, what could not be placed, which stats have no "
                             "recorded value (shown as 0 in rows)"}};
  properties["ignoredParameters"] = string_array();
  properties["ignoredParameters"]["description"] = "arguments given that this tool does not declare";
  Json schema = Json::object();
  schema["type"] = "object";
  schema["properties"] = std::move(properties);
  schema["required"] = Json::array({"tool", "columns", "rows", "rowCount", "unknown", "note"});
  return schema;
}

Json tool_listing(const Tool& tool) {
  Json listing = Json::object();
  listing["name"] = tool.name;
  listing["title"] = tool.title;
  listing["description"] = tool.description;
  listing["inputSchema"] = tool_input_schema(tool);
  listing["outputSchema"] = tool_output_schema(tool);
  // Every tool only reads (the API writes nothing), answers the same to the same call while the data stays, and
  // reads only this server's data: a client may run them without asking a person first.
  listing["annotations"] = Json{{"title", tool.title},
                                {"readOnlyHint", true},
                                {"destructiveHint", false},
                                {"idempotentHint", true},
                                {"openWorldHint", false}};
  return listing;
}

Json tool_listings() {
  Json tools = Json::array();
  for (const Tool& tool : all_tools().tools()) tools.push_back(tool_listing(tool));
  return tools;
}

Json tool_listing_schema(AnswerSchemas& schemas) {
  return schemas.ref("ToolListing", [](AnswerSchemas&) {
    using namespace schema;
    const Json json_schema = Json{{"type", "object"}, {"description", "a JSON Schema (draft 2020-12)"}};
    return object({{"name", string("what /tools/{name} and MCP tools/call take")},
                   {"title", string("a title for people")},
                   {"description", string("what the tool does, written for a model to act on")},
                   {"inputSchema", described(json_schema, "its arguments")},
                   {"outputSchema", described(json_schema, "its answer: the envelope, with its columns")},
                   {"annotations",
                    object({{"title", string("the title again, where MCP clients look for it")},
                            {"readOnlyHint", boolean("true: the tool changes nothing")},
                            {"destructiveHint", boolean("false")},
                            {"idempotentHint", boolean("true: the same call answers the same while the data stays")},
                            {"openWorldHint", boolean("false: it reads only this server's data")}},
                           "hints for MCP clients (every tool here only reads)")}},
                  "one tool as the catalogue lists it");
  });
}

Json tool_answer_schema(AnswerSchemas& schemas) {
  Json envelopes = Json::array();
  for (const Tool& tool : all_tools().tools()) {
    envelopes.push_back(schemas.ref("ToolAnswer_" + tool.name, [&tool](AnswerSchemas&) {
      Json envelope = tool_output_schema(tool);
      envelope["additionalProperties"] = false;
      envelope["description"] = tool.name + "'s envelope: " + tool.title;
      return envelope;
    }));
  }
  return Json{{"oneOf", std::move(envelopes)}, {"description", "the called tool's envelope (its \"tool\" says which)"}};
}

}  // namespace snap
