// route_call.h: a tool that mirrors a REST route asks that route for its answer, so the tool and the route run
// one query and follow one set of rules (its 400s and 404s included).
#pragma once

#include <string>

#include "core/json_bytes.h"
#include "core/params.h"
#include "core/route.h"

namespace snap {

// The route of the table with this pattern; std::logic_error for a pattern the table does not hold.
const Route& find_route(const std::string& pattern);

// The JSON that GET on `pattern` (a pattern of the route table, "/weapons/{slug}") with these captures and this
// query answers, with every raw fragment parsed (json_bytes.h: materialized), so the tool can read its fields.
// Throws ApiError as the route does; std::logic_error for a pattern the table does not hold.
Json render_route(const RenderContext& ctx, const std::string& pattern, const PathArgs& args,
                  const QueryPairs& query = {});

}  // namespace snap
