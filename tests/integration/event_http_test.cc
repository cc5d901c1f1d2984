// event_http_test.cc: /events, /events/{slug}, /events/templates and the event rosters over HTTP on the small
// demo (issue 11). Every expected value is computed here from the database with the test's own SQL and the
// status rule of templates/docs/events.md, never copied from an answer.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::EdgeProcess;
using snap::test::ok_json;
using snap::test::require_problem;

namespace {

struct EventRow {
  std::int64_t id;
  std::string slug, name, type;
  std::int64_t start, end;
  std::optional<std::int64_t> cancelled;
  std::int64_t participants, categories;
  Json organiser, banner;
};

std::vector<EventRow> events_in_db() {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& rows = db.prepare(
      "SELECT id, slug, name, type, start_at, end_at, cancelled_at,"
      " (SELECT COUNT(*) FROM event_participant p WHERE p.event_id = e.id),"
      " (SELECT COUNT(*) FROM event_category c WHERE c.event_id = e.id), organiser_name, banner FROM event e");
  std::vector<EventRow> events;
  while (rows.step())
    events.push_back({rows.int64(0), rows.text(1), rows.text(2), rows.text(3), rows.int64(4), rows.int64(5),
                      rows.optional_int64(6), rows.int64(7), rows.int64(8), rows.json(9), rows.json(10)});
  return events;
}

// The documented rule: Cancelled when recorded; else Upcoming before the start, Active until the end, then Completed.
std::string status_at(const EventRow& e, std::int64_t now) {
  if (e.cancelled) return "Cancelled";
  if (now < e.start) return "Upcoming";
  if (now < e.end) return "Active";
  return "Completed";
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}


std::vector<std::string> slugs_of(const Json& items, const std::string& key = "slug") {
  std::vector<std::string> slugs;
  for (const Json& item : items) slugs.push_back(item.at(key));
  return slugs;
}

std::vector<std::string> slugs_of(const std::vector<EventRow>& events) {
  std::vector<std::string> slugs;
  for (const EventRow& e : events) slugs.push_back(e.slug);
  return slugs;
}

// Every event the list answers for `query` (pages of 100).
Json all_items(const EdgeProcess& edge, const std::string& query) {
  const Json page = ok_json(edge, "/events?pageSize=100&" + query);
  REQUIRE(page.at("totalPages").get<int>() <= 1);
  return page.at("items");
}

const EventRow& event_with_status(const std::vector<EventRow>& events, const std::string& status) {
  for (const EventRow& e : events)
    if (status_at(e, snap::test::kTestNowSeconds) == status) return e;
  FAIL("the demo has no " << status << " event");
  return events.front();
}

}  // namespace

TEST_CASE("/events by default: every event, newest start first, 20 a page, in the paged envelope", "[events]") {
  const auto& world = demo_world();
  std::vector<EventRow> events = events_in_db();
  REQUIRE(events.size() > 20);
  std::sort(events.begin(), events.end(), [](const EventRow& a, const EventRow& b) {
    return a.start != b.start ? a.start > b.start : a.slug < b.slug;
  });
  const Json first = ok_json(*world.live, "/events");
  CHECK(first.size() == 5);
  CHECK(first.at("totalCount") == events.size());
  CHECK(first.at("pageNumber") == 1);
  CHECK(first.at("pageSize") == 20);
  CHECK(first.at("totalPages") == (events.size() + 19) / 20);
  const std::vector<std::string> expected = slugs_of(events);
  CHECK(slugs_of(first.at("items")) == std::vector<std::string>(expected.begin(), expected.begin() + 20));
  const Json second = ok_json(*world.live, "/events?pageNumber=2");
  CHECK(slugs_of(second.at("items")) == std::vector<std::string>(expected.begin() + 20, expected.end()));
  CHECK(ok_json(*world.live, "/events?pageNumber=99").at("items").empty());
  const Json five = ok_json(*world.live, "/events?pageSize=5&pageNumber=3");
  CHECK(five.at("totalPages") == (events.size() + 4) / 5);
  CHECK(slugs_of(five.at("items")) == std::vector<std::string>(expected.begin() + 10, expected.begin() + 15));

  // Each light item carries exactly the documented fields, with the database's values.
  const Json all = ok_json(*world.live, "/events?pageSize=100");
  for (const Json& item : all.at("items")) {
    const auto row = std::find_if(events.begin(), events.end(), [&](const EventRow& e) { return e.slug == item.at("slug"); });
    REQUIRE(row != events.end());
    INFO(row->slug);
    CHECK(item.size() == 10);
    CHECK(item.at("name") == row->name);
    CHECK(item.at("type") == row->type);
    CHECK(item.at("status") == status_at(*row, snap::test::kTestNowSeconds));
    CHECK(item.at("startDate") == snap::format_iso8601(row->start));
    CHECK(item.at("endDate") == snap::format_iso8601(row->end));
    CHECK(item.at("organiser") == row->organiser);
    CHECK(item.at("participantCount") == row->participants);
    CHECK(item.at("categoryCount") == row->categories);
    CHECK(item.at("banner") == row->banner);
  }
}

