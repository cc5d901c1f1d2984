// leaderboard_explain.cc: the standing of one avatar on one board, taken apart by the points table
// (domain/leaderboard_points.h) over the window of the standings the database holds (domain/standings_window.h).
// It reads the same rows the rebuild tallied: the avatar's non-team globals in (start, end] of the types the
// board counts, and on the PvP and overall boards its recorded kills as the killer.
#include "core/routes/leaderboards/leaderboard_explain.h"

#include <map>
#include <vector>

#include "core/db/database.h"
#include "core/domain/leaderboard_points.h"
#include "core/domain/standings_window.h"
#include "core/model/global_json.h"
#include "core/model/owner_ref.h"
#include "core/problem.h"
#include "core/routes/leaderboards/leaderboard_subject.h"

namespace snap {
namespace {

// One row of the points table as the avatar's rows fill it.
struct ActivityTally {
  std::string activity;
  std::int64_t count = 0, kills = 0, half_points = 0;
  bool spree = false;
};

// The row of the points table a group of globals falls in: its type, and for hunting which side of the
// threshold (a global without a value scores as under it).
std::optional<double> representative_value(GlobalType type, bool at_or_above_threshold) {
  if (type == GlobalType::Hunting && at_or_above_threshold) return static_cast<double>(kHuntingThresholdPed);
  return std::nullopt;
}

// The avatar's scored globals of the window by points-table row, in the table's order.
std::vector<ActivityTally> tally_globals(Database& db, const Board& board, std::int64_t avatar_id,
                                         const StandingsWindow& window) {
  Statement& groups = db.prepare(
      "SELECT type, IFNULL(value >= ?4, 0), pvp_kills, COUNT(*) FROM global"
      " WHERE avatar_id = ?1 AND ts > ?2 AND ts <= ?3 AND is_team = 0 GROUP BY 1, 2, 3");
  groups.bind(1, avatar_id).bind(2, window.start).bind(3, window.end).bind(4, kHuntingThresholdPed);
  // Keyed by the row's place in the documented table: the type's place in points_order, then for hunting the
  // higher points first.
  std::map<std::pair<size_t, bool>, ActivityTally> rows;
  while (groups.step()) {
    const std::optional<GlobalType> type = global_type_named(groups.text(0));
    if (!type || !board.counts(*type)) continue;
    const bool at_or_above_threshold = groups.int64(1) != 0;
    const std::optional<double> value = representative_value(*type, at_or_above_threshold);
    const std::optional<std::int64_t> kills = groups.optional_int64(2);
    const std::int64_t count = groups.int64(3);
    size_t position = 0;
    while (points_order()[position] != *type) ++position;
    const std::string activity = points_activity(*type, value);
    ActivityTally& tally = rows[{position, !at_or_above_threshold}];
    tally.activity = activity;
    tally.spree = *type == GlobalType::Pvp;
    tally.count += count;
    tally.kills += kills.value_or(0) * count;
    tally.half_points += global_half_points(*type, value, kills) * count;
  }
  std::vector<ActivityTally> tallies;
  for (auto& [key, tally] : rows) tallies.push_back(std::move(tally));
  return tallies;
}

std::int64_t recorded_kills(Database& db, std::int64_t avatar_id, const StandingsWindow& window) {
  Statement& kills = db.prepare("SELECT COUNT(*) FROM pvp_kill WHERE killer_avatar_id = ?1 AND ts > ?2 AND ts <= ?3");
  kills.bind(1, avatar_id).bind(2, window.start).bind(3, window.end);
  return kills.single_int64();
}

Json activity_json(const ActivityTally& tally) {
  Json line = Json::object();
  line["activity"] = tally.activity;
  line["count"] = tally.count;
  line["kills"] = tally.spree ? Json(tally.kills) : Json(nullptr);
  line["points"] = static_cast<double>(tally.half_points) / 2;
  return line;
}

// The avatar's standing on the board as the rebuild wrote it: rank and points, or nulls when it is not on it.
Json standing_json(Database& db, const Board& board, std::int64_t avatar_id) {
  Statement& row = db.prepare(
      "SELECT rank, points, globals_count, globals_value FROM leaderboard_standing WHERE board = ?1 AND avatar_id = ?2");
  row.bind(1, board.slug).bind(2, avatar_id);
  Json standing = Json::object();
  const bool on_board = row.step();
  standing["rank"] = on_board ? Json(row.int64(0)) : Json(nullptr);
  standing["points"] = on_board ? Json(row.real(1)) : Json(0.0);
  standing["globalsCount"] = on_board ? Json(row.int64(2)) : Json(0);
  standing["globalsValue"] = on_board && !row.is_null(3) ? Json(row.real(3)) : Json(nullptr);
  row.reset();
  return standing;
}

Json activity_schema() {
  using namespace schema;
  return object({{"activity", one_of_values(points_activities(), "the row of the points table")},
                 {"count", integer("the avatar's globals (recorded kills) in the row")},
                 {"kills", nullable(integer("PvP sprees: the kills of those sprees; null for every other row"))},
                 {"points", number("the points the row adds")}});
}

Json standing_schema() {
  using namespace schema;
  return object({{"rank", nullable(integer("its rank on the board; null when it is not on it"))},
                 {"points", number("its points as the rebuild tallied them; 0 when it is not on the board")},
                 {"globalsCount", integer("the globals counted; 0 when it is not on the board")},
                 {"globalsValue", nullable(number("their summed value in PED; null when none has a value or it is "
                                                  "not on the board"))}},
                "the avatar's standing as the last rebuild wrote it");
}

// A page of the counted globals, newest first, each with the points it scored.
Json globals_page(Database& db, const Board& board, std::int64_t avatar_id, const StandingsWindow& window,
                  const Page& page) {
  Statement& rows = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom +
                               " WHERE g.avatar_id = ?1 AND g.ts > ?2 AND g.ts <= ?3 AND g.is_team = 0"
                               " AND (?4 IS NULL OR g.type = ?4) ORDER BY g.ts DESC, g.id DESC LIMIT ?5 OFFSET ?6");
  rows.bind(1, avatar_id).bind(2, window.start).bind(3, window.end);
  rows.bind(4, board.only ? std::optional<std::string>(global_type_info(*board.only).stored) : std::nullopt);
  rows.bind(5, page.size).bind(6, page.offset());
  const std::shared_ptr<const WikiLinks> links = wiki_links(db);
  Json items = Json::array();
  while (rows.step()) {
    const std::optional<GlobalType> type = global_type_named(rows.text(1));
    const double points =
        type ? static_cast<double>(global_half_points(*type, rows.optional_real(7), rows.optional_int64(14))) / 2
             : 0.0;
    items.push_back(global_json_with(rows, *links, "points", points));
  }
  return items;
}

}  // namespace

