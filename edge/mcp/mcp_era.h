// mcp_era.h: which MCP era a request to the dual-era /mcp speaks, and the checks that era puts on the request
// before any method runs. Body first, header as the cross-check (research note, "practical classifier", from the
// TypeScript SDK's inbound validation ladder):
//   - params._meta names a protocol version: modern (2026-07-28). An unsupported version is -32022/400; the
//     MCP-Protocol-Version header must be present and equal to it, Mcp-Method equal to the method, Mcp-Name
//     (decoded) equal to params.name on tools/call (-32020/400); _meta must carry the client capabilities
//     (-32602/400).
//   - no version in _meta, but the header names a modern version: -32602/400 (never silently legacy).
//   - anything else: legacy (2025-11-25 and earlier): initialize, ping, tools/*, no session. A header naming a
//     version this server does not speak is 400 (except on initialize, which negotiates in its body).
#pragma once

#include <string>

#include "edge/http_exchange.h"
#include "edge/mcp/json_rpc.h"

namespace snap {

enum class McpEra { Modern, Legacy };

inline constexpr const char* kMetaProtocolVersion = "io.modelcontextprotocol/protocolVersion";
inline constexpr const char* kMetaClientCapabilities = "io.modelcontextprotocol/clientCapabilities";

// Throws JsonRpcError for a request neither era accepts.
McpEra classify_mcp_request(const JsonRpcMessage& message, const HttpRequest& request);

}  // namespace snap
