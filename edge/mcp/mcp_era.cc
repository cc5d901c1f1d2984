// mcp_era.cc: the classifier and the modern era's header and _meta checks.
#include "edge/mcp/mcp_era.h"

#include <algorithm>

#include "core/tools/mcp_identity.h"
#include "edge/mcp/mcp_header_value.h"

namespace snap {
namespace {

bool supported(const std::string& version) {
  const auto& versions = mcp_protocol_versions();
  return std::find(versions.begin(), versions.end(), version) != versions.end();
}

JsonRpcError unsupported_version(const std::string& requested) {
  Json data = Json::object();
  data["supported"] = mcp_protocol_versions();
  data["requested"] = requested;
  return JsonRpcError(400, kMcpUnsupportedProtocolVersion, "Unsupported protocol version", data);
}

JsonRpcError header_mismatch(const std::string& message) {
  return JsonRpcError(400, kMcpHeaderMismatch, "Header mismatch: " + message);
}

JsonRpcError missing_meta(const std::string& key) {
  return JsonRpcError(400, kJsonRpcInvalidParams, "Invalid params: params._meta must carry \"" + key + "\"");
}

// A required standard header: present, and equal to the body's value.
void require_header_matches(const std::optional<std::string>& header, const char* name, const std::string& body) {
  if (!header) throw header_mismatch(std::string("the ") + name + " header is required");
  if (*header != body)
    throw header_mismatch(std::string(name) + " header value '" + *header + "' does not match body value '" + body +
                          "'");
}

void check_modern(const JsonRpcMessage& message, const HttpRequest& request, const Json& meta) {
  const Json& version = meta.at(kMetaProtocolVersion);
  if (!version.is_string()) throw missing_meta(kMetaProtocolVersion);
  const std::string requested = version.get<std::string>();
  // The header must agree with the body before the version is judged (the conformance suite's precedence): a
  // client that says one revision in each is told so, whichever of the two this server speaks.
  require_header_matches(request.mcp_protocol_version, "MCP-Protocol-Version", requested);
  if (!supported(requested) || !is_modern_mcp_version(requested)) throw unsupported_version(requested);
  require_header_matches(request.mcp_method, "Mcp-Method", message.method);
  if (message.method == "tools/call") {
    if (!request.mcp_name) throw header_mismatch("the Mcp-Name header is required on tools/call");
    const std::optional<std::string> name = decode_mcp_header_value(*request.mcp_name);
    if (!name) throw header_mismatch("the Mcp-Name header holds characters it may not carry unencoded");
    auto body_name = message.params.find("name");
    if (body_name != message.params.end() && body_name->is_string() && *name != body_name->get<std::string>())
      throw header_mismatch("Mcp-Name header value '" + *name + "' does not match body value '" +
                            body_name->get<std::string>() + "'");
  }
  auto capabilities = meta.find(kMetaClientCapabilities);
  if (capabilities == meta.end() || !capabilities->is_object()) throw missing_meta(kMetaClientCapabilities);
}

}  // namespace

McpEra classify_mcp_request(const JsonRpcMessage& message, const HttpRequest& request) {
  auto meta = message.params.find("_meta");
  if (meta != message.params.end() && meta->is_object() && meta->contains(kMetaProtocolVersion)) {
    check_modern(message, request, *meta);
    return McpEra::Modern;
  }
  const std::optional<std::string>& header = request.mcp_protocol_version;
  if (header && is_modern_mcp_version(*header)) throw missing_meta(kMetaProtocolVersion);
  if (header && message.method != "initialize" && !supported(*header)) throw unsupported_version(*header);
  return McpEra::Legacy;
}

}  // namespace snap
