// challenge_routes.cc: the challenge routes (API.md "Events and challenges"; templates/docs/challenges.md).
// Only an ended challenge's pages are snapshot files: its status never changes again. The list and the pages of
// upcoming and active challenges depend on the clock and the progress, so they are rendered live, like every
// avatar's progress.
#include "core/db/database.h"
#include "core/route_table.h"
#include "core/routes/events/challenge_lookup.h"
#include "core/routes/events/challenge_pages.h"
#include "core/routes/events/challenge_stamp.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

constexpr int kEndedMaxAge = 300;
constexpr int kLiveMaxAge = 5;  // progress follows matching within seconds

SnapshotArgsFn one_snapshot_per_ended_challenge() {
  return [](const RenderContext& ctx) {
    std::vector<PathArgs> args;
    Statement& rows = ctx.db.prepare(std::string("SELECT c.slug FROM challenge c WHERE ") + kChallengeStatusSql +
                                     " = 'Ended' ORDER BY c.slug");
    rows.bind(1, ctx.now());
    while (rows.step()) args.push_back({{"slug", rows.text(0)}});
    return args;
  };
}

}  // namespace

void add_challenge_routes(RouteTable& table) {
  table.add(declare_route("/challenges", "challenges: Active first, then Upcoming, then Ended; newest start first")
                .params({ParamSpec::choice("status", challenge_statuses(), std::nullopt,
                                           "only challenges in this status at the time of the request"),
                         ParamSpec::text("search", "only challenges whose name contains this text (case-insensitive)")})
                .paged(challenge_list_paging())
                .render(render_challenge_list)
                .answers(challenge_list_schema)
                .max_age(kLiveMaxAge));
  table.add(declare_route("/challenges/{slug}", "a challenge: status, metric, criteria, tiers, trophy and counts")
                .render(render_challenge_detail)
                .answers(challenge_detail_schema)
                .snapshots(one_snapshot_per_ended_challenge())
                .file_stamp(ended_challenge_stamp)
                .max_age(kEndedMaxAge));
  table.add(declare_route("/challenges/{slug}/trophy", "the trophy awarded on completion and how many earned it")
                .render(render_challenge_trophy)
                .answers(challenge_trophy_schema)
                .snapshots(one_snapshot_per_ended_challenge())
                .file_stamp(ended_challenge_stamp)
                .max_age(kEndedMaxAge));
  table.add(declare_route("/challenges/{slug}/completions",
                          "avatars at the last tier, first to complete first, with the moment they reached it")
                .paged(challenge_people_paging())
                .render(render_challenge_completions)
                .answers(challenge_completions_schema)
                .snapshots(one_snapshot_per_ended_challenge())
                .file_stamp(ended_challenge_stamp)
                .max_age(kEndedMaxAge));
  table.add(declare_route("/challenges/{slug}/participants",
                          "every avatar with progress, furthest first, with its total and tier reached")
                .paged(challenge_people_paging())
                .render(render_challenge_participants)
                .answers(challenge_participants_schema)
                .snapshots(one_snapshot_per_ended_challenge())
                .file_stamp(ended_challenge_stamp)
                .max_age(kEndedMaxAge));
  table.add(declare_route("/challenges/{slug}/progress/{avatarName}",
                          "one avatar's progress (the avatar's name, any letter case); 404: not started")
                .render(render_challenge_progress)
                .answers(challenge_progress_schema)
                .max_age(kLiveMaxAge));
  table.add(declare_route("/challenges/avatar/{avatarName}",
                          "every challenge one avatar progresses through, last moved first")
                .paged(challenge_list_paging())
                .render(render_avatar_challenges)
                .answers(avatar_challenges_schema)
                .max_age(kLiveMaxAge));
}

}  // namespace snap
