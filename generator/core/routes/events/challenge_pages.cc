// challenge_pages.cc: /challenges (list), /challenges/{slug} (detail), its trophy, completions and participants.
#include "core/routes/events/challenge_pages.h"

#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/challenge_matching.h"
#include "core/model/row_json.h"
#include "core/routes/events/challenge_lookup.h"
#include "core/routes/shared/like_pattern.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

// Active first, then Upcoming, then Ended; within a status the newest start first; the slug breaks ties.
const char* const kListOrder =
    " ORDER BY CASE status WHEN 'Active' THEN 0 WHEN 'Upcoming' THEN 1 ELSE 2 END,"
    " c.start_at DESC, c.slug";

Json tiers_of(Database& db, std::int64_t challenge_id) {
  Statement& rows = db.prepare("SELECT tier, name, target FROM challenge_tier WHERE challenge_id = ?1 ORDER BY tier");
  rows.bind(1, challenge_id);
  Json tiers = Json::array();
  while (rows.step()) tiers.push_back({{"tier", rows.int64(0)}, {"name", rows.text(1)}, {"target", rows.real(2)}});
  return tiers;
}

Json challenge_criteria_schema() {
  using namespace schema;
  return object(
      {{"globalTypes",
        nullable(array(string("a global type, as /globals?type= names it"), "the global types that count; null: any"))},
       {"creatures",
        nullable(array(string("a creature species (any maturity)"), "the creatures whose globals count; null: any"))},
       {"minValue", nullable(number("the least value in PED a global needs to count; null: no minimum"))}},
      "what a global needs to count (all must hold; team globals never count)");
}

// The trophy's fields, each null when not given.
std::vector<schema::Property> trophy_schemas() {
  using namespace schema;
  return {{"name", nullable(string("the trophy's name"))},
          {"description", nullable(string("what the trophy says"))},
          {"image", nullable(string("the trophy's image key, resolved by the client"))}};
}

// The avatar whose row this is: {avatarName, avatarSlug}.
std::vector<schema::Property> avatar_keys() {
  return {{"avatarName", schema::string("the avatar")},
          {"avatarSlug", schema::string("its profile: /avatars/{avatarSlug}")}};
}

// tiers_of()'s items, kept once among the components.
Json challenge_tier_schema(AnswerSchemas& schemas) {
  return schemas.ref("ChallengeTier",
                     [](AnswerSchemas&) { return challenge_tier_object_schema({}, "one tier of a challenge"); });
}

}  // namespace

Json challenge_status_schema() {
  return schema::one_of_values(
      challenge_statuses(), "at the time of the answer: Upcoming before startDate, Active until endDate, then Ended");
}

Json challenge_metric_schema() {
  return schema::one_of_values(challenge_metric_names(),
                               "what progress sums: Count (globals), TotalValue (PED), Points (leaderboard points)");
}

Json metric_amount_schema(const std::string& what) {
  return schema::number(what + ", in the metric's units: globals for Count, PED for TotalValue, points for Points");
}

Json challenge_tier_object_schema(std::vector<schema::Property> more, std::string description) {
  using namespace schema;
  return extend(object({{"tier", integer("the tier's number, from 1; the last completes the challenge")},
                        {"name", string("the tier's name")},
                        {"target", metric_amount_schema("the progress that reaches it")}},
                       std::move(description)),
                std::move(more));
}

// The fields a challenge opens with, in the list and on its page.
std::vector<schema::Property> challenge_head_schema() {
  using namespace schema;
  return {{"slug", string("its page: /challenges/{slug}")},
          {"name", string("the challenge's name")},
          {"description", nullable(string("what it asks; null when not given"))},
          {"status", challenge_status_schema()},
          {"metric", challenge_metric_schema()},
          {"startDate", date_time("when globals start to count (UTC, inclusive)")},
          {"endDate", date_time("when globals stop counting (UTC, exclusive)")}};
}

Json challenge_list_schema(AnswerSchemas&) {
  using namespace schema;
  return page_of(
      described(extend(object(challenge_head_schema()),
                       {{"trophyName", nullable(string("the trophy awarded on completion; null: none named"))},
                        {"tierCount", integer("its tiers")},
                        {"participantCount", integer("avatars with progress")},
                        {"completionCount", integer("avatars at the last tier")}}),
                "a challenge as the list shows it"),
      "challenges: Active first, then Upcoming, then Ended; newest start first");
}

