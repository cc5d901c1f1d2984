// activity_records.cc: the import kinds of tracked activity: avatars, teams (with members), globals (given
// as fields or as a raw chat.log line), PvP kills and trade-chat messages.
#include <cctype>

#include "core/domain/global_types.h"
#include "core/domain/shared_loot.h"
#include "snapgen/import/chat_line_parser.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"

namespace snap {
namespace {

template <typename T>
Json or_null(const std::optional<T>& value) {
  return value ? Json(*value) : Json(nullptr);
}

}  // namespace

Json global_record(const ParsedGlobal& g) {
  Json out = Json::object();
  out["dateTime"] = format_iso8601(g.ts);
  out["type"] = g.type;
  out["avatarName"] = g.is_team ? Json(nullptr) : Json(g.avatar_name);
  out["teamName"] = or_null(g.team_name);
  out["isTeam"] = g.is_team;
  out["value"] = or_null(g.value);
  out["subject"] = g.subject.empty() ? Json(nullptr) : Json(g.subject);
  out["tier"] = or_null(g.tier);
  out["pvpKills"] = or_null(g.pvp_kills);
  out["planet"] = nullptr;
  out["location"] = or_null(g.location);
  out["isHof"] = g.is_hof;
  out["isAth"] = g.is_ath;
  out["message"] = g.message;
  return out;
}

namespace {

// A team global given as fields under teamName "(Shared Loot)" is loot shared by a team with no name, as a line
// with that label is (core/domain/shared_loot.h): no team is named or created for it.
Json without_shared_loot_team(Json record) {
  const auto team = record.find("teamName");
  if (team == record.end() || *team != std::string(kSharedLootLabel)) return record;
  *team = nullptr;
  if (!record.contains("isTeam")) record["isTeam"] = true;
  return record;
}

// {"line": "<chat.log line>"} (optionally with "id" and "planet", which a line cannot say) as field keys.
// A team global names no avatar: it is stored with the team only (see templates/import-formats.md).
Json global_fields(ImportSession&, const Json& record) {
  if (!record.contains("line")) return without_shared_loot_team(record);
  for (const auto& [key, value] : record.items())
    if (key != "line" && key != "id" && key != "planet")
      throw RecordError("key \"" + key + "\" cannot accompany \"line\" (only \"id\" and \"planet\" can)");
  if (!record.at("line").is_string())
    throw RecordError("key \"line\" must be a string, got " + quoted(record.at("line")));
  std::string why;
  const std::optional<ParsedGlobal> g = parse_global_line(record.at("line").get<std::string>(), &why);
  if (!g) throw RecordError("key \"line\": " + why);
  Json out = Json::object();
  if (record.contains("id")) out["id"] = record.at("id");
  out.update(global_record(*g));
  if (record.contains("planet")) out["planet"] = record.at("planet");
  return out;
}

// The eight types of api-description.md "Global", as the API spells them (core/domain/global_types.h).
void require_global_type(const Row& row) {
  const std::optional<std::string> type = row.text("type");
  if (type && global_type_named(*type)) return;
  std::string accepted;
  for (const std::string& name : global_type_names()) accepted += (accepted.empty() ? "" : ", ") + name;
  throw RecordError("key \"type\" must be one of " + accepted + "; got \"" + type.value_or("") + "\"");
}

// isTeam follows teamName unless given; a global names an avatar, a team or both, unless it is a team's that names
// neither (loot shared by a team with no name); a Hunting global's creature is matched from its subject unless given.
void complete_global(ImportSession& session, const Json&, Row& row) {
  require_global_type(row);
  if (!row.has("is_team")) row.values["is_team"] = std::int64_t{row.is_null("team_id") ? 0 : 1};
  if (row.is_null("avatar_id") && row.is_null("team_id") && row.values.at("is_team") == SqlValue{std::int64_t{0}})
    throw RecordError("key \"avatarName\" is required unless \"teamName\" is given or \"isTeam\" is true");
  const std::string hunting = global_type_info(GlobalType::Hunting).stored;
  if (row.has("creature_id") || row.text("type") != hunting) return;
  if (const auto subject = row.text("subject"))
    if (const auto creature = session.creature_for_subject(*subject)) row.values["creature_id"] = *creature;
}

// "WTB", "WTS" or "WTT" when the message says one of them as a word, else null.
SqlValue trade_intent(const std::string& message) {
  std::string word;
  for (size_t i = 0; i <= message.size(); ++i) {
    const char c = i < message.size() ? message[i] : ' ';
    if (std::isalnum(static_cast<unsigned char>(c))) {
      word.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      continue;
    }
    if (word == "WTB" || word == "WTS" || word == "WTT") return word;
    word.clear();
  }
  return std::monostate{};
}

// sender + ":" + the text lower-cased with runs of whitespace made one space, so reposts share it.
std::string repost_key(const std::string& sender, const std::string& message) {
  std::string text;
  bool gap = false;
  for (char c : message) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      gap = !text.empty();
      continue;
    }
    if (gap) text.push_back(' ');
    gap = false;
    text.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return sender + ":" + text;
}

// Absent avatar, intent or repostKey are derived: the avatar named like the sender (when known), the intent
// and repost key from the message.
void complete_trade_message(ImportSession& session, const Json&, Row& row) {
  const auto sender = row.text("sender_name");
  const auto message = row.text("message");
  if (!sender || !message) return;  // check_required names them
  if (!row.has("avatar_id")) {
    Statement& find = session.db().prepare("SELECT id FROM avatar WHERE name = ?1");
    find.bind(1, *sender);
    if (find.step()) row.values["avatar_id"] = find.int64(0);
    find.reset();
  }
  if (!row.has("intent")) row.values["intent"] = trade_intent(*message);
  if (!row.has("repost_key")) row.values["repost_key"] = repost_key(*sender, *message);
}

RecordKind avatars() {
  RecordKind kind = record_kind("avatars", "avatar");
  kind.identity = Identity::Name;
  return kind;
}

RecordKind teams() {
  RecordKind kind = record_kind("teams", "team");
  kind.identity = Identity::Name;
  ChildRows members;
  members.key = "members";
  members.row.table = "team_member";
  members.row.hidden = {"team_id"};
  members.owner_column = "team_id";
  kind.relations.push_back(child_rows_relation(std::move(members)));
  return kind;
}

RecordKind globals() {
  RecordKind kind = record_kind("globals", "global");
  kind.row.aliases = {{"dateTime", "ts"},
                      {"avatarName", "avatar_id"},
                      {"teamName", "team_id"},
                      {"subject", "subject"},
                      {"creatureName", "subject"},
                      {"depositName", "subject"},
                      {"craftedItemName", "subject"},
                      {"discoveredItemName", "subject"},
                      {"rareItemName", "subject"},
                      {"tieredItemName", "subject"}};
  kind.row.explicit_id = true;
  kind.row.creates_avatars = true;
  kind.identity = Identity::Id;
  kind.slug_source = "";
  kind.expand = global_fields;
  kind.completers.push_back(complete_global);
  return kind;
}

RecordKind pvp_kills() {
  RecordKind kind = record_kind("pvp-kills", "pvp_kill");
  kind.row.aliases = {{"dateTime", "ts"}, {"killer", "killer_avatar_id"}, {"victim", "victim_avatar_id"}};
  kind.row.explicit_id = true;
  kind.row.creates_avatars = true;
  kind.identity = Identity::Id;
  kind.slug_source = "";
  return kind;
}

RecordKind trade_messages() {
  RecordKind kind = record_kind("trade-messages", "trade_message");
  kind.row.aliases = {{"dateTime", "ts"}};
  kind.row.explicit_id = true;
  kind.identity = Identity::Id;
  kind.slug_source = "";
  kind.completers.push_back(complete_trade_message);
  return kind;
}

}  // namespace

std::vector<RecordKind> activity_record_kinds() {
  return {avatars(), teams(), globals(), pvp_kills(), trade_messages()};
}

}  // namespace snap
