// activity_demo_pvp.cc: recorded PvP kills (pvp_kill) in time order: killers are the avatars who like PvP,
// victims anyone playing, weapons from the wiki, places from the lootable PvP zones of the wiki's land areas.
// The victim's log line names killer and weapon (chat-log.md section 3, "PvP death").
#include "snapgen/demo/activity/activity_demo_pvp.h"
#include "snapgen/demo/activity/activity_demo_alive_sampler.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"

namespace snap::activity_demo {
namespace {

constexpr double kInZoneShare = 0.85;  // kills outside a known zone have no location
constexpr double kStreakChance = 0.3;  // the same killer strikes again a little later

struct Kill {
  UnixTime ts;
  size_t killer, victim;
  const std::string* weapon;
  const NamedPlace* zone;
};

void insert_kill(Statement& insert, const Kill& k, const World& world, const Population& people) {
  insert.bind(1, k.ts).bind(2, people.avatars[k.killer].id).bind(3, people.avatars[k.victim].id).bind(4, *k.weapon);
  if (k.zone && k.zone->planet >= 0)
    insert.bind(5, world.planets[static_cast<size_t>(k.zone->planet)].name);
  else
    insert.bind_null(5);
  if (k.zone)
    insert.bind(6, k.zone->name);
  else
    insert.bind_null(6);
  insert.run();
}

}  // namespace

void generate_pvp_kills(Database& db, DemoRandom& rng, const World& world, const Population& people,
                        const DemoScale& scale, const ActivityCurve& curve) {
  const std::vector<std::int64_t> counts = curve.allocate(std::max<std::int64_t>(0, scale.pvp_kills));
  AliveSampler killers(people.avatars, kPvpSampler), victims(people.avatars, kAnySampler);
  Statement& insert = db.prepare(
      "INSERT INTO pvp_kill(ts, killer_avatar_id, victim_avatar_id, weapon, planet, location) VALUES (?1, ?2, ?3, ?4, "
      "?5, ?6)");
  std::vector<int> seconds;
  Kill last{0, 0, 0, nullptr, nullptr};
  for (size_t h = 0; h < curve.hours(); ++h) {
    if (counts[h] == 0) continue;
    draw_seconds(rng, counts[h], seconds);
    for (int s : seconds) {
      Kill k{curve.hour_start(h) + s, 0, 0, nullptr, nullptr};
      killers.advance(k.ts);
      victims.advance(k.ts);
      const bool streak = last.weapon && rng.chance(kStreakChance) && k.ts - last.ts < kHour;
      const std::optional<size_t> killer = streak ? std::optional<size_t>(last.killer) : killers.pick(rng);
      std::optional<size_t> victim = victims.pick(rng);
      for (int attempt = 0; victim && killer && *victim == *killer && attempt < 5; ++attempt)
        victim = victims.pick(rng);
      if (!killer || !victim || *victim == *killer) continue;
      k.killer = *killer;
      k.victim = *victim;
      k.weapon = streak ? last.weapon : &world.weapons[world.weapon_pick.pick(rng)];
      k.zone = streak ? last.zone : rng.chance(kInZoneShare) ? &rng.pick(world.pvp_zones) : nullptr;
      insert_kill(insert, k, world, people);
      last = k;
    }
  }
}

}  // namespace snap::activity_demo
