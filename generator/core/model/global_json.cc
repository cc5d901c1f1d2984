// global_json.cc: one global as JSON text, written straight from its row's columns; the subject lands in the one
// field that fits its type, the others null.
#include "core/model/global_json.h"

#include <string>
#include <utility>
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

const std::string* slug_of(const WikiRef* ref) { return ref ? &ref->slug : nullptr; }
const std::string* category_of(const WikiRef* ref) { return ref ? &ref->category : nullptr; }

void append_global_json(TextBuffer& out, const Statement& row, const WikiLinks& links) {
  const std::optional<GlobalType> type = global_type_named(row.view(kType));
  const bool mining = type == GlobalType::Mining || type == GlobalType::SpaceMining;
  const bool names_item = type == GlobalType::Construction || type == GlobalType::Discovery ||
                          type == GlobalType::RareItem || type == GlobalType::TieredItem;
  const WikiRef* creature =
      type == GlobalType::Hunting && !row.is_null(kCreatureId) ? links.creature(row.int64(kCreatureId)) : nullptr;
  const WikiRef* deposit =
      mining && !row.is_null(kSubject) ? links.deposit(row.view(kSubject), type == GlobalType::SpaceMining) : nullptr;
  const WikiRef* item = names_item && !row.is_null(kSubject) ? links.item(row.view(kSubject)) : nullptr;
  const WikiRef* crafted = type == GlobalType::Construction ? item : nullptr;
  const WikiRef* discovered = type == GlobalType::Discovery ? item : nullptr;
  const WikiRef* rare = type == GlobalType::RareItem ? item : nullptr;
  const WikiRef* tiered = type == GlobalType::TieredItem ? item : nullptr;
  const WikiRef* planet = row.is_null(kPlanet) ? nullptr : links.planet(row.view(kPlanet));
  const WikiRef* landarea = row.is_null(kLocation) ? nullptr : links.landarea(row.view(kLocation));
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
  g.text_or_null("creatureSlug", slug_of(creature));
  g.column_if("depositName", kSubject, mining);
  g.text_or_null("depositSlug", slug_of(deposit));
  g.text_or_null("depositCategory", category_of(deposit));
  g.column_if("craftedItemName", kSubject, type == GlobalType::Construction);
  g.text_or_null("craftedItemSlug", slug_of(crafted));
  g.text_or_null("craftedItemCategory", category_of(crafted));
  g.column_if("discoveredItemName", kSubject, type == GlobalType::Discovery);
  g.text_or_null("discoveredItemSlug", slug_of(discovered));
  g.text_or_null("discoveredItemCategory", category_of(discovered));
  g.column_if("rareItemName", kSubject, type == GlobalType::RareItem);
  g.text_or_null("rareItemSlug", slug_of(rare));
  g.text_or_null("rareItemCategory", category_of(rare));
  g.column_if("tieredItemName", kSubject, type == GlobalType::TieredItem);
  g.text_or_null("tieredItemSlug", slug_of(tiered));
  g.text_or_null("tieredItemCategory", category_of(tiered));
  g.column_if("tieredItemTier", kTier, type == GlobalType::TieredItem);
  g.column_if("pvpSpree", kPvpKills, type == GlobalType::Pvp);
  g.column("planet", kPlanet);
  g.text_or_null("planetSlug", slug_of(planet));
  g.column("landareaName", kLocation);
  g.text_or_null("landareaSlug", slug_of(landarea));
  append_json_string(g.key("message"), row.view(kMessage));
}
}  // namespace

std::string global_json_text(const Statement& row, const WikiLinks& links) {
  TextBuffer text(800);
  append_global_json(text, row, links);
  return text.take();
}

Json global_json(const Statement& row, const WikiLinks& links) { return raw_json(global_json_text(row, links)); }

