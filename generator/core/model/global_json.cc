// global_json.cc: one global as JSON text, written straight from its row's columns; the subject lands in the one
// field that fits its type, the others null.
#include "core/model/global_json.h"

#include <string>
#include <vector>

#include "core/clock.h"
#include "core/domain/global_types.h"
#include "core/json_object_text.h"

namespace snap {

// The column list in four pieces and the two joins, as literals, so kGlobalColumns and kGlobalFrom are literals
// too (no static initialisation order matters) and the owner's page can put its owner's name in place of a join.
#define SNAP_GLOBAL_HEAD "g.id, g.type, "
#define SNAP_AVATAR_COLUMNS "a.name, a.slug, "
#define SNAP_TEAM_COLUMNS "t.name, t.slug, "
#define SNAP_GLOBAL_TAIL                                                                                             \
  "g.is_team, g.value, g.ts, g.is_hof, g.is_ath, g.subject, g.creature_id, g.tier, g.pvp_kills, g.planet, g.location," \
  " g.message"
#define SNAP_AVATAR_JOIN " LEFT JOIN avatar a ON a.id = g.avatar_id"
#define SNAP_TEAM_JOIN " LEFT JOIN team t ON t.id = g.team_id"
const char* const kGlobalColumns = SNAP_GLOBAL_HEAD SNAP_AVATAR_COLUMNS SNAP_TEAM_COLUMNS SNAP_GLOBAL_TAIL;
const char* const kGlobalFrom = " FROM global g" SNAP_AVATAR_JOIN SNAP_TEAM_JOIN;

namespace {
// SELECT the columns, each owner's name and slug from `avatar_columns` and `team_columns`, of the globals whose
// ids `ids_sql` yields, in its order, with `joins` for the owners read by a join.
std::string rows_for_ids(const std::string& ids_sql, const std::string& avatar_columns,
                         const std::string& team_columns, const char* joins) {
  return "SELECT " SNAP_GLOBAL_HEAD + avatar_columns + team_columns + SNAP_GLOBAL_TAIL " FROM (" + ids_sql +
         ") p CROSS JOIN global g ON g.id = p.id" + joins;
}
}  // namespace

std::string global_rows_for_ids(const std::string& ids_sql) {
  return rows_for_ids(ids_sql, SNAP_AVATAR_COLUMNS, SNAP_TEAM_COLUMNS, SNAP_AVATAR_JOIN SNAP_TEAM_JOIN);
}

std::string owner_global_rows_for_ids(const std::string& ids_sql, GlobalOwner owner, int name_param) {
  const std::string named = "?" + std::to_string(name_param) + ", ?" + std::to_string(name_param + 1) + ", ";
  return owner == GlobalOwner::Avatar ? rows_for_ids(ids_sql, named, SNAP_TEAM_COLUMNS, SNAP_TEAM_JOIN)
                                      : rows_for_ids(ids_sql, SNAP_AVATAR_COLUMNS, named, SNAP_AVATAR_JOIN);
}
#undef SNAP_GLOBAL_HEAD
#undef SNAP_AVATAR_COLUMNS
#undef SNAP_TEAM_COLUMNS
#undef SNAP_GLOBAL_TAIL
#undef SNAP_AVATAR_JOIN
#undef SNAP_TEAM_JOIN

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

void append_global_json(TextBuffer& out, const Statement& row) {
  const std::optional<GlobalType> type = global_type_named(row.view(kType));
  JsonObjectText g(out, row);
  append_json_number(g.key("id"), row.int64(kId));
  append_json_string(g.key("type"), row.view(kType));
  g.column("avatarName", kAvatarName);  // null for a team global whose line names no avatar
  g.column("avatarSlug", kAvatarSlug);
  g.column("teamName", kTeamName);
  g.column("teamSlug", kTeamSlug);
  g.boolean("isTeam", row.int64(kIsTeam) != 0);
  g.column("globalValue", kValue);
  append_json_string(g.key("dateTime"), iso8601_text(row.int64(kTs)).view());
  g.boolean("isHof", row.int64(kIsHof) != 0);
  g.boolean("isAth", row.int64(kIsAth) != 0);
  g.column_if("creatureName", kSubject, type == GlobalType::Hunting);
  g.column_if("creatureId", kCreatureId, type == GlobalType::Hunting);
  g.column_if("depositName", kSubject, type == GlobalType::Mining || type == GlobalType::SpaceMining);
  g.column_if("craftedItemName", kSubject, type == GlobalType::Construction);
  g.column_if("discoveredItemName", kSubject, type == GlobalType::Discovery);
  g.column_if("rareItemName", kSubject, type == GlobalType::RareItem);
  g.column_if("tieredItemName", kSubject, type == GlobalType::TieredItem);
  g.column_if("tieredItemTier", kTier, type == GlobalType::TieredItem);
  g.column_if("pvpSpree", kPvpKills, type == GlobalType::Pvp);
  g.column("planet", kPlanet);
  g.column("landareaName", kLocation);
  append_json_string(g.key("message"), row.view(kMessage));
}
}  // namespace

std::string global_json_text(const Statement& row) {
  TextBuffer text(640);
  append_global_json(text, row);
  return text.take();
}

Json global_json(const Statement& row) { return raw_json(global_json_text(row)); }

Json global_array_json(Statement& rows, bool reversed) {
  TextBuffer text(64 * 1024);  // a page of 100 globals (~600 bytes each) without growing; unused room stays untouched
  text += '[';
  std::vector<std::size_t> starts;  // where each global's text begins, kept only for the reversed order
  while (rows.step()) {
    if (text.size() > 1) text += ',';
    if (reversed) starts.push_back(text.size());
    append_global_json(text, rows);
  }
  text += ']';
  if (!reversed || starts.size() < 2) return raw_json(text.view());
  const std::string_view forward = text.view();
  TextBuffer flipped(forward.size());
  flipped += '[';
  for (std::size_t i = starts.size(); i-- > 0;) {
    const std::size_t end = i + 1 < starts.size() ? starts[i + 1] - 1 : forward.size() - 1;  // before ',' or ']'
    if (flipped.size() > 1) flipped += ',';
    flipped += forward.substr(starts[i], end - starts[i]);
  }
  flipped += ']';
  return raw_json(flipped.view());
}

Json global_json_with(const Statement& row, const char* key, const Json& value) {
  std::string text = global_json_text(row);
  text.pop_back();  // the object's '}'
  text += ",\"";
  text += key;
  text += "\":";
  text += to_bytes(value);
  text += '}';
  return raw_json(text);
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