TEST_CASE("/events status and type filters select by the dates and the clock", "[events]") {
  const auto& world = demo_world();
  const std::vector<EventRow> events = events_in_db();
  for (const std::string status : {"Upcoming", "Active", "Completed", "Cancelled"}) {
    INFO(status);
    std::vector<std::string> expected;
    for (const EventRow& e : events)
      if (status_at(e, snap::test::kTestNowSeconds) == status) expected.push_back(e.slug);
    CHECK_FALSE(expected.empty());  // the demo has every status
    std::vector<std::string> got = slugs_of(all_items(*world.live, "status=" + lower(status)));  // any case
    std::sort(expected.begin(), expected.end());
    std::sort(got.begin(), got.end());
    CHECK(got == expected);
  }
  for (const std::string type : {"Hunting", "Mining", "Crafting", "Mixed"}) {
    INFO(type);
    std::vector<std::string> expected;
    for (const EventRow& e : events)
      if (e.type == type) expected.push_back(e.slug);
    CHECK_FALSE(expected.empty());
    std::vector<std::string> got = slugs_of(all_items(*world.live, "type=" + type));
    std::sort(expected.begin(), expected.end());
    std::sort(got.begin(), got.end());
    CHECK(got == expected);
  }
  // Both filters together, and a search.
  const Json active_mining = all_items(*world.live, "status=Active&type=Mining&search=NOVEMBER");
  std::size_t expected_count = 0;
  for (const EventRow& e : events)
    expected_count += status_at(e, snap::test::kTestNowSeconds) == "Active" && e.type == "Mining" &&
                      lower(e.name).find("november") != std::string::npos;
  CHECK(active_mining.size() == expected_count);
}

TEST_CASE("/events status follows the edge's clock: Upcoming until the start, Active until the end", "[events][clock]") {
  struct RemovedLast {  // after the edge that reads the clock file in it
    std::string dir;
    ~RemovedLast() { snap::test::remove_tree(dir); }
  } const folder{snap::test::make_temp_dir("events-clock")};
  const std::string clock = folder.dir + "/clock";
  const EventRow upcoming = event_with_status(events_in_db(), "Upcoming");
  snap::test::set_edge_clock(clock, upcoming.start - 1);
  EdgeProcess edge(demo_world().db, "", "", {"--clock-file", clock});
  const std::string page = "/events/" + upcoming.slug;
  CHECK(ok_json(edge, page).at("status") == "Upcoming");
  snap::test::set_edge_clock(clock, upcoming.start);
  CHECK(ok_json(edge, page).at("status") == "Active");
  snap::test::set_edge_clock(clock, upcoming.end - 1);
  CHECK(ok_json(edge, page).at("status") == "Active");
  snap::test::set_edge_clock(clock, upcoming.end);
  CHECK(ok_json(edge, page).at("status") == "Completed");
  // The list's filter at that clock agrees with the rule.
  std::size_t completed = 0;
  for (const EventRow& e : events_in_db()) completed += status_at(e, upcoming.end) == "Completed";
  CHECK(ok_json(edge, "/events?status=Completed").at("totalCount") == completed);
}

TEST_CASE("/events sorts by each sortBy both ways, ties in slug order", "[events]") {
  const auto& world = demo_world();
  const std::vector<EventRow> events = events_in_db();
  struct Sort {
    std::string name;
    std::function<int(const EventRow&, const EventRow&)> compare;  // <0, 0, >0 ascending
  };
  auto three_way = [](auto a, auto b) { return a < b ? -1 : (b < a ? 1 : 0); };
  const std::vector<Sort> sorts = {
      {"StartDate", [&](const EventRow& a, const EventRow& b) { return three_way(a.start, b.start); }},
      {"EndDate", [&](const EventRow& a, const EventRow& b) { return three_way(a.end, b.end); }},
      {"Name", [&](const EventRow& a, const EventRow& b) { return three_way(lower(a.name), lower(b.name)); }},
      {"ParticipantCount",
       [&](const EventRow& a, const EventRow& b) { return three_way(a.participants, b.participants); }}};
  bool saw_tie = false;
  for (const Sort& sort : sorts) {
    for (const std::string order : {"asc", "desc"}) {
      INFO(sort.name << " " << order);
      std::vector<EventRow> expected = events;
      std::sort(expected.begin(), expected.end(), [&](const EventRow& a, const EventRow& b) {
        const int c = sort.compare(a, b);
        if (c != 0) return order == "asc" ? c < 0 : c > 0;
        return a.slug < b.slug;
      });
      for (size_t i = 1; i < expected.size(); ++i) saw_tie |= sort.compare(expected[i - 1], expected[i]) == 0;
      CHECK(slugs_of(all_items(*world.live, "sortBy=" + sort.name + "&sortOrder=" + order)) == slugs_of(expected));
    }
  }
  CHECK(saw_tie);  // the tie-break was exercised
  CHECK(all_items(*world.live, "sortBy=startdate&sortOrder=DESC") == all_items(*world.live, ""));  // defaults, any case
}

TEST_CASE("/events search is 'name contains', in any case, with wildcards taken literally", "[events]") {
  const auto& world = demo_world();
  const std::vector<EventRow> events = events_in_db();
  for (const std::string search : {"hunt", "DERBY", "Week ", "%", "_", "no such event"}) {
    INFO(search);
    std::size_t expected = 0;
    for (const EventRow& e : events) expected += lower(e.name).find(lower(search)) != std::string::npos;
    CHECK(ok_json(*world.live, "/events?search=" + snap::test::query_value(search)).at("totalCount") == expected);
  }
}

