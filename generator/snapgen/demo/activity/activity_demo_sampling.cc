// activity_demo_sampling.cc: weighted picks for the activity demo: fixed weights (WeightedIndex), Zipf ranks,
// shuffles.
#include "snapgen/demo/activity/activity_demo_sampling.h"

#include <algorithm>
#include <cmath>

namespace snap::activity_demo {

void WeightedIndex::add(double weight) {
  const double before = cumulative_.empty() ? 0.0 : cumulative_.back();
  cumulative_.push_back(before + std::max(weight, 0.0));
}

size_t WeightedIndex::pick(DemoRandom& rng) const {
  const double x = rng.unit() * cumulative_.back();
  const auto it = std::upper_bound(cumulative_.begin(), cumulative_.end(), x);
  return std::min(static_cast<size_t>(it - cumulative_.begin()), cumulative_.size() - 1);
}

double zipf_weight(size_t rank, double exponent) { return 1.0 / std::pow(static_cast<double>(rank), exponent); }

std::vector<size_t> shuffled_indexes(size_t n, DemoRandom& rng) {
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  for (size_t i = n; i > 1; --i) std::swap(order[i - 1], order[static_cast<size_t>(rng.between(0, i - 1))]);
  return order;
}

}  // namespace snap::activity_demo
