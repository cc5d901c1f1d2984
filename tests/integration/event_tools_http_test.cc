// event_tools_http_test.cc: the event tools over GET /tools/{name} on the small demo (issue 21): their schemas in
// the catalogue, answers cross-checked against the event routes they mirror (and the database), argument errors,
// a 404 for an event no name is close to, ignoredParameters, and the notes (fuzzy names, blank stats).
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::test::catalogue_entry;
using snap::test::note_of;
using snap::test::tool;
using snap::Json;
using snap::test::demo_world;
using snap::test::ok_json;
using snap::test::require_problem;

namespace {

Json call(const std::string& tool, const std::string& query) {
  return ok_json(*demo_world().live, "/tools/" + tool + "?" + query);
}

Json route(const std::string& target) { return ok_json(*demo_world().live, target); }

// A first row of `sql` as text (the test's own look-up in the demo database).
std::string db_text(const std::string& sql) {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& row = db.prepare(sql);
  REQUIRE(row.step());
  return row.text(0);
}

const Json& tool_listing(const Json& catalogue, const std::string& name) {
  for (const Json& tool : catalogue.at("tools"))
    if (tool.at("name") == name) return tool;
  FAIL("GET /tools does not list " << name);
  return catalogue;
}

// The event with the most categories that has standings in each, and the most teams among events with teams.
std::string event_with_categories() {
  return db_text(
      "SELECT e.name FROM event e JOIN event_category c ON c.event_id = e.id GROUP BY e.id HAVING COUNT(*) >= 2 AND"
      " MIN((SELECT COUNT(*) FROM event_standing s WHERE s.category_id = c.id)) > 3 ORDER BY e.id LIMIT 1");
}

std::string slug_of(const std::string& event_name) {
  return db_text("SELECT slug FROM event WHERE name = '" + event_name + "'");
}

}  // namespace

TEST_CASE("GET /tools lists the five event tools with their arguments and row schemas", "[tools]") {
  const Json catalogue = route("/tools");
  for (const char* name :
       {"resolve_event", "get_event_standings", "query_event_globals", "aggregate_event_globals", "get_event_teams"}) {
    INFO(name);
    const Json& tool = tool_listing(catalogue, name);
    CHECK_FALSE(tool.at("description").get<std::string>().empty());
    const Json& input = tool.at("inputSchema");
    CHECK(input.at("properties").at("limit").at("maximum") <= 100);
    if (std::string(name) != "resolve_event") CHECK(input.at("required") == Json::array({"event"}));
    CHECK(tool.at("outputSchema").at("properties").at("rows").at("type") == "array");
  }
  const Json& resolve = tool_listing(catalogue, "resolve_event").at("inputSchema").at("properties");
  CHECK(resolve.at("status").at("enum") == Json::array({"Upcoming", "Active", "Completed", "Cancelled"}));
  // The columns' types and meanings are /openapi.json's (the catalogue leaves them to each answer's columns).
  const Json standings = route("/openapi.json").at("components").at("schemas").at("ToolAnswer_get_event_standings");
  CHECK(standings.at("properties").at("rows").at("items").at("properties").at("score").at("type") == "number");
  const Json& globals = tool_listing(catalogue, "query_event_globals").at("inputSchema").at("properties");
  CHECK(globals.at("sortBy").at("enum") == Json::array({"DateTime", "GlobalValue", "AvatarName"}));
  CHECK(globals.contains("search"));
  CHECK(globals.contains("offset"));
  const Json& aggregate = tool_listing(catalogue, "aggregate_event_globals").at("inputSchema").at("properties");
  CHECK(aggregate.at("groupBy").at("enum") == Json::array({"avatar", "creature", "type", "day"}));
}

