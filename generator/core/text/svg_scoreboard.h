// svg_scoreboard.h: a small standings table drawn as one SVG image (a leaderboard's or an event category's top
// places), for a fan site to embed with <img>: no script, no outside font, the same bytes for the same rows.
// All text is escaped; long names are cut with an ellipsis so they never run into the score.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace snap {

struct ScoreboardRow {
  std::int64_t rank = 0;
  std::string name;
  std::string score;                   // as it is shown: "123.5"
  std::optional<std::int64_t> change;  // places climbed (negative: fallen) since the previous standings; none: new
};

struct ScoreboardSpec {
  std::string title;        // "Hunting leaderboard": the caption and the accessible name
  std::string subtitle;     // a smaller line under it: "top 10 · standings of 2026-11-20 12:00 UTC"
  std::string score_label;  // the score column's heading: "points"
  bool show_change = true;  // draw the change column (event standings have none)
};

std::string svg_scoreboard(const std::vector<ScoreboardRow>& rows, const ScoreboardSpec& spec);

// A score as a scoreboard shows it: whole numbers without decimals, others with up to two ("6", "12.5").
std::string score_text(double value);

}  // namespace snap
