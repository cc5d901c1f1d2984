// mcp_endpoint.h: POST /mcp, the MCP endpoint over Streamable HTTP: JSON responses only (never an event
// stream), stateless in both eras (no Mcp-Session-Id is issued or read). Origin check, body size, JSON-RPC
// framing, era, method; every refusal is a JSON-RPC error with its HTTP status. The dispatcher answers the
// other methods (OPTIONS preflight, 405 for the rest) and spends the tool budget before calling this.
#pragma once

#include <string>

#include "core/clock.h"
#include "edge/database_pool.h"
#include "edge/http_exchange.h"

namespace snap {

// Never throws. A notification is 202 with no body.
HttpResponse answer_mcp_post(const HttpRequest& request, DatabasePool& databases, UnixTime now);

// 429 for a caller over its tool budget: a JSON-RPC error (code kToolBudgetExceeded) naming the wait.
HttpResponse mcp_over_budget(const HttpRequest& request, int retry_after_seconds);

}  // namespace snap
