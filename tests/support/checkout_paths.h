// checkout_paths.h: where the tests find this checkout's files (scripts, fixtures, templates, the npm clients) and
// the programs and folders of its build. Only checkout_paths.cc is compiled with the absolute paths, so every other
// test file compiles the same in any clone, and the compiler cache (CMakeLists.txt) serves it to the next clone.
#pragma once

#include <string>

namespace snap::test {

std::string checkout_path(const std::string& relative);  // "scripts/cluster", "tests/support/wiki_fixture.sql"
std::string build_path(const std::string& relative);     // under the build folder: "test-worlds"
const std::string& snapgen_bin();
const std::string& snapedge_bin();

}  // namespace snap::test
