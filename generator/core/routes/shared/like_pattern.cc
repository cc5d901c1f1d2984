// like_pattern.cc: escaping a search text for LIKE.
#include "core/routes/shared/like_pattern.h"

namespace snap {

std::string like_contains_pattern(const std::string& text) {
  std::string out = "%";
  for (char ch : text) {
    if (ch == '%' || ch == '_' || ch == '\\') out.push_back('\\');
    out.push_back(ch);
  }
  return out + "%";
}

}  // namespace snap
