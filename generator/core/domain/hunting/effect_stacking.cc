// effect_stacking.cc: the sums and caps of effect_stacking.h.
#include "core/domain/hunting/effect_stacking.h"

#include <algorithm>

namespace snap {
namespace {

double capped(double sum, const std::optional<double>& cap) { return cap && sum > *cap ? *cap : sum; }

}  // namespace

std::vector<StackedEffect> stack_effects(const std::vector<EffectGrant>& grants,
                                         const std::function<EffectCaps(const std::string&)>& caps_of) {
  std::vector<std::string> order;
  for (const EffectGrant& g : grants)
    if (std::find(order.begin(), order.end(), g.effect) == order.end()) order.push_back(g.effect);
  std::vector<StackedEffect> out;
  for (const std::string& effect : order) {
    StackedEffect s;
    s.effect = effect;
    double item = 0, strongest_action = 0, weakest_action = 0;
    for (const EffectGrant& g : grants) {
      if (g.effect != effect) continue;
      if (g.kind == EffectSourceKind::Item)
        item += g.value;
      else
        strongest_action = std::max(strongest_action, g.value), weakest_action = std::min(weakest_action, g.value);
    }
    const double action = strongest_action + weakest_action;
    s.uncapped = item + action;
    const EffectCaps caps = caps_of(effect);
    s.value = capped(capped(item, caps.item) + capped(action, caps.action), caps.total);
    s.capped = s.value < s.uncapped - 1e-9;
    out.push_back(std::move(s));
  }
  return out;
}

double stacked_value(const std::vector<StackedEffect>& effects, const std::string& effect) {
  for (const StackedEffect& s : effects)
    if (s.effect == effect) return s.value;
  return 0;
}

}  // namespace snap
