// shared_loot.h: "(Shared Loot)", what a team global's line says in place of a team name when the team that shared
// the loot has none (chat-log.md section 1). Such a global is a team's (isTeam) that names no team and no avatar:
// the tracker keeps no team record under this label (0034_shared_loot.sql).
#pragma once

#include <string_view>

namespace snap {

inline constexpr std::string_view kSharedLootLabel = "(Shared Loot)";

}  // namespace snap
