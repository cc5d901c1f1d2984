// edge_clock.h: the clock snapedge answers with: the real clock, a fixed instant (--now), or the instant
// written in a file (--clock-file), read again on every call so a test or a replay can move time forward.
#pragma once

#include <cstdint>
#include <string>

#include "core/clock.h"

namespace snap {

class EdgeClock {
 public:
  static EdgeClock real() { return EdgeClock(Kind::Real, 0, ""); }
  static EdgeClock fixed(UnixTime at) { return EdgeClock(Kind::Fixed, at, ""); }
  static EdgeClock from_file(std::string path) { return EdgeClock(Kind::File, 0, std::move(path)); }

  // Throws std::runtime_error when the clock file cannot be read as an ISO 8601 UTC time.
  UnixTime now() const;

 private:
  enum class Kind { Real, Fixed, File };
  EdgeClock(Kind kind, UnixTime fixed, std::string path) : kind_(kind), fixed_(fixed), path_(std::move(path)) {}
  Kind kind_;
  UnixTime fixed_;
  std::string path_;
};

// Milliseconds on a clock that moves only forward, at the real speed, whatever the answering clock says (--now
// and --clock-file set what the data is read at, not how fast time passes): the tool budget runs on it.
std::int64_t monotonic_ms();

}  // namespace snap