TEST_CASE("/events bad values are 400 problems naming the parameter", "[events][errors]") {
  const EdgeProcess& edge = *demo_world().live;
  require_problem(edge.get("/events?type=Fishing"), 400, "type");
  require_problem(edge.get("/events?status=Finished"), 400, "status");
  require_problem(edge.get("/events?sortBy=Banner"), 400, "sortBy");
  require_problem(edge.get("/events?sortOrder=up"), 400, "sortOrder");
  require_problem(edge.get("/events?pageNumber=0"), 400, "pageNumber");
  require_problem(edge.get("/events?pageSize=0"), 400, "pageSize");
  require_problem(edge.get("/events?pageSize=101"), 400, "pageSize");
  require_problem(edge.get("/events?pageNumber=ten"), 400, "pageNumber");
}

TEST_CASE("/events/{slug}: every field, the counts and the categories, unknown slugs are 404", "[events]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  for (const EventRow& e : events_in_db()) {
    INFO(e.slug);
    const Json body = ok_json(*world.live, "/events/" + e.slug);
    CHECK(body.at("name") == e.name);
    CHECK(body.at("status") == status_at(e, snap::test::kTestNowSeconds));
    CHECK(body.at("participantCount") == e.participants);
    CHECK(body.at("cancelledAt") == (e.cancelled ? Json(snap::format_iso8601(*e.cancelled)) : Json(nullptr)));
    snap::Statement& row = db.prepare(
        "SELECT description, rules, prizes, planet, (SELECT COUNT(*) FROM event_team t WHERE t.event_id = ?1),"
        " (SELECT COUNT(DISTINCT global_id) FROM event_global g WHERE g.event_id = ?1) FROM event WHERE id = ?1");
    row.bind(1, e.id).step();
    CHECK(body.at("description") == row.json(0));
    CHECK(body.at("rules") == row.json(1));
    CHECK(body.at("prizes") == row.json(2));
    CHECK(body.at("planet") == row.json(3));
    CHECK(body.at("teamCount") == row.int64(4));
    CHECK(body.at("scoredGlobalCount") == row.int64(5));
    row.reset();

    snap::Statement& categories = db.prepare(
        "SELECT id, name, scoring_method, global_types, creatures, planets, min_value FROM event_category"
        " WHERE event_id = ?1 ORDER BY position");
    categories.bind(1, e.id);
    const Json& shown = body.at("categories");
    REQUIRE(shown.size() == static_cast<std::size_t>(e.categories));
    for (std::size_t i = 0; categories.step(); ++i) {
      const Json& c = shown.at(i);
      CHECK(c.size() == 7);
      CHECK(c.at("id") == categories.int64(0));
      CHECK(c.at("name") == categories.text(1));
      CHECK(c.at("scoringMethod") == categories.text(2));
      const char* criteria[] = {"globalTypes", "creatures", "planets"};
      for (int k = 0; k < 3; ++k)
        CHECK(c.at(criteria[k]) == (categories.is_null(3 + k) ? Json(nullptr) : Json::parse(categories.text(3 + k))));
      CHECK(c.at("minValue") == categories.json(6));
    }
  }
  require_problem(world.live->get("/events/no-such-event"), 404);
  require_problem(world.live->get("/events/no-such-event/participants"), 404);
  require_problem(world.live->get("/events/no-such-event/teams"), 404);
  require_problem(world.edge->get("/events/no-such-event"), 404);
}

TEST_CASE("finished events' pages are snapshot files, those of upcoming and active events are live", "[events][snapshot]") {
  const auto& world = demo_world();
  const std::vector<EventRow> events = events_in_db();
  for (const std::string status : {"Completed", "Cancelled"}) {
    const std::string slug = event_with_status(events, status).slug;
    for (const std::string page : {"", "/participants", "/teams"})
      CHECK_FALSE(world.edge->get("/events/" + slug + page).header("x-snapshot-version").empty());
  }
  for (const std::string status : {"Upcoming", "Active"}) {
    const auto res = world.edge->get("/events/" + event_with_status(events, status).slug);
    CHECK(res.status == 200);
    CHECK(res.header("x-snapshot-version").empty());
  }
  CHECK_FALSE(world.edge->get("/events/templates").header("x-snapshot-version").empty());
}

TEST_CASE("/events/templates: every template with its categories as stored", "[events]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  const Json templates = ok_json(*world.live, "/events/templates").at("templates");
  snap::Statement& rows =
      db.prepare("SELECT slug, name, type, duration_days, categories FROM event_template ORDER BY slug");
  std::size_t i = 0;
  for (; rows.step(); ++i) {
    REQUIRE(i < templates.size());
    const Json& t = templates.at(i);
    CHECK(t.at("slug") == rows.text(0));
    CHECK(t.at("name") == rows.text(1));
    CHECK(t.at("type") == rows.text(2));
    CHECK(t.at("durationDays") == rows.int64(3));
    CHECK(t.at("categories") == Json::parse(rows.text(4)));
    for (const Json& c : t.at("categories")) CHECK(c.contains("scoringMethod"));
  }
  CHECK(i > 0);
  CHECK(templates.size() == i);
}

