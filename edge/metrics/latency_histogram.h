// latency_histogram.h: a Prometheus histogram of durations in seconds (cumulative buckets, sum, count) that any
// thread may add to without a lock, and its lines in the text exposition format.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <string>

namespace snap {

// The bucket bounds every edge histogram uses, in seconds: 0.5 ms to 10 s.
inline constexpr std::array<double, 14> kLatencyBuckets = {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                           0.1,    0.25,  0.5,    1,     2.5,  5,     10};

class LatencyHistogram {
 public:
  void observe(double seconds);
  // `name`_bucket{`labels`le="…"}, _sum and _count lines; `labels` is empty or ends with a comma
  // ("route=\"/weapons\","). The HELP and TYPE lines are the caller's, once per metric name.
  void write(std::string& out, const std::string& name, const std::string& labels) const;

 private:
  std::array<std::atomic<std::uint64_t>, kLatencyBuckets.size()> below_{};  // per bucket, not yet cumulative
  std::atomic<std::uint64_t> count_{0};
  std::atomic<std::uint64_t> sum_microseconds_{0};
};

}  // namespace snap
