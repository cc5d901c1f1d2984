// activity_demo_event_book.cc: runs the planned events alongside the globals (which events are on, globals
// drawn for participants) and writes the events, with their teams, categories and participants, through the
// importer's writer (the code path of `snapgen import`).
#include "snapgen/demo/activity/activity_demo_event_book.h"

#include <algorithm>

#include "core/clock.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_events.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_writer.h"

namespace snap::activity_demo {

EventBook::EventBook(std::vector<EventPlan>& events, const Timeline& timeline) : events_(events), now_(timeline.now) {
  for (size_t i = 0; i < events.size(); ++i)
    if (!events[i].cancelled_at && events[i].start_at < now_) by_start_.push_back(i);
  std::stable_sort(by_start_.begin(), by_start_.end(),
                   [&](size_t a, size_t b) { return events_[a].start_at < events_[b].start_at; });
}

void EventBook::advance(UnixTime ts) {
  while (next_ < by_start_.size() && events_[by_start_[next_]].start_at <= ts) running_.push_back(by_start_[next_++]);
  running_.erase(std::remove_if(running_.begin(), running_.end(), [&](size_t e) { return events_[e].end_at <= ts; }),
                 running_.end());
}

std::optional<EventBook::Boost> EventBook::boost(UnixTime ts, DemoRandom& rng) {
  advance(ts);
  for (size_t e : running_) {
    EventPlan& event = events_[e];
    if (event.participants.empty() || event.categories.empty() || !rng.chance(event.boost_chance)) continue;
    for (int attempt = 0; attempt < 4; ++attempt) {
      const EventParticipant& p = rng.pick(event.participants);
      if (p.no_show || p.joined_at > ts) continue;
      return Boost{p.avatar, &rng.pick(event.categories)};
    }
  }
  return std::nullopt;
}

namespace {

Json optional_text(const std::string& text) { return text.empty() ? Json(nullptr) : Json(text); }

// An event as a record of `snapgen import` (templates/import-formats.md "events").
Json event_record(const EventPlan& e, const World& world, const Population& people) {
  Json teams = Json::array(), categories = Json::array(), participants = Json::array();
  for (const EventTeamPlan& t : e.teams)
    teams.push_back({{"name", t.name}, {"captain", people.avatars[t.captain].name}});
  for (const EventCategoryPlan& c : e.categories) categories.push_back(category_record(c, world));
  for (const EventParticipant& p : e.participants)
    participants.push_back({{"avatar", people.avatars[p.avatar].name},
                            {"team", p.team >= 0 ? Json(e.teams[static_cast<size_t>(p.team)].name) : Json(nullptr)},
                            {"joinedAt", format_iso8601(p.joined_at)}});
  return {{"slug", e.slug},
          {"name", e.name},
          {"description", optional_text(e.description)},
          {"type", e.type},
          {"startAt", format_iso8601(e.start_at)},
          {"endAt", format_iso8601(e.end_at)},
          {"cancelledAt", e.cancelled_at ? Json(format_iso8601(*e.cancelled_at)) : Json(nullptr)},
          {"organiserName", optional_text(e.organiser)},
          {"banner", optional_text(e.banner)},
          {"rules", optional_text(e.rules)},
          {"prizes", optional_text(e.prizes)},
          {"planet", e.planet >= 0 ? Json(world.planets[static_cast<size_t>(e.planet)].name) : Json(nullptr)},
          {"createdAt", format_iso8601(e.created_at)},
          {"teams", teams},
          {"categories", categories},
          {"participants", participants}};
}

}  // namespace

std::vector<std::int64_t> write_events(Database& db, const std::vector<EventPlan>& events, const World& world,
                                       const Population& people, UnixTime now) {
  ImportSession session(db, now);
  const RecordKind& kind = *find_record_kind("events");
  std::vector<std::int64_t> ids;
  for (const EventPlan& e : events) ids.push_back(write_record(session, kind, event_record(e, world, people)));
  return ids;
}

}  // namespace snap::activity_demo
