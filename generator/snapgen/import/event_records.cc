// event_records.cc: the import kinds of community content: events (with teams, categories, participants),
// event templates, challenges (with tiers) and documentation/guide documents.

#include "core/domain/global_criteria.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"

namespace snap {
namespace {

// The scoring methods event_category's CHECK allows (0003_events_challenges.sql); templates are not inserted
// into that table, so they are checked here, and events get the same message.
void check_scoring_method(const Row& row) {
  const std::optional<std::string> method = row.text("scoring_method");
  if (!method || score_method_named(*method)) return;
  std::string names;
  for (const std::string& name : score_method_names()) names += (names.empty() ? "" : ", ") + name;
  throw RecordError("key \"scoringMethod\": \"" + *method + "\" is not one of " + names);
}

RowSpec category_spec(std::vector<std::string> hidden) {
  RowSpec spec;
  spec.table = "event_category";
  spec.hidden = std::move(hidden);
  spec.json_columns = {"global_types", "creatures", "planets"};
  return spec;
}

// A participant's "team" names one of the event's own teams (written before participants).
void participant_team(ImportSession& session, std::int64_t event_id, const Json& element, Row& row) {
  const auto team = element.find("team");
  if (team == element.end() || team->is_null()) return;
  if (!team->is_string()) throw RecordError("key \"team\" must be a string (an event team name), got " + quoted(*team));
  Statement& find = session.db().prepare("SELECT id FROM event_team WHERE event_id = ?1 AND name = ?2");
  find.bind(1, event_id).bind(2, team->get<std::string>());
  const bool found = find.step();
  if (found) row.values["event_team_id"] = find.int64(0);
  find.reset();
  if (!found) throw RecordError("key \"team\": the event has no team named \"" + team->get<std::string>() + "\"");
}

RecordKind events() {
  RecordKind kind = record_kind("events", "event");
  ChildRows teams;
  teams.key = "teams";
  teams.row.table = "event_team";
  teams.row.hidden = {"event_id"};
  teams.row.aliases = {{"captain", "captain_avatar_id"}};
  teams.owner_column = "event_id";
  ChildRows categories;
  categories.key = "categories";
  categories.row = category_spec({"event_id"});
  categories.owner_column = "event_id";
  categories.position_column = "position";
  categories.complete = [](ImportSession&, std::int64_t, const Json&, Row& row) { check_scoring_method(row); };
  categories.dependent_tables = {"event_global", "event_standing"};  // matches and standings of the old categories
  ChildRows participants;
  participants.key = "participants";
  participants.row.table = "event_participant";
  participants.row.hidden = {"event_id", "event_team_id"};
  participants.owner_column = "event_id";
  participants.extra_keys = {"team"};
  participants.complete = participant_team;
  for (ChildRows* rows : {&teams, &categories, &participants})
    kind.relations.push_back(child_rows_relation(std::move(*rows)));
  return kind;
}

// "categories" of a template: checked like an event's categories, stored as the JSON array given.
void template_categories(ImportSession& session, const Json& record, Row& row) {
  const auto categories = record.find("categories");
  if (categories == record.end() || categories->is_null()) throw RecordError("missing required key \"categories\"");
  if (!categories->is_array()) throw RecordError("key \"categories\" must be an array of objects");
  const RowSpec spec = category_spec({"event_id", "position"});
  for (size_t i = 0; i < categories->size(); ++i) {
    with_context("categories[" + std::to_string(i) + "]", [&] {
      const Json& element = (*categories)[i];
      if (!element.is_object()) throw RecordError("must be an object, got " + quoted(element));
      const Row category = build_row(session, spec, element);
      check_required(session, spec, category);
      check_scoring_method(category);
    });
  }
  row.values["categories"] = to_bytes(*categories);
}

RecordKind event_templates() {
  RecordKind kind = record_kind("event-templates", "event_template");
  kind.row.hidden = {"categories"};
  kind.extra_keys = {"categories"};
  kind.completers.push_back(template_categories);
  return kind;
}

RecordKind challenges() {
  RecordKind kind = record_kind("challenges", "challenge");
  kind.row.json_columns = {"global_types", "creatures"};
  ChildRows tiers;
  tiers.key = "tiers";
  tiers.row.table = "challenge_tier";
  tiers.row.hidden = {"challenge_id"};
  tiers.owner_column = "challenge_id";
  tiers.position_column = "tier";
  kind.relations.push_back(child_rows_relation(std::move(tiers)));
  return kind;
}

RecordKind documents() {
  RecordKind kind = record_kind("documents", "document");
  kind.slug_source = "title";
  return kind;
}

}  // namespace

std::vector<RecordKind> event_record_kinds() { return {events(), event_templates(), challenges(), documents()}; }

}  // namespace snap
