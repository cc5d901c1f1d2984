// slug.cc: slug derivation and validation.
#include "core/text/slug.h"

namespace snap {

std::string slugify(std::string_view name) {
  std::string out;
  bool pending_dash = false;
  for (char c : name) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
    if (!keep) {
      pending_dash = !out.empty();
      continue;
    }
    if (pending_dash) out.push_back('-');
    pending_dash = false;
    out.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
  }
  return out;
}

bool is_slug(std::string_view text) {
  if (text.empty() || text.size() > kMaxSlugLength || text.front() == '-' || text.back() == '-') return false;
  for (char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

}  // namespace snap
