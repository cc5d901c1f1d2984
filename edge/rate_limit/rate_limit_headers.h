// rate_limit_headers.h: the headers of every answer that spent (or was refused) a tool call, in the IETF
// RateLimit fields' syntax (draft-ietf-httpapi-ratelimit-headers-10): `RateLimit-Policy: "tools";q=60;w=60` and
// `RateLimit: "tools";r=<calls left>;t=<seconds until a call frees, 0 while one is left>`, (a refusal's
// Retry-After is written with its body).
#pragma once

#include "edge/http_exchange.h"
#include "edge/rate_limit/tool_rate_limit.h"

namespace snap {

void add_rate_limit_headers(const ToolBudgetAnswer& budget, HttpResponse& response);

}  // namespace snap
