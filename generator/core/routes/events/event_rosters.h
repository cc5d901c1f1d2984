// event_rosters.h: the public rosters of an event: /events/{slug}/participants (paged, in joining order) and
// /events/{slug}/teams (each team with its captain and members).
#pragma once

#include "core/answer_schema.h"
#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

const Paging& event_participants_paging();  // pageNumber, pageSize (20, at most 100)
Json render_event_participants(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json render_event_teams(const RenderContext& ctx, const PathArgs& args, const Params& params);
// The JSON Schemas of their answers.
Json event_participants_schema(AnswerSchemas& schemas);
Json event_teams_schema(AnswerSchemas& schemas);

}  // namespace snap
