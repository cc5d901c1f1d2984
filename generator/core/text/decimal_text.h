// decimal_text.h: a number written for people in an image (charts, scoreboards): rounded to one or two decimal
// places, trailing zeros dropped, with integer arithmetic only, so no locale can change it.
#pragma once

#include <string>

namespace snap {

// "12", "2.5", "-0.25" (decimals: 1 or 2). A value that is not finite is 0; values are clamped to ±1e15.
std::string decimal_text(double value, int decimals);

}  // namespace snap
