// challenge_http_test.cc: the challenge routes through real HTTP on the small demo (templates/docs/challenges.md):
// every parameter and default of /challenges, status against the dates and the clock, detail and trophy, one
// avatar's progress (404 for a non-starter, the right tier and dates for a starter, any letter case of the
// name), completions and participants against the tables read with the test's own SQL, and paging.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::kTestNowSeconds;
using snap::test::ok_json;
using snap::test::require_problem;

namespace {

struct ChallengeRow {
  std::string slug, name;
  std::int64_t start = 0, end = 0;
};

std::vector<ChallengeRow> challenges_in_db() {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& rows = db.prepare("SELECT slug, name, start_at, end_at FROM challenge");
  std::vector<ChallengeRow> all;
  while (rows.step()) all.push_back({rows.text(0), rows.text(1), rows.int64(2), rows.int64(3)});
  return all;
}

std::string status_at(const ChallengeRow& c, std::int64_t now) {
  return now < c.start ? "Upcoming" : now < c.end ? "Active" : "Ended";
}

// The documented order: Active, Upcoming, Ended; then the newest start; then the slug.
std::vector<std::string> documented_order(std::vector<ChallengeRow> all, std::int64_t now) {
  const auto rank = [now](const ChallengeRow& c) {
    const std::string s = status_at(c, now);
    return s == "Active" ? 0 : s == "Upcoming" ? 1 : 2;
  };
  std::sort(all.begin(), all.end(), [&](const ChallengeRow& a, const ChallengeRow& b) {
    return std::make_tuple(rank(a), -a.start, a.slug) < std::make_tuple(rank(b), -b.start, b.slug);
  });
  std::vector<std::string> slugs;
  for (const ChallengeRow& c : all) slugs.push_back(c.slug);
  return slugs;
}

std::vector<std::string> field_of(const Json& items, const char* field) {
  std::vector<std::string> values;
  for (const Json& item : items) values.push_back(item.at(field).get<std::string>());
  return values;
}

std::string path_name(std::string name) {
  for (size_t at = name.find(' '); at != std::string::npos; at = name.find(' ', at)) name.replace(at, 1, "%20");
  return name;
}

std::string text_of(snap::Database& db, const std::string& sql) {
  snap::Statement& row = db.prepare(sql);
  REQUIRE(row.step());
  std::string text = row.text(0);
  row.reset();
  return text;
}

Json live_json(const std::string& target) { return ok_json(*demo_world().live, target); }

}  // namespace

TEST_CASE("/challenges: defaults, the documented order and status from the dates at the clock", "[challenges]") {
  const std::vector<ChallengeRow> all = challenges_in_db();
  REQUIRE(all.size() >= 10);
  const Json page = live_json("/challenges");
  CHECK(page.at("pageNumber") == 1);
  CHECK(page.at("pageSize") == 20);
  CHECK(page.at("totalCount") == all.size());
  CHECK(page.at("totalPages") == 1);
  CHECK(field_of(page.at("items"), "slug") == documented_order(all, kTestNowSeconds));
  std::set<std::string> statuses;
  for (const Json& item : page.at("items")) {
    const auto row = std::find_if(all.begin(), all.end(), [&](const ChallengeRow& c) { return c.slug == item.at("slug"); });
    CHECK(item.at("status") == status_at(*row, kTestNowSeconds));
    CHECK(item.at("startDate") == snap::format_iso8601(row->start));
    statuses.insert(item.at("status").get<std::string>());
  }
  CHECK(statuses == std::set<std::string>{"Active", "Ended", "Upcoming"});
  // The snapshot edge answers the same (the list is rendered per request).
  CHECK(ok_json(*demo_world().edge, "/challenges") == page);
}

