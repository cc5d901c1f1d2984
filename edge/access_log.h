// access_log.h: one line per request on stdout: time, client, method, target, status, bytes, milliseconds.
// Text lines escape request text (\xHH for quotes, backslashes, control and non-ASCII bytes); JSON lines (one
// object per line, for log shippers) percent-encode those bytes in method and target, so every line is valid
// UTF-8 JSON. Thread-safe.
#pragma once

#include <string>

namespace snap {

enum class AccessLog { None, Text, Json };

// Request text for a text log line: '"', '\\' and control or non-ASCII bytes written as \xHH, so no request can
// forge a field or a line.
std::string escaped_request_text(const std::string& text);

void log_access(AccessLog format, const std::string& remote, const std::string& method, const std::string& raw_target,
                int status, size_t bytes, double milliseconds);

}  // namespace snap
