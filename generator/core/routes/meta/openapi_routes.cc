// openapi_routes.cc: /openapi.json, an OpenAPI 3.1 description generated from the route table itself, so
// it lists exactly the routes and parameters the server answers (and a test fails if one is missing), plus the
// MCP endpoint from the core's MCP identity and the push feed from its declaration.
#include "core/param_schema.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/live/push_endpoints.h"
#include "core/tools/mcp_identity.h"

namespace snap {
namespace {

// The {captures} of a pattern as path parameters.
Json path_parameters(const std::string& pattern) {
  Json params = Json::array();
  for (size_t open = pattern.find('{'); open != std::string::npos; open = pattern.find('{', open + 1)) {
    const std::string name = pattern.substr(open + 1, pattern.find('}', open) - open - 1);
    Json p = Json::object();
    p["name"] = name;
    p["in"] = "path";
    p["required"] = true;
    p["schema"] = Json{{"type", "string"}};
    params.push_back(std::move(p));
  }
  return params;
}

Json operation(const Route& route) {
  Json params = path_parameters(route.pattern);
  for (const ParamSpec& spec : route.params) {
    Json p = Json::object();
    p["name"] = spec.name;
    p["in"] = "query";
    p["required"] = false;
    p["description"] = spec.description;
    p["schema"] = param_schema(spec, false);
    params.push_back(std::move(p));
  }
  Json responses = Json::object();
  responses["200"] = Json{{"description", "OK (application/json)"}};
  responses["400"] = Json{{"description", "a parameter breaks a rule (application/problem+json, errors name it)"}};
  responses["404"] = Json{{"description", "no such resource (application/problem+json)"}};
  if (route.rate_limited)
    responses["429"] = Json{{"description", "over the caller's tool budget (application/problem+json; Retry-After)"}};
  Json op = Json::object();
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
  responses["400"] = Json{{"description", "a malformed message, a header disagreeing with the body, or an "
                                          "unsupported protocol version (a JSON-RPC error)"}};
  responses["404"] = Json{{"description", "a method this protocol revision does not have (a JSON-RPC error)"}};
  responses["405"] = Json{{"description", "a method other than POST (the endpoint opens no event stream)"}};
  responses["429"] = Json{{"description", "over the caller's tool budget (a JSON-RPC error; Retry-After)"}};
  Json op = Json::object();
  op["summary"] = "the MCP server (" + mcp_server_info().at("name").get<std::string>() +
                  "): Streamable HTTP, JSON responses, no session; protocol revisions " + versions +
                  "; every POST spends one tool call";
  op["requestBody"] = std::move(body);
  op["responses"] = std::move(responses);
  return op;
}

// The push feed (core/live/push_endpoints.h): snapedge answers it itself, so it is described from its declaration.
Json global_stream_operation() {
  Json params = Json::array();
  for (const ParamSpec& spec : global_stream_params())
    params.push_back(Json{{"name", spec.name}, {"in", "query"}, {"required", false}, {"description", spec.description},
                          {"schema", param_schema(spec, false)}});
  params.push_back(Json{{"name", "Last-Event-ID"},
                        {"in", "header"},
                        {"required", false},
                        {"description", "resume after this global id: what was missed comes first (the newest 1000)"},
                        {"schema", Json{{"type", "integer"}, {"minimum", 0}}}});
  Json responses = Json::object();
  responses["200"] = Json{{"description", "text/event-stream: per new global matching the filters, an event "
                                          "\"global\" whose id is the global's and whose data is the global as "
                                          "/globals lists it; a comment every 15 s"}};
  responses["400"] = Json{{"description", "a filter breaks a rule (application/problem+json, errors name it)"}};
  responses["503"] = Json{{"description", "every push slot is taken (application/problem+json; Retry-After)"}};
  return Json{{"summary", "new globals as Server-Sent Events, with /globals' filters"},
              {"parameters", std::move(params)},
              {"responses", std::move(responses)}};
}

std::string hub_methods(const std::vector<HubMethod>& methods) {
  std::string text;
  for (const HubMethod& m : methods) text += (text.empty() ? "" : "; ") + m.name + m.arguments + ": " + m.summary;
  return text;
}

void add_hub_paths(Json& paths) {
  for (const HubEndpoint& hub : hub_endpoints()) {
    std::string summary = "SignalR hub (WebSocket, JSON hub protocol 1): " + hub.summary + ". The server calls " +
                          hub_methods(hub.server_methods);
    if (!hub.client_methods.empty()) summary += ". Clients call " + hub_methods(hub.client_methods);
    Json upgrade = Json::object();
    upgrade["summary"] = summary;
    upgrade["responses"] = Json{{"101", Json{{"description", "switched to the WebSocket protocol"}}},
                                {"400", Json{{"description", "not a WebSocket upgrade (application/problem+json)"}}}};
    paths[hub.path] = Json{{"get", std::move(upgrade)}};
    Json negotiate = Json::object();
    negotiate["summary"] = "SignalR negotiation: the WebSocket transport and a connection token (not kept: any "
                           "token, or none with skipNegotiation, is accepted)";
    negotiate["parameters"] = Json::array({Json{{"name", "negotiateVersion"},
                                                {"in", "query"},
                                                {"required", false},
                                                {"schema", Json{{"type", "integer"}, {"minimum", 0}}}}});
    negotiate["responses"] = Json{{"200", Json{{"description", "the negotiate response (application/json)"}}},
                                  {"400", Json{{"description", "negotiateVersion is not a whole number"}}}};
    paths[hub.path + "/negotiate"] = Json{{"post", std::move(negotiate)}};
  }
}

Json render_openapi(const RenderContext&, const PathArgs&, const Params&) {
  Json paths = Json::object();
  for (const Route& route : all_routes().routes()) paths[route.pattern] = Json{{"get", operation(route)}};
  paths[kMcpEndpoint] = Json{{"post", mcp_operation()}};
  paths[kGlobalStreamPath] = Json{{"get", global_stream_operation()}};
  add_hub_paths(paths);
  Json doc = Json::object();
  doc["openapi"] = "3.1.0";
  doc["info"] = Json{{"title", "Entropia community API"}, {"version", "1"}};
  doc["paths"] = std::move(paths);
  return doc;
}

}  // namespace

void add_openapi_routes(RouteTable& table) {
  table.add(declare_route("/openapi.json", "this API described in OpenAPI 3.1, generated from the route table")
                .render(render_openapi)
                .snapshots(one_snapshot())
                .max_age(3600));
}

}  // namespace snap
