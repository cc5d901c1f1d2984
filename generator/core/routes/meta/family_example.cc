// family_example.cc: a family's example request resolved against the route table and rendered (family_example.h).
#include "core/routes/meta/family_example.h"

#include <stdexcept>

#include "core/problem.h"
#include "core/tools/route_call.h"

namespace snap {

std::optional<FamilyExample> render_family_example(const RenderContext& ctx, const RouteFamily& family) {
  if (family.example.empty()) return std::nullopt;
  const size_t mark = family.example.find('?');
  const std::string path = family.example.substr(0, mark);
  const std::string raw_query = mark == std::string::npos ? "" : family.example.substr(mark + 1);
  FamilyExample example;
  PathArgs args;
  if (path.find('{') != std::string::npos) {
    example.route = &find_route(path);
    const std::vector<PathArgs> written = example.route->snapshot_args(ctx);
    if (written.empty()) return std::nullopt;
    args = written.front();
  } else {
    example.route = all_routes().match(split_request_path(path), args);
    if (!example.route) throw std::logic_error("the example " + family.example + " matches no route");
  }
  example.target = expand_pattern(example.route->pattern, args) + (raw_query.empty() ? "" : "?" + raw_query);
  try {
    example.answer =
        example.route->render(ctx, args, parse_params(example.route->params, parse_query_string(raw_query)));
  } catch (const ApiError&) {
    return std::nullopt;  // the data lacks what the example asks for
  }
  return example;
}

}  // namespace snap
