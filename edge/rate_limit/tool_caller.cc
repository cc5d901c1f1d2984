// tool_caller.cc: walking X-Forwarded-For from the right.
#include "edge/rate_limit/tool_caller.h"

#include <algorithm>

namespace snap {
namespace {

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::string tool_caller(const HttpRequest& request, const std::vector<std::string>& trusted_proxies) {
  const auto trusted = [&](const std::string& address) {
    return std::find(trusted_proxies.begin(), trusted_proxies.end(), address) != trusted_proxies.end();
  };
  std::string caller = request.peer_address;
  if (!trusted(caller)) return caller;
  size_t end = request.forwarded_for.size();
  while (end > 0) {
    const size_t comma = request.forwarded_for.rfind(',', end - 1);
    const size_t start = comma == std::string::npos ? 0 : comma + 1;
    const std::string address = trimmed(request.forwarded_for.substr(start, end - start));
    if (!address.empty()) {
      caller = address;
      if (!trusted(address)) break;
    }
    if (comma == std::string::npos) break;
    end = comma;
  }
  return caller;
}

}  // namespace snap
