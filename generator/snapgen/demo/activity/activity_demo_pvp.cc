// activity_demo_pvp.cc: recorded PvP kills (pvp_kill) in time order: killers are the avatars who like PvP,
// victims anyone playing, weapons from the wiki, places from the lootable PvP zones of the wiki's land areas.
// The victim's log line names killer and weapon (chat-log.md section 3, "PvP death").
#include "snapgen/demo/activity/activity_demo_pvp.h"
#include "snapgen/demo/activity/activity_demo_alive_sampler.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

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

// A kill is a record of `snapgen import` written by the importer's writer.
void write_kill(ImportSession& session, const RecordKind& kind, const Kill& k, const World& world,
                const Population& people) {
  const bool on_planet = k.zone && k.zone->planet >= 0;
  const Json record = {
      {"dateTime", format_iso8601(k.ts)},
      {"killer", people.avatars[k.killer].name},
      {"victim", people.avatars[k.victim].name},
      {"weapon", *k.weapon},
      {"planet", on_planet ? Json(world.planets[static_cast<size_t>(k.zone->planet)].name) : Json(nullptr)},
      {"location", k.zone ? Json(k.zone->name) : Json(nullptr)}};
  write_record(session, kind, record);
}

}  // namespace

void generate_pvp_kills(Database& db, DemoRandom& rng, const World& world, const Population& people,
                        const DemoScale& scale, const ActivityCurve& curve) {
  const std::vector<std::int64_t> counts = curve.allocate(std::max<std::int64_t>(0, scale.pvp_kills));
  AliveSampler killers(people.avatars, kPvpSampler), victims(people.avatars, kAnySampler);
  ImportSession session(db, curve.hour_start(0));
  const RecordKind& kind = *find_record_kind("pvp-kills");
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
      write_kill(session, kind, k, world, people);
      last = k;
    }
  }
}

}  // namespace snap::activity_demo
