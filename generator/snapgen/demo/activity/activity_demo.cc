// activity_demo.cc: generate_activity_demo, the order of the activity demo's parts. Events are planned before
// the globals, so that participants make globals that fit them; events and challenges are written after, and the
// core's matching (core/domain/global_matching.h) decides what scores, as it does for imported globals.
#include "snapgen/demo/activity/activity_demo.h"

#include "core/domain/global_matching.h"

#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_bulk.h"
#include "snapgen/demo/activity/activity_demo_challenges.h"
#include "snapgen/demo/activity/activity_demo_documents.h"
#include "snapgen/demo/activity/activity_demo_event_book.h"
#include "snapgen/demo/activity/activity_demo_events.h"
#include "snapgen/demo/activity/activity_demo_globals.h"
#include "snapgen/demo/activity/activity_demo_pvp.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_trade.h"
#include "snapgen/demo/activity/activity_demo_world.h"

namespace snap {
namespace {

// Fills one big table with its indexes suspended (activity_demo_bulk.cc).
template <typename Fill>
void bulk_load(Database& db, const std::string& table, Fill fill) {
  activity_demo::BulkLoad load(db, table);
  fill();
  load.finish();
}

}  // namespace

void generate_activity_demo(Database& db, DemoRandom& rng, const DemoScale& scale, UnixTime now) {
  using namespace activity_demo;
  const Timeline timeline{now - kSpanDays * kDay, now};
  DemoRandom world_rng = rng.fork(1), people_rng = rng.fork(2), curve_rng = rng.fork(3), event_rng = rng.fork(4),
             challenge_rng = rng.fork(5), global_rng = rng.fork(6), pvp_rng = rng.fork(7), trade_rng = rng.fork(8),
             document_rng = rng.fork(9), tier_rng = rng.fork(10);

  const World world = load_world(db, world_rng);
  const Population people = create_population(db, people_rng, scale, timeline);
  const ActivityCurve curve(timeline, curve_rng);
  const HourlyCounts global_counts(curve, curve.allocate(scale.globals));

  std::vector<EventPlan> events = plan_events(world, people, scale, timeline, global_counts, event_rng);
  std::vector<ChallengePlan> challenges = plan_challenges(world, scale, timeline, challenge_rng);
  EventBook event_book(events, timeline);
  bulk_load(db, "global", [&] { generate_globals(db, global_rng, world, people, curve, global_counts, event_book); });
  rematch(db, {{}, write_events(db, events, world, people, now), {}}, now);
  write_event_templates(db, world, now);
  write_challenges(db, challenges, world, tier_rng, now);

  bulk_load(db, "pvp_kill", [&] { generate_pvp_kills(db, pvp_rng, world, people, scale, curve); });
  bulk_load(db, "trade_message", [&] { generate_trade_messages(db, trade_rng, world, people, scale, curve); });
  write_documents(db, document_rng, now);
}

}  // namespace snap
