// utf8.cc: whole-text UTF-8 validation and length, from the sequence rule in utf8.h.
#include "core/text/utf8.h"

namespace snap {

bool is_valid_utf8(std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* end = p + text.size();
  while (p != end) {
    if (*p == 0) return false;
    if (*p < 0x80) {
      ++p;
      continue;
    }
    const std::size_t n = utf8_sequence_length(p, end);
    if (n == 0) return false;
    p += n;
  }
  return true;
}

std::size_t utf8_length(std::string_view text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace snap
