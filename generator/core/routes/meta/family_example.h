// family_example.h: a route family's example request (RouteFamily::example) and the answer its route renders for
// it now, written once for the documentation page and for /openapi.json's examples, so both show the same.
#pragma once

#include <optional>
#include <string>

#include "core/route_table.h"

namespace snap {

struct FamilyExample {
  const Route* route = nullptr;
  std::string target;  // what a client sends: "/avatars/some-avatar?pageSize=5"
  Json answer;         // what the route renders for it (JSON routes)
};

// Nothing when the family has no example, or its example needs data the database does not hold yet. A {capture}
// in the example takes the first value snapgen writes files for. Throws std::logic_error for an example that
// matches no route (a declaration mistake).
std::optional<FamilyExample> render_family_example(const RenderContext& ctx, const RouteFamily& family);

}  // namespace snap
