// live_cache_test.cc: the cache lifetimes, on snapedge's injectable clock (--clock-file): /globals/top-24h is
// computed once per 5 minutes, /globals/activity-24h once per 60 seconds and each /globals query once per
// 5 seconds; Cache-Control says how long is left. New globals drop what the edge holds within its live feed's
// watch, so a held answer never hides them for longer (the lifetimes are checked with no data change, which
// would race the watch). A burst of requests for one target costs one render (the others wait for it). Wiki
// answers rendered live are held until the data changes.
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "tests/support/test_worlds.h"

using snap::Json;

namespace {

constexpr std::int64_t kNow = snap::test::kTestNowSeconds;

// A 9,999 PED Atrox global two minutes before kNow: it would top the hunting list and count in hour 11.
void record_big_global(const std::string& db_path) {
  snap::Database db(db_path, snap::OpenMode::ReadWrite);
  db.exec(
      "INSERT INTO global (id, ts, type, avatar_id, value, subject, creature_id, planet, is_hof, is_ath, message) "
      "VALUES (9001, 1795175880, 'Hunting', 1, 9999, 'Atrox Young', 1, 'Calypso', 1, 0, "
      "'Mira Quickshot Holm killed a creature (Atrox Young) with a value of 9999 PED! A record has been added "
      "to the Hall of Fame!')");
}

bool lists_global(const Json& list, std::int64_t id) {
  for (const Json& g : list)
    if (g.at("id") == id) return true;
  return false;
}

std::int64_t hunting_in_hour(const Json& buckets, const std::string& hour_prefix) {
  for (const Json& b : buckets)
    if (b.at("hour").get<std::string>().rfind(hour_prefix, 0) == 0) return b.at("hunting").get<std::int64_t>();
  FAIL("no bucket for " << hour_prefix);
  return -1;
}

// The fixture database and a snapedge reading its clock from a file set to kNow, in a fresh folder that goes
// with it.
struct ClockedEdge {
  explicit ClockedEdge(const std::string& name)
      : dir(snap::test::make_temp_dir(name)), db(dir + "/f.db"), clock(dir + "/clock") {
    snap::test::write_fixture_database(db, snap::test::kFixtureNow);
    snap::test::set_edge_clock(clock, kNow);
    edge = std::make_unique<snap::test::EdgeProcess>(db, "", "", std::vector<std::string>{"--clock-file", clock});
  }
  ~ClockedEdge() {
    edge->stop();
    snap::test::remove_tree(dir);
  }
  void set_clock(std::int64_t at) const { snap::test::set_edge_clock(clock, at); }
  snap::test::HttpResult get(const std::string& target) const { return edge->get(target); }

  const std::string dir, db, clock;
  std::unique_ptr<snap::test::EdgeProcess> edge;
};

}  // namespace

// Polls `target` on `edge` until `shows` holds of its JSON, for up to two seconds.
bool shows_within_watch(const ClockedEdge& edge, const std::string& target,
                        const std::function<bool(const Json&)>& shows) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (!shows(edge.get(target).json())) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

TEST_CASE("top-24h holds its answer 5 minutes and activity-24h 60 seconds of the edge clock", "[globals][cache]") {
  const ClockedEdge edge("live-cache");

  const auto top = edge.get("/globals/top-24h");
  REQUIRE(top.status == 200);
  CHECK(top.header("cache-control") == "public, max-age=300, stale-while-revalidate=5");
  const auto activity = edge.get("/globals/activity-24h");
  REQUIRE(activity.status == 200);
  CHECK(activity.header("cache-control") == "public, max-age=60, stale-while-revalidate=5");

  SECTION("before expiry the held answers stand, with the time left") {
    edge.set_clock(kNow + 59);
    const auto activity_held = edge.get("/globals/activity-24h");
    CHECK(activity_held.body == activity.body);
    CHECK(activity_held.header("cache-control") == "public, max-age=1, stale-while-revalidate=5");
    edge.set_clock(kNow + 299);
    const auto top_held = edge.get("/globals/top-24h");
    CHECK(top_held.body == top.body);
    CHECK(top_held.header("etag") == top.header("etag"));
    CHECK(top_held.header("cache-control") == "public, max-age=1, stale-while-revalidate=5");
    CHECK(edge.get("/globals/top-24h?excludeTeams=false").header("cache-control") ==
          "public, max-age=300, stale-while-revalidate=5");  // another query: its own entry
  }
  SECTION("at expiry each is rendered again, with its whole lifetime") {
    edge.set_clock(kNow + 60);
    CHECK(edge.get("/globals/activity-24h").header("cache-control") == "public, max-age=60, stale-while-revalidate=5");
    CHECK(edge.get("/globals/top-24h").header("cache-control") ==
          "public, max-age=240, stale-while-revalidate=5");  // still held: 4 of its 5 minutes left
    edge.set_clock(kNow + 300);
    CHECK(edge.get("/globals/top-24h").header("cache-control") == "public, max-age=300, stale-while-revalidate=5");
  }
  SECTION("a new global drops both before they expire") {
    const std::int64_t hunting_before = hunting_in_hour(activity.json(), "2026-11-20T11");
    CHECK_FALSE(lists_global(top.json().at("hunting"), 9001));
    record_big_global(edge.db);
    CHECK(shows_within_watch(edge, "/globals/activity-24h", [&](const Json& buckets) {
      return hunting_in_hour(buckets, "2026-11-20T11") == hunting_before + 1;
    }));
    CHECK(shows_within_watch(edge, "/globals/top-24h", [](const Json& lists) {
      return !lists.at("hunting").empty() && lists.at("hunting").at(0).at("id") == 9001;
    }));
  }
}

