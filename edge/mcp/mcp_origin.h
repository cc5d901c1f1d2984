// mcp_origin.h: which Origin headers /mcp serves. The MCP transports (2025-11-25 and 2026-07-28) ask a server
// to validate Origin against DNS rebinding and answer 403 to an invalid one. Rebinding lets a web page reach a
// server on the visitor's own network with the visitor's access; this server is public, anonymous and read-only
// (every REST route already allows every origin, and nothing it answers depends on who asks), so a rebound page
// can read nothing it could not read directly. The rule is therefore: no Origin, or any well-formed one (a
// serialized origin, RFC 6454 section 6.2: "null" or scheme://host[:port]), is served; a malformed one is refused.
#pragma once

#include <string>

namespace snap {

// `origin` is the header's value, empty when the request had none.
bool mcp_origin_allowed(const std::string& origin);

}  // namespace snap
