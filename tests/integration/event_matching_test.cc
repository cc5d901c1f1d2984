// event_matching_test.cc: matching of imported globals to events and challenges (issue 11, core/domain/
// global_matching.h), through the real programs: `snapgen import` and `snapgen match` on a database built here
// from record files, and a live snapedge answering over HTTP. The expected standings and progress are computed
// by this file's own model of the rules of templates/docs/events.md and challenges.md, from the globals it wrote.
#include <strings.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/json_bytes.h"
#include "tests/support/kept_tables.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

using snap::Json;
using snap::test::EdgeProcess;
using snap::test::ok_json;

namespace {

constexpr std::int64_t kHour = 3600, kDay = 86400;
const std::int64_t kNow = snap::test::kTestNowSeconds;
const std::int64_t kStart = kNow - 2 * kDay;  // both events' start; the solo event ends a day after now
const std::int64_t kEnd = kNow + kDay;

struct GlobalSpec {
  std::string avatar;  // "" for none
  std::string team;    // a game team: a team global
  std::int64_t ts;
  std::string type;
  std::optional<double> value;
  std::string species;  // the creature's wiki name ("" = none); the subject adds a maturity
  std::string planet;
  std::optional<int> kills;
};

struct CategorySpec {
  std::string name, method;
  std::vector<std::string> types, creatures, planets;
  std::optional<double> min_value;
};

struct EntrantSpec {
  std::string avatar;
  std::int64_t joined;
  std::string team;  // an event team, or ""
};

struct EventSpec {
  std::string name, slug;
  std::vector<std::string> teams;  // event teams; an event with teams runs in teams
  std::vector<CategorySpec> categories;
  std::vector<EntrantSpec> entrants;
  std::optional<std::int64_t> cancelled;  // when it was called off: nothing counts from then on
};

// Each global tests one rule; the comment says which.
const std::vector<GlobalSpec> kFirstGlobals = {
    {"Ann Lee", "", kStart - kHour, "Hunting", 60, "Atrox", "Calypso", {}},        // before the start
    {"Ann Lee", "", kStart + kHour, "Hunting", 60, "Atrox", "Calypso", {}},        // counts everywhere it fits
    {"Ann Lee", "", kStart + 2 * kHour, "Hunting", 30, "Daikiba", "Calypso", {}},  // not an Atrox, under 50
    {"Ann Lee", "", kStart + 3 * kHour, "Mining", 80, "", "Arkadia", {}},          // not hunting, not Calypso
    {"Ann Lee", "", kStart + 10 * kHour, "Discovery", {}, "", "", {}},             // no value: points only
    {"Bob Ray", "", kStart + 4 * kHour, "Hunting", 100, "Atrox", "Calypso", {}},   // before Bob joined
    {"Bob Ray", "", kStart + 6 * kHour, "Hunting", 45, "Atrox", "Calypso", {}},
    {"Bob Ray", "", kStart + 7 * kHour, "Hunting", 60, "Atrox", "CALYPSO", {}},          // ties Ann's 60, later
    {"Cid Moss", "", kEnd, "Hunting", 70, "Atrox", "Calypso", {}},                       // at the end: outside
    {"Cid Moss", "Wolves", kStart + 8 * kHour, "Hunting", 120, "Atrox", "Calypso", {}},  // team global
    {"Cid Moss", "", kStart + 9 * kHour, "PvP", {}, "", "Calypso", 3},                   // a spree: 6 points
    {"Dee Fox", "", kStart + 2 * kHour, "Hunting", 500, "Atrox", "Calypso", {}},         // not a participant
};

const EventSpec kSolo = {
    "Solo Hunt",
    "solo-hunt",
    {},
    {{"Total hunting", "TotalValue", {"Hunting"}, {}, {}, {}},
     {"Biggest Atrox", "HighestValue", {}, {"Atrox"}, {}, {}},
     {"Calypso fifties", "Count", {}, {}, {"calypso"}, 50},
     {"Points", "Points", {}, {}, {}, {}}},
    {{"Ann Lee", kStart - kDay, ""}, {"Bob Ray", kStart + 5 * kHour, ""}, {"Cid Moss", kStart, ""}},
    std::nullopt};

const EventSpec kTeams = {"Team Cup",
                          "team-cup",
                          {"Red", "Blue"},
                          {{"Team total", "TotalValue", {}, {}, {}, {}}},
                          {{"Ann Lee", kStart, "Red"}, {"Cid Moss", kStart, "Red"}, {"Bob Ray", kStart, "Blue"}},
                          std::nullopt};

// Called off five hours in: Ann's kill an hour in counts, Bob's later ones do not.
const EventSpec kCalledOff = {"Called Off",
                              "called-off",
                              {},
                              {{"Kills", "Count", {"Hunting"}, {}, {}, {}}},
                              {{"Ann Lee", kStart, ""}, {"Bob Ray", kStart, ""}},
                              kStart + 5 * kHour};

// --- the test's own model of the rules ---------------------------------------------------------------------

bool contains_nocase(const std::vector<std::string>& list, const std::string& value) {
  return std::any_of(list.begin(), list.end(),
                     [&](const std::string& x) { return strcasecmp(x.c_str(), value.c_str()) == 0; });
}

bool fits(const CategorySpec& c, const GlobalSpec& g) {
  if (!c.types.empty() && !contains_nocase(c.types, g.type)) return false;
  if (!c.creatures.empty() && (g.species.empty() || !contains_nocase(c.creatures, g.species))) return false;
  if (!c.planets.empty() && !contains_nocase(c.planets, g.planet)) return false;
  return !c.min_value || (g.value && *g.value >= *c.min_value);
}

// The leaderboard points table of api-description.md "Leaderboards", written out again here.
double points(const GlobalSpec& g) {
  if (g.type == "Hunting") return g.value && *g.value >= 50 ? 6 : 3;
  if (g.type == "Mining" || g.type == "Space Mining" || g.type == "Construction") return 6;
  if (g.type == "PvP") return 2.0 * g.kills.value_or(0);
  if (g.type == "Rare Item") return 0.5;
  if (g.type == "Tiered Item") return 5;
  return 50;  // Discovery
}

double score_of(const std::string& method, const GlobalSpec& g) {
  if (method == "Count") return 1;
  if (method == "Points") return points(g);
  return g.value.value_or(0);
}

struct Standing {
  std::string avatar;
  double score = 0;
  std::int64_t reached = 0, globals = 0;
};

std::vector<Standing> expected_standings(const EventSpec& e, const CategorySpec& c,
                                         const std::vector<GlobalSpec>& all) {
  std::map<std::string, Standing> by_avatar;
  for (const GlobalSpec& g : all) {
    const auto entrant =
        std::find_if(e.entrants.begin(), e.entrants.end(), [&](const EntrantSpec& x) { return x.avatar == g.avatar; });
    const std::int64_t end = std::min(kEnd, e.cancelled.value_or(kEnd));
    if (entrant == e.entrants.end() || g.ts < entrant->joined || g.ts < kStart || g.ts >= end) continue;
    if (!g.team.empty() && e.teams.empty()) continue;  // team globals count only in events run in teams
    if (!fits(c, g)) continue;
    Standing& s = by_avatar[g.avatar];
    s.avatar = g.avatar;
    const double add = score_of(c.method, g);
    if (c.method == "HighestValue") {
      if (s.globals == 0 || add > s.score || (add == s.score && g.ts < s.reached)) s.reached = g.ts;
      s.score = s.globals == 0 ? add : std::max(s.score, add);
    } else {
      if (s.globals == 0 || add > 0) s.reached = std::max(s.reached, g.ts);
      s.score += add;
    }
    ++s.globals;
  }
  std::vector<Standing> out;
  for (auto& entry : by_avatar) out.push_back(entry.second);
  std::sort(out.begin(), out.end(), [](const Standing& a, const Standing& b) {
    if (std::abs(a.score - b.score) > 1e-9) return a.score > b.score;
    if (a.reached != b.reached) return a.reached < b.reached;
    return a.avatar < b.avatar;
  });
  return out;
}

// --- record files -------------------------------------------------------------------------------------------

Json list_or_null(const std::vector<std::string>& list) { return list.empty() ? Json(nullptr) : Json(list); }

Json global_record(const GlobalSpec& g) {
  Json r = {{"dateTime", snap::format_iso8601(g.ts)}, {"type", g.type}, {"message", g.type + " global"}};
  if (!g.avatar.empty()) r["avatarName"] = g.avatar;
  if (!g.team.empty()) r["teamName"] = g.team;
  if (g.value) r["value"] = *g.value;
  if (!g.species.empty()) r["subject"] = g.species + " Young";
  if (!g.planet.empty()) r["planet"] = g.planet;
  if (g.kills) r["pvpKills"] = *g.kills;
  return r;
}

Json event_record(const EventSpec& e) {
  Json categories = Json::array(), entrants = Json::array(), teams = Json::array();
  for (const CategorySpec& c : e.categories)
    categories.push_back({{"name", c.name},
                          {"scoringMethod", c.method},
                          {"globalTypes", list_or_null(c.types)},
                          {"creatures", list_or_null(c.creatures)},
                          {"planets", list_or_null(c.planets)},
                          {"minValue", c.min_value ? Json(*c.min_value) : Json(nullptr)}});
  for (const std::string& t : e.teams) teams.push_back({{"name", t}});
  for (const EntrantSpec& p : e.entrants)
    entrants.push_back({{"avatar", p.avatar},
                        {"joinedAt", snap::format_iso8601(p.joined)},
                        {"team", p.team.empty() ? Json(nullptr) : Json(p.team)}});
  Json record = {{"name", e.name},
                 {"slug", e.slug},
                 {"type", "Hunting"},
                 {"startAt", snap::format_iso8601(kStart)},
                 {"endAt", snap::format_iso8601(kEnd)},
                 {"createdAt", snap::format_iso8601(kStart - 5 * kDay)},
                 {"teams", teams},
                 {"categories", categories},
                 {"participants", entrants}};
  if (e.cancelled) record["cancelledAt"] = snap::format_iso8601(*e.cancelled);
  return record;
}

// One Count challenge on Atrox kills, tiers 1, 2, 3, open from three days before now to three days after.
const std::vector<std::int64_t> kTierTargets = {1, 2, 3};
Json challenge_record() {
  return {
      {"name", "Atrox Hunter"},
      {"startAt", snap::format_iso8601(kNow - 3 * kDay)},
      {"endAt", snap::format_iso8601(kNow + 3 * kDay)},
      {"metric", "Count"},
      {"creatures", {"Atrox"}},
      {"createdAt", snap::format_iso8601(kNow - 4 * kDay)},
      {"tiers",
       {{{"name", "Bronze"}, {"target", 1}}, {{"name", "Silver"}, {"target", 2}}, {{"name", "Gold"}, {"target", 3}}}}};
}

class MatchingWorld {
 public:
  MatchingWorld() : dir_(snap::test::make_temp_dir("snap-matching")) {
    write("world.jsonl", {R"({"kind":"planets"})", R"({"name":"Calypso"})", R"({"name":"Arkadia"})"});
    write("creatures.jsonl", {R"({"kind":"creatures"})", R"({"name":"Atrox","planet":"calypso"})",
                              R"({"name":"Daikiba","planet":"calypso"})"});
    write("avatars.jsonl",
          {R"({"kind":"avatars"})", R"({"name":"Ann Lee","createdAt":"2025-01-01"})",
           R"({"name":"Bob Ray","createdAt":"2025-01-01"})", R"({"name":"Cid Moss","createdAt":"2025-01-01"})",
           R"({"name":"Dee Fox","createdAt":"2025-01-01"})", R"({"name":"Eve Nil","createdAt":"2025-01-01"})"});
    write("events.jsonl", {R"({"kind":"events"})", event_record(kSolo).dump(), event_record(kTeams).dump(),
                           event_record(kCalledOff).dump()});
    write("challenges.jsonl", {R"({"kind":"challenges"})", challenge_record().dump()});
    import({"world.jsonl", "creatures.jsonl", "avatars.jsonl", "events.jsonl", "challenges.jsonl"});
    import_globals("globals-1.jsonl", kFirstGlobals);
  }
  ~MatchingWorld() { snap::test::remove_tree(dir_); }

