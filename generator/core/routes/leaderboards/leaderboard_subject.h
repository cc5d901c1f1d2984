// leaderboard_subject.h: what /leaderboard/{board}/explain/{avatarSlug} and .../history/{avatarSlug} are about:
// the board and the avatar their path names, found once for both, and the board's slug as their answers echo it.
#pragma once

#include "core/answer_schema.h"
#include "core/domain/leaderboard_points.h"
#include "core/model/owner_ref.h"
#include "core/route.h"

namespace snap {

struct LeaderboardSubject {
  const Board& board;
  OwnerRef avatar;
};

// ApiError 404 for a board that is not one of the six, or an avatar slug no avatar has.
LeaderboardSubject leaderboard_subject(const RenderContext& ctx, const PathArgs& args);

// The schema of a board's slug as answers echo it: one of the six.
Json board_slug_schema();

}  // namespace snap
