// event_list.h: /events: events filtered by name, type and status, sorted, one page of light items.
#pragma once

#include <vector>

#include "core/answer_schema.h"
#include "core/route.h"
#include "core/routes/shared/paging.h"

namespace snap {

const Paging& event_list_paging();           // pageNumber, pageSize (20, at most 100)
std::vector<ParamSpec> event_list_params();  // search, type, status, sortBy, sortOrder
Json render_event_list(const RenderContext& ctx, const PathArgs& args, const Params& params);
Json event_list_schema(AnswerSchemas& schemas);  // the JSON Schema of its answer

}  // namespace snap