TEST_CASE("each /globals query is held 5 seconds of the edge clock", "[globals][cache]") {
  const ClockedEdge edge("live-cache-globals");

  const auto first = edge.get("/globals?type=Hunting");
  REQUIRE(first.status == 200);
  CHECK(first.header("cache-control") == "public, max-age=5, stale-while-revalidate=5");

  edge.set_clock(kNow + 4);
  const auto held = edge.get("/globals?type=Hunting");
  CHECK(held.body == first.body);
  CHECK(held.header("cache-control") == "public, max-age=1, stale-while-revalidate=5");
  // Another spelling of the query is another entry, rendered now.
  CHECK(edge.get("/globals?type=Hunting&pageNumber=1").header("cache-control") ==
        "public, max-age=5, stale-while-revalidate=5");

  edge.set_clock(kNow + 5);
  CHECK(edge.get("/globals?type=Hunting").header("cache-control") == "public, max-age=5, stale-while-revalidate=5");

  // A new global is not hidden by the held answer: the live feed drops it.
  CHECK_FALSE(lists_global(first.json().at("items"), 9001));
  record_big_global(edge.db);
  CHECK(shows_within_watch(edge, "/globals?type=Hunting", [&](const Json& page) {
    return page.at("items").at(0).at("id") == 9001 &&
           page.at("totalCount") == first.json().at("totalCount").get<std::int64_t>() + 1;
  }));
}

TEST_CASE("concurrent requests for one expired target cost one render", "[globals][cache]") {
  const ClockedEdge edge("live-cache-burst");

  constexpr int kClients = 16;
  std::vector<std::thread> clients;
  std::vector<std::string> bodies(kClients);
  for (int i = 0; i < kClients; ++i)
    clients.emplace_back([&, i] { bodies[i] = edge.get("/globals?search=Atrox&sortBy=GlobalValue").body; });
  for (std::thread& client : clients) client.join();
  for (const std::string& body : bodies) CHECK(body == bodies.front());
  const Json counts = edge.get("/healthz").json().at("liveCache");
  CHECK(counts.at("renders") == 1);
  CHECK(counts.at("hits") == kClients - 1);
  CHECK(counts.at("entries") == 1);
}

TEST_CASE("rule: a wiki answer rendered live is held until the data changes, and an import drops it at once",
          "[wiki][cache]") {
  const std::string dir = snap::test::make_temp_dir("wiki-held");
  const std::string db = dir + "/wiki.db";
  snap::test::write_fixture_database(db, snap::test::kFixtureNow);
  snap::test::EdgeProcess edge(db, "", snap::test::kFixtureNow);
  const std::string list = "/weapons?sortBy=Dps&sortOrder=desc&pageSize=2";
  const auto first_name = [&] { return edge.get(list).json().at("items").at(0).at("name").get<std::string>(); };
  CHECK(first_name() == "Korss H400 (L)");
  CHECK(edge.get(list).header("cache-control") == "public, max-age=300, stale-while-revalidate=5");
  {  // a change that does not stamp a new data version is not seen: the answer is held
    snap::Database write(db, snap::OpenMode::ReadWrite);
    write.exec("UPDATE weapon SET dps = 99 WHERE slug = 'sollomate-opalo'");
  }
  CHECK(first_name() == "Korss H400 (L)");
  // An import stamps a new data version: the edge drops what it held, within its 100 ms watch.
  const std::string records = dir + "/weapons.jsonl";
  std::ofstream(records) << "{\"kind\":\"weapons\"}\n{\"name\":\"Held Breaker\",\"damage\":100,\"dps\":500}\n";
  REQUIRE(snap::test::run_snapgen({"import", "--db", db, "--now", snap::test::kFixtureNow, records}).exit_code == 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (first_name() != "Held Breaker" && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(first_name() == "Held Breaker");
  edge.stop();
  snap::test::remove_tree(dir);
}
