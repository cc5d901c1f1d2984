// openapi_routes.cc: /openapi.json, an OpenAPI 3.1 description generated from the route table itself, so
// it lists exactly the routes and parameters the server answers (and a test fails if one is missing), plus the
// MCP endpoint from the core's MCP identity and the push feed from its declaration.
#include <cctype>
#include <map>
#include <stdexcept>

#include "core/live/push_endpoints.h"
#include "core/param_schema.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/meta/family_example.h"
#include "core/routes/meta/path_examples.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/tools/mcp_identity.h"
#include "core/tools/route_call.h"
#include "core/tools/tool_registry.h"
#include "core/tools/tool_schema.h"

namespace snap {
namespace {

// A real 400, as the one writer of problem bodies writes it: /globals asked for pageSize=0.
Json problem_example() {
  try {
    parse_params(find_route("/globals").params, parse_query_string("pageSize=0"));
  } catch (const ApiError& e) {
    return Json::parse(problem_json(e.problem()));
  }
  throw std::logic_error("/globals accepted pageSize=0: the Problem example needs another bad request");
}

Json problem_schema(AnswerSchemas&) {
  Json properties = Json::object();
  properties["type"] = Json{{"type", "string"}, {"description", "a URI naming the kind of problem"}};
  properties["title"] = Json{{"type", "string"}, {"description", "the status's title"}};
  properties["status"] = Json{{"type", "integer"}, {"description", "the HTTP status code"}};
  properties["detail"] = Json{{"type", "string"}, {"description", "what went wrong, for a person"}};
  properties["errors"] = Json{{"type", "object"},
                              {"description", "per parameter, what it broke (400s)"},
                              {"additionalProperties", Json{{"type", "array"}, {"items", Json{{"type", "string"}}}}}};
  return Json{{"type", "object"},
              {"description", "an error answer (RFC 9457 problem details)"},
              {"required", Json::array({"type", "title", "status", "detail"})},
              {"properties", std::move(properties)},
              {"examples", Json::array({problem_example()})}};
}

// An error answer: problem+json (RFC 9457) with what went wrong; 400s name the parameter.
Json problem_response(AnswerSchemas& schemas, const std::string& description) {
  return Json{
      {"description", description},
      {"content", Json{{"application/problem+json", Json{{"schema", schemas.ref("Problem", problem_schema)}}}}}};
}

// A unique operationId from the method and the pattern: "GET /weapons/{slug}/stats" -> "getWeaponsBySlugStats".
std::string operation_id(const std::string& method, const std::string& pattern) {
  std::string id = method;
  bool upper = true;
  for (size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '{') {
      id += "By";
      upper = true;
    } else if (std::isalnum(static_cast<unsigned char>(c))) {
      id.push_back(upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c);
      upper = false;
    } else {
      upper = true;  // '/', '-', '.', '}' start a new word
    }
  }
  return id;
}

// The {captures} of a route's pattern as path parameters: the shape the matcher accepts, or the closed set of
// values the route declares, and a value that reaches an answer in this data as the example.
Json path_parameters(PathExamples& path_examples, const Route& route) {
  Json params = Json::array();
  const std::map<std::string, std::string> examples = path_examples.of(route);
  const std::string& pattern = route.pattern;
  for (size_t open = pattern.find('{'); open != std::string::npos; open = pattern.find('{', open + 1)) {
    const std::string name = pattern.substr(open + 1, pattern.find('}', open) - open - 1);
    Json p = Json::object();
    p["name"] = name;
    p["in"] = "path";
    p["required"] = true;
    const auto choices = route.capture_choices.find(name);
    p["schema"] = choices == route.capture_choices.end() ? capture_schema(name)
                                                         : Json{{"type", "string"}, {"enum", choices->second}};
    if (const auto example = examples.find(name); example != examples.end())
      p["example"] = p["schema"].value("type", "") == "integer" ? Json(std::stoll(example->second))
                                                                : Json(example->second);
    params.push_back(std::move(p));
  }
  return params;
}

// A query parameter: its schema, whether it is required, and its description, which names the other spellings
// the API reads it under (API.md "Paged lists").
Json query_parameter(const ParamSpec& spec) {
  std::string description = spec.description;
  for (const std::string& alias : spec.aliases) description += "; also read as " + alias;
  return Json{{"name", spec.name},
              {"in", "query"},
              {"required", spec.required},
              {"description", std::move(description)},
              {"schema", param_schema(spec, false)}};
}

// The headers every answer carries for caches: its ETag (for If-None-Match) and how long it may be kept.
Json answer_headers(const Route& route) {
  const auto header = [](const std::string& description) {
    return Json{{"description", description}, {"schema", Json{{"type", "string"}}}};
  };
  std::string cache_control = "public, max-age=" + std::to_string(route.max_age_seconds);
  if (route.edge_cache_seconds > 0) cache_control += "; a live answer the edge holds adds stale-while-revalidate";
  Json headers{{"ETag", header("the answer's version; send it back in If-None-Match for a 304")},
               {"Cache-Control", header(cache_control)},
               {"X-Data-Version", header("the version of the data the answer was made from; equal versions, "
                                         "equal data")}};
  if (!route.page_param.empty() || route.offset_paged)
    headers["Link"] = header("RFC 8288 relative targets of the first, prev, next and (when the total is exact) last "
                             "pages, in this route's own parameter names");
  return headers;
}

// The 200 answer's content: its media type and the schema of its body. An NDJSON body's lines each follow the
// route's answer schema, given as "x-item-schema" (OpenAPI 3.1 has no word for the items of a sequence; 3.2's
// Media Type Object calls it itemSchema).
Json answer_content(const Route& route, AnswerSchemas& schemas) {
  const std::string full_type = route.media_type();
  const std::string media_type = full_type.substr(0, full_type.find(';'));
  if (!route.is_text()) return Json{{media_type, Json{{"schema", route.answer_schema(schemas)}}}};
  Json content = Json::object();
  if (std::string(route.text_format.extension) == kNdjsonText.extension) {
    content["schema"] = schema::string("one JSON value a line, each as x-item-schema says");
    content["x-item-schema"] = route.answer_schema(schemas);
  } else {
    content["schema"] = schema::string("the " + media_type + " document");
  }
  return Json{{media_type, std::move(content)}};
}

Json operation(PathExamples& path_examples, const Route& route, AnswerSchemas& schemas) {
  Json params = path_parameters(path_examples, route);
  for (const ParamSpec& spec : route.params) params.push_back(query_parameter(spec));
  Json responses = Json::object();
  responses["200"] =
      Json{{"description", "OK"}, {"headers", answer_headers(route)}, {"content", answer_content(route, schemas)}};
  responses["304"] = Json{{"description", "Not Modified: the answer the If-None-Match ETag names is still current"}};
  responses["400"] = problem_response(schemas, "a parameter breaks a rule (errors name it)");
  responses["404"] = problem_response(schemas, "no such resource");
  if (route.rate_limited)
    responses["429"] = problem_response(schemas, "over the caller's tool budget (Retry-After says when)");
  responses["500"] = problem_response(schemas, "the server failed (logged); retry later");
  responses["503"] =
      problem_response(schemas, "the query took too long or the database cannot be read (Retry-After says when to "
                                "ask again)");
  Json op = Json::object();
  op["operationId"] = operation_id("get", route.pattern);
  op["summary"] = route.summary;
  op["parameters"] = std::move(params);
  op["responses"] = std::move(responses);
  return op;
}

// The MCP endpoint: not a route of the table (snapedge answers it itself), described from the core's MCP identity.
Json mcp_operation() {
  std::string versions;
  for (const std::string& v : mcp_protocol_versions()) versions += (versions.empty() ? "" : ", ") + v;
  Json message = Json::object();
  message["type"] = "object";
  message["description"] = "one JSON-RPC 2.0 request or notification";
  message["required"] = Json::array({"jsonrpc", "method"});
  Json body = Json::object();
  body["required"] = true;
  body["content"] = Json{{"application/json", Json{{"schema", std::move(message)}}}};
  Json responses = Json::object();
  responses["200"] = Json{{"description", "a JSON-RPC response (application/json)"}};
  responses["202"] = Json{{"description", "a notification, accepted (no body)"}};
  responses["400"] = Json{{"description",
                           "a malformed message, a header disagreeing with the body, or an "
                           "unsupported protocol version (a JSON-RPC error)"}};
  responses["404"] = Json{{"description", "a method this protocol revision does not have (a JSON-RPC error)"}};
  responses["405"] = Json{{"description", "a method other than POST (the endpoint opens no event stream)"}};
  responses["429"] = Json{{"description", "over the caller's tool budget (a JSON-RPC error; Retry-After)"}};
  Json op = Json::object();
  op["operationId"] = operation_id("post", kMcpEndpoint);
  op["summary"] = "the MCP server (" + mcp_server_info().at("name").get<std::string>() +
                  "): Streamable HTTP, JSON responses, no session; protocol revisions " + versions +
                  "; every POST spends one tool call";
  op["requestBody"] = std::move(body);
  op["responses"] = std::move(responses);
  return op;
}

// The push feed (core/live/push_endpoints.h): snapedge answers it itself, so it is described from its declaration.
Json global_stream_operation(AnswerSchemas& schemas) {
  Json params = Json::array();
  for (const ParamSpec& spec : global_stream_params()) params.push_back(query_parameter(spec));
  params.push_back(query_parameter(global_stream_after_id()));
  params.push_back(Json{{"name", "Last-Event-ID"},
                        {"in", "header"},
                        {"required", false},
                        {"description", "resume after this global id: what was missed comes first (the newest 1000)"},
                        {"schema", Json{{"type", "integer"}, {"minimum", 0}}}});
  Json responses = Json::object();
  responses["200"] = Json{{"description",
                           "text/event-stream: per new global matching the filters, an event "
                           "\"global\" whose id is the global's and whose data is the global as "
                           "/globals lists it; a comment every 15 s"}};
  responses["400"] = problem_response(schemas, "a filter breaks a rule, or is one of /globals' the stream cannot "
                                                "apply: fromDate, toDate, search (errors name it)");
  responses["503"] = problem_response(schemas, "every push slot is taken (Retry-After says when)");
  return Json{{"operationId", operation_id("get", kGlobalStreamPath)},
              {"summary", "new globals as Server-Sent Events, with /globals' filters"},
              {"parameters", std::move(params)},
              {"responses", std::move(responses)}};
}

// A tool's argument as a query parameter, as tool_arguments.h reads it: one value; a list repeated (or
// comma-separated); an object as JSON text.
Json tool_parameter(const ToolArg& arg) {
  Json p{{"name", arg.spec.name}, {"in", "query"}, {"required", arg.required}, {"description", tool_argument_query_description(arg)}};
  if (arg.shape == ArgShape::Object) {
    p["content"] = Json{{"application/json", Json{{"schema", tool_argument_schema(arg)}}}};
    const Json members = Json::parse(arg.object_members, nullptr, false);  // an example object, when it is one
    if (members.is_object()) p["content"]["application/json"]["example"] = members;
  } else {
    p["schema"] = tool_argument_schema(arg);
    if (arg.shape == ArgShape::List) p["explode"] = true;  // style form: ?name=a&name=b
  }
  return p;
}

// Each tool of the registry as an operation of its own, GET /tools/<name> with its declared arguments and its
// envelope, beside the route /tools/{name}, whose {name} lists the tools (here: the registry is built after the
// route table, which its tools read): a generated client calls a tool as a function with typed arguments. The
// responses other than 200 are the route's.
void add_tool_paths(Json& paths) {
  Json names = Json::array();
  for (const Tool& tool : all_tools().tools()) names.push_back(tool.name);
  for (Json& p : paths.at("/tools/{name}").at("get").at("parameters"))
    if (p.at("name") == "name") {
      p["schema"] = Json{{"type", "string"}, {"enum", names}};
      p["example"] = names.front();
    }
  const Json generic = paths.at("/tools/{name}").at("get");  // a copy: adding paths moves the others
  for (const Tool& tool : all_tools().tools()) {
    Json op = generic;
    Json params = Json::array();
    for (const ToolArg& arg : tool.args) params.push_back(tool_parameter(arg));
    op["operationId"] = operation_id("get", "/tools/" + tool.name);
    op["summary"] = tool.title + " (the tool " + tool.name + "; rate limited)";
    op["description"] = tool.description;
    op["parameters"] = std::move(params);
    op["responses"]["200"]["content"]["application/json"]["schema"] = tool_output_schema(tool, AnswerDetail::Columns);
    op["responses"]["200"]["content"]["application/json"].erase("examples");
    paths["/tools/" + tool.name] = Json{{"get", std::move(op)}};
  }
}

std::string hub_methods(const std::vector<HubMethod>& methods) {
  std::string text;
  for (const HubMethod& m : methods) text += (text.empty() ? "" : "; ") + m.name + m.arguments + ": " + m.summary;
  return text;
}

// Each hub by its negotiate endpoint: OpenAPI describes no WebSocket, so the hub itself (a GET upgraded to a
// WebSocket at the hub's path) is told in the description.
void add_hub_paths(AnswerSchemas& schemas, Json& paths) {
  for (const HubEndpoint& hub : hub_endpoints()) {
    std::string description = "SignalR hub (WebSocket at " + hub.path + ", JSON hub protocol 1): " + hub.summary +
                              ". The server calls " + hub_methods(hub.server_methods);
    if (!hub.client_methods.empty()) description += ". Clients call " + hub_methods(hub.client_methods);
    Json negotiate = Json::object();
    negotiate["operationId"] = operation_id("post", hub.path + "/negotiate");
    negotiate["summary"] =
        "SignalR negotiation: the WebSocket transport and a connection token (not kept: any "
        "token, or none with skipNegotiation, is accepted)";
    negotiate["description"] = description + ".";
    negotiate["parameters"] = Json::array({Json{{"name", "negotiateVersion"},
                                                {"in", "query"},
                                                {"required", false},
                                                {"schema", Json{{"type", "integer"}, {"minimum", 0}}}}});
    negotiate["responses"] = Json{{"200", Json{{"description", "the negotiate response (application/json)"}}},
                                  {"400", problem_response(schemas, "negotiateVersion is not a whole number")}};
    paths[hub.path + "/negotiate"] = Json{{"post", std::move(negotiate)}};
  }
}

// Each family's example request, with the answer its route renders now, as that route's example.
void add_family_examples(const RenderContext& ctx, Json& paths) {
  for (const RouteFamily& family : all_routes().families()) {
    const std::optional<FamilyExample> example = render_family_example(ctx, family);
    if (!example || example->route->is_text()) continue;
    Json& content = paths[example->route->pattern]["get"]["responses"]["200"]["content"];
    content.begin().value()["examples"] =
        Json{{"fromThisData", Json{{"summary", "GET " + example->target}, {"value", example->answer}}}};
  }
}

Json render_openapi(const RenderContext& ctx, const PathArgs&, const Params&) {
  AnswerSchemas schemas(ctx.db);
  Json paths = Json::object();
  PathExamples path_examples(ctx);
  for (const Route& route : all_routes().routes())
    paths[route.pattern] = Json{{"get", operation(path_examples, route, schemas)}};
  add_family_examples(ctx, paths);
  add_tool_paths(paths);
  paths[kMcpEndpoint] = Json{{"post", mcp_operation()}};
  paths[kGlobalStreamPath] = Json{{"get", global_stream_operation(schemas)}};
  add_hub_paths(schemas, paths);
  Json doc = Json::object();
  doc["openapi"] = "3.1.0";
  doc["info"] = Json{{"title", "Entropia community API"},
                     {"version", "1"},
                     {"description", "Read-only and anonymous: no request needs credentials."}};
  doc["servers"] = Json::array({Json{{"url", "/"}, {"description", "the server that serves this document"}}});
  doc["security"] = Json::array();  // anonymous: no operation asks for credentials
  doc["paths"] = std::move(paths);
  Json components = Json::object();
  for (const auto& [name, schema] : schemas.components()) components[name] = schema;
  doc["components"] = Json{{"schemas", std::move(components)}};
  return doc;
}

Json openapi_schema(AnswerSchemas&) {
  using namespace schema;
  const Json part = Json{{"type", "object"}};
  return object({{"openapi", one_of_values({"3.1.0"})},
                 {"info", described(part, "title, version, description")},
                 {"servers", array(Json{{"type", "object"}})},
                 {"security", array(Json{{"type", "object"}}, "empty: no operation needs credentials")},
                 {"paths", described(part, "every route, /mcp, the event stream and the hubs' negotiation")},
                 {"components", described(part, "the shared answer shapes, by name")}},
                "an OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0)");
}

}  // namespace

void add_openapi_routes(RouteTable& table) {
  table.add(declare_route("/openapi.json", "this API described in OpenAPI 3.1, generated from the route table")
                .render(render_openapi)
                .answers(openapi_schema)
                .snapshots(one_snapshot())
                .max_age(3600));
}

}  // namespace snap