Json challenge_detail_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return described(extend(object(challenge_head_schema()),
                          {{"criteria", challenge_criteria_schema()},
                           {"trophy", object(trophy_schemas(), "the trophy awarded on completion")},
                           {"createdAt", date_time("when it was created (UTC)")},
                           {"tiers", array(challenge_tier_schema(schemas), "its tiers, first to last")},
                           {"participantCount", integer("avatars with progress")},
                           {"completionCount", integer("avatars at the last tier")}}),
                   "a challenge");
}

Json challenge_trophy_schema(AnswerSchemas&) {
  using namespace schema;
  const Json challenge = object({{"challengeSlug", string("the challenge: /challenges/{challengeSlug}")},
                                 {"challengeName", string("the challenge's name")}},
                                "the trophy awarded on completion");
  return extend(extend(challenge, trophy_schemas()), {{"earnedCount", integer("avatars who completed the challenge")}});
}

Json challenge_completions_schema(AnswerSchemas&) {
  using namespace schema;
  return page_of(extend(object(avatar_keys(), "an avatar that completed the challenge"),
                        {{"completedAt", date_time("when it reached the last tier (UTC)")}}),
                 "first to complete first");
}

Json challenge_participants_schema(AnswerSchemas&) {
  using namespace schema;
  return page_of(extend(object(avatar_keys(), "an avatar with progress"),
                        {{"current", metric_amount_schema("its progress")},
                         {"tier", nullable(integer("the highest tier it reached; null: none yet"))},
                         {"tierName", nullable(string("that tier's name; null: none yet"))},
                         {"completed", boolean("it reached the last tier")},
                         {"startedAt", date_time("when its first counting global was announced (UTC)")},
                         {"updatedAt", date_time("when its latest counting global was announced (UTC)")}}),
                 "furthest first, then who got there first");
}

const Paging& challenge_list_paging() {
  static const Paging paging = Paging::sized(20, 100, "challenges");
  return paging;
}

const Paging& challenge_people_paging() {
  static const Paging paging = Paging::sized(50, 100, "avatars");
  return paging;
}

