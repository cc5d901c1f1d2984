// challenge_pages.h: the renders of the challenge routes (declared in challenge_routes.cc): one challenge's
// pages (challenge_pages.cc) and one avatar's progress (challenge_progress.cc).
#pragma once

#include <string>
#include <vector>

#include "core/answer_schema.h"
#include "core/route.h"

namespace snap {

const Paging& challenge_list_paging();    // 20 per page
const Paging& challenge_people_paging();  // completions and participants: 50 per page

Json render_challenge_list(const RenderContext& ctx, const PathArgs&, const Params& params);
Json render_challenge_detail(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_challenge_trophy(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_challenge_completions(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json render_challenge_participants(const RenderContext& ctx, const PathArgs& args, const Params& params);

Json render_challenge_progress(const RenderContext& ctx, const PathArgs& args, const Params&);
Json render_avatar_challenges(const RenderContext& ctx, const PathArgs& args, const Params& params);

// The JSON Schemas of their answers, each beside its render.
Json challenge_list_schema(AnswerSchemas& schemas);
Json challenge_detail_schema(AnswerSchemas& schemas);
Json challenge_trophy_schema(AnswerSchemas& schemas);
Json challenge_completions_schema(AnswerSchemas& schemas);
Json challenge_participants_schema(AnswerSchemas& schemas);
Json challenge_progress_schema(AnswerSchemas& schemas);
Json avatar_challenges_schema(AnswerSchemas& schemas);

// The schemas of what several of them write: a challenge's status and metric, an amount in the metric's units
// (progress, a tier's target), and a tier ({tier, name, target} and then `more`).
Json challenge_status_schema();
Json challenge_metric_schema();
Json metric_amount_schema(const std::string& what);
Json challenge_tier_object_schema(std::vector<schema::Property> more, std::string description);

}  // namespace snap
