// activity_demo_event_book.cc: runs the planned events alongside the globals (which events are on, globals
// drawn for participants) and writes event, event_category, event_team and event_participant.
#include "snapgen/demo/activity/activity_demo_event_book.h"

#include <algorithm>

#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_events.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"

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

void insert_event(Database& db, std::int64_t id, const EventPlan& e, const World& world) {
  Statement& insert = db.prepare(
      "INSERT INTO event(id, slug, name, description, type, start_at, end_at, cancelled_at, organiser_name, banner,"
      " rules, prizes, planet, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
  insert.bind(1, id)
      .bind(2, e.slug)
      .bind(3, e.name)
      .bind(4, e.description)
      .bind(5, e.type)
      .bind(6, e.start_at)
      .bind(7, e.end_at)
      .bind(8, e.cancelled_at)
      .bind(9, e.organiser)
      .bind(10, e.banner)
      .bind(11, e.rules)
      .bind(12, e.prizes)
      .bind(14, e.created_at);
  if (e.planet >= 0)
    insert.bind(13, world.planets[static_cast<size_t>(e.planet)].name);
  else
    insert.bind_null(13);
  insert.run();
}

void insert_categories(Database& db, std::int64_t event_id, std::int64_t& next_id, const EventPlan& e,
                       const World& world) {
  Statement& insert = db.prepare(
      "INSERT INTO event_category(id, event_id, position, name, scoring_method, global_types, creatures, planets,"
      " min_value) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  for (size_t i = 0; i < e.categories.size(); ++i) {
    const EventCategoryPlan& c = e.categories[i];
    insert.bind(1, ++next_id)
        .bind(2, event_id)
        .bind(3, static_cast<std::int64_t>(i + 1))
        .bind(4, c.name)
        .bind(5, c.method)
        .bind(6, json_list(type_names(c.types)))
        .bind(7, json_list(species_names(world, c.species)))
        .bind(8, json_list(planet_names(world, c.planets)))
        .bind(9, c.min_value)
        .run();
  }
}

std::vector<std::int64_t> insert_teams(Database& db, std::int64_t event_id, std::int64_t& next_id, const EventPlan& e,
                                       const Population& people) {
  Statement& insert =
      db.prepare("INSERT INTO event_team(id, event_id, name, captain_avatar_id) VALUES (?1, ?2, ?3, ?4)");
  std::vector<std::int64_t> ids;
  for (const EventTeamPlan& t : e.teams) {
    ids.push_back(++next_id);
    insert.bind(1, ids.back()).bind(2, event_id).bind(3, t.name).bind(4, people.avatars[t.captain].id).run();
  }
  return ids;
}

void insert_participants(Database& db, std::int64_t event_id, const EventPlan& e,
                         const std::vector<std::int64_t>& team_ids, const Population& people) {
  Statement& insert = db.prepare(
      "INSERT INTO event_participant(event_id, avatar_id, event_team_id, joined_at) VALUES (?1, ?2, ?3, ?4)");
  for (const EventParticipant& p : e.participants) {
    insert.bind(1, event_id).bind(2, people.avatars[p.avatar].id).bind(4, p.joined_at);
    if (p.team >= 0)
      insert.bind(3, team_ids[static_cast<size_t>(p.team)]);
    else
      insert.bind_null(3);
    insert.run();
  }
}

}  // namespace

std::vector<std::int64_t> write_events(Database& db, const std::vector<EventPlan>& events, const World& world,
                                       const Population& people) {
  std::int64_t event_id = db.scalar_int("SELECT COALESCE(MAX(id), 0) FROM event");
  std::int64_t category_id = db.scalar_int("SELECT COALESCE(MAX(id), 0) FROM event_category");
  std::int64_t team_id = db.scalar_int("SELECT COALESCE(MAX(id), 0) FROM event_team");
  std::vector<std::int64_t> ids;
  for (const EventPlan& e : events) {
    insert_event(db, ++event_id, e, world);
    ids.push_back(event_id);
    insert_categories(db, event_id, category_id, e, world);
    const std::vector<std::int64_t> team_ids = insert_teams(db, event_id, team_id, e, people);
    insert_participants(db, event_id, e, team_ids, people);
  }
  return ids;
}

}  // namespace snap::activity_demo
