// leaderboard_subject.cc: the board and avatar of an avatar's leaderboard route (leaderboard_subject.h).
#include "core/routes/leaderboards/leaderboard_subject.h"

#include "core/problem.h"

namespace snap {

LeaderboardSubject leaderboard_subject(const RenderContext& ctx, const PathArgs& args) {
  const Board* board = find_board(args.at("board"));
  if (!board) throw ApiError(Problem::not_found("leaderboard", args.at("board")));
  return {*board, find_avatar(ctx.db, args.at("avatarSlug"))};
}

Json board_slug_schema() {
  std::vector<std::string> slugs;
  for (const Board& board : leaderboard_boards()) slugs.push_back(board.slug);
  return schema::one_of_values(slugs, "the board, as the path names it");
}

}  // namespace snap
