// activity_demo_global_messages.h: the wording of a demo global (activity_demo_global_messages.cc).
#pragma once

#include <string_view>

#include "snapgen/demo/activity/activity_demo_global_row.h"

namespace snap::activity_demo {

// The message as the game writes it after "[Globals] [] ", HTML entities decoded (chat-log.md section 2).
void compose_global_message(std::string_view actor, bool team, GlobalRow& row);

}  // namespace snap::activity_demo
