// global_json.cc: one global as JSON; the subject lands in the one field that fits its type, the others null.
#include "core/model/global_json.h"

#include "core/clock.h"

namespace snap {

const char* const kGlobalColumns =
    "g.id, g.type, a.name, a.slug, t.name, t.slug, g.is_team, g.value, g.ts, g.is_hof, g.is_ath, g.subject,"
    " g.creature_id, g.tier, g.pvp_kills, g.planet, g.location, g.message";
const char* const kGlobalFrom = " FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id LEFT JOIN team t ON t.id = g.team_id";

namespace {
enum Column { kId, kType, kAvatarName, kAvatarSlug, kTeamName, kTeamSlug, kIsTeam, kValue, kTs, kIsHof, kIsAth,
              kSubject, kCreatureId, kTier, kPvpKills, kPlanet, kLocation, kMessage };

Json subject_if(const Statement& row, const std::string& type, const char* wanted) {
  return type == wanted ? row.json(kSubject) : Json(nullptr);
}
}  // namespace

Json global_json(const Statement& row) {
  const std::string type = row.text(kType);
  Json g = object_with_room(23);
  g["id"] = row.int64(kId);
  g["type"] = type;
  g["avatarName"] = row.json(kAvatarName);  // null for a team global whose line names no avatar
  g["avatarSlug"] = row.json(kAvatarSlug);
  g["teamName"] = row.json(kTeamName);
  g["teamSlug"] = row.json(kTeamSlug);
  g["isTeam"] = row.int64(kIsTeam) != 0;
  g["globalValue"] = row.json(kValue);
  g["dateTime"] = format_iso8601(row.int64(kTs));
  g["isHof"] = row.int64(kIsHof) != 0;
  g["isAth"] = row.int64(kIsAth) != 0;
  g["creatureName"] = subject_if(row, type, "Hunting");
  g["creatureId"] = type == "Hunting" ? row.json(kCreatureId) : Json(nullptr);
  g["depositName"] = type == "Mining" || type == "Space Mining" ? row.json(kSubject) : Json(nullptr);
  g["craftedItemName"] = subject_if(row, type, "Construction");
  g["discoveredItemName"] = subject_if(row, type, "Discovery");
  g["rareItemName"] = subject_if(row, type, "Rare Item");
  g["tieredItemName"] = subject_if(row, type, "Tiered Item");
  g["tieredItemTier"] = type == "Tiered Item" ? row.json(kTier) : Json(nullptr);
  g["pvpSpree"] = type == "PvP" ? row.json(kPvpKills) : Json(nullptr);
  g["planet"] = row.json(kPlanet);
  g["landareaName"] = row.json(kLocation);
  g["message"] = row.text(kMessage);
  return g;
}

}  // namespace snap
