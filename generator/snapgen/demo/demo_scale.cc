// demo_scale.cc: the three demo sizes (issue 3: small ~50k globals, medium ~1M, large ~10M and 100k avatars).
#include "snapgen/demo/demo_scale.h"

#include <stdexcept>

namespace snap {

DemoScale demo_scale(const std::string& name) {
  if (name == "small") return {"small", 50'000, 2'000, 60, 5'000, 20'000, 24, 12};
  if (name == "medium") return {"medium", 1'000'000, 20'000, 400, 60'000, 200'000, 40, 20};
  if (name == "large") return {"large", 10'000'000, 100'000, 2'000, 400'000, 1'000'000, 60, 30};
  throw std::invalid_argument("unknown scale '" + name + "' (small, medium or large)");
}

}  // namespace snap
