// tool_caller.h: who spends a tool budget: the connecting address, or, when that address is one of the
// --trusted-proxy addresses, the right-most X-Forwarded-For address that is not itself a trusted proxy (each
// proxy appends the address it was reached from, so addresses to the left of the nearest untrusted one may be
// forged by the client).
#pragma once

#include <string>
#include <vector>

#include "edge/http_exchange.h"

namespace snap {

std::string tool_caller(const HttpRequest& request, const std::vector<std::string>& trusted_proxies);

}  // namespace snap
