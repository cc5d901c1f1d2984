// in_process_timing.h: how the in-process benchmarks (globals_sql_bench, route_render_bench) time a piece of
// work: a few untimed runs first, then each run's microseconds, read back as percentiles.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <vector>

namespace snap::bench {

struct Timing {
  std::vector<double> micros;
  double percentile(double p) {
    std::sort(micros.begin(), micros.end());
    return micros[std::min(micros.size() - 1, static_cast<std::size_t>(p * static_cast<double>(micros.size())))];
  }
};

constexpr int kWarmUpRuns = 5;  // untimed: pages of the file into the cache, statements into SQLite's

template <typename Fn>
Timing time_runs(int runs, Fn&& fn) {
  for (int i = 0; i < kWarmUpRuns; ++i) fn();
  Timing t;
  for (int i = 0; i < runs; ++i) {
    const auto start = std::chrono::steady_clock::now();
    fn();
    t.micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
  }
  return t;
}

}  // namespace snap::bench
