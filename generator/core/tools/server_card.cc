// server_card.cc: the card, in the shape the MCP server-card proposal (SEP-1649) gives it.
#include "core/tools/server_card.h"

#include "core/tools/mcp_identity.h"
#include "core/tools/tool_schema.h"

namespace snap {

Json server_card() {
  Json card = Json::object();
  card["$schema"] = "https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json";
  card["version"] = "1.0";
  card["protocolVersion"] = mcp_protocol_versions().front();
  card["supportedProtocolVersions"] = mcp_protocol_versions();
  card["serverInfo"] = mcp_server_info();
  card["description"] = "Public, read-only, anonymous API over the Entropia Universe community platform: wiki, "
                        "globals, avatars, events and look-up tools.";
  card["instructions"] = mcp_instructions();
  card["transport"] = Json{{"type", "streamable-http"}, {"endpoint", kMcpEndpoint}};
  card["capabilities"] = mcp_capabilities();
  card["authentication"] = Json{{"required", false}, {"schemes", Json::array()}};
  card["tools"] = tool_listings();
  return card;
}

}  // namespace snap