TEST_CASE("resolve_event: a misspelt name resolves by fuzzy match, named in the note, with the event's fields",
          "[tools]") {
  const std::string name = event_with_categories();
  std::string typo = name;
  const size_t space = typo.find(' ');
  REQUIRE(space >= 5);
  std::swap(typo[space - 2], typo[space - 3]);  // "Mermoth" -> "Mermtoh"
  const Json answer = call("resolve_event", "name=" + snap::test::query_value(typo));
  REQUIRE(answer.at("rowCount") >= 1);
  const Json& row = answer.at("rows").at(0);
  CHECK(row.at("name") == name);
  CHECK(row.at("match") == "typo");
  CHECK(note_of(answer).find("'" + typo + "' -> " + name + " (typo: ") != std::string::npos);
  const Json page = route("/events/" + slug_of(name));
  for (const char* field : {"slug", "status", "type", "startDate", "endDate", "participantCount"})
    CHECK(row.at(field) == page.at(field));
  REQUIRE(row.at("categories").size() == page.at("categories").size());
  for (size_t i = 0; i < page.at("categories").size(); ++i) {
    CHECK(row.at("categories").at(i).at("id") == page.at("categories").at(i).at("id"));
    CHECK(row.at("categories").at(i).at("scoringMethod") == page.at("categories").at(i).at("scoringMethod"));
  }
}

namespace {

// Where an edition's name ends and its "<Month> <Year>" begins ("Deep Drill Derby| November 2026").
size_t edition_cut(const std::string& name) { return name.rfind(' ', name.rfind(' ') - 1); }

// The demo's events by the name their editions share ("Deep Drill Derby" of "Deep Drill Derby November 2026"):
// for each, the slug the rule means (the active edition, else the next upcoming, else the latest completed) and
// which of those it is. The test's own reading of the database, to find one name of each kind.
struct SharedName {
  std::string name, meant_slug, meant_as;  // meant_as: active, upcoming or completed
  int editions = 0;
  std::string an_edition_name, an_edition_slug;  // one edition, not the meant one
};

std::vector<SharedName> shared_names(const std::string& db_path) {
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  auto rows = db.prepare_uncached("SELECT name, slug, start_at, end_at, cancelled_at IS NOT NULL FROM event ORDER BY start_at");
  struct Edition {
    std::string name, slug;
    std::int64_t start, end;
    bool cancelled;
  };
  std::map<std::string, std::vector<Edition>> by_name;
  while (rows->step()) {
    const std::string name = rows->text(0);
    by_name[name.substr(0, edition_cut(name))].push_back(
        {name, rows->text(1), rows->int64(2), rows->int64(3), rows->int64(4) != 0});
  }
  const std::int64_t now = snap::test::kTestNowSeconds;
  std::vector<SharedName> out;
  for (const auto& [name, editions] : by_name) {
    if (editions.size() < 2) continue;
    SharedName shared{name, "", "", static_cast<int>(editions.size()), "", ""};
    for (const Edition& e : editions)  // in start order: the first active, the first upcoming, the last completed
      if (!e.cancelled && e.start <= now && now < e.end && shared.meant_as != "active") {
        shared.meant_slug = e.slug;
        shared.meant_as = "active";
      }
    for (const Edition& e : editions)
      if (shared.meant_as.empty() && !e.cancelled && e.start > now) {
        shared.meant_slug = e.slug;
        shared.meant_as = "upcoming";
      }
    if (shared.meant_as.empty())
      for (const Edition& e : editions)
        if (!e.cancelled && e.end <= now) {
          shared.meant_slug = e.slug;
          shared.meant_as = "completed";
        }
    for (const Edition& e : editions)
      if (e.slug != shared.meant_slug) {
        shared.an_edition_name = e.name;
        shared.an_edition_slug = e.slug;
      }
    if (!shared.meant_as.empty()) out.push_back(shared);
  }
  return out;
}

// Where no name of the demo is shared by completed editions alone, the newest completed event with a name of its
// own gets an older one's as a second edition: "Ore Rush July 2025" and "Ore Rush March 2026".
void share_a_name_among_completed_editions(const std::string& db_path) {
  for (const SharedName& s : shared_names(db_path))
    if (s.meant_as == "completed") return;
  snap::Database db(db_path, snap::OpenMode::ReadWrite);
  const std::string now = std::to_string(snap::test::kTestNowSeconds);
  auto ended = db.prepare_uncached("SELECT id, name FROM event WHERE cancelled_at IS NULL AND end_at <= " + now +
                                   " ORDER BY end_at DESC");
  std::vector<std::pair<std::int64_t, std::string>> events;
  while (ended->step()) events.emplace_back(ended->int64(0), ended->text(1));
  REQUIRE(events.size() >= 2);
  const auto base = [](const std::string& name) { return name.substr(0, edition_cut(name)); };
  const auto when = [](const std::string& name) { return name.substr(edition_cut(name)); };
  snap::Statement& rename = db.prepare("UPDATE event SET name = ?1 WHERE id = ?2");
  rename.bind(1, base(events[0].second) + when(events[1].second)).bind(2, events[1].first).run();
}

}  // namespace

