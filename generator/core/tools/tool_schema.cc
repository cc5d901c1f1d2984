// tool_schema.cc: JSON Schema (draft 2020-12) of a tool's arguments and envelope, from its declaration.
#include "core/tools/tool_schema.h"

#include <cctype>
#include <map>

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

std::string tool_argument_query_description(const ToolArg& arg) {
  const std::string description = tool_argument_schema(arg).value("description", "");
  return arg.whole_items ? description + " (repeat the parameter for several; a name may contain commas)" : description;
}

namespace {

// Below this many bytes an argument's schema is written again rather than referred to: a reference costs ~20.
constexpr size_t kSharedSchemaBytes = 40;

std::vector<std::string> camel_words(const std::string& name) {
  std::vector<std::string> words;
  for (char c : name) {
    if (words.empty() || std::isupper(static_cast<unsigned char>(c))) words.emplace_back();
    words.back().push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return words;
}

// A shared schema is named by the words its arguments end in alike (fromDate, toDate -> "date"; damageEnhancers,
// healEnhancers -> "enhancers"), else by the first argument's name.
std::string shared_schema_name(const std::vector<std::string>& arguments) {
  std::vector<std::string> suffix = camel_words(arguments.front());
  for (const std::string& other : arguments) {
    const std::vector<std::string> words = camel_words(other);
    size_t same = 0;
    while (same < suffix.size() && same < words.size() &&
           suffix[suffix.size() - 1 - same] == words[words.size() - 1 - same])
      ++same;
    suffix.erase(suffix.begin(), suffix.end() - static_cast<std::ptrdiff_t>(same));
  }
  if (suffix.empty()) return arguments.front();
  std::string name = suffix.front();
  for (size_t i = 1; i < suffix.size(); ++i) {
    std::string word = suffix[i];
    word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    name += word;
  }
  return name;
}

Json column_schema(const ToolColumn& column) {
  Json schema = Json::object();
  if (column.stat)
    schema["type"] = column.type;  // never null: a blank stat shows as 0 (and `unknown` and the note say so)
  else
    schema["type"] = Json::array({column.type, "null"});
  if (!column.description.empty()) schema["description"] = column.description;
  return schema;
}

Json typed(const char* type) { return Json{{"type", type}}; }

}  // namespace

// Arguments whose schemas are the same apart from their description share one under $defs.
Json tool_input_schema(const Tool& tool) {
  std::map<std::string, std::vector<std::string>> users;  // a schema without its description -> its arguments
  std::map<std::string, Json> schemas;
  for (const ToolArg& arg : tool.args) {
    Json schema = tool_argument_schema(arg);
    Json bare = schema;
    bare.erase("description");
    users[bare.dump()].push_back(arg.spec.name);
    schemas[arg.spec.name] = std::move(schema);
  }
  Json defs = Json::object();
  for (const auto& [bare, arguments] : users) {
    if (arguments.size() < 2 || bare.size() < kSharedSchemaBytes) continue;
    const std::string name = shared_schema_name(arguments);
    defs[name] = Json::parse(bare);
    for (const std::string& argument : arguments) {
      Json& schema = schemas[argument];
      Json reference = Json{{"$ref", "#/$defs/" + name}};
      if (schema.contains("description")) reference["description"] = schema["description"];
      schema = std::move(reference);
    }
  }
  Json properties = Json::object();
  Json required = Json::array();
  for (const ToolArg& arg : tool.args) {
    properties[arg.spec.name] = std::move(schemas[arg.spec.name]);
    if (arg.required) required.push_back(arg.spec.name);
  }
  Json schema = Json::object();
  schema["type"] = "object";
  schema["properties"] = std::move(properties);
  if (!required.empty()) schema["required"] = std::move(required);
  if (!defs.empty()) schema["$defs"] = std::move(defs);
  return schema;
}

Json tool_output_schema(const Tool& tool, AnswerDetail detail) {
  Json properties = Json::object();
  properties["rows"] = Json{{"type", "array"}, {"items", typed("object")}};
  if (detail == AnswerDetail::Columns) {
    properties["tool"] = Json{{"const", tool.name}};
    Json& columns = properties["rows"]["items"]["properties"] = Json::object();
    for (const ToolColumn& column : tool.columns) columns[column.name] = column_schema(column);
    const Json names = Json{{"type", "array"}, {"items", typed("string")}};
    properties["columns"] = names;
    properties["columns"]["description"] = "the rows' members, in order";
    properties["rowCount"] = Json{{"type", "integer"}, {"description", "how many rows"}};
    properties["truncated"] = Json{{"type", "boolean"},
                                   {"description",
                                    "true: more rows match than the limit let through; the note says how to ask for "
                                    "the rest"}};
    properties["unknown"] = Json{{"type", "array"},
                                 {"items", names},
                                 {"description",
                                  "per row, in order, the stat columns with no recorded value: their 0 in the row "
                                  "means unknown, not zero"}};
    properties["note"] = Json{{"type", "string"},
                              {"description",
                               "how names resolved, what could not be placed, the window counted, which stats have no "
                               "recorded value"}};
    properties["ignoredParameters"] = names;
    properties["ignoredParameters"]["description"] = "arguments given that this tool does not declare";
  }
  Json schema = Json::object();
  schema["type"] = "object";
  schema["properties"] = std::move(properties);
  schema["required"] = Json::array({"tool", "columns", "rows", "rowCount", "truncated", "unknown", "note"});
  return schema;
}

Json tool_listing(const Tool& tool) {
  Json listing = Json::object();
  listing["name"] = tool.name;
  listing["title"] = tool.title;
  listing["description"] = tool.description;
  listing["inputSchema"] = tool_input_schema(tool);
  listing["outputSchema"] = tool_output_schema(tool, AnswerDetail::Envelope);
  // Every tool only reads (the API writes nothing), answers the same to the same call while the data stays, and
  // reads only this server's data: a client may run them without asking a person first. The title is the tool's
  // own (since 2025-06-18), not repeated here: a 2025-03-26 client shows the name instead.
  listing["annotations"] = Json{{"readOnlyHint", true},
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
                   {"description", string("what the tool answers and when to use it, written for a model to act on")},
                   {"inputSchema", described(json_schema, "its arguments")},
                   {"outputSchema", described(json_schema,
                                              "its answer's envelope (the columns with their types and meanings: "
                                              "this document's /tools/{name} operations)")},
                   {"annotations",
                    object({{"readOnlyHint", boolean("true: the tool changes nothing")},
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
      Json envelope = tool_output_schema(tool, AnswerDetail::Columns);
      envelope["additionalProperties"] = false;
      envelope["description"] = tool.name + "'s envelope: " + tool.title;
      return envelope;
    }));
  }
  return Json{{"oneOf", std::move(envelopes)}, {"description", "the called tool's envelope (its \"tool\" says which)"}};
}

}  // namespace snap
