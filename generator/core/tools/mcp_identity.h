// mcp_identity.h: who the MCP server says it is and which protocol revisions it speaks, written once for the
// server card (a snapshot file) and for snapedge's /mcp answers (initialize, server/discover, every _meta).
#pragma once

#include <string>
#include <vector>

#include "core/json_bytes.h"

namespace snap {

inline constexpr const char* kMcpEndpoint = "/mcp";

// The revisions /mcp serves, newest first: the stateless era (no handshake) and the earlier ones (initialize).
const std::vector<std::string>& mcp_protocol_versions();
bool is_modern_mcp_version(const std::string& version);  // a revision without the initialize handshake
const std::string& newest_legacy_mcp_version();  // what initialize answers when it cannot echo the client's

// {"name","title","version"}: the implementation identity MCP calls serverInfo.
Json mcp_server_info();

// One paragraph for a model: what the server offers and how to use its tools well.
const std::string& mcp_instructions();

// {"tools":{"listChanged":false}}: only tools; the catalogue changes only with a new release.
Json mcp_capabilities();

}  // namespace snap