const Paging& explain_paging() {
  static const Paging paging = Paging::sized(20, 100, "globals");
  return paging;
}

Json render_leaderboard_explain(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const auto [board, avatar] = leaderboard_subject(ctx, args);
  const std::optional<StandingsWindow> window = stored_standings_window(ctx.db);
  if (!window) throw ApiError(Problem::not_found("standings of leaderboard", board.slug));
  const Page page = explain_paging().page_of(params);

  std::vector<ActivityTally> tallies = tally_globals(ctx.db, board, avatar.id, *window);
  std::int64_t globals = 0;
  for (const ActivityTally& t : tallies) globals += t.count;
  if (board.counts(GlobalType::Pvp)) {
    const std::int64_t kills = recorded_kills(ctx.db, avatar.id, *window);
    if (kills > 0) tallies.push_back({kRecordedKillActivity, kills, 0, kills * kRecordedKillHalfPoints, false});
  }
  Json activities = Json::array();
  std::int64_t half_points = 0;
  for (const ActivityTally& t : tallies) {
    activities.push_back(activity_json(t));
    half_points += t.half_points;
  }

  Json body = object_with_room(9);
  body["board"] = board.slug;
  body["avatarName"] = avatar.name;
  body["avatarSlug"] = avatar.slug;
  body["standing"] = standing_json(ctx.db, board, avatar.id);
  body["window"] = Json{{"after", format_iso8601(window->start)}, {"through", format_iso8601(window->end)}};
  body["activities"] = std::move(activities);
  body["explainedPoints"] = static_cast<double>(half_points) / 2;
  body["globals"] = paged_envelope(globals_page(ctx.db, board, avatar.id, *window, page), globals, page);
  return body;
}

Json leaderboard_explain_schema(AnswerSchemas&) {
  using namespace schema;
  const Json scored_global =
      extend(global_object_schema(), {{"points", number("the points this global scored on the board")}});
  return object(
      {{"board", board_slug_schema()},
       {"avatarName", string("the avatar's name")},
       {"avatarSlug", string("the avatar's slug")},
       {"standing", standing_schema()},
       {"window", object({{"after", date_time("the window's start: rows at this time or earlier are outside")},
                          {"through", date_time("its end, inside: when the standings were built")}},
                         "the window the standings cover")},
       {"activities", array(activity_schema(),
                            "the rows of the points table the avatar's globals and recorded "
                            "kills fill, in the table's order")},
       {"explainedPoints", number("the sum of the activities' points")},
       {"globals", page_of(scored_global, "the counted globals of the window, newest first")}},
      "an avatar's points on a board, taken apart");
}

}  // namespace snap
