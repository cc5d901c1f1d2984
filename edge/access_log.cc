// access_log.cc: the access-log line, written under a lock so lines never interleave.
#include "edge/access_log.h"

#include <cstdio>
#include <mutex>

#include "core/clock.h"

namespace snap {

namespace {

// Request text with '"', '\\' and control or non-ASCII bytes written in `format` ("\\x%02x" for a text line,
// so no request can forge a field or a line; "%%%02X", percent-encoding as in a URL, for a JSON line, so the string
// needs no JSON escape and is valid UTF-8 whatever the request held).
std::string with_bytes_encoded(const std::string& text, const char* format) {
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
      char encoded[8];
      std::snprintf(encoded, sizeof encoded, format, c);
      out += encoded;
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out;
}

std::string percent_encoded(const std::string& text) { return with_bytes_encoded(text, "%%%02X"); }

}  // namespace

std::string escaped_request_text(const std::string& text) { return with_bytes_encoded(text, "\\x%02x"); }

void log_access(AccessLog format, const std::string& remote, const std::string& method, const std::string& raw_target,
                int status, size_t bytes, double milliseconds) {
  if (format == AccessLog::None) return;
  static std::mutex mutex;
  const std::string when = format_iso8601(real_now());
  char line[64];
  std::string text;
  if (format == AccessLog::Json) {
    std::snprintf(line, sizeof line, "\",\"status\":%d,\"bytes\":%zu,\"ms\":%.2f}\n", status, bytes, milliseconds);
    text = "{\"time\":\"" + when + "\",\"remote\":\"" + percent_encoded(remote) + "\",\"method\":\"" +
           percent_encoded(method) + "\",\"target\":\"" + percent_encoded(raw_target) + line;
  } else {
    std::snprintf(line, sizeof line, "\" %d %zu %.2fms\n", status, bytes, milliseconds);
    text = when + " " + remote + " \"" + escaped_request_text(method) + " " + escaped_request_text(raw_target) + line;
  }
  std::lock_guard<std::mutex> lock(mutex);
  std::fputs(text.c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace snap