  std::string db() const { return dir_ + "/matching.db"; }

  void write(const std::string& name, const std::vector<std::string>& lines) const {
    std::ofstream out(dir_ + "/" + name);
    for (const std::string& line : lines) out << line << "\n";
  }

  snap::test::CommandResult import(const std::vector<std::string>& files) const {
    std::vector<std::string> args = {"import", "--db", db(), "--now", snap::test::kFixtureNow};
    for (const std::string& f : files) args.push_back(dir_ + "/" + f);
    const snap::test::CommandResult r = snap::test::run_snapgen(args);
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    return r;
  }

  void import_globals(const std::string& file, const std::vector<GlobalSpec>& globals) {
    std::vector<std::string> lines = {R"({"kind":"globals"})"};
    for (const GlobalSpec& g : globals) lines.push_back(global_record(g).dump());
    write(file, lines);
    import({file});
    all_.insert(all_.end(), globals.begin(), globals.end());
  }

  const std::vector<GlobalSpec>& globals() const { return all_; }

  // Every row of the matching tables, one line each, in key order.
  std::string matched_rows() const {
    return rows_of(
        {"SELECT event_id, category_id, global_id, avatar_id, score, matched_at FROM event_global ORDER BY 1, 2, 3",
         "SELECT challenge_id, avatar_id, current, started_at, updated_at FROM challenge_progress ORDER BY 1, 2",
         "SELECT challenge_id, avatar_id, tier, reached_at FROM challenge_tier_reached ORDER BY 1, 2, 3",
         "SELECT * FROM event_standing ORDER BY category_id, avatar_id",
         "SELECT * FROM event_scored_global ORDER BY id"});
  }

