// decimal_text.cc: rounding to a scale of 10 or 100 and writing whole and fractional parts.
#include "core/text/decimal_text.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace snap {

std::string decimal_text(double value, int decimals) {
  constexpr double kLimit = 1e15;  // keeps every scaled value inside a 64-bit integer
  const double finite = std::isfinite(value) ? std::clamp(value, -kLimit, kLimit) : 0;
  const int64_t scale = decimals == 1 ? 10 : 100;
  const int64_t scaled = std::llround(finite * static_cast<double>(scale));
  const uint64_t magnitude = scaled < 0 ? static_cast<uint64_t>(-scaled) : static_cast<uint64_t>(scaled);
  std::string text = (scaled < 0 ? "-" : "") + std::to_string(magnitude / scale);
  const uint64_t fraction = magnitude % scale;
  if (fraction == 0) return text;
  std::string digits = std::to_string(fraction);
  digits.insert(0, static_cast<size_t>(decimals) - digits.size(), '0');
  while (digits.back() == '0') digits.pop_back();
  return text + "." + digits;
}

}  // namespace snap
