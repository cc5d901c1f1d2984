// mcp_methods.cc: one function per method; the tools come from the core's registry, listed by tool_listings()
// (the same listing as GET /tools and the server card) and run by run_tool() (the same envelope as
// GET /tools/{name}).
#include "edge/mcp/mcp_methods.h"

#include <algorithm>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/route.h"
#include "core/tools/mcp_identity.h"
#include "core/tools/tool_envelope.h"
#include "core/tools/tool_registry.h"
#include "core/tools/tool_schema.h"
#include "edge/database_pool.h"

namespace snap {
namespace {

// How long a client may keep server/discover and tools/list (caching.mdx): the catalogue changes only with a
// release, and GET /tools is cached as long (its max-age).
constexpr int kListTtlMs = 300'000;

JsonRpcError invalid_params(const std::string& message) { return JsonRpcError(200, kJsonRpcInvalidParams, message); }

void add_cache_hints(Json& result) {
  result["ttlMs"] = kListTtlMs;
  result["cacheScope"] = "public";
}

Json discover() {
  Json result = Json::object();
  result["supportedVersions"] = mcp_protocol_versions();
  result["capabilities"] = mcp_capabilities();
  result["instructions"] = mcp_instructions();
  add_cache_hints(result);
  return result;
}

// Legacy negotiation (lifecycle.mdx): echo the client's revision when spoken, else offer the newest legacy one.
Json initialize(const JsonRpcMessage& message) {
  std::string version = newest_legacy_mcp_version();
  auto requested = message.params.find("protocolVersion");
  if (requested != message.params.end() && requested->is_string()) {
    const auto& versions = mcp_protocol_versions();
    const std::string wanted = requested->get<std::string>();
    if (!is_modern_mcp_version(wanted) && std::find(versions.begin(), versions.end(), wanted) != versions.end())
      version = wanted;
  }
  Json result = Json::object();
  result["protocolVersion"] = version;
  result["capabilities"] = mcp_capabilities();
  result["serverInfo"] = mcp_server_info();
  result["instructions"] = mcp_instructions();
  return result;
}

// One page holds every tool, so no cursor was ever issued.
Json list_tools(McpEra era, const JsonRpcMessage& message) {
  if (message.params.contains("cursor")) throw invalid_params("Invalid cursor");
  Json result = Json::object();
  result["tools"] = tool_listings();
  if (era == McpEra::Modern) add_cache_hints(result);
  return result;
}

Json text_content(const std::string& text) { return Json::array({Json{{"type", "text"}, {"text", text}}}); }

Json call_tool(const JsonRpcMessage& message, DatabasePool& databases, UnixTime now) {
  auto name = message.params.find("name");
  if (name == message.params.end() || !name->is_string()) throw invalid_params("tools/call needs params.name");
  const Tool* tool = all_tools().find(name->get<std::string>());
  if (!tool) throw invalid_params("Unknown tool: " + name->get<std::string>());
  Json arguments = message.params.value("arguments", Json(nullptr));
  if (!arguments.is_null() && !arguments.is_object()) throw invalid_params("params.arguments must be an object");
  Json result = Json::object();
  try {
    const DatabaseLease lease = databases.lease();
    Database& db = *lease;
    const ReadTransaction one_version(db);
    const RenderContext ctx{db, now};
    Json envelope = run_tool(*tool, ctx, tool_call_from_json(*tool, arguments));
    result["content"] = text_content(to_bytes(envelope));
    result["structuredContent"] = std::move(envelope);
    result["isError"] = false;
  } catch (const ApiError& e) {
    // 2025-11-25 moved argument errors into the tool's result, so a model can read them and try again.
    if (e.problem().status >= 500) throw;
    result["content"] = text_content(e.problem().detail);
    result["isError"] = true;
  }
  return result;
}

Json answer_method(McpEra era, const JsonRpcMessage& message, DatabasePool& databases, UnixTime now) {
  const std::string& method = message.method;
  if (method == "tools/list") return list_tools(era, message);
  if (method == "tools/call") return call_tool(message, databases, now);
  if (era == McpEra::Modern && method == "server/discover") return discover();
  if (era == McpEra::Legacy && method == "initialize") return initialize(message);
  if (era == McpEra::Legacy && method == "ping") return Json::object();
  throw JsonRpcError(era == McpEra::Modern ? 404 : 200, kJsonRpcMethodNotFound, "Method not found: " + method);
}

}  // namespace

Json mcp_result(McpEra era, const JsonRpcMessage& message, DatabasePool& databases, UnixTime now) {
  Json result = answer_method(era, message, databases, now);
  if (era == McpEra::Legacy && message.method == "ping") return result;  // an empty result, as basic/utilities/ping
  if (era == McpEra::Modern) result["resultType"] = "complete";
  result["_meta"] = Json{{"io.modelcontextprotocol/serverInfo", mcp_server_info()}};
  return result;
}

}  // namespace snap