  // The rows of each query, one line each ("a|b|c|"), the queries' answers separated by "--".
  std::string rows_of(const std::vector<std::string>& queries) const {
    snap::Database db(this->db(), snap::OpenMode::ReadOnly);
    std::string out;
    for (const std::string& sql : queries) {
      auto rows = db.prepare_uncached(sql);
      while (rows->step()) {
        for (int i = 0; i < rows->column_count(); ++i) out += rows->text(i) + "|";
        out += "\n";
      }
      out += "--\n";
    }
    return out;
  }

  // What matching keeps agrees with a rebuild: event_standing and challenge_count with their rules (the views
  // event_standing_rule, challenge_count_rule), event_scored_global and its search rows with the matched globals.
  void require_kept_tables_agree() const {
    snap::Database db(this->db(), snap::OpenMode::ReadOnly);
    CHECK(db.scalar_int("SELECT COUNT(*) FROM event_standing") > 0);
    CHECK(snap::test::kept_table_differences(db) == std::vector<std::string>{});
  }

 private:
  std::string dir_;
  std::vector<GlobalSpec> all_;
};

std::int64_t category_id(const std::string& db_path, const std::string& event_slug, const std::string& name) {
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  snap::Statement& row = db.prepare(
      "SELECT c.id FROM event_category c JOIN event e ON e.id = c.event_id WHERE e.slug = ?1 AND c.name = ?2");
  row.bind(1, event_slug).bind(2, name);
  REQUIRE(row.step());
  return row.int64(0);
}

void require_standings(const EdgeProcess& edge, const MatchingWorld& world, const EventSpec& e, const CategorySpec& c) {
  INFO(e.slug << " / " << c.name << " (" << c.method << ")");
  const std::vector<Standing> expected = expected_standings(e, c, world.globals());
  const Json page =
      ok_json(edge, "/events/" + e.slug + "/leaderboard/" + std::to_string(category_id(world.db(), e.slug, c.name)));
  REQUIRE(page.at("totalCount") == expected.size());
  const Json& items = page.at("items");
  REQUIRE(items.size() == expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    INFO("rank " << i + 1);
    CHECK(items[i].at("rank") == i + 1);
    CHECK(items[i].at("avatarName") == expected[i].avatar);
    CHECK(items[i].at("score").get<double>() == Approx(expected[i].score));
    CHECK(items[i].at("globalsCount") == expected[i].globals);
    CHECK(items[i].at("reachedAt") == snap::format_iso8601(expected[i].reached));
  }
}

// Tier dates by the test's own model: the Atrox kills of an avatar in the challenge window, in time order.
std::vector<std::int64_t> expected_tier_dates(const MatchingWorld& world, const std::string& avatar) {
  std::vector<std::int64_t> kills;
  for (const GlobalSpec& g : world.globals())
    if (g.avatar == avatar && g.team.empty() && g.species == "Atrox" && g.ts >= kNow - 3 * kDay &&
        g.ts < kNow + 3 * kDay)
      kills.push_back(g.ts);
  std::sort(kills.begin(), kills.end());
  std::vector<std::int64_t> dates;
  for (std::int64_t target : kTierTargets)
    if (static_cast<std::int64_t>(kills.size()) >= target) dates.push_back(kills[static_cast<size_t>(target - 1)]);
  return dates;
}

void require_progress(const EdgeProcess& edge, const MatchingWorld& world, const std::string& avatar) {
  INFO(avatar);
  const std::vector<std::int64_t> dates = expected_tier_dates(world, avatar);
  std::string segment;
  for (char c : avatar) segment += c == ' ' ? std::string("%20") : std::string(1, c);
  const snap::test::HttpResult res = edge.get("/challenges/atrox-hunter/progress/" + segment);
  if (dates.empty()) {
    CHECK(res.status == 404);
    return;
  }
  REQUIRE(res.status == 200);
  const Json body = Json::parse(res.body);
  const Json& tiers = body.at("tiers");
  REQUIRE(tiers.size() == kTierTargets.size());
  for (size_t i = 0; i < tiers.size(); ++i)
    CHECK(tiers[i].at("reachedAt") == (i < dates.size() ? Json(snap::format_iso8601(dates[i])) : Json(nullptr)));
  CHECK(body.at("completed") == (dates.size() == kTierTargets.size()));
}

}  // namespace

