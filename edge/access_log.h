// access_log.h: one line per request on stdout: time, client, method, target, status, bytes, milliseconds.
// Request text is escaped (\xHH for quotes, backslashes, control and non-ASCII bytes). Thread-safe.
#pragma once

#include <string>

namespace snap {

void log_access(const std::string& remote, const std::string& method, const std::string& raw_target, int status,
                size_t bytes, double milliseconds);

}  // namespace snap
