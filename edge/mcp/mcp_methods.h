// mcp_methods.h: the methods /mcp answers and their results, per era. Modern (2026-07-28): server/discover,
// tools/list, tools/call; every result says resultType "complete". Legacy (2025-11-25 and earlier): initialize,
// ping, tools/list, tools/call, with no session and no need to initialize first. Every result carries the
// server's identity in _meta ("io.modelcontextprotocol/serverInfo").
#pragma once

#include <string>

#include "core/clock.h"
#include "core/json_bytes.h"
#include "edge/database_pool.h"
#include "edge/mcp/json_rpc.h"
#include "edge/mcp/mcp_era.h"

namespace snap {

// The result of `message`. Throws JsonRpcError: -32601 for a method the era does not have (HTTP 404 modern,
// 200 legacy), -32602 (200) for bad params or an unknown tool. A tool's own refusal (a bad argument, a name
// that does not resolve) is a result with isError. Lets DatabaseError through.
Json mcp_result(McpEra era, const JsonRpcMessage& message, DatabasePool& databases, UnixTime now);

}  // namespace snap
