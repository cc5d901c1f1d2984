// leaderboard_history.cc: reads one avatar's rows of leaderboard_history, newest first.
#include "core/routes/leaderboards/leaderboard_history.h"

#include "core/db/database.h"
#include "core/model/owner_ref.h"
#include "core/routes/leaderboards/leaderboard_subject.h"

namespace snap {

const Paging& history_paging() {
  static const Paging paging = Paging::sized(20, 100, "changes");
  return paging;
}

Json render_leaderboard_history(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const auto [board, avatar] = leaderboard_subject(ctx, args);
  const Page page = history_paging().page_of(params);
  Statement& total = ctx.db.prepare("SELECT COUNT(*) FROM leaderboard_history WHERE board = ?1 AND avatar_id = ?2");
  total.bind(1, board.slug).bind(2, avatar.id);
  const std::int64_t count = total.single_int64();
  Statement& rows = ctx.db.prepare(
      "SELECT built_at, rank, points FROM leaderboard_history WHERE board = ?1 AND avatar_id = ?2"
      " ORDER BY built_at DESC LIMIT ?3 OFFSET ?4");
  rows.bind(1, board.slug).bind(2, avatar.id).bind(3, page.size).bind(4, page.offset());
  Json items = Json::array();
  while (rows.step()) {
    Json item = object_with_room(3);
    item["builtAt"] = format_iso8601(rows.int64(0));
    item["rank"] = rows.is_null(1) ? Json(nullptr) : Json(rows.int64(1));
    item["points"] = rows.is_null(2) ? Json(nullptr) : Json(rows.real(2));
    items.push_back(std::move(item));
  }
  Json body = paged_envelope(std::move(items), count, page);
  Json answer = object_with_room(8);
  answer["board"] = board.slug;
  answer["avatarName"] = avatar.name;
  answer["avatarSlug"] = avatar.slug;
  for (auto it = body.begin(); it != body.end(); ++it) answer[it.key()] = std::move(it.value());
  return answer;
}

Json leaderboard_history_schema(AnswerSchemas&) {
  using namespace schema;
  const Json change = object({{"builtAt", date_time("the rebuild that made the change")},
                              {"rank", nullable(integer("the rank it took; null: it left the top 100"))},
                              {"points", nullable(number("its points then; null: it left the top 100"))}});
  return extend(page_of(change, "the avatar's changes of place in the board's top 100, newest first"),
                {{"board", board_slug_schema()},
                 {"avatarName", string("the avatar's name")},
                 {"avatarSlug", string("the avatar's slug")}});
}

}  // namespace snap