Json global_array_json(Statement& rows, const WikiLinks& links, bool reversed) {
  TextBuffer text(96 * 1024);  // a page of 100 globals (~800 bytes each) without growing; unused room stays untouched
  text += '[';
  std::vector<std::size_t> starts;  // where each global's text begins, kept only for the reversed order
  while (rows.step()) {
    if (text.size() > 1) text += ',';
    if (reversed) starts.push_back(text.size());
    append_global_json(text, rows, links);
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

Json global_json_with(const Statement& row, const WikiLinks& links, const char* key, const Json& value) {
  std::string text = global_json_text(row, links);
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
  const auto link = [](const std::string& what, const std::string& route) {
    return nullable(string(what + "'s wiki slug: " + route + "; null when the wiki has no entry of that name"));
  };
  const auto category = [](const std::string& whose, const std::string& which) {
    return nullable(string(whose + " wiki category (" + which + "), the first segment of its link; null with the slug"));
  };
  return object(
      {{"id", integer("the global's id: stable, ascending in the order globals were recorded")},
       {"type", one_of_values(global_type_names(), "the kind of global, as the game names it")},
       {"avatarName", nullable(string("the avatar named in the announcement; null for a team global naming none"))},
       {"avatarSlug", nullable(string("its profile: /avatars/{avatarSlug}"))},
       {"teamName", nullable(string("the team of a team global; null when the game writes it as \"(Shared Loot)\","
                                    " a team with no name"))},
       {"teamSlug", nullable(string("its profile: /teams/{teamSlug}"))},
       {"isTeam", boolean("a team global")},
       {"globalValue", nullable(number("the announced value in PED"))},
       {"dateTime", date_time("when it was announced (UTC)")},
       {"isHof", boolean("a Hall of Fame entry")},
       {"isAth", boolean("an all-time-high entry")},
       {"creatureName", subject("hunting: the creature")},
       {"creatureId", nullable(integer("hunting: the creature's wiki id, when it is in the wiki"))},
       {"creatureSlug", link("hunting: the species, without its maturity", "/creatures/{creatureSlug}")},
       {"depositName", subject("mining and space mining: the deposit")},
       {"depositSlug", link("the deposit", "/{depositCategory}/{depositSlug}")},
       {"depositCategory", category("the deposit's", "materials, or asteroids for space mining")},
       {"craftedItemName", subject("construction: the item crafted")},
       {"craftedItemSlug", link("the item crafted", "/{craftedItemCategory}/{craftedItemSlug}")},
       {"craftedItemCategory", category("the item crafted's", "an item category")},
       {"discoveredItemName", subject("discovery: the item discovered")},
       {"discoveredItemSlug", link("the item discovered", "/{discoveredItemCategory}/{discoveredItemSlug}")},
       {"discoveredItemCategory", category("the item discovered's", "an item category")},
       {"rareItemName", subject("rare item: the item found")},
       {"rareItemSlug", link("the item found", "/{rareItemCategory}/{rareItemSlug}")},
       {"rareItemCategory", category("the item found's", "an item category")},
       {"tieredItemName", subject("tiered item: the item tiered up")},
       {"tieredItemSlug", link("the item tiered up", "/{tieredItemCategory}/{tieredItemSlug}")},
       {"tieredItemCategory", category("the item tiered up's", "an item category")},
       {"tieredItemTier", nullable(number("tiered item: the tier reached"))},
       {"pvpSpree", nullable(integer("PvP: the kills of the spree"))},
       {"planet", nullable(string("the planet, when the announcement says"))},
       {"planetSlug", link("the planet", "/planets/{planetSlug}")},
       {"landareaName", nullable(string("the land area, when the announcement says"))},
       {"landareaSlug", link("the land area", "/landareas/{landareaSlug}")},
       {"message", string("the announcement as the game wrote it")}},
      "one global: a loot or achievement announcement (API.md \"Globals\")");
}

Json global_subject(const Json& global) {
  for (const char* field :
       {"creatureName", "depositName", "craftedItemName", "discoveredItemName", "rareItemName", "tieredItemName"})
    if (!global.at(field).is_null()) return global.at(field);
  return nullptr;
}

namespace {
// Each kind's slug field and the field of its category ("" for a creature: always "creatures").
constexpr std::pair<const char*, const char*> kSubjectLinks[] = {
    {"creatureSlug", ""},
    {"depositSlug", "depositCategory"},
    {"craftedItemSlug", "craftedItemCategory"},
    {"discoveredItemSlug", "discoveredItemCategory"},
    {"rareItemSlug", "rareItemCategory"},
    {"tieredItemSlug", "tieredItemCategory"}};
}  // namespace

Json global_subject_category(const Json& global) {
  for (const auto& [slug, category] : kSubjectLinks)
    if (!global.at(slug).is_null()) return *category ? global.at(category) : Json("creatures");
  return nullptr;
}

Json global_subject_slug(const Json& global) {
  for (const auto& [slug, category] : kSubjectLinks)
    if (!global.at(slug).is_null()) return global.at(slug);
  return nullptr;
}

}  // namespace snap
