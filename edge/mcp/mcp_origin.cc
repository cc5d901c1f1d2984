// mcp_origin.cc: the shape of a serialized origin.
#include "edge/mcp/mcp_origin.h"

#include <cctype>

namespace snap {
namespace {

bool scheme_char(unsigned char c) { return std::isalnum(c) || c == '+' || c == '-' || c == '.'; }

bool host_char(unsigned char c) {
  return std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '%' || c == '[' || c == ']' ||
         c == ':';
}

}  // namespace

bool mcp_origin_allowed(const std::string& origin) {
  if (origin.empty() || origin == "null") return true;
  const size_t separator = origin.find("://");
  if (separator == std::string::npos || separator == 0 || !std::isalpha(static_cast<unsigned char>(origin[0])))
    return false;
  for (size_t i = 0; i < separator; ++i)
    if (!scheme_char(static_cast<unsigned char>(origin[i]))) return false;
  const std::string authority = origin.substr(separator + 3);
  if (authority.empty()) return false;
  for (unsigned char c : authority)
    if (!host_char(c)) return false;
  return true;
}

}  // namespace snap
