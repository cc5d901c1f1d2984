// event_globals.h: /events/{slug}/globals: the globals that scored in any of the event's categories, each once
// with the categories it scored in, searched, sorted and offset-paged (templates/docs/events.md).
#pragma once

#include <vector>

#include "core/answer_schema.h"
#include "core/route.h"
#include "core/routes/shared/offset_paging.h"

namespace snap {

const OffsetPaging& event_globals_paging();     // offset, pageSize (10, at most 100)
std::vector<ParamSpec> event_globals_params();  // search, sortBy, sortDir
Json render_event_globals(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json event_globals_schema(AnswerSchemas& schemas);  // the JSON Schema of its answer

}  // namespace snap
