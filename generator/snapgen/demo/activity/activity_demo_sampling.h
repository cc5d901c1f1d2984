// activity_demo_sampling.h: weighted picks of the activity demo (activity_demo_sampling.cc): fixed weights,
// Zipf ranks and shuffles on the demo's own random source.
#pragma once

#include <cstddef>
#include <vector>

#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

// Picks an index with probability proportional to its weight; weights are appended once, then fixed.
class WeightedIndex {
 public:
  void add(double weight);
  bool empty() const { return cumulative_.empty(); }
  size_t size() const { return cumulative_.size(); }
  size_t pick(DemoRandom& rng) const;

 private:
  std::vector<double> cumulative_;
};

// Weight of popularity rank `rank` (1 = most popular) in a Zipf law: a few items get most of the picks.
double zipf_weight(size_t rank, double exponent);

// A random permutation of 0..n-1 (Fisher-Yates on the demo's own random source).
std::vector<size_t> shuffled_indexes(size_t n, DemoRandom& rng);

}  // namespace snap::activity_demo
