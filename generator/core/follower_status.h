// follower_status.h: the file through which `snapgen replicate --status-file` tells the snapedge beside it
// (`--follower-status`) how current its database is: when the follower last looked at the activity log, and how
// many messages the log holds past what it has recorded. One home for the format both programs read and write,
// and for the rule that makes an edge stale, which takes it out of a load balancer's pool (/healthz 503).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"

namespace snap {

struct FollowerStatus {
  UnixTime at = 0;                     // when the follower last wrote (its real clock)
  std::optional<std::int64_t> behind;  // messages the log holds past the replica; unknown while it cannot be reached
};

inline constexpr std::int64_t kFollowerSilentSeconds = 10;  // a follower writes every second while it runs
inline constexpr std::int64_t kFollowerBehindMessages = 1000;

// Written whole (a temporary file renamed over PATH), so a reader never sees half of it. False when it could not.
bool write_follower_status(const std::string& path, const FollowerStatus& status);

// nullopt when the file is missing or not a status.
std::optional<FollowerStatus> read_follower_status(const std::string& path);

// Why an edge whose follower wrote `status` (nullopt: nothing readable) is stale at `now`, or "" when it is not:
// the follower has not written for kFollowerSilentSeconds (stopped or hung), or the log holds more than
// kFollowerBehindMessages past it. A log that cannot be reached is not the edge's staleness: every edge sees it.
std::string follower_staleness(const std::optional<FollowerStatus>& status, UnixTime now);

}  // namespace snap