TEST_CASE("matching: each scoring method, the window, joining time, criteria and team globals, as the rules say",
          "[events][matching]") {
  MatchingWorld world;
  EdgeProcess edge(world.db(), "", snap::test::kFixtureNow);
  for (const CategorySpec& c : kSolo.categories) require_standings(edge, world, kSolo, c);
  require_standings(edge, world, kTeams, kTeams.categories.front());
  require_standings(edge, world, kCalledOff, kCalledOff.categories.front());
  world.require_kept_tables_agree();

  // The rules show in the standings themselves: Dee (no participant), Ann's global before the start, Bob's before
  // he joined and Cid's at the end score nowhere; Cid's team global scores only in the team event.
  const Json solo_total = ok_json(
      edge, "/events/solo-hunt/leaderboard/" + std::to_string(category_id(world.db(), "solo-hunt", "Total hunting")));
  for (const Json& item : solo_total.at("items")) CHECK(item.at("avatarName") != "Dee Fox");
  const Json team_total = ok_json(
      edge, "/events/team-cup/leaderboard/" + std::to_string(category_id(world.db(), "team-cup", "Team total")));
  bool cid_scored_team_global = false;
  for (const Json& item : team_total.at("items"))
    if (item.at("avatarName") == "Cid Moss") cid_scored_team_global = item.at("score").get<double>() == Approx(120);
  CHECK(cid_scored_team_global);
}

