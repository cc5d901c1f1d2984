// damage_types.h: the game's nine damage types and a per-type amount (damage dealt, or defense against it),
// in the order the wiki's damage_* and defense_* columns list them (shared/domain/weapons-and-hunting.md,
// section 1). A type without a recorded value is 0 here; whether the total is known is the caller's business.
#pragma once

#include <array>
#include <string>

namespace snap {

constexpr std::array<const char*, 9> kDamageTypeNames = {"impact", "cut",  "stab", "penetration", "shrapnel",
                                                         "burn",   "cold", "acid", "electric"};

struct DamageByType {
  std::array<double, 9> amount{};

  double total() const {
    double sum = 0;
    for (double a : amount) sum += a;
    return sum;
  }
  DamageByType scaled(double factor) const {
    DamageByType out = *this;
    for (double& a : out.amount) a *= factor;
    return out;
  }
  DamageByType plus(const DamageByType& other) const {
    DamageByType out = *this;
    for (size_t i = 0; i < amount.size(); ++i) out.amount[i] += other.amount[i];
    return out;
  }
};

}  // namespace snap
