// demo_random.h: the deterministic random source of the demo generator. Its own arithmetic (splitmix64 and
// explicit range mapping) rather than <random>'s distributions, whose output the C++ standard leaves to the
// library, so a seed gives the same database on every machine.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace snap {

class DemoRandom {
 public:
  explicit DemoRandom(std::uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL) {}

  // A child stream for one part of the data: changing how many numbers one part draws does not shift another.
  DemoRandom fork(std::uint64_t salt) { return DemoRandom(next() ^ (salt * 0xD1B54A32D192ED03ULL)); }

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }

  // Uniform integer in [lo, hi].
  std::int64_t between(std::int64_t lo, std::int64_t hi) {
    return lo + static_cast<std::int64_t>(unit() * static_cast<double>(hi - lo + 1));
  }

  double real(double lo, double hi) { return lo + unit() * (hi - lo); }

  bool chance(double p) { return unit() < p; }

  // Log-normal with the given median and spread (sigma of the underlying normal): heavy right tail.
  double log_normal(double median, double sigma) { return median * std::exp(sigma * normal()); }

  // Standard normal by Box-Muller.
  double normal() {
    const double u1 = 1.0 - unit(), u2 = unit();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

  // Index drawn with probability proportional to weights[i].
  size_t weighted(const std::vector<double>& weights) {
    double total = 0;
    for (double w : weights) total += w;
    double x = unit() * total;
    for (size_t i = 0; i < weights.size(); ++i) {
      if (x < weights[i]) return i;
      x -= weights[i];
    }
    return weights.size() - 1;
  }

  template <typename T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<size_t>(between(0, static_cast<std::int64_t>(items.size()) - 1))];
  }

 private:
  std::uint64_t state_;
};

}  // namespace snap
