// global_json.cc: one global as JSON; the subject lands in the one field that fits its type, the others null.
#include "core/model/global_json.h"

#include "core/clock.h"
#include "core/domain/global_types.h"

namespace snap {

const char* const kGlobalColumns =
    "g.id, g.type, a.name, a.slug, t.name, t.slug, g.is_team, g.value, g.ts, g.is_hof, g.is_ath, g.subject,"
    " g.creature_id, g.tier, g.pvp_kills, g.planet, g.location, g.message";
// One spelling of the joins for kGlobalFrom and global_rows_for_ids (a literal, so kGlobalFrom is one too and no
// static initialisation order matters).
#define SNAP_GLOBAL_JOINS " LEFT JOIN avatar a ON a.id = g.avatar_id LEFT JOIN team t ON t.id = g.team_id"
const char* const kGlobalFrom = " FROM global g" SNAP_GLOBAL_JOINS;
namespace {
const char* const kGlobalJoins = SNAP_GLOBAL_JOINS;
}  // namespace
#undef SNAP_GLOBAL_JOINS

std::string global_rows_for_ids(const std::string& ids_sql) {
  return std::string("SELECT ") + kGlobalColumns + " FROM (" + ids_sql + ") p CROSS JOIN global g ON g.id = p.id" +
         kGlobalJoins;
}

namespace {
enum Column {
  kId,
  kType,
  kAvatarName,
  kAvatarSlug,
  kTeamName,
  kTeamSlug,
  kIsTeam,
  kValue,
  kTs,
  kIsHof,
  kIsAth,
  kSubject,
  kCreatureId,
  kTier,
  kPvpKills,
  kPlanet,
  kLocation,
  kMessage
};

// The row's column when its type is `wanted`, else null.
Json column_if(const Statement& row, int column, std::optional<GlobalType> type, GlobalType wanted) {
  return type == wanted ? row.json(column) : Json(nullptr);
}
}  // namespace

Json global_json(const Statement& row) {
  const std::string stored = row.text(kType);
  const std::optional<GlobalType> type = global_type_named(stored);
  Json g = object_with_room(23);
  append_field(g, "id", row.int64(kId));
  append_field(g, "type", stored);
  append_field(g, "avatarName", row.json(kAvatarName));  // null for a team global whose line names no avatar
  append_field(g, "avatarSlug", row.json(kAvatarSlug));
  append_field(g, "teamName", row.json(kTeamName));
  append_field(g, "teamSlug", row.json(kTeamSlug));
  append_field(g, "isTeam", row.int64(kIsTeam) != 0);
  append_field(g, "globalValue", row.json(kValue));
  append_field(g, "dateTime", format_iso8601(row.int64(kTs)));
  append_field(g, "isHof", row.int64(kIsHof) != 0);
  append_field(g, "isAth", row.int64(kIsAth) != 0);
  append_field(g, "creatureName", column_if(row, kSubject, type, GlobalType::Hunting));
  append_field(g, "creatureId", column_if(row, kCreatureId, type, GlobalType::Hunting));
  const bool deposit = type == GlobalType::Mining || type == GlobalType::SpaceMining;
  append_field(g, "depositName", deposit ? row.json(kSubject) : Json(nullptr));
  append_field(g, "craftedItemName", column_if(row, kSubject, type, GlobalType::Construction));
  append_field(g, "discoveredItemName", column_if(row, kSubject, type, GlobalType::Discovery));
  append_field(g, "rareItemName", column_if(row, kSubject, type, GlobalType::RareItem));
  append_field(g, "tieredItemName", column_if(row, kSubject, type, GlobalType::TieredItem));
  append_field(g, "tieredItemTier", column_if(row, kTier, type, GlobalType::TieredItem));
  append_field(g, "pvpSpree", column_if(row, kPvpKills, type, GlobalType::Pvp));
  append_field(g, "planet", row.json(kPlanet));
  append_field(g, "landareaName", row.json(kLocation));
  append_field(g, "message", row.text(kMessage));
  return g;
}

Json global_schema(AnswerSchemas& schemas) {
  return schemas.ref("Global", [](AnswerSchemas&) { return global_object_schema(); });
}

Json global_object_schema() {
  using namespace schema;
  const auto subject = [](const char* what) { return nullable(string(what)); };
  return object(
      {{"id", integer("the global's id: stable, ascending in the order globals were recorded")},
       {"type", one_of_values(global_type_names(), "the kind of global, as the game names it")},
       {"avatarName", nullable(string("the avatar named in the announcement; null for a team global naming none"))},
       {"avatarSlug", nullable(string("its profile: /avatars/{avatarSlug}"))},
       {"teamName", nullable(string("the team of a team global"))},
       {"teamSlug", nullable(string("its profile: /teams/{teamSlug}"))},
       {"isTeam", boolean("a team global")},
       {"globalValue", nullable(number("the announced value in PED"))},
       {"dateTime", date_time("when it was announced (UTC)")},
       {"isHof", boolean("a Hall of Fame entry")},
       {"isAth", boolean("an all-time-high entry")},
       {"creatureName", subject("hunting: the creature")},
       {"creatureId", nullable(integer("hunting: the creature's wiki id, when it is in the wiki"))},
       {"depositName", subject("mining and space mining: the deposit")},
       {"craftedItemName", subject("construction: the item crafted")},
       {"discoveredItemName", subject("discovery: the item discovered")},
       {"rareItemName", subject("rare item: the item found")},
       {"tieredItemName", subject("tiered item: the item tiered up")},
       {"tieredItemTier", nullable(number("tiered item: the tier reached"))},
       {"pvpSpree", nullable(integer("PvP: the kills of the spree"))},
       {"planet", nullable(string("the planet, when the announcement says"))},
       {"landareaName", nullable(string("the land area, when the announcement says"))},
       {"message", string("the announcement as the game wrote it")}},
      "one global: a loot or achievement announcement (API.md \"Globals\")");
}

Json global_subject(const Json& global) {
  for (const char* field :
       {"creatureName", "depositName", "craftedItemName", "discoveredItemName", "rareItemName", "tieredItemName"})
    if (!global.at(field).is_null()) return global.at(field);
  return nullptr;
}

}  // namespace snap
