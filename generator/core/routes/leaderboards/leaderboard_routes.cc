// leaderboard_routes.cc: /leaderboard/{overall,hunting,mining,space-mining,construction,pvp}: a page of 50 of a
// board's standings as the scheduled rebuild left them (snapshot files, one per page), or with `search` only the
// avatars whose name contains the text, each with its true rank on the whole board (answered live from the
// board's name list held in memory, board_name_lists.h); /leaderboard/{board}/widget.svg, its top 10 as an
// image (leaderboard_widget.h); /leaderboard/{board}/explain/{avatarSlug}, the points of one standing taken
// apart (leaderboard_explain.h); and /leaderboard/{board}/history/{avatarSlug}, its past places
// (leaderboard_history.h).
// Rules: api-description.md "Leaderboards", API.md "Leaderboards"; scoring: domain/leaderboard_points.h.
#include <algorithm>
#include <vector>

#include "core/db/database.h"
#include "core/domain/leaderboard_points.h"
#include "core/json_object_text.h"
#include "core/route_table.h"
#include "core/text/name_fold.h"
#include "core/routes/leaderboards/board_name_lists.h"
#include "core/routes/leaderboards/leaderboard_explain.h"
#include "core/routes/leaderboards/leaderboard_history.h"
#include "core/routes/leaderboards/leaderboard_widget.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/paging.h"
#include "core/routes/shared/snapshot_args.h"

