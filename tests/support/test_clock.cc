// test_clock.cc: moments of the test clock, and writing the clock file snapedge reads.
#include "tests/support/test_clock.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "core/clock.h"

namespace snap::test {

std::string fixture_time(std::int64_t seconds) { return format_iso8601(kTestNowSeconds + seconds); }

void set_edge_clock(const std::string& clock_file, std::int64_t unix_seconds) {
  std::ofstream(clock_file + ".tmp") << format_iso8601(unix_seconds) << "\n";
  if (std::rename((clock_file + ".tmp").c_str(), clock_file.c_str()) != 0)
    throw std::runtime_error("cannot set the edge clock in " + clock_file);
}

}  // namespace snap::test