TEST_CASE("/challenges: status filter in any letter case, search, paging and bad values", "[challenges]") {
  const std::vector<ChallengeRow> all = challenges_in_db();
  for (const char* status : {"Upcoming", "Active", "Ended"}) {
    INFO(status);
    std::string lower = status;
    std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
    const Json page = live_json(std::string("/challenges?status=") + lower);
    const auto expected = std::count_if(all.begin(), all.end(),
                                        [&](const ChallengeRow& c) { return status_at(c, kTestNowSeconds) == status; });
    CHECK(page.at("totalCount") == expected);
    CHECK(page.at("items").size() == static_cast<size_t>(expected));
    for (const Json& item : page.at("items")) CHECK(item.at("status") == status);
  }
  const Json diggers = live_json("/challenges?search=DIGGER");
  CHECK(diggers.at("totalCount") ==
        std::count_if(all.begin(), all.end(), [](const ChallengeRow& c) { return c.name.find("Digger") != std::string::npos; }));
  CHECK(diggers.at("totalCount") >= 1);
  for (const Json& item : diggers.at("items")) CHECK(item.at("name").get<std::string>().find("Digger") != std::string::npos);
  CHECK(live_json("/challenges?search=%25").at("totalCount") == 0);  // '%' is a literal, not a wildcard

  const std::vector<std::string> order = documented_order(all, kTestNowSeconds);
  const Json second = live_json("/challenges?pageSize=5&pageNumber=2");
  CHECK(second.at("pageSize") == 5);
  CHECK(second.at("totalPages") == (all.size() + 4) / 5);
  CHECK(field_of(second.at("items"), "slug") == std::vector<std::string>(order.begin() + 5, order.begin() + 10));
  CHECK(live_json("/challenges?pageNumber=99").at("items").empty());

  const auto& edge = *demo_world().live;
  require_problem(edge.get("/challenges?status=Finished"), 400, "status");
  require_problem(edge.get("/challenges?pageSize=0"), 400, "pageSize");
  require_problem(edge.get("/challenges?pageSize=101"), 400, "pageSize");
  require_problem(edge.get("/challenges?pageNumber=0"), 400, "pageNumber");
}

TEST_CASE("challenge status follows the clock: Upcoming before the start, Active until the end, Ended from it",
          "[challenges][clock]") {
  const ChallengeRow c = challenges_in_db().front();
  const auto status_at_clock = [&](std::int64_t at) {
    snap::test::EdgeProcess edge(demo_world().db, "", snap::test::fixture_time(at - kTestNowSeconds));
    return ok_json(edge, "/challenges/" + c.slug).at("status").get<std::string>();
  };
  CHECK(status_at_clock(c.start - 1) == "Upcoming");
  CHECK(status_at_clock(c.start) == "Active");
  CHECK(status_at_clock(c.end - 1) == "Active");
  CHECK(status_at_clock(c.end) == "Ended");
}

TEST_CASE("challenge detail and trophy: every field, tiers in order, counts, unknown slug 404", "[challenges]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const std::string slug = text_of(db, "SELECT slug FROM challenge ORDER BY id LIMIT 1");
  const std::int64_t id = db.scalar_int("SELECT id FROM challenge WHERE slug = '" + slug + "'");
  const Json detail = live_json("/challenges/" + slug);
  for (const char* field : {"slug", "name", "description", "status", "metric", "startDate", "endDate", "criteria",
                            "trophy", "createdAt", "tiers", "participantCount", "completionCount"})
    CHECK(detail.contains(field));
  for (const char* field : {"globalTypes", "creatures", "minValue"}) CHECK(detail.at("criteria").contains(field));
  const Json& tiers = detail.at("tiers");
  REQUIRE(tiers.size() == static_cast<size_t>(db.scalar_int("SELECT COUNT(*) FROM challenge_tier WHERE challenge_id = " +
                                                            std::to_string(id))));
  for (size_t i = 0; i < tiers.size(); ++i) {
    CHECK(tiers.at(i).at("tier") == i + 1);
    if (i > 0) CHECK(tiers.at(i).at("target").get<double>() > tiers.at(i - 1).at("target").get<double>());
  }
  CHECK(detail.at("participantCount") ==
        db.scalar_int("SELECT COUNT(*) FROM challenge_progress WHERE challenge_id = " + std::to_string(id)));
  const Json trophy = live_json("/challenges/" + slug + "/trophy");
  CHECK(trophy.at("challengeSlug") == slug);
  CHECK(trophy.at("name") == detail.at("trophy").at("name"));
  CHECK(trophy.at("earnedCount") == detail.at("completionCount"));
  require_problem(demo_world().live->get("/challenges/no-such-challenge"), 404);
  require_problem(demo_world().live->get("/challenges/no-such-challenge/trophy"), 404);
  require_problem(demo_world().live->get("/challenges/no-such-challenge/participants"), 404);
}

