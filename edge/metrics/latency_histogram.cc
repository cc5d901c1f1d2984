// latency_histogram.cc: lock-free observation, cumulative buckets when written.
#include "edge/metrics/latency_histogram.h"

#include <algorithm>
#include <cmath>

#include "edge/metrics/exposition.h"

namespace snap {

void LatencyHistogram::observe(double seconds) {
  for (size_t i = 0; i < kLatencyBuckets.size(); ++i) {
    if (seconds <= kLatencyBuckets[i]) {
      below_[i].fetch_add(1, std::memory_order_relaxed);
      break;
    }
  }
  count_.fetch_add(1, std::memory_order_relaxed);
  sum_microseconds_.fetch_add(static_cast<std::uint64_t>(std::llround(std::max(0.0, seconds) * 1e6)),
                              std::memory_order_relaxed);
}

void LatencyHistogram::write(std::string& out, const std::string& name, const std::string& labels) const {
  std::uint64_t cumulative = 0;
  for (size_t i = 0; i < kLatencyBuckets.size(); ++i) {
    cumulative += below_[i].load(std::memory_order_relaxed);
    out += name + "_bucket{" + labels + "le=\"" + metric_number(kLatencyBuckets[i]) + "\"} " +
           std::to_string(cumulative) + "\n";
  }
  // Read after the buckets, so +Inf (the count) is never below the last bucket while requests come in.
  const std::uint64_t count = std::max(cumulative, count_.load(std::memory_order_relaxed));
  const std::string braces = labels.empty() ? "" : "{" + labels.substr(0, labels.size() - 1) + "}";
  out += name + "_bucket{" + labels + "le=\"+Inf\"} " + std::to_string(count) + "\n";
  out += name + "_sum" + braces + " " + metric_number(sum_microseconds_.load(std::memory_order_relaxed) / 1e6) + "\n";
  out += name + "_count" + braces + " " + std::to_string(count) + "\n";
}

}  // namespace snap
