// event_leaderboard.cc: a category's standings, read from event_standing, which matching keeps by the rule of
// the view event_standing_rule (schema 0011; templates/docs/events.md): a score in whole cents (leaderboard points
// in halves and Count scores show as whole numbers), and when the avatar reached it. Rank: score, highest first;
// then who reached that score first; then name (ignoring letter case), then slug, so every rank is unique and
// pages never overlap. The index orders rows up to the time; only runs of equal (score, time) are sorted.
#include "core/routes/events/event_leaderboard.h"

#include "core/clock.h"
#include "core/db/database.h"
#include "core/problem.h"
#include "core/routes/events/event_lookup.h"

namespace snap {
namespace {

// The category's scoring method; 404 when the id is not a category of this event.
std::string scoring_method(Database& db, const EventRef& event, std::int64_t category_id) {
  Statement& row = db.prepare("SELECT scoring_method FROM event_category WHERE id = ?1 AND event_id = ?2");
  row.bind(1, category_id).bind(2, event.id);
  if (!row.step()) throw ApiError(Problem::not_found("event category", std::to_string(category_id)));
  std::string method = row.text(0);
  row.reset();
  return method;
}

// The rank order over event_standing s JOIN avatar a, written once for the page and for one avatar's rank.
const std::string kRankOrder = "s.score_cents DESC, s.reached_at, a.name COLLATE NOCASE, a.slug";

// ?1 category, ?2 limit, ?3 offset: name, slug, event team, score in cents, reached at, globals.
const std::string kStandingsPage =
    "SELECT a.name, a.slug, t.name, s.score_cents, s.reached_at, s.globals FROM event_standing s"
    " JOIN avatar a ON a.id = s.avatar_id"
    " LEFT JOIN event_participant p ON p.event_id = s.event_id AND p.avatar_id = s.avatar_id"
    " LEFT JOIN event_team t ON t.id = p.event_team_id WHERE s.category_id = ?1"
    " ORDER BY " +
    kRankOrder + " LIMIT ?2 OFFSET ?3";

}  // namespace

Json event_score_json(const std::string& method, std::int64_t cents) {
  return method == "Count" ? Json(cents / 100) : Json(static_cast<double>(cents) / 100);
}

Json event_score_schema(std::string description) {
  return schema::number(description +
                        ", by the category's scoring method: PED to the cent for TotalValue and "
                        "HighestValue, whole globals for Count, points for Points");
}

// One row of the standings, kept once among the components.
Json event_standing_schema(AnswerSchemas& schemas) {
  return schemas.ref("EventStanding", [](AnswerSchemas&) {
    using namespace schema;
    return object({{"rank", integer("its place, from 1: score, highest first; then who reached it first; then "
                                    "name and slug, so every rank is unique")},
                   {"avatarName", string("the avatar")},
                   {"avatarSlug", string("its profile: /avatars/{avatarSlug}")},
                   {"team", nullable(string("its event team's name; null: not in a team"))},
                   {"score", event_score_schema("its score")},
                   {"globalsCount", integer("its globals that scored in the category")},
                   {"reachedAt", date_time("when it reached this score (UTC)")}},
                  "one avatar's standing in an event category");
  });
}

Json event_leaderboard_schema(AnswerSchemas& schemas) {
  return schema::page_of(event_standing_schema(schemas), "the category's standings, best first");
}

const Paging& event_leaderboard_paging() {
  static const Paging paging = Paging::sized(50, 100, "standings");
  return paging;
}

Json render_event_leaderboard(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  const std::int64_t category_id = std::stoll(args.at("categoryId"));  // the route took up to 18 digits
  const std::string method = scoring_method(ctx.db, event, category_id);
  const Page page = event_leaderboard_paging().page_of(params);
  const std::int64_t total =
      ctx.db.prepare("SELECT COUNT(*) FROM event_standing WHERE category_id = ?1").bind(1, category_id).single_int64();
  Statement& rows = ctx.db.prepare(kStandingsPage);
  rows.bind(1, category_id).bind(2, page.size).bind(3, page.offset());
  Json items = Json::array();
  for (std::int64_t rank = page.offset() + 1; rows.step(); ++rank) {
    Json item = Json::object();
    item["rank"] = rank;
    item["avatarName"] = rows.text(0);
    item["avatarSlug"] = rows.text(1);
    item["team"] = rows.json(2);
    item["score"] = event_score_json(method, rows.int64(3));
    item["globalsCount"] = rows.int64(5);
    item["reachedAt"] = format_iso8601(rows.int64(4));
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

std::optional<std::int64_t> standing_rank(Database& db, std::int64_t category_id, std::int64_t avatar_id) {
  Statement& row =
      db.prepare("SELECT rank FROM (SELECT s.avatar_id, ROW_NUMBER() OVER (ORDER BY " + kRankOrder +
                 ") AS rank FROM event_standing s JOIN avatar a ON a.id = s.avatar_id WHERE s.category_id = ?1)"
                 " WHERE avatar_id = ?2");
  row.bind(1, category_id).bind(2, avatar_id);
  std::optional<std::int64_t> rank;
  if (row.step()) rank = row.int64(0);
  row.reset();
  return rank;
}

SnapshotArgsFn finished_event_categories() {
  return [](const RenderContext& ctx) {
    std::vector<PathArgs> args;
    for (const PathArgs& event : finished_event_slugs()(ctx)) {
      Statement& rows = ctx.db.prepare(
          "SELECT c.id FROM event_category c JOIN event e ON e.id = c.event_id WHERE e.slug = ?1 ORDER BY c.id");
      rows.bind(1, event.at("slug"));
      while (rows.step()) args.push_back({{"slug", event.at("slug")}, {"categoryId", std::to_string(rows.int64(0))}});
    }
    return args;
  };
}

}  // namespace snap
