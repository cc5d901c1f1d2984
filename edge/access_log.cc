// access_log.cc: the access-log line, written under a lock so lines never interleave.
#include "edge/access_log.h"

#include <cstdio>
#include <mutex>

#include "core/clock.h"

namespace snap {

namespace {

// Request text as the log shows it: '"', '\\' and control or non-ASCII bytes as \xHH, so no request can forge
// a field or a line.
std::string escaped(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out;
}

}  // namespace

void log_access(const std::string& remote, const std::string& method, const std::string& raw_target, int status,
                size_t bytes, double milliseconds) {
  static std::mutex mutex;
  const std::string when = format_iso8601(real_now());
  const std::string target = escaped(raw_target);
  std::lock_guard<std::mutex> lock(mutex);
  std::fprintf(stdout, "%s %s \"%s %s\" %d %zu %.2fms\n", when.c_str(), remote.c_str(), escaped(method).c_str(),
               target.c_str(), status, bytes, milliseconds);
  std::fflush(stdout);
}

}  // namespace snap
