// mcp_header_value.h: the value of an MCP header that mirrors a body field (Mcp-Name): plain visible ASCII as
// sent, or the `=?base64?...?=` sentinel a client uses for anything else (2026-07-28 streamable-http.mdx,
// "Request Metadata"). The server decodes before it compares with the body.
#pragma once

#include <optional>
#include <string>

namespace snap {

// The decoded value; nullopt for a value no client may send (a control or non-ASCII byte, whitespace at either
// end, or a sentinel that is not valid base64).
std::optional<std::string> decode_mcp_header_value(const std::string& raw);

}  // namespace snap
