// mcp_identity.cc: the server's MCP identity and revisions.
#include "core/tools/mcp_identity.h"

#include <algorithm>

namespace snap {

const std::vector<std::string>& mcp_protocol_versions() {
  static const std::vector<std::string> versions = {"2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"};
  return versions;
}

bool is_modern_mcp_version(const std::string& version) { return version >= "2026-07-28"; }

const std::string& newest_legacy_mcp_version() {
  static const std::string version = *std::find_if(mcp_protocol_versions().begin(), mcp_protocol_versions().end(),
                                                   [](const std::string& v) { return !is_modern_mcp_version(v); });
  return version;
}

Json mcp_server_info() {
  Json info = Json::object();
  info["name"] = "entropia-community-api";
  info["title"] = "Entropia Universe community API";
  info["version"] = "1.0.0";
  return info;
}

const std::string& mcp_instructions() {
  static const std::string text =
      "Read-only data about the game Entropia Universe (values in PED; 1 PED = 100 PEC): the community wiki "
      "(items, creatures, blueprints, locations), tracked globals (loot announcements, HOF and ATH), avatars and "
      "teams, PvP kills, trade chat, community events and this platform's documentation. Every tool answers a "
      "table: columns, rows, rowCount, truncated, unknown and a note. Read the note: it says how names were "
      "resolved (exact, other case, typo, maturity stripped, ...), the window counted and which stats have no "
      "recorded value (0 in rows; unknown lists them per row). truncated: more rows match than the limit let "
      "through, and the note says how to ask for the rest. Names are typo-tolerant; check the note before relying "
      "on a typo match. A name nothing is close to is an error naming the argument. Tool calls are limited per "
      "caller (60 per rolling minute unless the operator sets otherwise); the RateLimit response header says how "
      "many are left.";
  return text;
}

Json mcp_capabilities() { return Json{{"tools", Json{{"listChanged", false}}}}; }

}  // namespace snap
