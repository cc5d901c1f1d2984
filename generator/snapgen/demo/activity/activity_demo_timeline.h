// activity_demo_timeline.h: the demo's two years (activity_demo_timeline.cc): its time constants, the hourly
// activity curve that spreads things over the hours, and counts per hour.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "core/clock.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

constexpr std::int64_t kHour = 3600;
constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kSpanDays = 730;  // the demo covers the two years up to `now`
constexpr UnixTime kNever = std::numeric_limits<UnixTime>::max();

struct Timeline {
  UnixTime start;  // now minus two years: the first hour with activity
  UnixTime now;    // nothing happens at or after now, except announced events and challenges
};


// One weight per hour of the two years, the last hour ending at `now`: slow growth of the platform, an
// evening peak in UTC, busier weekends, day-to-day noise, a few busy campaign weeks and a weekly maintenance hour.
class ActivityCurve {
 public:
  ActivityCurve(const Timeline& timeline, DemoRandom& rng);
  size_t hours() const { return weights_.size(); }
  UnixTime hour_start(size_t hour) const { return timeline_.now - static_cast<UnixTime>(hours() - hour) * kHour; }
  // Splits `total` over the hours in proportion to the weights; the counts add up to exactly `total`.
  std::vector<std::int64_t> allocate(std::int64_t total) const;

 private:
  Timeline timeline_;
  std::vector<double> weights_;
};

// Counts per hour bucket with prefix sums, to ask how many things happen in a time range.
class HourlyCounts {
 public:
  HourlyCounts(const ActivityCurve& curve, std::vector<std::int64_t> counts);
  const std::vector<std::int64_t>& counts() const { return counts_; }
  // Things in the whole hours that overlap [from, to).
  std::int64_t between(UnixTime from, UnixTime to) const;

 private:
  UnixTime first_hour_;
  std::vector<std::int64_t> counts_, prefix_;
};

// `count` second offsets inside one hour, ascending.
void draw_seconds(DemoRandom& rng, std::int64_t count, std::vector<int>& out);

}  // namespace snap::activity_demo
