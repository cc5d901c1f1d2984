// server_card.h: the MCP server card (/.well-known/mcp/server-card.json): identity, the endpoint and its
// transport, the protocol revisions, capabilities and every tool, generated from mcp_identity.h and the registry.
#pragma once

#include "core/json_bytes.h"

namespace snap {

Json server_card();

}  // namespace snap