namespace snap {
namespace {

constexpr std::int64_t kBoardPageSize = 50;
const Paging kBoardPaging = Paging::fixed(kBoardPageSize, "page", "page to return, from 1; 50 entries a page");
constexpr std::size_t kMaxSearchLength = 100;  // characters

// Columns 0-6 the entry's figures, 7 the overall board's points per type as the rebuild wrote them.
std::string entry_select() {
  return "SELECT rank, previous_rank, avatar_name, avatar_slug, points, globals_count, globals_value,"
         " points_by_profession FROM leaderboard_standing WHERE board = ?1";
}

const std::string& rank_range_sql() {
  static const std::string sql = entry_select() + " AND rank > ?2 AND rank <= ?3 ORDER BY rank";
  return sql;
}
const std::string& ranks_sql() {
  static const std::string sql = entry_select() + " AND rank IN (SELECT value FROM json_each(?2)) ORDER BY rank";
  return sql;
}
const std::string kBoardSizeSql = "SELECT IFNULL(MAX(rank), 0) FROM leaderboard_standing WHERE board = ?1";

// One entry as JSON text, written straight from its row (a page is 50 of them). rankChange is positive for a
// climb: previous rank 7, rank 4 -> +3; null for a newcomer to the board.
void append_entry(TextBuffer& out, const Statement& row, bool overall) {
  JsonObjectText e(out, row);
  append_json_number(e.key("rank"), row.int64(0));
  if (row.is_null(1)) e.key("rankChange") += "null";
  else append_json_number(e.key("rankChange"), row.int64(1) - row.int64(0));
  e.column("avatarName", 2);
  e.column("avatarSlug", 3);
  append_json_number(e.key("points"), row.real(4));
  append_json_number(e.key("globalsCount"), row.int64(5));
  if (row.is_null(6)) e.key("globalsValue") += "null";
  else append_json_number(e.key("globalsValue"), row.real(6));
  // Stored as to_bytes() wrote the object, keys in the points table's order (snapgen/derived/leaderboards.cc).
  if (overall) e.key("pointsByProfession") += row.view(7);
}

Json entry_schema() {
  using namespace schema;
  return object({{"rank", integer("its place on the board, from 1")},
                 {"rankChange", nullable(integer("places climbed since the previous rebuild (negative: fallen); null "
                                                 "when it was not on the board then"))},
                 {"avatarName", string("the avatar's name")},
                 {"avatarSlug", string("its profile: /avatars/{avatarSlug}")},
                 {"points", number("its points over the window (whole or half points)")},
                 {"globalsCount", integer("the globals the board counted")},
                 {"globalsValue", nullable(number("their summed value in PED; null when none has a value"))}},
                "one avatar's standing on a board");
}

// pointsByProfession: the overall points per type, keyed as the points table names them, in its order.
Json points_by_profession_schema() {
  std::vector<schema::Property> points;
  for (GlobalType type : points_order())
    points.emplace_back(global_type_info(type).points_key,
                        schema::number(std::string("the points of ") + global_type_info(type).stored +
                                       (type == GlobalType::Pvp ? " sprees and recorded kills" : " globals")));
  return schema::object(std::move(points), "the standing's points per type; they add up to points");
}

// The entry of the overall board (with pointsByProfession) or of a profession's board.
Json board_entry_schema(AnswerSchemas& schemas, bool overall) {
  if (!overall) return schemas.ref("LeaderboardEntry", [](AnswerSchemas&) { return entry_schema(); });
  return schemas.ref("OverallLeaderboardEntry", [](AnswerSchemas&) {
    return schema::extend(entry_schema(), {{"pointsByProfession", points_by_profession_schema()}});
  });
}

// The rows' entries as one JSON array, a raw fragment (json_bytes.h).
Json entries_of(Statement& rows, bool overall) {
  TextBuffer text(kBoardPageSize * 330);  // an overall entry's length, about
  text += '[';
  while (rows.step()) {
    if (text.size() > 1) text += ',';
    append_entry(text, rows, overall);
  }
  text += ']';
  return raw_json(text.view());
}

// {"entries":[...],"totalEntries":N,"page":P,"pageSize":50,"totalPages":T}, as the live service answers.
Json board_envelope(Json entries, std::int64_t total, const Page& page) {
  Json body = object_with_room(5);  // room first: a growing object copies the entries whole
  body["entries"] = std::move(entries);
  body["totalEntries"] = total;
  body["page"] = page.number;
  body["pageSize"] = page.size;
  body["totalPages"] = total_pages(total, page.size);
  return body;
}

Json board_envelope_schema(Json entry) {
  using namespace schema;
  return object({{"entries", array(std::move(entry),
                                   "this page's standings by rank; with search, only the "
                                   "matching avatars, each with its rank on the whole board")},
                 {"totalEntries", integer("standings over all pages (with search: the matching ones)")},
                 {"page", integer("this page's number, from 1")},
                 {"pageSize", integer("standings per page: 50")},
                 {"totalPages", integer("pages in all; 0 for an empty board")}},
                "a page of a leaderboard's standings");
}

Json render_search(const Board& board, const RenderContext& ctx, const Params& params, const std::string& search) {
  const Page page = kBoardPaging.page_of(params);
  // Line n of the list is the name at rank n + 1.
  const std::vector<std::int64_t> lines = board_name_list(ctx.db, board.slug)->lines_containing(fold_name(search));
  const std::int64_t total = static_cast<std::int64_t>(lines.size());
  std::string page_ranks = "[";
  for (std::int64_t i = page.offset(); i < total && i < page.offset() + page.size; ++i)
    page_ranks += (page_ranks.size() > 1 ? "," : "") + std::to_string(lines[static_cast<std::size_t>(i)] + 1);
  Statement& rows = ctx.db.prepare(ranks_sql());
  rows.bind(1, board.slug).bind(2, page_ranks + "]");
  Json entries = entries_of(rows, !board.only);
  return board_envelope(std::move(entries), total, page);
}

Json render_board(const Board& board, const RenderContext& ctx, const Params& params) {
  if (auto search = params.optional_text("search")) return render_search(board, ctx, params, *search);
  const Page page = kBoardPaging.page_of(params);
  Statement& size = ctx.db.prepare(kBoardSizeSql);
  size.bind(1, board.slug);
  const std::int64_t total = size.single_int64();
  Statement& rows = ctx.db.prepare(rank_range_sql());
  rows.bind(1, board.slug).bind(2, page.offset()).bind(3, page.offset() + page.size);
  return board_envelope(entries_of(rows, !board.only), total, page);
}

}  // namespace

void add_leaderboard_routes(RouteTable& table) {
  std::vector<std::string> board_slugs;
  for (const Board& board : leaderboard_boards()) board_slugs.push_back(board.slug);
  for (const Board& board : leaderboard_boards()) {
    table.add(declare_route("/leaderboard/" + board.slug,
                            "the " + board.slug + " leaderboard over the rolling three months, 50 avatars a page")
                  .paged(kBoardPaging)
                  .params({ParamSpec::text("search", "only avatars whose name contains this text (case-insensitive), "
                                                     "each with its rank on the whole board; at most 100 characters")
                               .length(0, kMaxSearchLength)})
                  .render([&board](const RenderContext& ctx, const PathArgs&, const Params& p) {
                    return render_board(board, ctx, p);
                  })
                  .answers([&board](AnswerSchemas& schemas) {
                    return board_envelope_schema(board_entry_schema(schemas, !board.only));
                  })
                  .snapshots(one_snapshot())
                  .max_age(300)                          // the standings change only when a build rebuilds them
                  .edge_cache(300, standings_stamp));    // a live answer (a search) is rendered once per query and
                                                         // set of standings
  }
  for (const Board& board : leaderboard_boards())
    table.add(declare_route("/leaderboard/" + board.slug + "/widget.svg",
                            "the " + board.slug + " leaderboard's top 10 as an SVG image, for a web page's <img>")
                  .render_text(kSvgText, [&board](const RenderContext& ctx, const PathArgs&, const Params&) {
                    return render_leaderboard_widget(ctx, board);
                  })
                  .snapshots(one_snapshot())
                  .max_age(300)
                  .edge_cache(300, standings_stamp));
  table.add(declare_route("/leaderboard/{board}/history/{avatarSlug}",
                          "an avatar's place in the board's top 100 at each rebuild that changed it, newest first: "
                          "when it entered, moved and left")
                .capture_choices("board", board_slugs)
                .paged(history_paging())
                .render(render_leaderboard_history)
                .answers(leaderboard_history_schema)
                .max_age(300)
                .edge_cache(300, standings_stamp));  // it changes only with a rebuild
  table.add(declare_route("/leaderboard/{board}/explain/{avatarSlug}",
                          "why an avatar has its points on a board: its standing, the window, each row of the points "
                          "table its globals and kills filled, and those globals with their points")
                .capture_choices("board", board_slugs)
                .paged(explain_paging())
                .render(render_leaderboard_explain)
                .answers(leaderboard_explain_schema)
                .max_age(300)
                .edge_cache(300, standings_stamp));  // it explains the standings, so it changes with them
}

}  // namespace snap
