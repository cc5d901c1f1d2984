// natural_order.cc: digit runs by value (leading zeros ignored, then the shorter run first), the rest by byte
// with ASCII letters folded to lower case.
#include "core/text/natural_order.h"

#include "core/text/name_fold.h"

namespace snap {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
unsigned char folded(char c) { return static_cast<unsigned char>(fold_ascii(c)); }

// The digit run of `text` from `at` (advanced past it), without its leading zeros.
std::string_view digit_run(std::string_view text, size_t& at) {
  while (at < text.size() && text[at] == '0' && at + 1 < text.size() && is_digit(text[at + 1])) ++at;
  const size_t start = at;
  while (at < text.size() && is_digit(text[at])) ++at;
  return text.substr(start, at - start);
}

}  // namespace

int natural_compare(std::string_view a, std::string_view b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      const std::string_view x = digit_run(a, i), y = digit_run(b, j);
      if (x.size() != y.size()) return x.size() < y.size() ? -1 : 1;
      if (const int by_digits = x.compare(y); by_digits != 0) return by_digits;
      continue;
    }
    if (folded(a[i]) != folded(b[j])) return folded(a[i]) < folded(b[j]) ? -1 : 1;
    ++i, ++j;
  }
  if (i < a.size()) return 1;
  if (j < b.size()) return -1;
  return 0;
}

}  // namespace snap
