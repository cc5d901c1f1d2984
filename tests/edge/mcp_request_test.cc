// mcp_request_test.cc: the MCP endpoint's request rules alone (edge/mcp/): JSON-RPC framing, which era a request
// is served in and the modern era's header and _meta checks, the Mcp-Name base64 sentinel and the Origin rule.
#include <catch2/catch.hpp>
#include <string>

#include "edge/mcp/json_rpc.h"
#include "edge/mcp/mcp_era.h"
#include "edge/mcp/mcp_header_value.h"
#include "edge/mcp/mcp_origin.h"

namespace {

int rpc_code_of(const std::string& body) {
  try {
    snap::parse_json_rpc(body);
  } catch (const snap::JsonRpcError& e) {
    CHECK(e.http_status() == 400);
    return e.code();
  }
  return 0;
}

snap::JsonRpcMessage modern(const std::string& method, const std::string& version = "2026-07-28") {
  snap::JsonRpcMessage message;
  message.id = 1;
  message.method = method;
  message.params["_meta"] = snap::Json{{"io.modelcontextprotocol/protocolVersion", version},
                                       {"io.modelcontextprotocol/clientCapabilities", snap::Json::object()}};
  return message;
}

snap::HttpRequest headers(const std::string& version, const std::string& method) {
  snap::HttpRequest request;
  request.mcp_protocol_version = version;
  request.mcp_method = method;
  return request;
}

// The JSON-RPC code a classification throws, 0 when it passes; `status` receives the HTTP status.
int classify_code(const snap::JsonRpcMessage& message, const snap::HttpRequest& request, int* status = nullptr) {
  try {
    snap::classify_mcp_request(message, request);
  } catch (const snap::JsonRpcError& e) {
    if (status) *status = e.http_status();
    return e.code();
  }
  return 0;
}

}  // namespace

TEST_CASE("framing: a body that is not one JSON-RPC request or notification is refused", "[edge][mcp]") {
  CHECK(rpc_code_of("{not json") == snap::kJsonRpcParseError);
  CHECK(rpc_code_of("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("\"ping\"") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"2.0\",\"id\":1}") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}") == snap::kJsonRpcInvalidRequest);
  CHECK(rpc_code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":[1]}") == snap::kJsonRpcInvalidRequest);
  const snap::JsonRpcMessage note = snap::parse_json_rpc("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/x\"}");
  CHECK(note.is_notification());
  CHECK(snap::parse_json_rpc("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}").id == snap::Json("a"));
}

TEST_CASE("era: _meta with a protocol version is modern and its headers must agree with the body", "[edge][mcp]") {
  CHECK(snap::classify_mcp_request(modern("tools/list"), headers("2026-07-28", "tools/list")) == snap::McpEra::Modern);
  int status = 0;
  CHECK(classify_code(modern("tools/list"), headers("2025-11-25", "tools/list"), &status) == snap::kMcpHeaderMismatch);
  CHECK(status == 400);
  CHECK(classify_code(modern("tools/list"), headers("2026-07-28", "tools/call")) == snap::kMcpHeaderMismatch);
  CHECK(classify_code(modern("tools/list"), snap::HttpRequest{}) == snap::kMcpHeaderMismatch);
  CHECK(classify_code(modern("tools/list", "1900-01-01"), headers("1900-01-01", "tools/list"), &status) ==
        snap::kMcpUnsupportedProtocolVersion);
  CHECK(status == 400);
  CHECK(classify_code(modern("tools/list", "2025-11-25"), headers("2025-11-25", "tools/list")) ==
        snap::kMcpUnsupportedProtocolVersion);  // a legacy revision has no per-request metadata
  snap::JsonRpcMessage no_capabilities = modern("tools/list");
  no_capabilities.params["_meta"].erase("io.modelcontextprotocol/clientCapabilities");
  CHECK(classify_code(no_capabilities, headers("2026-07-28", "tools/list")) == snap::kJsonRpcInvalidParams);
}

TEST_CASE("era: tools/call needs Mcp-Name equal to params.name, decoded from base64 when sent so", "[edge][mcp]") {
  snap::JsonRpcMessage call = modern("tools/call");
  call.params["name"] = "find_wiki_item";
  snap::HttpRequest request = headers("2026-07-28", "tools/call");
  CHECK(classify_code(call, request) == snap::kMcpHeaderMismatch);  // no Mcp-Name
  request.mcp_name = "find_wiki_item";
  CHECK(classify_code(call, request) == 0);
  request.mcp_name = "=?base64?ZmluZF93aWtpX2l0ZW0=?=";
  CHECK(classify_code(call, request) == 0);
  request.mcp_name = "get_wiki_item";
  CHECK(classify_code(call, request) == snap::kMcpHeaderMismatch);
}

TEST_CASE("era: without _meta a request is legacy unless the header names a modern revision", "[edge][mcp]") {
  snap::JsonRpcMessage legacy;
  legacy.id = 1;
  legacy.method = "tools/list";
  CHECK(snap::classify_mcp_request(legacy, snap::HttpRequest{}) == snap::McpEra::Legacy);
  CHECK(snap::classify_mcp_request(legacy, headers("2025-11-25", "")) == snap::McpEra::Legacy);
  int status = 0;
  CHECK(classify_code(legacy, headers("2026-07-28", "tools/list"), &status) == snap::kJsonRpcInvalidParams);
  CHECK(status == 400);
  CHECK(classify_code(legacy, headers("2024-01-01", ""), &status) == snap::kMcpUnsupportedProtocolVersion);
  CHECK(status == 400);
  legacy.method = "initialize";  // negotiates in its body, whatever the header says
  CHECK(snap::classify_mcp_request(legacy, headers("2024-01-01", "")) == snap::McpEra::Legacy);
}

TEST_CASE("Mcp-Name values: plain visible ASCII as is, the base64 sentinel decoded, anything else refused",
          "[edge][mcp]") {
  CHECK(snap::decode_mcp_header_value("get_weather") == std::string("get_weather"));
  CHECK(snap::decode_mcp_header_value("=?base64?w6lsw6k=?=") == std::string("\xC3\xA9l\xC3\xA9"));
  CHECK(snap::decode_mcp_header_value("=?base64?aA==?=") == std::string("h"));
  CHECK(snap::decode_mcp_header_value("=?base64?"
                                      "?=") == std::string(""));
  CHECK_FALSE(snap::decode_mcp_header_value("=?base64?not base64?="));
  CHECK_FALSE(snap::decode_mcp_header_value("=?base64?aA=?="));
  CHECK_FALSE(snap::decode_mcp_header_value("caf\xC3\xA9"));
  CHECK_FALSE(snap::decode_mcp_header_value("tab\there"));
  CHECK_FALSE(snap::decode_mcp_header_value("trailing "));
}

TEST_CASE("Origin: none or any serialized origin is served, a malformed one refused", "[edge][mcp]") {
  for (const char* origin :
       {"", "null", "https://example.com", "http://localhost:3000", "http://[::1]:8080", "chrome-extension://abcdef"})
    CHECK(snap::mcp_origin_allowed(origin));
  for (const char* origin : {"example.com", "https://", "https://example.com/path", "://x", "1http://x",
                             "https://exa mple.com", "https://user@example.com"})
    CHECK_FALSE(snap::mcp_origin_allowed(origin));
}