TEST_CASE("rule: a name several editions share means the active one, then the next upcoming, then the latest "
          "completed, in every event tool",
          "[tools][resolution]") {
  const std::string dir = snap::test::make_temp_dir("editions");
  const std::string db_path = dir + "/demo.db";
  std::filesystem::copy_file(demo_world().db, db_path);
  share_a_name_among_completed_editions(db_path);
  std::map<std::string, SharedName> one_of_each;  // by meant_as
  for (const SharedName& s : shared_names(db_path)) one_of_each.emplace(s.meant_as, s);
  snap::test::EdgeProcess edge(db_path, "", demo_world().now, {"--threads", "64", "--no-access-log"});
  const auto call = [&](const std::string& tool, const std::string& query) {
    return ok_json(edge, "/tools/" + tool + "?" + query);
  };
  REQUIRE(one_of_each.count("active") == 1);  // the demo holds a name of each kind
  REQUIRE(one_of_each.count("upcoming") == 1);
  REQUIRE(one_of_each.count("completed") == 1);
  std::vector<std::pair<std::string, std::string>> meant;
  for (const auto& [as, s] : one_of_each) meant.emplace_back(s.name, s.meant_slug);
  const SharedName& active = one_of_each.at("active");
  meant.emplace_back(active.an_edition_name, active.an_edition_slug);  // an edition named is that edition
  for (const auto& [typed, slug] : meant) {
    INFO(typed);
    const std::string value = snap::test::query_value(typed);
    const Json resolved = call("resolve_event", "name=" + value);
    REQUIRE(resolved.at("rowCount") >= 1);
    CHECK(resolved.at("rows").at(0).at("slug") == slug);
    const std::string name = resolved.at("rows").at(0).at("name");
    for (const char* other : {"query_event_globals", "aggregate_event_globals", "get_event_teams"})
      CHECK(note_of(call(other, "event=" + value)).find("'" + typed + "' -> " + name + " (") != std::string::npos);
  }
  CHECK(note_of(call("resolve_event", "name=" + snap::test::query_value(active.name)))
            .find("the active edition of those so named") != std::string::npos);
  CHECK(note_of(call("resolve_event", "name=" + snap::test::query_value(one_of_each.at("upcoming").name)))
            .find("the next upcoming edition of those so named") != std::string::npos);
  edge.stop();
  snap::test::remove_tree(dir);
}

TEST_CASE("resolve_event: a status alone lists the events with that status now, as /events does", "[tools]") {
  const Json answer = call("resolve_event", "status=active&limit=20");
  const Json list = route("/events?status=Active&sortBy=StartDate&pageSize=20");
  REQUIRE(list.at("totalCount") > 0);
  REQUIRE(answer.at("rowCount") == list.at("items").size());
  for (size_t i = 0; i < list.at("items").size(); ++i) {
    CHECK(answer.at("rows").at(i).at("slug") == list.at("items").at(i).at("slug"));
    CHECK(answer.at("rows").at(i).at("status") == "Active");
  }
}

