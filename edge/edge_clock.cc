// edge_clock.cc: reading the three kinds of clock, and the monotonic one.
#include "edge/edge_clock.h"

#include <chrono>
#include <stdexcept>

#include "core/bytes/file_bytes.h"

namespace snap {

UnixTime EdgeClock::now() const {
  switch (kind_) {
    case Kind::Fixed:
      return fixed_;
    case Kind::File: {
      std::string text = read_file_bytes(path_).value_or("");
      while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
      if (auto at = parse_iso8601_utc(text)) return *at;
      throw std::runtime_error("the clock file " + path_ + " does not hold an ISO 8601 UTC time");
    }
    case Kind::Real:
      break;
  }
  return real_now();
}

std::int64_t monotonic_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace snap