TEST_CASE("progress: the tier reached and each tier's date for a starter, in any letter case, 404 otherwise",
          "[challenges][progress]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  // A starter whose name holds a double space, part-way through a challenge (a tier reached, not the last).
  snap::Statement& starter = db.prepare(
      "SELECT c.slug, c.id, a.name, a.id, p.current FROM challenge_progress p JOIN avatar a ON a.id = p.avatar_id"
      " JOIN challenge c ON c.id = p.challenge_id WHERE a.name LIKE '%  %'"
      " AND EXISTS (SELECT 1 FROM challenge_tier_reached r WHERE r.challenge_id = c.id AND r.avatar_id = a.id)"
      " AND (SELECT COUNT(*) FROM challenge_tier_reached r WHERE r.challenge_id = c.id AND r.avatar_id = a.id) <"
      "     (SELECT COUNT(*) FROM challenge_tier t WHERE t.challenge_id = c.id) ORDER BY c.id, a.id LIMIT 1");
  REQUIRE(starter.step());
  const std::string slug = starter.text(0), name = starter.text(2);
  const std::int64_t challenge_id = starter.int64(1), avatar_id = starter.int64(3);
  const double current = starter.real(4);
  starter.reset();
  std::string upper = name;
  std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
  const Json progress = live_json("/challenges/" + slug + "/progress/" + path_name(upper));
  CHECK(progress == live_json("/challenges/" + slug + "/progress/" + path_name(name)));
  CHECK(progress.at("avatarName") == name);
  CHECK(progress.at("challengeSlug") == slug);
  CHECK(progress.at("current") == current);
  CHECK(progress.at("completed") == false);
  snap::Statement& tiers = db.prepare(
      "SELECT t.tier, t.target, r.reached_at FROM challenge_tier t LEFT JOIN challenge_tier_reached r"
      " ON r.challenge_id = t.challenge_id AND r.tier = t.tier AND r.avatar_id = ?2 WHERE t.challenge_id = ?1"
      " ORDER BY t.tier");
  tiers.bind(1, challenge_id).bind(2, avatar_id);
  const Json& shown = progress.at("tiers");
  size_t i = 0;
  std::int64_t highest = 0;
  Json next_target = nullptr;
  for (; tiers.step(); ++i) {
    REQUIRE(i < shown.size());
    CHECK(shown.at(i).at("tier") == tiers.int64(0));
    CHECK(shown.at(i).at("target") == tiers.real(1));
    if (tiers.is_null(2)) {
      CHECK(shown.at(i).at("reachedAt").is_null());
      if (next_target.is_null()) next_target = tiers.real(1);
    } else {
      CHECK(shown.at(i).at("reachedAt") == snap::format_iso8601(tiers.int64(2)));
      highest = tiers.int64(0);
    }
  }
  CHECK(i == shown.size());
  REQUIRE(highest > 0);
  CHECK(progress.at("tierReached").at("tier") == highest);
  CHECK(progress.at("nextTarget") == next_target);

  // A completer: the last tier reached, no next target.
  snap::Statement& completer = db.prepare(
      "SELECT c.slug, a.name, r.tier, r.reached_at FROM challenge_tier_reached r JOIN challenge c ON c.id = r.challenge_id"
      " JOIN avatar a ON a.id = r.avatar_id WHERE r.tier = (SELECT MAX(tier) FROM challenge_tier WHERE challenge_id = c.id)"
      " ORDER BY c.id, a.id LIMIT 1");
  REQUIRE(completer.step());
  const Json done = live_json("/challenges/" + completer.text(0) + "/progress/" + path_name(completer.text(1)));
  CHECK(done.at("completed") == true);
  CHECK(done.at("nextTarget").is_null());
  CHECK(done.at("tierReached").at("tier") == completer.int64(2));
  CHECK(done.at("tierReached").at("reachedAt") == snap::format_iso8601(completer.int64(3)));
  completer.reset();

  // An avatar that exists but never started this challenge, and a name nobody has.
  const std::string non_starter = text_of(db, 
      "SELECT name FROM avatar WHERE id NOT IN (SELECT avatar_id FROM challenge_progress WHERE challenge_id = " +
      std::to_string(challenge_id) + ") ORDER BY id LIMIT 1");
  require_problem(demo_world().live->get("/challenges/" + slug + "/progress/" + path_name(non_starter)), 404);
  require_problem(demo_world().live->get("/challenges/" + slug + "/progress/Nobody%20Here"), 404);
  require_problem(demo_world().live->get("/challenges/no-such-challenge/progress/" + path_name(name)), 404);
}

