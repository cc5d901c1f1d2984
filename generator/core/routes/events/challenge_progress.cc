// challenge_progress.cc: one avatar's progress through one challenge (/challenges/{slug}/progress/{avatarName})
// and every challenge it progresses through (/challenges/avatar/{avatarName}). Both are rendered per request.
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/problem.h"
#include "core/routes/events/challenge_lookup.h"
#include "core/routes/events/challenge_pages.h"
#include "core/routes/shared/paging.h"

namespace snap {

// A tier with when this avatar reached it, kept once among the components.
Json progress_tier_schema(AnswerSchemas& schemas) {
  return schemas.ref("ChallengeProgressTier", [](AnswerSchemas&) {
    return challenge_tier_object_schema(
        {{"reachedAt", schema::nullable(schema::date_time("when the avatar reached it (UTC); null: not yet"))}},
        "one tier of a challenge and when the avatar reached it");
  });
}

Json challenge_progress_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return object({{"avatarName", string("the avatar, as the game writes its name")},
                 {"avatarSlug", string("its profile: /avatars/{avatarSlug}")},
                 {"challengeSlug", string("the challenge: /challenges/{challengeSlug}")},
                 {"current", metric_amount_schema("its progress")},
                 {"startedAt", date_time("when its first counting global was announced (UTC)")},
                 {"updatedAt", date_time("when its latest counting global was announced (UTC)")},
                 {"tierReached",
                  nullable(described(progress_tier_schema(schemas), "the highest tier it reached; null: none yet"))},
                 {"nextTarget", nullable(metric_amount_schema("the target of the first tier not reached; null: "
                                                              "every tier reached"))},
                 {"completed", boolean("it reached the last tier")},
                 {"tiers", array(progress_tier_schema(schemas), "every tier, first to last")}},
                "one avatar's progress through one challenge");
}

Json render_challenge_progress(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  const NamedAvatar avatar = find_avatar_named(ctx.db, args.at("avatarName"));
  Statement& progress = ctx.db.prepare("SELECT p.current, p.started_at, p.updated_at, " + kHasCompletedSql +
                                       " FROM challenge_progress p WHERE p.challenge_id = ?1 AND p.avatar_id = ?2");
  progress.bind(1, challenge.id).bind(2, avatar.id);
  if (!progress.step()) throw ApiError(Problem::not_started(avatar.name, challenge.slug));
  Json body = Json::object();
  body["avatarName"] = avatar.name;
  body["avatarSlug"] = avatar.slug;
  body["challengeSlug"] = challenge.slug;
  body["current"] = progress.real(0);
  body["startedAt"] = format_iso8601(progress.int64(1));
  body["updatedAt"] = format_iso8601(progress.int64(2));
  const bool completed = progress.int64(3) == 1;
  progress.reset();

  Statement& tiers = ctx.db.prepare(
      "SELECT t.tier, t.name, t.target, r.reached_at FROM challenge_tier t LEFT JOIN challenge_tier_reached r"
      " ON r.challenge_id = t.challenge_id AND r.tier = t.tier AND r.avatar_id = ?2"
      " WHERE t.challenge_id = ?1 ORDER BY t.tier");
  tiers.bind(1, challenge.id).bind(2, avatar.id);
  Json list = Json::array();
  Json reached = nullptr, next_target = nullptr;
  while (tiers.step()) {
    Json tier = {{"tier", tiers.int64(0)},
                 {"name", tiers.text(1)},
                 {"target", tiers.real(2)},
                 {"reachedAt", tiers.is_null(3) ? Json(nullptr) : Json(format_iso8601(tiers.int64(3)))}};
    if (!tiers.is_null(3))
      reached = tier;
    else if (next_target.is_null())
      next_target = tier.at("target");
    list.push_back(std::move(tier));
  }
  body["tierReached"] = std::move(reached);
  body["nextTarget"] = std::move(next_target);
  body["completed"] = completed;
  body["tiers"] = std::move(list);
  return body;
}

Json avatar_challenges_schema(AnswerSchemas&) {
  using namespace schema;
  return page_of(object({{"challengeSlug", string("the challenge: /challenges/{challengeSlug}")},
                         {"challengeName", string("the challenge's name")},
                         {"status", challenge_status_schema()},
                         {"metric", challenge_metric_schema()},
                         {"current", metric_amount_schema("the avatar's progress")},
                         {"tier", nullable(integer("the highest tier it reached; null: none yet"))},
                         {"tierCount", integer("the challenge's tiers")},
                         {"completed", boolean("it reached the last tier")},
                         {"startedAt", date_time("when its first counting global was announced (UTC)")},
                         {"updatedAt", date_time("when its latest counting global was announced (UTC)")}},
                        "one challenge the avatar progresses through"),
                 "last moved first");
}

Json render_avatar_challenges(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const NamedAvatar avatar = find_avatar_named(ctx.db, args.at("avatarName"));
  const Page page = challenge_list_paging().page_of(params);
  Statement& count = ctx.db.prepare("SELECT COUNT(*) FROM challenge_progress WHERE avatar_id = ?1");
  const std::int64_t total = count.bind(1, avatar.id).single_int64();
  Statement& rows =
      ctx.db.prepare(std::string("SELECT c.slug, c.name, ") + kChallengeStatusSql +
                     ", c.metric, p.current, p.started_at, p.updated_at, " + kTierReachedSql +
                     ","
                     " (SELECT COUNT(*) FROM challenge_tier t WHERE t.challenge_id = c.id), " +
                     kHasCompletedSql +
                     " FROM challenge_progress p JOIN challenge c ON c.id = p.challenge_id WHERE p.avatar_id = ?2"
                     " ORDER BY p.updated_at DESC, c.slug LIMIT ?3 OFFSET ?4");
  rows.bind(1, ctx.now()).bind(2, avatar.id).bind(3, page.size).bind(4, page.offset());
  Json items = Json::array();
  while (rows.step()) {
    Json item = Json::object();
    item["challengeSlug"] = rows.text(0);
    item["challengeName"] = rows.text(1);
    item["status"] = rows.text(2);
    item["metric"] = rows.text(3);
    item["current"] = rows.real(4);
    item["tier"] = rows.json(7);
    item["tierCount"] = rows.int64(8);
    item["completed"] = rows.int64(9) == 1;
    item["startedAt"] = format_iso8601(rows.int64(5));
    item["updatedAt"] = format_iso8601(rows.int64(6));
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

}  // namespace snap
