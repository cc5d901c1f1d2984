// server_card.h: the MCP server card (/.well-known/mcp/server-card.json): identity, the endpoint and its
// transport, the protocol revisions, capabilities and every tool, generated from mcp_identity.h and the registry.
#pragma once

#include "core/answer_schema.h"
#include "core/json_bytes.h"

namespace snap {

Json server_card();

// The JSON Schema of server_card()'s object.
Json server_card_schema(AnswerSchemas& schemas);

}  // namespace snap