TEST_CASE(
    "matching: challenge progress and tier dates, 404 for a non-starter, completions are the avatars at the "
    "last tier, an older global imported later re-dates the tiers",
    "[challenges][matching]") {
  MatchingWorld world;
  {
    EdgeProcess edge(world.db(), "", snap::test::kFixtureNow);
    for (const char* avatar : {"Ann Lee", "Bob Ray", "Cid Moss", "Dee Fox", "Eve Nil"})
      require_progress(edge, world, avatar);
    const Json completions = ok_json(edge, "/challenges/atrox-hunter/completions");
    REQUIRE(completions.at("items").size() == 1);
    CHECK(completions.at("items")[0].at("avatarName") == "Bob Ray");
    CHECK(completions.at("items")[0].at("completedAt") == snap::format_iso8601(kStart + 7 * kHour));
  }
  // An Atrox kill older than everything Ann has: her tiers move earlier, and she completes at her third kill.
  world.import_globals("globals-old.jsonl",
                       {{"Ann Lee", "", kStart - 2 * kHour, "Hunting", 55, "Atrox", "Calypso", {}}});
  EdgeProcess edge(world.db(), "", snap::test::kFixtureNow);
  require_progress(edge, world, "Ann Lee");
  const Json completions = ok_json(edge, "/challenges/atrox-hunter/completions");
  REQUIRE(completions.at("items").size() == 2);
  CHECK(completions.at("items")[0].at("avatarName") == "Ann Lee");  // third kill at kStart + 1h, before Bob's
}

