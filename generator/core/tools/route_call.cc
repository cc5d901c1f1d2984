// route_call.cc: finds a route by its pattern and renders it with parsed parameters.
#include "core/tools/route_call.h"

#include <stdexcept>

#include "core/route_table.h"

namespace snap {

const Route& find_route(const std::string& pattern) {
  for (const Route& route : all_routes().routes())
    if (route.pattern == pattern) return route;
  throw std::logic_error("no route has the pattern " + pattern);
}

Json render_route(const RenderContext& ctx, const std::string& pattern, const PathArgs& args,
                  const QueryPairs& query) {
  const Route& route = find_route(pattern);
  return materialized(route.render(ctx, args, parse_params(route.params, query)));
}

}  // namespace snap