TEST_CASE("rule: a progress path that holds an avatar's slug is a 404 that says the path takes the avatar's name",
          "[challenges][progress]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const std::string challenge = text_of(db, "SELECT slug FROM challenge ORDER BY id LIMIT 1");
  const std::string avatar_slug = text_of(db, "SELECT slug FROM avatar WHERE slug LIKE '%-%' ORDER BY id LIMIT 1");
  const std::string avatar_name = text_of(db, "SELECT name FROM avatar WHERE slug = '" + avatar_slug + "'");
  for (const std::string& path : {"/challenges/" + challenge + "/progress/" + avatar_slug,
                                 "/challenges/avatar/" + avatar_slug}) {
    INFO(path);
    const auto res = demo_world().live->get(path);
    require_problem(res, 404);
    const std::string detail = res.json().at("detail");
    CHECK(detail.find("takes the avatar's name") != std::string::npos);
    CHECK(detail.find(avatar_name) != std::string::npos);
  }
  const auto nobody = demo_world().live->get("/challenges/" + challenge + "/progress/nobody-here");
  require_problem(nobody, 404);
  CHECK(nobody.json().at("detail").get<std::string>().find("takes the avatar's name") == std::string::npos);
}

TEST_CASE("completions are exactly the avatars at the last tier, participants everyone with progress",
          "[challenges]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  int with_completions = 0;
  for (const ChallengeRow& c : challenges_in_db()) {
    INFO(c.slug);
    snap::Statement& last = db.prepare(
        "SELECT a.slug FROM challenge_tier_reached r JOIN challenge ch ON ch.id = r.challenge_id"
        " JOIN avatar a ON a.id = r.avatar_id WHERE ch.slug = ?1"
        " AND r.tier = (SELECT MAX(tier) FROM challenge_tier WHERE challenge_id = ch.id)");
    last.bind(1, c.slug);
    std::set<std::string> expected;
    while (last.step()) expected.insert(last.text(0));
    const Json completions = live_json("/challenges/" + c.slug + "/completions?pageSize=100");
    const std::vector<std::string> shown = field_of(completions.at("items"), "avatarSlug");
    CHECK(std::set<std::string>(shown.begin(), shown.end()) == expected);
    CHECK(completions.at("totalCount") == expected.size());
    CHECK(std::is_sorted(completions.at("items").begin(), completions.at("items").end(),
                         [](const Json& a, const Json& b) { return a.at("completedAt") < b.at("completedAt"); }));
    if (!expected.empty()) ++with_completions;

    const Json participants = live_json("/challenges/" + c.slug + "/participants");
    CHECK(participants.at("pageSize") == 50);
    CHECK(participants.at("totalCount") ==
          db.scalar_int("SELECT COUNT(*) FROM challenge_progress p JOIN challenge ch ON ch.id = p.challenge_id"
                        " WHERE ch.slug = '" + c.slug + "'"));
    int completed = 0;
    for (const Json& p : participants.at("items")) completed += p.at("completed").get<bool>();
    if (participants.at("totalCount") <= 50) CHECK(completed == static_cast<int>(expected.size()));
  }
  CHECK(with_completions >= 3);
  CHECK(live_json("/challenges/" + challenges_in_db().front().slug + "/completions").at("pageSize") == 50);
}

