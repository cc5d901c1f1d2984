// activity_demo_timeline.cc: when things happen in the activity demo: an hourly weight curve over the two
// years up to `now`, exact splitting of a total over the hours, and seconds inside an hour.
#include "snapgen/demo/activity/activity_demo_timeline.h"

#include <algorithm>
#include <cmath>

namespace snap::activity_demo {
namespace {

constexpr double kPi = 3.141592653589793;
constexpr int kCampaigns = 3;  // busy in-game event weeks (world.md section 5: Mayhem, Merry Annihilation)
constexpr int kCampaignDays = 10;
constexpr double kCampaignLift = 1.35;

// The platform grew: activity in the first hour is 30 % of the last hour's (x = share of the span elapsed).
double growth(double x) { return 0.3 + 0.7 * std::pow(x, 1.3); }

// Players are busiest around 20:00 UTC and quietest around 08:00 UTC.
double daily_rhythm(int hour_of_day) {
  return 0.55 + 0.45 * (0.5 + 0.5 * std::cos(2 * kPi * (hour_of_day - 20) / 24.0));
}

// 1970-01-01 was a Thursday; 0 = Sunday.
int weekday(UnixTime t) { return static_cast<int>(((t / kDay) % 7 + 4) % 7); }

std::vector<double> day_factors(DemoRandom& rng) {
  std::vector<double> factor(kSpanDays);
  for (double& f : factor) f = rng.log_normal(1.0, 0.12);
  for (int c = 0; c < kCampaigns; ++c) {
    const auto first = static_cast<size_t>(rng.between(30, kSpanDays - 40));
    for (size_t d = first; d < first + kCampaignDays; ++d) factor[d] *= kCampaignLift;
  }
  return factor;
}

}  // namespace

ActivityCurve::ActivityCurve(const Timeline& timeline, DemoRandom& rng) : timeline_(timeline) {
  const size_t hours = kSpanDays * 24;
  const std::vector<double> per_day = day_factors(rng);
  weights_.resize(hours);
  for (size_t h = 0; h < hours; ++h) {
    const UnixTime t = hour_start(h);
    const int hour_of_day = static_cast<int>(((t % kDay) + kDay) % kDay / kHour);
    const int day = weekday(t);
    double w = growth(static_cast<double>(h) / hours) * daily_rhythm(hour_of_day) * per_day[h / 24];
    if (day == 0 || day == 6) w *= 1.2;
    // Weekly server maintenance, Tuesday 08:00 UTC; never inside the last two days, which must be full.
    if (day == 2 && hour_of_day == 8 && h + 48 < hours) w *= 0.1;
    weights_[h] = w;
  }
}

std::vector<std::int64_t> ActivityCurve::allocate(std::int64_t total) const {
  std::vector<std::int64_t> counts(hours(), 0);
  const std::int64_t to_split = std::max<std::int64_t>(0, total);
  long double sum = 0;
  for (double w : weights_) sum += w;
  // Cumulative rounding: hour h gets round(to_split * W(0..h)) - round(to_split * W(0..h-1)), so the parts add up.
  long double running = 0;
  std::int64_t assigned = 0;
  for (size_t h = 0; h < counts.size(); ++h) {
    running += weights_[h];
    const auto target = static_cast<std::int64_t>(std::llround(to_split * (running / sum)));
    counts[h] += target - assigned;
    assigned = target;
  }
  return counts;
}

HourlyCounts::HourlyCounts(const ActivityCurve& curve, std::vector<std::int64_t> counts)
    : first_hour_(curve.hour_start(0)), counts_(std::move(counts)), prefix_(counts_.size() + 1, 0) {
  for (size_t h = 0; h < counts_.size(); ++h) prefix_[h + 1] = prefix_[h] + counts_[h];
}

std::int64_t HourlyCounts::between(UnixTime from, UnixTime to) const {
  const auto n = static_cast<std::int64_t>(counts_.size());
  auto bucket = [&](UnixTime t, bool round_up) {
    const UnixTime offset = t - first_hour_;
    std::int64_t b = offset >= 0 ? offset / kHour : -1;
    if (round_up && offset >= 0 && offset % kHour != 0) ++b;
    return std::clamp<std::int64_t>(b, 0, n);
  };
  const std::int64_t first = bucket(from, false), last = bucket(to, true);
  return last > first ? prefix_[last] - prefix_[first] : 0;
}

void draw_seconds(DemoRandom& rng, std::int64_t count, std::vector<int>& out) {
  out.resize(static_cast<size_t>(count));
  for (int& s : out) s = static_cast<int>(rng.between(0, kHour - 1));
  std::sort(out.begin(), out.end());
}

}  // namespace snap::activity_demo
