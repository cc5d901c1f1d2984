// event_widget.cc: the first rows of GET /events/{slug}/leaderboard/{categoryId}, titled from GET /events/{slug},
// drawn by core/text/svg_scoreboard.h.
#include "core/routes/events/event_widget.h"

#include "core/text/svg_scoreboard.h"
#include "core/tools/route_call.h"

namespace snap {
namespace {

constexpr std::size_t kWidgetRows = 10;

}  // namespace

std::string render_event_widget(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const Json standings = render_route(ctx, "/events/{slug}/leaderboard/{categoryId}", args);
  const Json event = render_route(ctx, "/events/{slug}", {{"slug", args.at("slug")}});
  std::string category;
  for (const Json& c : event.at("categories"))
    if (std::to_string(c.at("id").get<std::int64_t>()) == args.at("categoryId")) category = c.at("name");
  std::vector<ScoreboardRow> rows;
  for (const Json& entry : standings.at("items")) {
    if (rows.size() == kWidgetRows) break;
    rows.push_back({entry.at("rank").get<std::int64_t>(), entry.at("avatarName").get<std::string>(),
                    score_text(entry.at("score").get<double>()), std::nullopt});
  }
  const std::string subtitle = category + " · " + event.at("status").get<std::string>() + " · top " +
                               std::to_string(rows.size()) + " of " +
                               std::to_string(standings.at("totalCount").get<std::int64_t>());
  return svg_scoreboard(rows, {event.at("name").get<std::string>(), subtitle, "score", false});
}

}  // namespace snap