TEST_CASE("/events/{slug}/participants: the roster in joining order, paged, with team names", "[events]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  // A team event: its roster mixes the teams' names.
  snap::Statement& pick = db.prepare(
      "SELECT e.id, e.slug FROM event e WHERE EXISTS (SELECT 1 FROM event_team t WHERE t.event_id = e.id)"
      " ORDER BY e.slug LIMIT 1");
  REQUIRE(pick.step());
  const std::int64_t event_id = pick.int64(0);
  const std::string slug = pick.text(1);
  pick.reset();
  snap::Statement& rows = db.prepare(
      "SELECT a.slug, a.name, p.joined_at, t.name FROM event_participant p JOIN avatar a ON a.id = p.avatar_id"
      " LEFT JOIN event_team t ON t.id = p.event_team_id WHERE p.event_id = ?1 ORDER BY p.joined_at, a.slug");
  rows.bind(1, event_id);
  std::vector<Json> expected;
  while (rows.step()) {
    Json item = Json::object();
    item["avatarName"] = rows.text(1);
    item["avatarSlug"] = rows.text(0);
    item["joinedAt"] = snap::format_iso8601(rows.int64(2));
    item["team"] = rows.json(3);
    expected.push_back(item);
  }
  REQUIRE(expected.size() > 20);
  const Json first = ok_json(*world.live, "/events/" + slug + "/participants");
  CHECK(first.at("pageSize") == 20);
  CHECK(first.at("totalCount") == expected.size());
  CHECK(first.at("totalPages") == (expected.size() + 19) / 20);
  std::vector<Json> got;
  for (int page = 1; page <= (static_cast<int>(expected.size()) + 6) / 7; ++page) {
    const Json body =
        ok_json(*world.live, "/events/" + slug + "/participants?pageSize=7&pageNumber=" + std::to_string(page));
    for (const Json& item : body.at("items")) got.push_back(item);
  }
  CHECK(got == expected);
  require_problem(world.live->get("/events/" + slug + "/participants?pageSize=101"), 400, "pageSize");
}

TEST_CASE("/events/{slug}/teams: each team with its captain and members", "[events]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  snap::Statement& teams = db.prepare(
      "SELECT e.slug, t.id, t.name, a.slug, (SELECT COUNT(*) FROM event_participant p WHERE p.event_team_id = t.id)"
      " FROM event_team t JOIN event e ON e.id = t.event_id LEFT JOIN avatar a ON a.id = t.captain_avatar_id");
  std::size_t checked = 0;
  while (teams.step()) {
    INFO(teams.text(0) << " " << teams.text(2));
    const Json shown = ok_json(*world.live, "/events/" + teams.text(0) + "/teams").at("teams");
    const auto team = std::find_if(shown.begin(), shown.end(), [&](const Json& t) { return t.at("name") == teams.text(2); });
    REQUIRE(team != shown.end());
    if (teams.is_null(3))
      CHECK(team->at("captain").is_null());
    else
      CHECK(team->at("captain").at("slug") == teams.text(3));
    CHECK(team->at("memberCount") == teams.int64(4));
    CHECK(team->at("members").size() == static_cast<std::size_t>(teams.int64(4)));
    ++checked;
    std::vector<std::string> names = slugs_of(shown, "name");  // teams by name
    CHECK(std::is_sorted(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return lower(a) < lower(b); }));
  }
  CHECK(checked > 0);
  // An event without teams answers an empty list, not an error.
  snap::Statement& solo = db.prepare(
      "SELECT slug FROM event e WHERE NOT EXISTS (SELECT 1 FROM event_team t WHERE t.event_id = e.id) LIMIT 1");
  REQUIRE(solo.step());
  CHECK(ok_json(*world.live, "/events/" + solo.text(0) + "/teams").at("teams").empty());
}

