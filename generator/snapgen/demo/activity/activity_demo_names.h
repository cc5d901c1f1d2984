// activity_demo_names.h: names of avatars and teams in the game's style (activity_demo_names.cc).
#pragma once

#include <cstddef>
#include <string>
#include <unordered_set>
#include <vector>

#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// Names in the game's style (chat-log.md section 1), unique against and added to `taken`.
std::string make_avatar_name(DemoRandom& rng, std::unordered_set<std::string>& taken);
std::vector<std::string> make_team_names(DemoRandom& rng, size_t count);

}  // namespace snap::activity_demo