TEST_CASE("resolve_event: refusals name the argument, undeclared parameters are listed", "[tools]") {
  require_problem(demo_world().live->get("/tools/resolve_event"), 400, "name");
  require_problem(demo_world().live->get("/tools/resolve_event?status=Sleeping"), 400, "status");
  require_problem(demo_world().live->get("/tools/resolve_event?name=forge&limit=21"), 400, "limit");
  const Json answer = call("resolve_event", "name=forge&slug=x&pageSize=3");
  CHECK(answer.at("ignoredParameters") == Json::array({"slug", "pageSize"}));
  CHECK(note_of(answer).find("Ignored parameters this tool does not declare: slug, pageSize.") != std::string::npos);
  require_problem(demo_world().live->get("/tools/resolve_event?name=Xyzzyq%20Plugh"), 404, "name");
}

TEST_CASE("get_event_standings: a category's leaderboard as its route ranks it, the first category by default",
          "[tools]") {
  const std::string name = event_with_categories();
  const std::string slug = slug_of(name);
  const Json categories = route("/events/" + slug).at("categories");
  const Json first = categories.at(0);
  const Json answer = call("get_event_standings", "event=" + snap::test::query_value(name) + "&limit=3");
  CHECK(note_of(answer).find("No category given: the event's first is shown") != std::string::npos);
  const Json board = route("/events/" + slug + "/leaderboard/" + first.at("id").dump() + "?pageSize=3");
  CHECK(answer.at("rows") == board.at("items"));

  const Json second = categories.at(1);
  const std::string second_name = second.at("name");
  const Json by_name =
      call("get_event_standings", "event=" + snap::test::query_value(name) + "&category=" + snap::test::query_value(second_name) + "&limit=2");
  CHECK(by_name.at("rows") ==
        route("/events/" + slug + "/leaderboard/" + second.at("id").dump() + "?pageSize=2").at("items"));
  const Json by_id =
      call("get_event_standings", "event=" + snap::test::query_value(name) + "&category=" + second.at("id").dump() + "&limit=2");
  CHECK(by_id.at("rows") == by_name.at("rows"));
}

TEST_CASE("get_event_standings: an avatar beyond the first rows is added with its rank", "[tools]") {
  const std::string name = event_with_categories();
  const std::string slug = slug_of(name);
  const std::string category = route("/events/" + slug).at("categories").at(0).at("id").dump();
  const Json board = route("/events/" + slug + "/leaderboard/" + category + "?pageSize=100").at("items");
  const Json& last = board.back();
  const Json answer = call("get_event_standings", "event=" + snap::test::query_value(name) + "&category=" + category +
                                                      "&limit=2&avatar=" + snap::test::query_value(last.at("avatarName")));
  REQUIRE(answer.at("rowCount") == 3);
  CHECK(answer.at("rows").at(2) == last);
  CHECK(note_of(answer).find(last.at("avatarName").get<std::string>() + " is ranked " + last.at("rank").dump()) !=
        std::string::npos);
}

TEST_CASE("get_event_standings: 404 for an unknown event, 400 naming category or limit", "[tools]") {
  const auto& live = *demo_world().live;
  require_problem(live.get("/tools/get_event_standings?event=Xyzzyq%20Plugh"), 404);
  require_problem(live.get("/tools/get_event_standings"), 400, "event");
  const std::string event = snap::test::query_value(event_with_categories());
  require_problem(live.get("/tools/get_event_standings?event=" + event + "&category=zzqq"), 400, "category");
  require_problem(live.get("/tools/get_event_standings?event=" + event + "&limit=0"), 400, "limit");
  const Json answer = call("get_event_standings", "event=" + event + "&categoryId=1");
  CHECK(answer.at("ignoredParameters") == Json::array({"categoryId"}));
}

