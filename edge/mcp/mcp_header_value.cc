// mcp_header_value.cc: the plain-value check and the base64 sentinel.
#include "edge/mcp/mcp_header_value.h"

namespace snap {
namespace {

constexpr const char* kSentinelOpen = "=?base64?";
constexpr const char* kSentinelClose = "?=";

bool plain_safe(const std::string& value) {
  for (unsigned char c : value)
    if (c < 0x20 || c > 0x7E) return false;
  return value.empty() || (value.front() != ' ' && value.back() != ' ');
}

int base64_digit(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

// Standard base64 (RFC 4648 section 4) with its padding.
std::optional<std::string> base64_decode(const std::string& text) {
  if (text.size() % 4 != 0) return std::nullopt;
  std::string out;
  for (size_t i = 0; i < text.size(); i += 4) {
    const bool last = i + 4 == text.size();
    int bits = 0;
    int digits = 0;
    for (size_t j = i; j < i + 4; ++j) {
      if (text[j] == '=' && last && j >= i + 2) {
        if (j == i + 2 && text[i + 3] != '=') return std::nullopt;
        break;
      }
      const int d = base64_digit(text[j]);
      if (d < 0) return std::nullopt;
      bits = bits << 6 | d;
      ++digits;
    }
    bits <<= 6 * (4 - digits);
    for (int k = 0; k < digits - 1; ++k) out += static_cast<char>(bits >> (16 - 8 * k) & 0xFF);
  }
  return out;
}

}  // namespace

std::optional<std::string> decode_mcp_header_value(const std::string& raw) {
  if (!plain_safe(raw)) return std::nullopt;
  const std::string open = kSentinelOpen, close = kSentinelClose;
  if (raw.size() >= open.size() + close.size() && raw.compare(0, open.size(), open) == 0 &&
      raw.compare(raw.size() - close.size(), close.size(), close) == 0)
    return base64_decode(raw.substr(open.size(), raw.size() - open.size() - close.size()));
  return raw;
}

}  // namespace snap
