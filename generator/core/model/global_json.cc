// global_json.cc: one global as JSON; the subject lands in the one field that fits its type, the others null.
#include "core/model/global_json.h"

#include "core/clock.h"
#include "core/domain/global_types.h"

namespace snap {

const char* const kGlobalColumns =
    "g.id, g.type, a.name, a.slug, t.name, t.slug, g.is_team, g.value, g.ts, g.is_hof, g.is_ath, g.subject,"
    " g.creature_id, g.tier, g.pvp_kills, g.planet, g.location, g.message";
const char* const kGlobalFrom = " FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id LEFT JOIN team t ON t.id = g.team_id";

namespace {
enum Column { kId, kType, kAvatarName, kAvatarSlug, kTeamName, kTeamSlug, kIsTeam, kValue, kTs, kIsHof, kIsAth,
              kSubject, kCreatureId, kTier, kPvpKills, kPlanet, kLocation, kMessage };

// The row's column when its type is `wanted`, else null.
Json column_if(const Statement& row, int column, std::optional<GlobalType> type, GlobalType wanted) {
  return type == wanted ? row.json(column) : Json(nullptr);
}
}  // namespace

Json global_json(const Statement& row) {
  const std::string stored = row.text(kType);
  const std::optional<GlobalType> type = global_type_named(stored);
  Json g = object_with_room(23);
  g["id"] = row.int64(kId);
  g["type"] = stored;
  g["avatarName"] = row.json(kAvatarName);  // null for a team global whose line names no avatar
  g["avatarSlug"] = row.json(kAvatarSlug);
  g["teamName"] = row.json(kTeamName);
  g["teamSlug"] = row.json(kTeamSlug);
  g["isTeam"] = row.int64(kIsTeam) != 0;
  g["globalValue"] = row.json(kValue);
  g["dateTime"] = format_iso8601(row.int64(kTs));
  g["isHof"] = row.int64(kIsHof) != 0;
  g["isAth"] = row.int64(kIsAth) != 0;
  g["creatureName"] = column_if(row, kSubject, type, GlobalType::Hunting);
  g["creatureId"] = column_if(row, kCreatureId, type, GlobalType::Hunting);
  const bool deposit = type == GlobalType::Mining || type == GlobalType::SpaceMining;
  g["depositName"] = deposit ? row.json(kSubject) : Json(nullptr);
  g["craftedItemName"] = column_if(row, kSubject, type, GlobalType::Construction);
  g["discoveredItemName"] = column_if(row, kSubject, type, GlobalType::Discovery);
  g["rareItemName"] = column_if(row, kSubject, type, GlobalType::RareItem);
  g["tieredItemName"] = column_if(row, kSubject, type, GlobalType::TieredItem);
  g["tieredItemTier"] = column_if(row, kTier, type, GlobalType::TieredItem);
  g["pvpSpree"] = column_if(row, kPvpKills, type, GlobalType::Pvp);
  g["planet"] = row.json(kPlanet);
  g["landareaName"] = row.json(kLocation);
  g["message"] = row.text(kMessage);
  return g;
}

Json global_subject(const Json& global) {
  for (const char* field :
       {"creatureName", "depositName", "craftedItemName", "discoveredItemName", "rareItemName", "tieredItemName"})
    if (!global.at(field).is_null()) return global.at(field);
  return nullptr;
}

}  // namespace snap
