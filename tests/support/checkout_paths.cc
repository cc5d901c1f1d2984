// checkout_paths.cc: the paths CMake gives this one file (tests/CMakeLists.txt).
#include "tests/support/checkout_paths.h"

namespace snap::test {

std::string checkout_path(const std::string& relative) { return std::string(SNAP_SOURCE_DIR) + "/" + relative; }

std::string build_path(const std::string& relative) { return std::string(SNAP_BUILD_DIR) + "/" + relative; }

const std::string& snapgen_bin() {
  static const std::string path = SNAPGEN_BIN;
  return path;
}

const std::string& snapedge_bin() {
  static const std::string path = SNAPEDGE_BIN;
  return path;
}

}  // namespace snap::test
