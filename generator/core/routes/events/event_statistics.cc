// event_statistics.cc: an event's figures, from what matching keeps (event_scored_global, event_standing). A global
// that scored in several categories counts once in the event's totals and once in each category's; value sums are
// the globals' own values (PED), rounded to cents.
#include "core/routes/events/event_statistics.h"

#include "core/db/database.h"
#include "core/routes/events/event_json.h"
#include "core/routes/events/event_leaderboard.h"
#include "core/routes/events/event_lookup.h"

namespace snap {
namespace {

constexpr int kTopCreatures = 10;

// Each category's figures from its standings (event_standing): entries, globals, their value, the top score.
Json category_figures(Database& db, std::int64_t event_id) {
  Statement& rows = db.prepare(
      "SELECT c.id, c.name, c.scoring_method, COUNT(s.avatar_id), COALESCE(SUM(s.globals), 0),"
      " COALESCE(SUM(s.value_cents), 0), MAX(s.score_cents) FROM event_category c"
      " LEFT JOIN event_standing s ON s.category_id = c.id WHERE c.event_id = ?1 GROUP BY c.id ORDER BY c.position");
  rows.bind(1, event_id);
  Json categories = Json::array();
  while (rows.step()) {
    Json category = Json::object();
    const std::string method = rows.text(2);
    category["id"] = rows.int64(0);
    category["name"] = rows.text(1);
    category["scoringMethod"] = method;
    category["entryCount"] = rows.int64(3);
    category["globalCount"] = rows.int64(4);
    category["totalValue"] = static_cast<double>(rows.int64(5)) / 100;
    category["topScore"] = rows.is_null(6) ? Json(nullptr) : event_score_json(method, rows.int64(6));
    categories.push_back(std::move(category));
  }
  rows.reset();
  return categories;
}

// category_figures()'s items.
Json category_figures_schema() {
  using namespace schema;
  return object({{"id", integer("the category's id: /events/{slug}/leaderboard/{id}")},
                 {"name", string("the category's name")},
                 {"scoringMethod", scoring_method_schema()},
                 {"entryCount", integer("avatars with a standing in it")},
                 {"globalCount", integer("globals that scored in it")},
                 {"totalValue", number("their total value in PED, to the cent")},
                 {"topScore", nullable(event_score_schema("the best score; null: no standing yet"))}},
                "one category's figures");
}

// The subjects of the event's scored hunting globals, most globals first, then most value, then name.
Json top_creatures(Database& db, std::int64_t event_id) {
  Statement& rows = db.prepare(
      "SELECT hunted, COUNT(*), ROUND(SUM(value), 2) FROM event_scored_global WHERE event_id = ?1"
      " AND hunted IS NOT NULL GROUP BY hunted ORDER BY COUNT(*) DESC, SUM(value) DESC, hunted LIMIT ?2");
  rows.bind(1, event_id).bind(2, kTopCreatures);
  Json creatures = Json::array();
  while (rows.step()) {
    Json creature = Json::object();
    creature["creatureName"] = rows.text(0);
    creature["globalCount"] = rows.int64(1);
    creature["totalValue"] = rows.real(2);
    creatures.push_back(std::move(creature));
  }
  rows.reset();
  return creatures;
}

}  // namespace

Json event_statistics_schema(AnswerSchemas&) {
  using namespace schema;
  const Json creature = object({{"creatureName", string("the creature hunted")},
                                {"globalCount", integer("its scored globals")},
                                {"totalValue", number("their total value in PED, to the cent")}});
  return object({{"scoredGlobalCount", integer("globals that scored in at least one category, each counted once")},
                 {"scoredValue", number("their total value in PED, to the cent")},
                 {"scoringParticipantCount", integer("avatars with a standing in at least one category")},
                 {"participantCount", integer("avatars registered")},
                 {"categories", array(category_figures_schema(), "each category, in its order")},
                 {"topCreatures",
                  array(creature, "at most 10 creatures, most scored globals first, then most value, then name")}},
                "an event's figures");
}

Json render_event_statistics(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  Statement& totals = ctx.db.prepare(
      "SELECT COUNT(*), ROUND(COALESCE(SUM(value), 0), 2),"
      " (SELECT COUNT(DISTINCT s.avatar_id) FROM event_category c JOIN event_standing s ON s.category_id = c.id"
      "  WHERE c.event_id = ?1),"
      " (SELECT COUNT(*) FROM event_participant WHERE event_id = ?1)"
      " FROM event_scored_global WHERE event_id = ?1");
  totals.bind(1, event.id).step();
  Json body = Json::object();
  body["scoredGlobalCount"] = totals.int64(0);
  body["scoredValue"] = totals.real(1);
  body["scoringParticipantCount"] = totals.int64(2);
  body["participantCount"] = totals.int64(3);
  totals.reset();
  body["categories"] = category_figures(ctx.db, event.id);
  body["topCreatures"] = top_creatures(ctx.db, event.id);
  return body;
}

}  // namespace snap