TEST_CASE("/events/{slug}/leaderboard/{categoryId}: standings by each scoring method, ties to who got there first",
          "[events][leaderboard]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  struct Category {
    std::int64_t id;
    std::string event_slug, method;
  };
  std::vector<Category> categories;
  snap::Statement& list = db.prepare(
      "SELECT c.id, e.slug, c.scoring_method FROM event_category c JOIN event e ON e.id = c.event_id ORDER BY c.id");
  while (list.step()) categories.push_back({list.int64(0), list.text(1), list.text(2)});
  list.reset();

  struct Expected {
    std::string slug, name;
    double score = 0;
    std::int64_t reached = 0, globals = 0;
  };
  std::map<std::string, int> methods_seen;
  bool saw_score_tie = false;
  for (const Category& c : categories) {
    INFO(c.event_slug << " category " << c.id << " " << c.method);
    // Each matched global, then per avatar: the sum (or the highest) of the scores, and when it was reached: the
    // last global that added to a sum, the first global that reached the highest.
    snap::Statement& rows = db.prepare(
        "SELECT a.slug, a.name, eg.score, g.ts FROM event_global eg JOIN global g ON g.id = eg.global_id"
        " JOIN avatar a ON a.id = eg.avatar_id WHERE eg.category_id = ?1");
    rows.bind(1, c.id);
    std::map<std::string, Expected> by_avatar;
    const bool highest = c.method == "HighestValue";
    while (rows.step()) {
      Expected& e = by_avatar[rows.text(0)];
      const double score = rows.real(2);
      const std::int64_t ts = rows.int64(3);
      e.slug = rows.text(0);
      e.name = rows.text(1);
      if (highest) {
        if (e.globals == 0 || score > e.score || (score == e.score && ts < e.reached)) e.reached = ts;
        e.score = e.globals == 0 ? score : std::max(e.score, score);
      } else {
        e.score += score;
        if (score > 0) e.reached = std::max(e.reached, ts);
      }
      ++e.globals;
    }
    rows.reset();
    std::vector<Expected> expected;
    for (auto& entry : by_avatar) expected.push_back(entry.second);
    std::sort(expected.begin(), expected.end(), [](const Expected& a, const Expected& b) {
      if (std::abs(a.score - b.score) > 1e-6) return a.score > b.score;
      if (a.reached != b.reached) return a.reached < b.reached;
      if (lower(a.name) != lower(b.name)) return lower(a.name) < lower(b.name);
      return a.slug < b.slug;
    });
    for (size_t i = 1; i < expected.size(); ++i) saw_score_tie |= std::abs(expected[i - 1].score - expected[i].score) < 1e-6;
    if (!expected.empty()) ++methods_seen[c.method];

    const std::string path = "/events/" + c.event_slug + "/leaderboard/" + std::to_string(c.id);
    const Json page = ok_json(*world.live, path);
    CHECK(page.size() == 5);  // exactly items, totalCount, pageNumber, pageSize, totalPages
    CHECK(page.at("pageSize") == 50);
    CHECK(page.at("pageNumber") == 1);
    CHECK(page.at("totalCount") == expected.size());
    CHECK(page.at("totalPages") == (expected.size() + 49) / 50);
    const Json all = ok_json(*world.live, path + "?pageSize=100");
    REQUIRE(all.at("items").size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      const Json& item = all.at("items").at(i);
      INFO("rank " << i + 1);
      CHECK(item.at("rank") == i + 1);
      CHECK(item.at("avatarSlug") == expected[i].slug);
      CHECK(item.at("avatarName") == expected[i].name);
      CHECK(item.at("score").get<double>() == Approx(expected[i].score));
      if (c.method == "Count") CHECK(item.at("score").is_number_integer());
      CHECK(item.at("globalsCount") == expected[i].globals);
      CHECK(item.at("reachedAt") == snap::format_iso8601(expected[i].reached));
    }
    if (expected.size() > 3) {  // pages follow one another
      const Json second = ok_json(*world.live, path + "?pageSize=2&pageNumber=2");
      CHECK(second.at("items").at(0).at("rank") == 3);
      CHECK(second.at("items").at(0).at("avatarSlug") == expected[2].slug);
    }
  }
  CHECK(methods_seen.size() == 4);  // every scoring method was checked on real standings
  CHECK(saw_score_tie);

  // Upcoming events have empty standings, not errors.
  const EventRow upcoming = event_with_status(events_in_db(), "Upcoming");
  snap::Statement& first = db.prepare("SELECT id FROM event_category WHERE event_id = ?1 LIMIT 1");
  first.bind(1, upcoming.id).step();
  const std::string upcoming_category = std::to_string(first.int64(0));
  first.reset();
  const Json empty = ok_json(*world.live, "/events/" + upcoming.slug + "/leaderboard/" + upcoming_category);
  CHECK(empty.at("items").empty());
  CHECK(empty.at("totalCount") == 0);
  CHECK(empty.at("totalPages") == 0);

  // A category of another event, an id of no category, a bad page: 404, 404, 400.
  const Category& other = categories.front().event_slug != upcoming.slug ? categories.front() : categories.back();
  require_problem(world.live->get("/events/" + upcoming.slug + "/leaderboard/" + std::to_string(other.id)), 404);
  require_problem(world.live->get("/events/" + upcoming.slug + "/leaderboard/999999999"), 404);
  require_problem(world.live->get("/events/no-such-event/leaderboard/" + upcoming_category), 404);
  require_problem(world.live->get("/events/" + upcoming.slug + "/leaderboard/" + upcoming_category + "?pageSize=0"),
                  400, "pageSize");
  // A finished event's standings are snapshot files.
  const EventRow completed = event_with_status(events_in_db(), "Completed");
  first.bind(1, completed.id).step();
  const std::string completed_category = std::to_string(first.int64(0));
  first.reset();
  CHECK_FALSE(world.edge->get("/events/" + completed.slug + "/leaderboard/" + completed_category)
                  .header("x-snapshot-version")
                  .empty());
}