TEST_CASE(
    "rule: an older global re-dates the tiers of every challenge it joins, each from its own window, as snapgen "
    "match derives them",
    "[challenges][matching]") {
  MatchingWorld world;
  // A second challenge Ann is in, with a window of its own: Hunting globals from 150 minutes before the events'
  // start to 90 minutes after it (her Daikiba kill at +2 h is outside).
  Json short_hunt = challenge_record();
  short_hunt["name"] = "Short Hunt";
  short_hunt.erase("creatures");
  short_hunt["globalTypes"] = {"Hunting"};
  short_hunt["startAt"] = snap::format_iso8601(kStart - 150 * 60);
  short_hunt["endAt"] = snap::format_iso8601(kStart + 90 * 60);
  world.write("short-hunt.jsonl", {R"({"kind":"challenges"})", short_hunt.dump()});
  world.import({"short-hunt.jsonl"});

  // Older than everything Ann has, inside both windows: both challenges' progress is derived again at once.
  world.import_globals("globals-old.jsonl",
                       {{"Ann Lee", "", kStart - 2 * kHour, "Hunting", 55, "Atrox", "Calypso", {}}});
  const std::string ann_tiers =
      "SELECT c.slug, t.tier, t.reached_at FROM challenge_tier_reached t JOIN challenge c ON c.id = t.challenge_id"
      " JOIN avatar a ON a.id = t.avatar_id WHERE a.name = 'Ann Lee' ORDER BY 1, 2";
  const std::string expected = "atrox-hunter|1|" + std::to_string(kStart - 2 * kHour) + "|\n" + "atrox-hunter|2|" +
                               std::to_string(kStart - kHour) + "|\n" + "atrox-hunter|3|" +
                               std::to_string(kStart + kHour) + "|\n" + "short-hunt|1|" +
                               std::to_string(kStart - 2 * kHour) + "|\n" + "short-hunt|2|" +
                               std::to_string(kStart - kHour) + "|\n" + "short-hunt|3|" +
                               std::to_string(kStart + kHour) + "|\n--\n";
  CHECK(world.rows_of({ann_tiers}) == expected);
  world.require_kept_tables_agree();  // challenge_count: Ann now completes both (counted as it went, not again)

  const std::string incremental = world.matched_rows();
  const snap::test::CommandResult again =
      snap::test::run_snapgen({"match", "--db", world.db(), "--now", snap::test::fixture_time(3600)});
  INFO(again.output);
  REQUIRE(again.exit_code == 0);
  CHECK(world.matched_rows() == incremental);
}

TEST_CASE("matching: snapgen match re-derives everything and changes nothing, re-importing an event re-derives it",
          "[events][challenges][matching]") {
  MatchingWorld world;
  const std::string before = world.matched_rows();
  REQUIRE(before.find("--\n--\n--\n") == std::string::npos);  // something was matched
  const snap::test::CommandResult all =
      snap::test::run_snapgen({"match", "--db", world.db(), "--now", snap::test::fixture_time(3600)});
  INFO(all.output);
  REQUIRE(all.exit_code == 0);
  CHECK(all.output.find("event rows +0 ~0 -0") != std::string::npos);
  CHECK(world.matched_rows() == before);  // matched_at too: rows that stay are not rewritten

  const snap::test::CommandResult one =
      snap::test::run_snapgen({"match", "--db", world.db(), "--event", "solo-hunt", "--challenge", "atrox-hunter"});
  CHECK(one.exit_code == 0);
  CHECK(world.matched_rows() == before);
  const snap::test::CommandResult unknown = snap::test::run_snapgen({"match", "--db", world.db(), "--event", "nope"});
  CHECK(unknown.exit_code != 0);
  CHECK(unknown.output.find("nope") != std::string::npos);

  // The same events imported again: their categories get new ids, and the standings are matched again in the
  // same import.
  world.import({"events.jsonl"});
  world.require_kept_tables_agree();
  EdgeProcess edge(world.db(), "", snap::test::kFixtureNow);
  for (const CategorySpec& c : kSolo.categories) require_standings(edge, world, kSolo, c);
  require_standings(edge, world, kTeams, kTeams.categories.front());
}

