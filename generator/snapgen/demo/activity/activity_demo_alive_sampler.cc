// activity_demo_alive_sampler.cc: AliveSampler, a Fenwick tree over the avatars that play at a moving point in
// time, weighted by overall activity times the affinity for one sampler kind.
#include "snapgen/demo/activity/activity_demo_alive_sampler.h"

#include <algorithm>

namespace snap::activity_demo {

namespace {

// Weights become integers so that adding and removing them leaves the tree's sums exact.
std::int64_t integer_weight(const Avatar& avatar, SamplerKind kind) {
  const double w = avatar.weight * avatar.affinity[kind] * 1e9;
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(w));
}

}  // namespace

AliveSampler::AliveSampler(const std::vector<Avatar>& avatars, SamplerKind kind) {
  const size_t n = avatars.size();
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return avatars[a].created_at < avatars[b].created_at; });
  avatar_at_ = order;
  created_.resize(n);
  retired_.resize(n);
  weight_.resize(n);
  for (size_t p = 0; p < n; ++p) {
    const Avatar& a = avatars[order[p]];
    created_[p] = a.created_at;
    retired_[p] = a.retired_at;
    weight_[p] = integer_weight(a, kind);
  }
  retire_order_.resize(n);
  for (size_t p = 0; p < n; ++p) retire_order_[p] = p;
  std::stable_sort(retire_order_.begin(), retire_order_.end(),
                   [&](size_t a, size_t b) { return retired_[a] < retired_[b]; });
  tree_.assign(n + 1, 0);
  active_.assign(n, 0);
}

void AliveSampler::add(size_t position, std::int64_t delta) {
  total_ += delta;
  for (size_t i = position + 1; i < tree_.size(); i += i & (~i + 1)) tree_[i] += delta;
}

void AliveSampler::advance(UnixTime t) {
  while (next_created_ < created_.size() && created_[next_created_] <= t) {
    if (retired_[next_created_] > t) {
      add(next_created_, weight_[next_created_]);
      active_[next_created_] = 1;
    }
    ++next_created_;
  }
  while (next_retired_ < retire_order_.size() && retired_[retire_order_[next_retired_]] <= t) {
    const size_t p = retire_order_[next_retired_++];
    if (active_[p]) {
      add(p, -weight_[p]);
      active_[p] = 0;
    }
  }
}

std::optional<size_t> AliveSampler::pick(DemoRandom& rng) const {
  if (total_ <= 0) return std::nullopt;
  std::int64_t x = static_cast<std::int64_t>(rng.next() % static_cast<std::uint64_t>(total_));
  size_t position = 0;
  size_t step = 1;
  while (step * 2 < tree_.size()) step *= 2;
  for (; step > 0; step /= 2) {  // Fenwick descent: the first position whose prefix sum exceeds x
    if (position + step < tree_.size() && tree_[position + step] <= x) {
      position += step;
      x -= tree_[position];
    }
  }
  return avatar_at_[position];
}

}  // namespace snap::activity_demo
