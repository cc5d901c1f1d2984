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
  card["description"] =
      "Public, read-only, anonymous API over the Entropia Universe community platform: wiki, "
      "globals, avatars, events and look-up tools.";
  card["instructions"] = mcp_instructions();
  card["transport"] = Json{{"type", "streamable-http"}, {"endpoint", kMcpEndpoint}};
  card["capabilities"] = mcp_capabilities();
  card["authentication"] = Json{{"required", false}, {"schemes", Json::array()}};
  card["tools"] = tool_listings();
  return card;
}

Json server_card_schema(AnswerSchemas& schemas) {
  using namespace schema;
  const Json versions = one_of_values(mcp_protocol_versions());
  return object(
      {{"$schema", string("the server card format this follows")},
       {"version", string("the card format's version")},
       {"protocolVersion", described(versions, "the newest MCP protocol revision the server speaks")},
       {"supportedProtocolVersions", array(versions, "every MCP revision the server speaks, newest first")},
       {"serverInfo",
        object({{"name", string()}, {"title", string()}, {"version", string()}}, "the server's identity")},
       {"description", string("what the server offers")},
       {"instructions", string("how a model should use the tools")},
       {"transport",
        object({{"type", one_of_values({"streamable-http"})}, {"endpoint", string("the MCP endpoint's path")}})},
       {"capabilities", object({{"tools", object({{"listChanged", boolean("false: the tool list never changes while "
                                                                          "the server runs")}})}})},
       {"authentication", object({{"required", boolean("false: anonymous")}, {"schemes", array(string())}})},
       {"tools", array(tool_listing_schema(schemas), "every tool, as GET /tools lists them")}},
      "the MCP server card");
}

}  // namespace snap