TEST_CASE(
    "matching: a global imported while snapedge runs shows in the active event's standings on the next "
    "request, within a second",
    "[events][matching][live]") {
  MatchingWorld world;
  EdgeProcess edge(world.db(), "", snap::test::kFixtureNow);
  const std::string path =
      "/events/solo-hunt/leaderboard/" + std::to_string(category_id(world.db(), "solo-hunt", "Biggest Atrox"));
  CHECK(ok_json(edge, path).at("items")[0].at("avatarName") == "Ann Lee");  // 60, first to it
  const std::int64_t hunting_before =
      ok_json(edge, "/events/solo-hunt/globals?search=hunting").at("totalCount").get<std::int64_t>();

  world.import_globals("globals-live.jsonl",
                       {{"Cid Moss", "", kStart + 11 * kHour, "Hunting", 250, "Atrox", "Calypso", {}}});
  const auto imported = std::chrono::steady_clock::now();
  const Json after = ok_json(edge, path);
  const auto answered = std::chrono::steady_clock::now();
  CHECK(after.at("items")[0].at("avatarName") == "Cid Moss");
  CHECK(after.at("items")[0].at("score").get<double>() == Approx(250));
  CHECK(answered - imported < std::chrono::seconds(1));
  CHECK(edge.get(path).header("cache-control") == "public, max-age=5");  // and caches hold it only seconds
  require_standings(edge, world, kSolo, kSolo.categories[1]);
  const Json scored = ok_json(edge, "/events/solo-hunt/globals?search=hunting");  // the event's own search index
  CHECK(scored.at("totalCount") == hunting_before + 1);
  CHECK(scored.at("items")[0].at("globalValue").get<double>() == Approx(250));
  world.require_kept_tables_agree();
}

TEST_CASE(
    "matching: a database from before schema 0011 gets the same standings, scored globals and counts from "
    "snapgen migrate as matching keeps",
    "[events][challenges][matching][migrate]") {
  MatchingWorld world;
  const auto kept = [&] {
    return world.rows_of(
        {"SELECT * FROM event_standing ORDER BY category_id, avatar_id",
         "SELECT event_id, global_id, ts, value, avatar_name, hunted, type FROM event_scored_global ORDER BY 1, 2",
         "SELECT s.event_id, s.global_id, f.message, f.event FROM event_scored_fts f"
         " JOIN event_scored_global s ON s.id = f.rowid ORDER BY 1, 2",
         "SELECT * FROM event_scored_group ORDER BY event_id, grouping, grp",
         "SELECT * FROM challenge_count ORDER BY challenge_id"});
  };
  const std::string by_matching = kept();
  {
    snap::Database db(world.db(), snap::OpenMode::ReadWrite);
    db.exec(
        "DROP VIEW event_standing_rule; DROP TABLE event_standing; DROP VIEW event_scored_global_rule;"
        " DROP VIEW event_scored_search_row; DROP TABLE event_scored_global;"
        " DROP VIEW event_scored_group_rule; DROP TABLE event_scored_group;"
        " DROP TABLE event_scored_fts; DROP VIEW challenge_count_rule; DROP VIEW challenge_completion;"
        " DROP TABLE challenge_count;"
        " DROP INDEX challenge_progress_furthest; DROP INDEX challenge_tier_reached_by_tier;"
        " DROP VIEW global_group_day_rule; DROP VIEW global_group_month_rule; DROP VIEW global_group_all_time_rule;"
        " DROP VIEW global_group_type_rule; DROP VIEW global_group_rollup_rule; DROP TABLE global_group_summary; DROP "
        "INDEX owner_type_by_globals;"
        " DROP INDEX owner_type_by_value_cents; ALTER TABLE weapon DROP COLUMN computed_figures;"
        " " +
        snap::test::undo_schemas_from(17) + "PRAGMA user_version = 10");
  }
  const snap::test::CommandResult migrated = snap::test::run_snapgen({"migrate", "--db", world.db()});
  INFO(migrated.output);
  REQUIRE(migrated.exit_code == 0);
  CHECK(kept() == by_matching);
}
