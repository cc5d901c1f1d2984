// utf8.h: the one UTF-8 rule (RFC 3629: shortest forms only, no surrogates, nothing above U+10FFFF), used by
// URL decoding (percent_decode.cc), the JSON serializer (json_bytes.cc) and length limits on search text.
// The sequence check is inline because the serializer runs it on every non-ASCII byte it writes.
#pragma once

#include <cstddef>
#include <string_view>

namespace snap {

// Length (2 to 4) of the valid UTF-8 sequence that starts at p with a byte >= 0x80 and ends before `end`, or 0.
inline std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end) {
  const auto left = end - p;
  auto cont = [](unsigned char c) { return (c & 0xC0) == 0x80; };
  const unsigned char b = p[0];
  if (b >= 0xC2 && b <= 0xDF) return left >= 2 && cont(p[1]) ? 2 : 0;
  if (b >= 0xE0 && b <= 0xEF) {
    if (left < 3 || !cont(p[1]) || !cont(p[2])) return 0;
    if (b == 0xE0 && p[1] < 0xA0) return 0;  // overlong
    if (b == 0xED && p[1] > 0x9F) return 0;  // surrogate
    return 3;
  }
  if (b >= 0xF0 && b <= 0xF4) {
    if (left < 4 || !cont(p[1]) || !cont(p[2]) || !cont(p[3])) return 0;
    if (b == 0xF0 && p[1] < 0x90) return 0;  // overlong
    if (b == 0xF4 && p[1] > 0x8F) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;  // 0x80..0xC1 (a continuation byte or an overlong lead) and 0xF5..0xFF
}

// Every sequence valid as above, and no NUL byte (text from a URL that may be passed on).
bool is_valid_utf8(std::string_view text);

// Characters (not bytes) of UTF-8 text: every byte that does not continue a sequence.
std::size_t utf8_length(std::string_view text);

}  // namespace snap