namespace {

struct ScoredGlobal {
  std::int64_t id, ts;
  double value;
  std::optional<std::string> avatar;
  std::string message;
};

// The id and slug of the event that `event_sql` (SELECT e.id, e.slug ...) finds first.
std::pair<std::int64_t, std::string> event_found_by(snap::Database& db, const std::string& event_sql) {
  snap::Statement& row = db.prepare(event_sql);
  REQUIRE(row.step());
  std::pair<std::int64_t, std::string> event{row.int64(0), row.text(1)};
  row.reset();
  return event;
}

// The event whose globals the tests walk: the one with the most distinct scored globals.
std::pair<std::int64_t, std::string> event_with_most_scored_globals(snap::Database& db) {
  return event_found_by(db, "SELECT e.id, e.slug FROM event e JOIN event_global eg ON eg.event_id = e.id GROUP BY e.id"
                            " ORDER BY COUNT(DISTINCT eg.global_id) DESC, e.id LIMIT 1");
}

// The event with the most globals that score in more than one of its categories (the demo's data decides which).
std::pair<std::int64_t, std::string> event_with_most_globals_in_several_categories(snap::Database& db) {
  return event_found_by(db, "SELECT e.id, e.slug FROM event e JOIN (SELECT event_id, global_id FROM event_global"
                            " GROUP BY 1, 2 HAVING COUNT(*) > 1) eg ON eg.event_id = e.id GROUP BY e.id"
                            " ORDER BY COUNT(*) DESC, e.id LIMIT 1");
}

std::vector<ScoredGlobal> scored_globals(snap::Database& db, std::int64_t event_id) {
  snap::Statement& rows = db.prepare(
      "SELECT g.id, g.ts, g.value, a.name, g.message FROM global g LEFT JOIN avatar a ON a.id = g.avatar_id"
      " WHERE g.id IN (SELECT global_id FROM event_global WHERE event_id = ?1)");
  rows.bind(1, event_id);
  std::vector<ScoredGlobal> globals;
  while (rows.step())
    globals.push_back({rows.int64(0), rows.int64(1), rows.real(2), rows.optional_text(3), rows.text(4)});
  rows.reset();
  return globals;
}

// Ascending by the sort's key, then id; a descending sort is exactly the reverse (ties by id the same way).
std::vector<std::int64_t> ids_sorted(std::vector<ScoredGlobal> globals, const std::string& sort_by, bool descending) {
  std::sort(globals.begin(), globals.end(), [&](const ScoredGlobal& a, const ScoredGlobal& b) {
    if (sort_by == "GlobalValue" && a.value != b.value) return a.value < b.value;
    if (sort_by == "DateTime" && a.ts != b.ts) return a.ts < b.ts;
    if (sort_by == "AvatarName") {
      const std::string an = a.avatar ? lower(*a.avatar) : "", bn = b.avatar ? lower(*b.avatar) : "";
      if (a.avatar.has_value() != b.avatar.has_value()) return !a.avatar.has_value();  // null first, as SQLite
      if (an != bn) return an < bn;
    }
    return a.id < b.id;
  });
  std::vector<std::int64_t> ids;
  for (const ScoredGlobal& g : globals) ids.push_back(g.id);
  if (descending) std::reverse(ids.begin(), ids.end());
  return ids;
}

// The first `n` ids.
std::vector<std::int64_t> first_ids(std::vector<std::int64_t> ids, std::size_t n) {
  if (ids.size() > n) ids.resize(n);
  return ids;
}

std::vector<std::int64_t> ids_of(const Json& items) {
  std::vector<std::int64_t> ids;
  for (const Json& item : items) ids.push_back(item.at("id"));
  return ids;
}

// The message's words as the search splits them (runs of ASCII letters and digits or non-ASCII bytes), lowered.
std::vector<std::string> words_of(const std::string& message) {
  std::vector<std::string> words;
  std::string word;
  for (unsigned char c : message + " ") {
    if (std::isalnum(c) || c >= 0x80) {
      word += static_cast<char>(std::tolower(c));
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  return words;
}

}  // namespace

TEST_CASE("/events/{slug}/globals: each scored global once, newest first, 10 from offset 0, with its categories",
          "[events][event-globals]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  const auto event = event_with_most_globals_in_several_categories(db);
  const std::vector<ScoredGlobal> globals = scored_globals(db, event.first);
  REQUIRE(globals.size() > 10);
  const std::string path = "/events/" + event.second + "/globals";

  const Json first = ok_json(*world.live, path);
  CHECK(first.size() == 4);  // exactly items, totalCount, offset, pageSize
  CHECK(first.at("totalCount") == globals.size());
  CHECK(first.at("offset") == 0);
  CHECK(first.at("pageSize") == 10);
  const std::vector<std::int64_t> newest = ids_sorted(globals, "DateTime", true);
  CHECK(ids_of(first.at("items")) == std::vector<std::int64_t>(newest.begin(), newest.begin() + 10));

  // Each item is the global as /globals shows it, plus the categories it scored in (category order).
  bool saw_several_categories = false;
  const Json all = ok_json(*world.live, path + "?pageSize=100&offset=0");
  for (const Json& item : all.at("items")) {
    const std::int64_t id = item.at("id");
    INFO("global " << id);
    const Json alone = ok_json(*world.live, "/globals?pageSize=1&afterId=" + std::to_string(id - 1)).at("items");
    Json without_categories = item;
    without_categories.erase("categories");
    REQUIRE(alone.size() == 1);
    CHECK(without_categories == alone.at(0));
    snap::Statement& rows = db.prepare(
        "SELECT c.id, c.name, eg.score FROM event_global eg JOIN event_category c ON c.id = eg.category_id"
        " WHERE eg.event_id = ?1 AND eg.global_id = ?2 ORDER BY c.position");
    rows.bind(1, event.first).bind(2, id);
    size_t i = 0;
    while (rows.step()) {
      REQUIRE(i < item.at("categories").size());
      const Json& category = item.at("categories").at(i++);
      CHECK(category.size() == 3);
      CHECK(category.at("id") == rows.int64(0));
      CHECK(category.at("name") == rows.text(1));
      CHECK(category.at("score").get<double>() == Approx(rows.real(2)));
    }
    rows.reset();
    CHECK(item.at("categories").size() == i);
    saw_several_categories |= i > 1;
  }
  CHECK(saw_several_categories);  // a global scoring in two categories is still one item

  // An upcoming event has no scored globals, not an error.
  const EventRow upcoming = event_with_status(events_in_db(), "Upcoming");
  const Json empty = ok_json(*world.live, "/events/" + upcoming.slug + "/globals");
  CHECK(empty.at("items").empty());
  CHECK(empty.at("totalCount") == 0);
}

TEST_CASE("/events/{slug}/globals: each sort both ways, ties by id, offset slices join without gaps or repeats",
          "[events][event-globals]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  const auto event = event_with_most_scored_globals(db);
  const std::vector<ScoredGlobal> globals = scored_globals(db, event.first);
  const std::string path = "/events/" + event.second + "/globals";
  for (const std::string sort_by : {"DateTime", "GlobalValue", "AvatarName"}) {
    for (const std::string dir : {"asc", "desc"}) {
      INFO(sort_by << " " << dir);
      std::vector<std::int64_t> joined;
      for (std::size_t offset = 0; offset < globals.size(); offset += 7) {
        const Json slice =
            ok_json(*world.live, path + "?sortBy=" + sort_by + "&sortDir=" + dir + "&pageSize=7&offset=" +
                                     std::to_string(offset));
        CHECK(slice.at("offset") == offset);
        CHECK(slice.at("pageSize") == 7);
        for (std::int64_t id : ids_of(slice.at("items"))) joined.push_back(id);
      }
      CHECK(joined == ids_sorted(globals, sort_by, dir == "desc"));
    }
  }
  // sortDir alone keeps DateTime; an offset past the end is an empty slice with the total.
  CHECK(ids_of(ok_json(*world.live, path + "?sortDir=asc&pageSize=100").at("items")) ==
        first_ids(ids_sorted(globals, "DateTime", false), 100));
  const Json past = ok_json(*world.live, path + "?offset=" + std::to_string(globals.size()));
  CHECK(past.at("items").empty());
  CHECK(past.at("totalCount") == globals.size());
}

TEST_CASE("/events/{slug}/globals search: every word in the message, any case", "[events][event-globals]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  const auto event = event_with_most_scored_globals(db);
  const std::vector<ScoredGlobal> globals = scored_globals(db, event.first);
  const std::vector<std::string> probe = words_of(globals.front().message);
  REQUIRE(probe.size() >= 2);
  for (const std::vector<std::string>& words :
       {std::vector<std::string>{probe.front()}, std::vector<std::string>{probe.front(), probe.back()}}) {
    std::vector<ScoredGlobal> expected;
    for (const ScoredGlobal& g : globals) {
      const std::vector<std::string> has = words_of(g.message);
      if (std::all_of(words.begin(), words.end(),
                      [&](const std::string& w) { return std::find(has.begin(), has.end(), w) != has.end(); }))
        expected.push_back(g);
    }
    std::string search;
    for (const std::string& w : words) {
      std::string upper = w;
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      search += (search.empty() ? "" : " ") + upper;
    }
    INFO(search);
    const Json page =
        ok_json(*world.live, "/events/" + event.second + "/globals?pageSize=100&search=" + snap::test::query_value(search));
    CHECK(page.at("totalCount") == expected.size());
    CHECK(ids_of(page.at("items")) == first_ids(ids_sorted(expected, "DateTime", true), 100));
  }
  const Json none = ok_json(*world.live, "/events/" + event.second + "/globals?search=zzqqxxnothing");
  CHECK(none.at("items").empty());
  CHECK(none.at("totalCount") == 0);
}

TEST_CASE("/events/{slug}/globals: 404 for an unknown event, 400 naming each bad parameter, finished events' first "
          "page is a snapshot file", "[events][event-globals][errors]") {
  const auto& world = demo_world();
  const EventRow completed = event_with_status(events_in_db(), "Completed");
  const std::string path = "/events/" + completed.slug + "/globals";
  require_problem(world.live->get("/events/no-such-event/globals"), 404);
  require_problem(world.live->get(path + "?offset=-1"), 400, "offset");
  require_problem(world.live->get(path + "?offset=ten"), 400, "offset");
  require_problem(world.live->get(path + "?offset=9223372036854775807"), 400, "offset");
  require_problem(world.live->get(path + "?pageSize=0"), 400, "pageSize");
  require_problem(world.live->get(path + "?pageSize=101"), 400, "pageSize");
  require_problem(world.live->get(path + "?sortBy=Value"), 400, "sortBy");
  require_problem(world.live->get(path + "?sortDir=up"), 400, "sortDir");
  require_problem(world.live->get(path + "?search=%21%21"), 400, "search");
  CHECK_FALSE(world.edge->get(path).header("x-snapshot-version").empty());
  CHECK(ok_json(*world.edge, path) == ok_json(*world.live, path));
}

TEST_CASE("/events/{slug}/statistics: totals, who scored, each category and the creatures hunted most",
          "[events][event-statistics]") {
  const auto& world = demo_world();
  snap::Database db(world.db, snap::OpenMode::ReadOnly);
  bool saw_creatures = false;
  for (const EventRow& e : events_in_db()) {
    INFO(e.slug);
    const Json stats = ok_json(*world.live, "/events/" + e.slug + "/statistics");
    CHECK(stats.size() == 6);
    // Totals over each scored global once, with its own value.
    std::map<std::int64_t, double> value_of;
    std::map<std::string, std::pair<std::int64_t, double>> hunted;  // subject -> globals, value
    std::set<std::int64_t> scorers;
    snap::Statement& rows = db.prepare(
        "SELECT eg.global_id, g.value, eg.avatar_id, g.type, g.subject FROM event_global eg"
        " JOIN global g ON g.id = eg.global_id WHERE eg.event_id = ?1");
    rows.bind(1, e.id);
    while (rows.step()) {
      scorers.insert(rows.int64(2));
      if (value_of.count(rows.int64(0))) continue;
      value_of[rows.int64(0)] = rows.real(1);
      if (rows.text(3) == "Hunting" && !rows.is_null(4)) {
        auto& creature = hunted[rows.text(4)];
        ++creature.first;
        creature.second += rows.real(1);
      }
    }
    rows.reset();
    double total = 0;
    for (const auto& g : value_of) total += g.second;
    CHECK(stats.at("scoredGlobalCount") == value_of.size());
    CHECK(stats.at("scoredValue").get<double>() == Approx(total).margin(0.005));
    CHECK(stats.at("scoringParticipantCount") == scorers.size());
    CHECK(stats.at("participantCount") == e.participants);

    // Categories in order, each with its own counts, value and the leaderboard's first score.
    snap::Statement& categories = db.prepare(
        "SELECT c.id, c.name, c.scoring_method, (SELECT COUNT(DISTINCT avatar_id) FROM event_global WHERE category_id = c.id),"
        " (SELECT COUNT(*) FROM event_global WHERE category_id = c.id),"
        " (SELECT COALESCE(SUM(g.value), 0) FROM event_global eg JOIN global g ON g.id = eg.global_id"
        " WHERE eg.category_id = c.id) FROM event_category c WHERE c.event_id = ?1 ORDER BY c.position");
    categories.bind(1, e.id);
    std::vector<std::pair<std::int64_t, Json>> expected;
    while (categories.step()) {
      Json c = Json::object();
      c["name"] = categories.text(1);
      c["scoringMethod"] = categories.text(2);
      c["entryCount"] = categories.int64(3);
      c["globalCount"] = categories.int64(4);
      c["totalValue"] = categories.real(5);
      expected.emplace_back(categories.int64(0), c);
    }
    categories.reset();
    REQUIRE(stats.at("categories").size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      const Json& got = stats.at("categories").at(i);
      const Json& want = expected[i].second;
      CHECK(got.size() == 7);
      CHECK(got.at("id") == expected[i].first);
      CHECK(got.at("name") == want.at("name"));
      CHECK(got.at("scoringMethod") == want.at("scoringMethod"));
      CHECK(got.at("entryCount") == want.at("entryCount"));
      CHECK(got.at("globalCount") == want.at("globalCount"));
      CHECK(got.at("totalValue").get<double>() == Approx(want.at("totalValue").get<double>()).margin(0.005));
      const Json board = ok_json(*world.live, "/events/" + e.slug + "/leaderboard/" +
                                                  std::to_string(expected[i].first) + "?pageSize=1");
      if (board.at("items").empty()) CHECK(got.at("topScore").is_null());
      else CHECK(got.at("topScore") == board.at("items").at(0).at("score"));
    }

    // Top creatures: most globals, then most value, then name; at most 10.
    std::vector<std::pair<std::string, std::pair<std::int64_t, double>>> creatures(hunted.begin(), hunted.end());
    std::sort(creatures.begin(), creatures.end(), [](const auto& a, const auto& b) {
      if (a.second.first != b.second.first) return a.second.first > b.second.first;
      if (std::abs(a.second.second - b.second.second) > 1e-9) return a.second.second > b.second.second;
      return a.first < b.first;
    });
    if (creatures.size() > 10) creatures.resize(10);
    const Json& top = stats.at("topCreatures");
    REQUIRE(top.size() == creatures.size());
    saw_creatures |= creatures.size() > 1;
    for (size_t i = 0; i < creatures.size(); ++i) {
      CHECK(top.at(i).size() == 3);
      CHECK(top.at(i).at("creatureName") == creatures[i].first);
      CHECK(top.at(i).at("globalCount") == creatures[i].second.first);
      CHECK(top.at(i).at("totalValue").get<double>() == Approx(creatures[i].second.second).margin(0.005));
    }
  }
  CHECK(saw_creatures);
  require_problem(world.live->get("/events/no-such-event/statistics"), 404);
  const EventRow completed = event_with_status(events_in_db(), "Completed");
  const std::string path = "/events/" + completed.slug + "/statistics";
  CHECK_FALSE(world.edge->get(path).header("x-snapshot-version").empty());
  CHECK(ok_json(*world.edge, path) == ok_json(*world.live, path));
}

TEST_CASE("rule: a category's widget is an SVG image of its top 10 as its standings rank them", "[events][widget]") {
  const auto& world = demo_world();
  for (const std::string status : {"Completed", "Active"}) {
    const std::string slug = event_with_status(events_in_db(), status).slug;
    const Json event = ok_json(*world.live, "/events/" + slug);
    for (const Json& category : event.at("categories")) {
      const std::string path = "/events/" + slug + "/leaderboard/" + category.at("id").dump();
      INFO(path);
      const auto image = world.edge->get(path + "/widget.svg");
      REQUIRE(image.status == 200);
      CHECK(image.header("content-type") == "image/svg+xml");
      // A snapshot file once the event is over, live while it runs, as the standings are.
      CHECK(image.header("x-snapshot-version").empty() == (status == "Active"));
      const Json standings = ok_json(*world.live, path);
      CHECK(image.body.find(">" + event.at("name").get<std::string>() + "<") != std::string::npos);
      CHECK(image.body.find(category.at("name").get<std::string>() + " · " + status) != std::string::npos);
      size_t at = 0;
      for (size_t i = 0; i < std::min<size_t>(10, standings.at("items").size()); ++i) {
        at = image.body.find(">" + standings.at("items").at(i).at("avatarName").get<std::string>() + "<", at);
        CHECK(at != std::string::npos);
      }
    }
  }
}
