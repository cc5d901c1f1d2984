// test_clock.h: the one clock of the tests: the moment every fixture is written and built at and every edge
// starts at (snapgen and snapedge --now), moments relative to it, and moving a running edge's clock
// (snapedge --clock-file).
#pragma once

#include <cstdint>
#include <string>

namespace snap::test {

constexpr const char* kFixtureNow = "2026-11-20T12:00:00Z";
constexpr std::int64_t kTestNowSeconds = 1795176000;  // kFixtureNow (test_clock_test.cc checks they agree)

// kFixtureNow moved by `seconds` (negative: earlier), as --now takes it: fixture_time(300) is "2026-11-20T12:05:00Z".
std::string fixture_time(std::int64_t seconds);

// Sets the time snapedge reads from its --clock-file (written whole, then renamed over the file): tests move
// it past the lifetime of the edge's cached answers.
void set_edge_clock(const std::string& clock_file, std::int64_t unix_seconds);

}  // namespace snap::test
