// event_statistics.h: /events/{slug}/statistics: whole-event figures from the matched globals (event_global):
// scored globals and their value, participants who scored against those registered, each category's figures and
// the creatures hunted most (templates/docs/events.md).
#pragma once

#include "core/answer_schema.h"
#include "core/route.h"

namespace snap {

Json render_event_statistics(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json event_statistics_schema(AnswerSchemas& schemas);  // the JSON Schema of its answer

}  // namespace snap