Json render_challenge_list(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const Page page = challenge_list_paging().page_of(params);
  const auto status = params.optional_text("status");
  const auto search = params.optional_text("search");
  std::string where = " WHERE 1";
  if (status) where += " AND status = ?2";
  if (search) where += " AND c.name LIKE ?3 ESCAPE '\\'";
  const std::string from = std::string(" FROM (SELECT c.*, ") + kChallengeStatusSql + " AS status FROM challenge c) c";
  const auto bind_filters = [&](Statement& st) {
    st.bind(1, ctx.now());
    if (status) st.bind(2, *status);
    if (search) st.bind(3, like_contains_pattern(*search));
  };
  Statement& count = ctx.db.prepare_shaped("SELECT COUNT(*)" + from + where);
  bind_filters(count);
  const std::int64_t total = count.single_int64();
  Statement& rows = ctx.db.prepare_shaped(
      "SELECT c.id, c.slug, c.name, c.description, c.status, c.metric, c.start_at, c.end_at, c.trophy_name,"
      " (SELECT COUNT(*) FROM challenge_tier t WHERE t.challenge_id = c.id)" +
      from + where + kListOrder + " LIMIT ?4 OFFSET ?5");
  bind_filters(rows);
  rows.bind(4, page.size).bind(5, page.offset());
  Json items = Json::array();
  while (rows.step()) {
    const std::int64_t id = rows.int64(0);
    Json item = Json::object();
    item["slug"] = rows.text(1);
    item["name"] = rows.text(2);
    item["description"] = rows.json(3);
    item["status"] = rows.text(4);
    item["metric"] = rows.text(5);
    item["startDate"] = format_iso8601(rows.int64(6));
    item["endDate"] = format_iso8601(rows.int64(7));
    item["trophyName"] = rows.json(8);
    item["tierCount"] = rows.int64(9);
    item["participantCount"] = participant_count(ctx.db, id);
    item["completionCount"] = completion_count(ctx.db, id);
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

Json render_challenge_detail(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  Statement& row = ctx.db.prepare(std::string("SELECT c.description, ") + kChallengeStatusSql +
                                  ", c.metric, c.start_at, c.end_at, c.global_types, c.creatures, c.min_value,"
                                  " c.trophy_name, c.trophy_description, c.trophy_image, c.created_at"
                                  " FROM challenge c WHERE c.id = ?2");
  row.bind(1, ctx.now()).bind(2, challenge.id).step();
  Json body = Json::object();
  body["slug"] = challenge.slug;
  body["name"] = challenge.name;
  body["description"] = row.json(0);
  body["status"] = row.text(1);
  body["metric"] = row.text(2);
  body["startDate"] = format_iso8601(row.int64(3));
  body["endDate"] = format_iso8601(row.int64(4));
  body["criteria"] = {
      {"globalTypes", json_text_column(row, 5)}, {"creatures", json_text_column(row, 6)}, {"minValue", row.json(7)}};
  body["trophy"] = {{"name", row.json(8)}, {"description", row.json(9)}, {"image", row.json(10)}};
  body["createdAt"] = format_iso8601(row.int64(11));
  row.reset();
  body["tiers"] = tiers_of(ctx.db, challenge.id);
  body["participantCount"] = participant_count(ctx.db, challenge.id);
  body["completionCount"] = completion_count(ctx.db, challenge.id);
  return body;
}

Json render_challenge_trophy(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  Statement& row = ctx.db.prepare("SELECT trophy_name, trophy_description, trophy_image FROM challenge WHERE id = ?1");
  row.bind(1, challenge.id).step();
  Json body = Json::object();
  body["challengeSlug"] = challenge.slug;
  body["challengeName"] = challenge.name;
  body["name"] = row.json(0);
  body["description"] = row.json(1);
  body["image"] = row.json(2);
  row.reset();
  body["earnedCount"] = completion_count(ctx.db, challenge.id);
  return body;
}

Json render_challenge_completions(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  const Page page = challenge_people_paging().page_of(params);
  Statement& rows = ctx.db.prepare(
      "SELECT a.name, a.slug, k.completed_at FROM challenge_completion k JOIN avatar a ON a.id = k.avatar_id"
      " WHERE k.challenge_id = ?1 ORDER BY k.completed_at, a.slug LIMIT ?2 OFFSET ?3");
  rows.bind(1, challenge.id).bind(2, page.size).bind(3, page.offset());
  Json items = Json::array();
  while (rows.step())
    items.push_back(
        {{"avatarName", rows.text(0)}, {"avatarSlug", rows.text(1)}, {"completedAt", format_iso8601(rows.int64(2))}});
  return paged_envelope(std::move(items), completion_count(ctx.db, challenge.id), page);
}

Json render_challenge_participants(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  const Page page = challenge_people_paging().page_of(params);
  Statement& rows = ctx.db.prepare(
      "SELECT a.name, a.slug, p.current, p.started_at, p.updated_at, t.tier, t.name, " + kHasCompletedSql +
      " FROM challenge_progress p JOIN avatar a ON a.id = p.avatar_id"
      " LEFT JOIN challenge_tier t ON t.challenge_id = p.challenge_id AND t.tier = " +
      kTierReachedSql + " WHERE p.challenge_id = ?1 ORDER BY p.current DESC, p.updated_at, a.slug LIMIT ?2 OFFSET ?3");
  rows.bind(1, challenge.id).bind(2, page.size).bind(3, page.offset());
  Json items = Json::array();
  while (rows.step()) {
    Json item = Json::object();
    item["avatarName"] = rows.text(0);
    item["avatarSlug"] = rows.text(1);
    item["current"] = rows.real(2);
    item["tier"] = rows.json(5);
    item["tierName"] = rows.json(6);
    item["completed"] = rows.int64(7) == 1;
    item["startedAt"] = format_iso8601(rows.int64(3));
    item["updatedAt"] = format_iso8601(rows.int64(4));
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), participant_count(ctx.db, challenge.id), page);
}

}  // namespace snap
