// rate_limit_headers.cc: the policy is named "tools" (one budget for /mcp and /tools/{name}).
#include "edge/rate_limit/rate_limit_headers.h"

#include <string>

namespace snap {

void add_rate_limit_headers(const ToolBudgetAnswer& budget, HttpResponse& response) {
  response.headers.emplace_back("RateLimit-Policy", "\"tools\";q=" + std::to_string(budget.quota) +
                                                        ";w=" + std::to_string(budget.window_seconds));
  response.headers.emplace_back("RateLimit", "\"tools\";r=" + std::to_string(budget.remaining) +
                                                 ";t=" + std::to_string(budget.seconds_until_slot));
}

}  // namespace snap
