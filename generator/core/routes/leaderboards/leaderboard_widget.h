// leaderboard_widget.h: /leaderboard/{board}/widget.svg: a board's top 10 as an SVG image a fan site embeds
// with <img>, drawn from the board's own first page (the snapshot file beside it), so the two never disagree.
#pragma once

#include <string>

#include "core/domain/leaderboard_points.h"
#include "core/route.h"

namespace snap {

std::string render_leaderboard_widget(const RenderContext& ctx, const Board& board);

}  // namespace snap