TEST_CASE("participants page without repeats, /challenges/avatar/{name} lists an avatar's challenges",
          "[challenges][progress]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const std::string busiest = text_of(db, 
      "SELECT c.slug FROM challenge c ORDER BY (SELECT COUNT(*) FROM challenge_progress p WHERE p.challenge_id = c.id)"
      " DESC, c.slug LIMIT 1");
  const Json whole = live_json("/challenges/" + busiest + "/participants?pageSize=100");
  REQUIRE(whole.at("totalCount") > 10);
  std::vector<std::string> paged;
  for (int page = 1; page <= 3; ++page) {
    const Json part = live_json("/challenges/" + busiest + "/participants?pageSize=5&pageNumber=" + std::to_string(page));
    for (const std::string& slug : field_of(part.at("items"), "avatarSlug")) paged.push_back(slug);
  }
  const std::vector<std::string> all = field_of(whole.at("items"), "avatarSlug");
  CHECK(paged == std::vector<std::string>(all.begin(), all.begin() + 15));

  const std::string name = text_of(db, 
      "SELECT a.name FROM avatar a ORDER BY (SELECT COUNT(*) FROM challenge_progress p WHERE p.avatar_id = a.id) DESC,"
      " a.id LIMIT 1");
  const Json mine = live_json("/challenges/avatar/" + path_name(name));
  CHECK(mine.at("pageSize") == 20);
  snap::Statement& rows = db.prepare(
      "SELECT c.slug FROM challenge_progress p JOIN challenge c ON c.id = p.challenge_id JOIN avatar a"
      " ON a.id = p.avatar_id WHERE a.name = ?1");
  rows.bind(1, name);
  std::set<std::string> expected;
  while (rows.step()) expected.insert(rows.text(0));
  REQUIRE(expected.size() >= 2);
  const std::vector<std::string> shown = field_of(mine.at("items"), "challengeSlug");
  CHECK(std::set<std::string>(shown.begin(), shown.end()) == expected);
  CHECK(mine.at("totalCount") == expected.size());
  CHECK(live_json("/challenges/avatar/" + path_name(name) + "?pageSize=1&pageNumber=2").at("items").at(0).at("challengeSlug") ==
        shown.at(1));
  require_problem(demo_world().live->get("/challenges/avatar/Nobody%20Here"), 404);
}

TEST_CASE("an ended challenge's pages are snapshot files, others are rendered live", "[challenges][snapshot]") {
  const std::string current = demo_world().snapshots + "/current";
  const Json manifest = Json::parse(snap::read_file_bytes(current + "/manifest.json").value_or(""));
  std::set<std::string> routes;
  for (const Json& entry : manifest.at("files")) routes.insert(entry.at("route").get<std::string>());
  for (const ChallengeRow& c : challenges_in_db()) {
    INFO(c.slug);
    const bool ended = status_at(c, kTestNowSeconds) == "Ended";
    CHECK(routes.count("/challenges/" + c.slug) == ended);
    CHECK(routes.count("/challenges/" + c.slug + "/completions") == ended);
  }
  CHECK(routes.count("/challenges") == 0);
}