TEST_CASE("query_event_globals: the route's scored globals, a global without a value is named in the note", "[tools]") {
  const std::string slug = db_text(
      "SELECT e.slug FROM event e JOIN event_scored_global s ON s.event_id = e.id WHERE s.value IS NULL"
      " GROUP BY e.id ORDER BY e.id LIMIT 1");
  const Json answer = call("query_event_globals", "event=" + slug + "&sortBy=GlobalValue&sortDir=asc&limit=4&offset=0");
  const Json page = route("/events/" + slug + "/globals?sortBy=GlobalValue&sortDir=asc&pageSize=4");
  REQUIRE(answer.at("rowCount") == page.at("items").size());
  for (size_t i = 0; i < page.at("items").size(); ++i) {
    const Json& row = answer.at("rows").at(i);
    const Json& global = page.at("items").at(i);
    for (const char* field : {"dateTime", "type", "avatarName", "isHof", "categories", "message"})
      CHECK(row.at(field) == global.at(field));
  }
  const Json& blank = answer.at("rows").at(0);  // nulls first, ascending
  CHECK(page.at("items").at(0).at("globalValue").is_null());
  CHECK(blank.at("globalValue") == 0);
  CHECK(note_of(answer).find("No recorded value (shown as 0): " + blank.at("dateTime").get<std::string>() +
                             ": globalValue") != std::string::npos);
  CHECK(note_of(answer).find(std::to_string(page.at("totalCount").get<int>()) + " globals scored") !=
        std::string::npos);

  const Json sliced = call("query_event_globals", "event=" + slug + "&offset=2&limit=2");
  const Json route_slice = route("/events/" + slug + "/globals?offset=2&pageSize=2");
  REQUIRE(sliced.at("rowCount") == 2);
  CHECK(sliced.at("rows").at(1).at("message") == route_slice.at("items").at(1).at("message"));
}

TEST_CASE("query_event_globals: search as the route reads it, refusals name the argument", "[tools]") {
  const std::string slug = slug_of(event_with_categories());
  const std::string word =
      db_text("SELECT s.hunted FROM event_scored_global s JOIN event e ON e.id = s.event_id WHERE e.slug = '" + slug +
              "' AND s.hunted IS NOT NULL LIMIT 1");
  const std::string first_word = word.substr(0, word.find(' '));
  const Json answer =
      call("query_event_globals", "event=" + slug + "&search=" + snap::test::query_value(first_word) + "&limit=100");
  const Json page = route("/events/" + slug + "/globals?search=" + snap::test::query_value(first_word) + "&pageSize=100");
  REQUIRE(answer.at("rowCount") > 0);
  CHECK(answer.at("rowCount") == page.at("items").size());
  const auto& live = *demo_world().live;
  require_problem(live.get("/tools/query_event_globals?event=" + slug + "&search=%2A%2A"), 400, "search");
  require_problem(live.get("/tools/query_event_globals?event=" + slug + "&sortBy=Value"), 400, "sortBy");
  require_problem(live.get("/tools/query_event_globals?event=" + slug + "&offset=-1"), 400, "offset");
  require_problem(live.get("/tools/query_event_globals?event=Xyzzyq%20Plugh"), 404);
  CHECK(call("query_event_globals", "event=" + slug + "&page=2").at("ignoredParameters") == Json::array({"page"}));
}

TEST_CASE("aggregate_event_globals: groups agree with the event's statistics and the database", "[tools]") {
  const std::string slug = slug_of(event_with_categories());
  const Json statistics = route("/events/" + slug + "/statistics");
  const Json by_avatar = call("aggregate_event_globals", "event=" + slug + "&groupBy=avatar&limit=100");
  std::int64_t counted = 0;
  for (const Json& row : by_avatar.at("rows")) counted += row.at("count").get<std::int64_t>();
  CHECK(counted == statistics.at("scoredGlobalCount"));

  const Json by_creature = call("aggregate_event_globals", "event=" + slug + "&groupBy=creature&limit=100");
  std::map<std::string, Json> creatures;
  for (const Json& row : by_creature.at("rows")) creatures[row.at("group")] = row;
  REQUIRE_FALSE(statistics.at("topCreatures").empty());
  for (const Json& top : statistics.at("topCreatures")) {
    INFO(top.dump());
    const Json& row = creatures.at(top.at("creatureName"));
    CHECK(row.at("count") == top.at("globalCount"));
    CHECK(row.at("total").get<double>() == Approx(top.at("totalValue").get<double>()));
  }
  // The database's own figure for the first day: the most valuable scored global of that day.
  const Json by_day = call("aggregate_event_globals", "event=" + slug + "&groupBy=day&sortBy=max&limit=1");
  const std::string day = by_day.at("rows").at(0).at("group");
  const std::string max = db_text(
      "SELECT MAX(g.value) FROM event e JOIN event_global eg ON eg.event_id = e.id JOIN global g ON g.id ="
      " eg.global_id WHERE e.slug = '" +
      slug + "' AND date(g.ts, 'unixepoch') = '" + day + "'");
  CHECK(by_day.at("rows").at(0).at("max").get<double>() == Approx(std::stod(max)));
}

