// leaderboard_widget.cc: the top rows of GET /leaderboard/{board} drawn by core/text/svg_scoreboard.h.
#include "core/routes/leaderboards/leaderboard_widget.h"

#include "core/domain/standings_window.h"
#include "core/text/svg_scoreboard.h"
#include "core/tools/route_call.h"

namespace snap {
namespace {

constexpr std::size_t kWidgetRows = 10;

// "Space-mining leaderboard" from "space-mining".
std::string board_title(const std::string& slug) {
  std::string title = slug;
  if (!title.empty() && title[0] >= 'a' && title[0] <= 'z') title[0] = static_cast<char>(title[0] - 'a' + 'A');
  return title + " leaderboard";
}

}  // namespace

std::string render_leaderboard_widget(const RenderContext& ctx, const Board& board) {
  const Json page = render_route(ctx, "/leaderboard/" + board.slug, {});
  std::vector<ScoreboardRow> rows;
  for (const Json& entry : page.at("entries")) {
    if (rows.size() == kWidgetRows) break;
    const Json& change = entry.at("rankChange");
    rows.push_back({entry.at("rank").get<std::int64_t>(), entry.at("avatarName").get<std::string>(),
                    score_text(entry.at("points").get<double>()),
                    change.is_null() ? std::nullopt : std::optional<std::int64_t>(change.get<std::int64_t>())});
  }
  const std::optional<std::string> built = standings_built_at(ctx.db);
  std::string subtitle = "top " + std::to_string(rows.size()) + " of " +
                         std::to_string(page.at("totalEntries").get<std::int64_t>()) + ", three months";
  if (built) subtitle += " · " + built->substr(0, 10) + " " + built->substr(11, 5) + " UTC";
  return svg_scoreboard(rows, {board_title(board.slug), subtitle, "points", true});
}

}  // namespace snap
