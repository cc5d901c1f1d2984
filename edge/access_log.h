// access_log.h: one line per request on stdout: time, client, method, target, status, bytes, milliseconds.
// Text lines escape request text (\xHH for quotes, backslashes, control and non-ASCII bytes); JSON lines (one
// object per line, for log shippers) percent-encode those bytes in method and target, so every line is valid
// UTF-8 JSON. Thread-safe.
#pragma once

#include <string>

namespace snap {

enum class AccessLog { None, Text, Json };

void log_access(AccessLog format, const std::string& remote, const std::string& method, const std::string& raw_target,
                int status, size_t bytes, double milliseconds);

}  // namespace snap
