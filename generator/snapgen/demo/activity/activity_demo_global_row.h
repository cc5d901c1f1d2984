// activity_demo_global_row.h: one demo global in memory, as the global parts draw, word, match and insert it.
// Its type is the core's GlobalType (core/domain/global_types.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/domain/global_types.h"

namespace snap::activity_demo {

// How the message is worded (chat-log.md section 2).
enum class MessageForm : std::uint8_t { Plain, InstanceFind, DiscoveredIn, PvpAsCreature };

struct GlobalRow {
  std::int64_t id = 0;
  UnixTime ts = 0;
  GlobalType type = GlobalType::Hunting;
  MessageForm form = MessageForm::Plain;
  size_t avatar = 0;             // the avatar of a global that is not a team's
  bool is_team = false;          // a team's global
  int team = -1;                 // index into Population::teams; -1 for loot shared by a team with no name
  std::optional<double> value;   // PED; none for Discovery, Tiered Item and PvP
  bool value_in_pec = false;     // a rare item under one PED is announced in PEC
  std::string subject;           // empty = NULL
  std::int64_t creature_id = 0;  // 0 = NULL
  int species = -1;
  int tier = 0;       // Tiered Item: the tier reached
  int pvp_kills = 0;  // PvP: kills in the spree
  int planet = -1;
  std::string location;  // empty = NULL; set exactly when the message names a place
  bool is_hof = false, is_ath = false;
  std::string message;
};

}  // namespace snap::activity_demo
