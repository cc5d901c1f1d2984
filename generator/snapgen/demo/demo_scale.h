// demo_scale.h: how much data each --scale makes. The wiki is the same at every scale (it is a community
// database, not traffic); activity grows. small is the test default and builds in seconds.
#pragma once

#include <cstdint>
#include <string>

namespace snap {

struct DemoScale {
  std::string name;
  std::int64_t globals;
  std::int64_t avatars;
  std::int64_t teams;
  std::int64_t pvp_kills;
  std::int64_t trade_messages;
  std::int64_t events;
  std::int64_t challenges;
};

// small | medium | large; throws std::invalid_argument for anything else.
DemoScale demo_scale(const std::string& name);

}  // namespace snap
