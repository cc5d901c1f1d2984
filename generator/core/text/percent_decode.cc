// percent_decode.cc: percent-decoding for request paths and queries.
#include "core/text/percent_decode.h"

#include "core/text/utf8.h"

namespace snap {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<std::string> percent_decode(std::string_view raw, bool plus_is_space) {
  std::string out;
  out.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    const char c = raw[i];
    if (c == '%') {
      if (i + 2 >= raw.size()) return std::nullopt;
      const int h = hex_value(raw[i + 1]), l = hex_value(raw[i + 2]);
      if (h < 0 || l < 0) return std::nullopt;
      out.push_back(static_cast<char>(h * 16 + l));
      i += 2;
    } else if (c == '+' && plus_is_space) {
      out.push_back(' ');
    } else {
      out.push_back(c);
    }
  }
  if (!is_valid_utf8(out)) return std::nullopt;
  return out;
}

}  // namespace snap