TEST_CASE("aggregate_event_globals: a type without values is named in the note, refusals name the argument",
          "[tools]") {
  const std::string slug = db_text(
      "SELECT e.slug FROM event e JOIN event_scored_global s ON s.event_id = e.id JOIN global g ON g.id = s.global_id"
      " WHERE g.type = 'PvP' GROUP BY e.id ORDER BY e.id LIMIT 1");
  const Json answer = call("aggregate_event_globals", "event=" + slug + "&groupBy=type");
  bool found = false;
  for (const Json& row : answer.at("rows"))
    if (row.at("group") == "PvP") {
      found = true;
      CHECK(row.at("total") == 0);
      CHECK(row.at("count") > 0);
    }
  CHECK(found);
  CHECK(note_of(answer).find("PvP: total, max, average") != std::string::npos);
  const auto& live = *demo_world().live;
  require_problem(live.get("/tools/aggregate_event_globals?event=" + slug + "&groupBy=planet"), 400, "groupBy");
  require_problem(live.get("/tools/aggregate_event_globals?event=" + slug + "&sortBy=median"), 400, "sortBy");
  require_problem(live.get("/tools/aggregate_event_globals?event=Xyzzyq%20Plugh"), 404);
  CHECK(call("aggregate_event_globals", "event=" + slug + "&period=day").at("ignoredParameters") ==
        Json::array({"period"}));
}

TEST_CASE("get_event_teams: the teams as /events/{slug}/teams has them, an event without teams says so", "[tools]") {
  const std::string slug = db_text(
      "SELECT e.slug FROM event e JOIN event_team t ON t.event_id = e.id GROUP BY e.id ORDER BY COUNT(*) DESC, e.id"
      " LIMIT 1");
  const Json answer = call("get_event_teams", "event=" + slug);
  const Json teams = route("/events/" + slug + "/teams").at("teams");
  REQUIRE(answer.at("rowCount") == teams.size());
  for (size_t i = 0; i < teams.size(); ++i) {
    const Json& row = answer.at("rows").at(i);
    const Json& team = teams.at(i);
    CHECK(row.at("team") == team.at("name"));
    CHECK(row.at("captain") == (team.at("captain").is_null() ? Json(nullptr) : team.at("captain").at("name")));
    CHECK(row.at("memberCount") == team.at("memberCount"));
    REQUIRE(row.at("members").size() == team.at("members").size());
    for (size_t m = 0; m < team.at("members").size(); ++m)
      CHECK(row.at("members").at(m) == team.at("members").at(m).at("name"));
  }
  CHECK(call("get_event_teams", "event=" + slug + "&limit=1").at("rowCount") == 1);

  const std::string lone = db_text(
      "SELECT slug FROM event e WHERE NOT EXISTS (SELECT 1 FROM event_team t WHERE t.event_id = e.id) ORDER BY id "
      "LIMIT 1");
  const Json none = call("get_event_teams", "event=" + lone);
  CHECK(none.at("rowCount") == 0);
  CHECK(note_of(none).find("does not run in teams") != std::string::npos);
  require_problem(demo_world().live->get("/tools/get_event_teams?event=" + lone + "&limit=101"), 400, "limit");
  require_problem(demo_world().live->get("/tools/get_event_teams?event=Xyzzyq%20Plugh"), 404);
  CHECK(call("get_event_teams", "event=" + lone + "&team=x").at("ignoredParameters") == Json::array({"team"}));
}
