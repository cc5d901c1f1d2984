// event_rosters.cc: participants and teams of one event. Participants come in the order they joined (then by
// avatar slug); teams by name, members by name then slug, the captain named apart and also listed as a member.
#include "core/routes/events/event_rosters.h"

#include <unordered_map>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/routes/events/event_lookup.h"

namespace snap {
namespace {

// {name, slug} of an avatar, or null when the avatar is unknown (a team without a captain).
Json avatar_ref(const Statement& row, int name_column, int slug_column) {
  if (row.is_null(slug_column)) return nullptr;
  Json avatar = Json::object();
  avatar["name"] = row.text(name_column);
  avatar["slug"] = row.text(slug_column);
  return avatar;
}

// avatar_ref()'s object, with these keys after its own.
Json avatar_ref_schema(std::vector<schema::Property> more, std::string description) {
  using namespace schema;
  return extend(object({{"name", string("the avatar's name")}, {"slug", string("its profile: /avatars/{slug}")}},
                       std::move(description)),
                std::move(more));
}

// Each team's members in one read of the event's participants (its primary key), by team, then name and slug.
std::unordered_map<std::int64_t, Json> team_members(Database& db, std::int64_t event_id) {
  Statement& rows = db.prepare(
      "SELECT p.event_team_id, a.name, a.slug, p.joined_at FROM event_participant p JOIN avatar a ON a.id = p.avatar_id"
      " WHERE p.event_id = ?1 AND p.event_team_id IS NOT NULL ORDER BY p.event_team_id, a.name COLLATE NOCASE, a.slug");
  rows.bind(1, event_id);
  std::unordered_map<std::int64_t, Json> members;
  while (rows.step()) {
    Json member = avatar_ref(rows, 1, 2);
    member["joinedAt"] = format_iso8601(rows.int64(3));
    members.try_emplace(rows.int64(0), Json::array()).first->second.push_back(std::move(member));
  }
  return members;
}

}  // namespace

const Paging& event_participants_paging() {
  static const Paging paging = Paging::sized(20, 100, "participants");
  return paging;
}

Json event_participants_schema(AnswerSchemas&) {
  using namespace schema;
  return page_of(object({{"avatarName", string("the participant's avatar")},
                         {"avatarSlug", string("its profile: /avatars/{avatarSlug}")},
                         {"joinedAt", date_time("when it registered (UTC); its globals count from then")},
                         {"team", nullable(string("its event team's name; null: not in a team"))}}),
                 "the participants in the order they joined");
}

Json event_teams_schema(AnswerSchemas&) {
  using namespace schema;
  const Json team =
      object({{"name", string("the team's name")},
              {"captain", nullable(avatar_ref_schema({}, "the team's captain; null: none named"))},
              {"memberCount", integer("the members listed")},
              {"members", array(avatar_ref_schema({{"joinedAt", date_time("when it registered (UTC)")}}, "a member"),
                                "the participants registered in the team, by name, then slug")}},
             "an event team");
  return object({{"teams", array(team, "by name")}});
}

Json render_event_participants(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  const Page page = event_participants_paging().page_of(params);
  Statement& count = ctx.db.prepare("SELECT COUNT(*) FROM event_participant WHERE event_id = ?1");
  const std::int64_t total = count.bind(1, event.id).single_int64();

  Statement& rows = ctx.db.prepare(
      "SELECT a.name, a.slug, p.joined_at, t.name FROM event_participant p JOIN avatar a ON a.id = p.avatar_id"
      " LEFT JOIN event_team t ON t.id = p.event_team_id WHERE p.event_id = ?1 ORDER BY p.joined_at, a.slug"
      " LIMIT ?2 OFFSET ?3");
  rows.bind(1, event.id).bind(2, page.size).bind(3, page.offset());
  Json items = Json::array();
  while (rows.step()) {
    Json item = Json::object();
    item["avatarName"] = rows.text(0);
    item["avatarSlug"] = rows.text(1);
    item["joinedAt"] = format_iso8601(rows.int64(2));
    item["team"] = rows.json(3);
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

Json render_event_teams(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  Statement& rows = ctx.db.prepare(
      "SELECT t.id, t.name, a.name, a.slug FROM event_team t LEFT JOIN avatar a ON a.id = t.captain_avatar_id"
      " WHERE t.event_id = ?1 ORDER BY t.name COLLATE NOCASE, t.id");
  rows.bind(1, event.id);
  struct TeamRow {
    std::int64_t id;
    Json team;
  };
  std::vector<TeamRow> teams;
  while (rows.step()) {
    Json team = Json::object();
    team["name"] = rows.text(1);
    team["captain"] = avatar_ref(rows, 2, 3);
    teams.push_back({rows.int64(0), std::move(team)});
  }
  std::unordered_map<std::int64_t, Json> members = team_members(ctx.db, event.id);
  Json body = Json::object();
  body["teams"] = Json::array();
  for (TeamRow& row : teams) {
    Json& own = members.try_emplace(row.id, Json::array()).first->second;
    row.team["memberCount"] = own.size();
    row.team["members"] = std::move(own);
    body["teams"].push_back(std::move(row.team));
  }
  return body;
}

}  // namespace snap
