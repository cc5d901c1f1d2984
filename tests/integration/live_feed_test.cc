// live_feed_test.cc: the push feed end to end (issue 13): `snapgen ingest` records chat.log lines into a copy of
// the demo database while a real snapedge serves it, and the official SignalR client (tests/hub_clients) and
// plain Server-Sent Events readers receive what was recorded: exactly the real globals, in order, within a
// second, nothing twice; event standings to their subscribers; a reader that stops reading is cut off while the
// others keep receiving.
#include <catch2/catch.hpp>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/chat_log.h"
#include "tests/support/problem_json.h"
#include "tests/support/push_readers.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::BackgroundProcess;
using snap::test::EdgeProcess;
using snap::test::epoch_ms;
using snap::test::eventually;
using snap::test::globals_line;
using snap::test::HubListener;
using snap::test::id_ranges;
using snap::test::kFixtureNow;
using snap::test::StreamReader;

namespace {

// A copy of the demo database behind its own snapedge, and `snapgen ingest` into it.
struct LiveWorld {
  std::string dir = snap::test::make_temp_dir("live");
  std::string db = dir + "/live.db";
  std::unique_ptr<EdgeProcess> edge;
  int logs = 0;

  explicit LiveWorld(std::vector<std::string> edge_args = {}) {
    std::filesystem::copy_file(snap::test::demo_world().db, db);
    edge_args.insert(edge_args.end(), {"--threads", "64", "--no-access-log"});
    edge = std::make_unique<EdgeProcess>(db, "", kFixtureNow, edge_args);
  }
  ~LiveWorld() {
    edge.reset();
    snap::test::remove_tree(dir);
  }
  std::string url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(edge->port()) + path; }

  // Writes the lines to a chat.log of their own and ingests it; the ingest's output.
  std::string ingest(const std::vector<std::string>& lines) {
    const std::string log = dir + "/chat-" + std::to_string(++logs) + ".log";
    snap::test::write_lines(log, lines);
    const auto result = snap::test::run_snapgen({"ingest", "--db", db, "--now", kFixtureNow, log});
    INFO(result.output);
    REQUIRE(result.exit_code == 0);
    return result.output;
  }
};

// One global of each of the eight types (two Hunting: one a team's), a player's fake in a trade channel and a
// [Globals] [] line of unknown wording, in the game's format.
std::vector<std::string> mixed_chat_log() {
  return {
      globals_line("2026-11-20 11:50:01", "Mira Quickshot Holm killed a creature (Atrox Young) with a value of 85 PED!"),
      snap::test::chat_line("2026-11-20 11:50:02", "#calytrade", "Fake Guy Smith",
                            "Fake Guy Smith killed a creature (Atrox Old) with a value of 9999 PED!"),
      globals_line("2026-11-20 11:50:03",
                   "Tor Ore Lund found a deposit (Caldorite Stone) with a value of 176 PED at F.O.M.A. - FORTUNA!"),
      globals_line("2026-11-20 11:50:04", "Team &quot;Iron Wolves&quot; killed a creature (Warrior C1-TF) with a value "
                                          "of 102 PED!"),
      globals_line("2026-11-20 11:50:05", "Ada Forge Lind constructed an item (Explosive Projectiles) worth 74 PED!"),
      globals_line("2026-11-20 11:50:06", "Lio Lucky Park has found a rare item (Modified Hyperion Armor Catalyst) with "
                                          "a value of 40 PEC! A record has been added to the Hall of Fame!"),
      globals_line("2026-11-20 11:50:07", "Kai Scout Berg is the first colonist to discover Mayhem Gold Cosmetic Token!"),
      globals_line("2026-11-20 11:50:08", "The stars are bright tonight over Calypso."),
      globals_line("2026-11-20 11:50:09", "Geo Tier Moss is the first colonist to reach tier 7 for A.R.C. Adept Leg "
                                          "Guards (M,L)!"),
      globals_line("2026-11-20 11:50:10", "Big Rolf Hansen defeated 12 others in a row before succumbing! A record has "
                                          "been added to the Hall of Fame!"),
      globals_line("2026-11-20 11:50:11", "Vela Rock Dunn found a deposit (C-type Asteroid VI) with a value of 52 PED!"),
  };
}

}  // namespace

TEST_CASE("the official SignalR client receives exactly the globals snapgen ingest records, in order, each within a "
          "second, and nothing when the same lines are ingested again", "[live][hubs]") {
  LiveWorld world;
  HubListener listener(world.dir, world.url("/hubs/globals"), {"--method", "ReceiveGlobal"});
  HubListener skipping(world.dir, world.url("/hubs/globals"), {"--skip-negotiation", "--method", "ReceiveGlobal"});
  const std::int64_t ingested_at = epoch_ms();
  world.ingest(mixed_chat_log());
  const std::int64_t recorded_at = epoch_ms();
  REQUIRE(eventually([&] { return listener.calls("ReceiveGlobal").size() >= 9 && skipping.calls("ReceiveGlobal").size() >= 9; }));
  const std::vector<std::string> expected_types = {"Hunting",     "Mining",    "Hunting", "Construction", "Rare Item",
                                                   "Discovery",   "Tiered Item", "PvP",   "Space Mining"};
  for (const HubListener* client : {&listener, &skipping}) {
    const std::vector<Json> calls = client->calls("ReceiveGlobal");
    REQUIRE(calls.size() == expected_types.size());
    std::int64_t previous_id = 0;
    for (size_t i = 0; i < calls.size(); ++i) {
      const Json& global = calls[i].at("arguments").at(0);
      INFO(global.dump());
      CHECK(global.at("type") == expected_types[i]);
      CHECK(global.at("id").get<std::int64_t>() > previous_id);
      previous_id = global.at("id").get<std::int64_t>();
      CHECK(global.at("message").get<std::string>().find("9999") == std::string::npos);
      CHECK(calls[i].at("receivedAt").get<std::int64_t>() - recorded_at < 1000);
    }
    CHECK(calls[2].at("arguments").at(0).at("teamName") == "Iron Wolves");
    CHECK(calls[4].at("arguments").at(0).at("globalValue") == 0.4);  // 40 PEC
  }
  // Each pushed global is the global as every route shows it, wiki links included (one writer).
  for (const Json& call : listener.calls("ReceiveGlobal")) {
    const Json& pushed = call.at("arguments").at(0);
    const auto inspected = world.edge->get("/globals/inspect/" + std::to_string(pushed.at("id").get<std::int64_t>()));
    REQUIRE(inspected.status == 200);
    CHECK(pushed == inspected.json().at("global"));
    CHECK(pushed.contains("creatureSlug"));
  }
  INFO("ingest took " << recorded_at - ingested_at << " ms");
  world.ingest(mixed_chat_log());
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  CHECK(listener.calls("ReceiveGlobal").size() == expected_types.size());
}

namespace {

// An event running at the demo's clock with a HighestValue category any hunting global counts in (no creature,
// planet or value above 98,765 PED asked), one of its participants, and every category's id in order.
struct RunningEvent {
  std::string slug, participant;
  std::int64_t category = 0;
  Json categories = Json::array();
};

RunningEvent running_event_scoring_any_kill() {
  snap::Database db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
  const std::string now = std::to_string(snap::test::kTestNowSeconds);
  auto found = db.prepare_uncached(
      "SELECT e.id, e.slug, c.id, (SELECT a.name FROM event_participant p JOIN avatar a ON a.id = p.avatar_id "
      "WHERE p.event_id = e.id AND p.joined_at <= " + now + " ORDER BY a.name LIMIT 1) "
      "FROM event e JOIN event_category c ON c.event_id = e.id WHERE e.cancelled_at IS NULL AND e.start_at <= " + now +
      " AND e.end_at > " + now + " AND c.scoring_method = 'HighestValue' AND c.creatures IS NULL AND c.planets IS NULL"
      " AND (c.global_types IS NULL OR c.global_types LIKE '%Hunting%') AND COALESCE(c.min_value, 0) <= 98765 "
      "ORDER BY e.id, c.position LIMIT 1");
  REQUIRE(found->step());
  REQUIRE_FALSE(found->is_null(3));
  RunningEvent event{found->text(1), found->text(3), found->int64(2), Json::array()};
  auto categories = db.prepare_uncached("SELECT id FROM event_category WHERE event_id = ?1 ORDER BY position");
  categories->bind(1, found->int64(0));
  while (categories->step()) event.categories.push_back(categories->int64(0));
  return event;
}

}  // namespace

TEST_CASE("a subscriber to an event is told its standings, and again when a matching global moves them",
          "[live][hubs][events]") {
  const RunningEvent event = running_event_scoring_any_kill();
  INFO(event.slug << " category " << event.category << ", " << event.participant);
  LiveWorld world;
  HubListener subscriber(world.dir, world.url("/hubs/events"), {"--subscribe", event.slug, "--method", "StandingsChanged"});
  REQUIRE(eventually([&] { return !subscriber.lines_with("subscribed").empty(); }));
  const Json subscribed = subscriber.lines_with("subscribed").front();
  INFO(subscribed.dump());
  CHECK(subscribed.at("result").at("categories") == event.categories);
  REQUIRE(eventually([&] { return subscriber.calls("StandingsChanged").size() >= event.categories.size(); }));  // all at once
  const size_t before = subscriber.calls("StandingsChanged").size();
  // The category scores each participant's highest global of its types: this kill tops it.
  world.ingest({globals_line("2026-11-20 11:59:00",
                             event.participant + " killed a creature (Atrox Old) with a value of 98765 PED!")});
  REQUIRE(eventually([&] {
    for (const Json& call : subscriber.calls("StandingsChanged"))
      if (call.at("arguments").at(1) == event.category && call.at("arguments").at(2).at(0).at("avatarName") == event.participant)
        return true;
    return false;
  }, 3000));
  CHECK(subscriber.calls("StandingsChanged").size() > before);
  for (const Json& call : subscriber.calls("StandingsChanged")) CHECK(call.at("arguments").at(0) == event.slug);
}

TEST_CASE("/stream/globals sends the new globals its filters match, and a reconnect with Last-Event-ID gets what it "
          "missed first", "[live][stream]") {
  LiveWorld world;
  StreamReader all(world.edge->port(), "/stream/globals");
  StreamReader mining(world.edge->port(), "/stream/globals?type=Mining&minValue=100");
  REQUIRE(eventually([&] { return all.text().find(": connected") != std::string::npos; }));
  REQUIRE(eventually([&] { return mining.text().find(": connected") != std::string::npos; }));
  world.ingest(mixed_chat_log());
  REQUIRE(eventually([&] { return all.ids().size() >= 9; }));
  REQUIRE(eventually([&] { return mining.ids().size() >= 1; }));
  const std::vector<std::int64_t> ids = all.ids();
  CHECK(ids.size() == 9);
  CHECK(mining.ids() == std::vector<std::int64_t>{ids[1]});  // the 176 PED deposit; the asteroid's 52 is below
  CHECK(all.text().find("event: global\ndata: {\"id\":" + std::to_string(ids[0])) != std::string::npos);
  StreamReader resumed(world.edge->port(), "/stream/globals", true, "Last-Event-ID: " + std::to_string(ids[5]) + "\r\n");
  REQUIRE(eventually([&] { return resumed.ids().size() >= 3; }));
  CHECK(resumed.ids() == std::vector<std::int64_t>(ids.begin() + 6, ids.end()));
  StreamReader resumed_by_query(world.edge->port(), "/stream/globals?afterId=" + std::to_string(ids[6]));
  REQUIRE(eventually([&] { return resumed_by_query.ids().size() >= 2; }));
  CHECK(resumed_by_query.ids() == std::vector<std::int64_t>(ids.begin() + 7, ids.end()));
  snap::test::require_problem(world.edge->get("/stream/globals?minValue=10&maxValue=5"), 400, "minValue");
  snap::test::require_problem(world.edge->get("/stream/globals?type=Fishing"), 400, "type");
}

TEST_CASE("rule: /stream/globals applies each /globals filter or refuses it with a 400 naming it, and reads afterId "
          "as Last-Event-ID",
          "[live][stream][vocabulary]") {
  const auto& edge = *snap::test::demo_world().live;
  for (const std::string name : {"fromDate", "toDate", "search"}) {
    INFO(name);
    const auto refused = edge.get("/stream/globals?" + name + "=2026-11-01");
    snap::test::require_problem(refused, 400, name);
    CHECK(refused.json().at("detail").get<std::string>().find("/globals") != std::string::npos);
  }
  snap::test::require_problem(edge.request("GET", "/stream/globals?afterId=5", "Last-Event-ID: 6\r\n"), 400,
                              "afterId");
  snap::test::require_problem(edge.get("/stream/globals?afterId=-1"), 400, "afterId");
}

TEST_CASE("rule: a reader that resumes with Last-Event-ID while globals pour in receives every global after its id, "
          "once and in order: its backlog and the live part meet without a gap",
          "[live][stream]") {
  LiveWorld world;
  const auto newest_id = [&] {
    snap::Database db(world.db, snap::OpenMode::ReadOnly);
    return db.scalar_int("SELECT max(id) FROM global");
  };
  const auto ids_after = [&](std::int64_t after, size_t count) {
    snap::Database db(world.db, snap::OpenMode::ReadOnly);
    auto query = db.prepare_uncached("SELECT id FROM global WHERE id > ?1 ORDER BY id LIMIT ?2");
    query->bind(1, after).bind(2, static_cast<std::int64_t>(count));
    std::vector<std::int64_t> ids;
    while (query->step()) ids.push_back(query->int64(0));
    return ids;
  };
  // 20,000 globals in one ingest: the edge publishes them 500 a round, and readers join between and during rounds.
  std::vector<std::string> lines;
  for (int i = 0; i < 20000; ++i) {
    char time[32];
    std::snprintf(time, sizeof time, "2026-11-20 0%d:%02d:%02d", 4 + i / 3600, i / 60 % 60, i % 60);
    lines.push_back(globals_line(time, "Resume Tester " + std::to_string(i % 50) +
                                           " killed a creature (Atrox Young) with a value of " +
                                           std::to_string(50 + i) + " PED!"));
  }
  const std::string log = world.dir + "/pour.log";
  snap::test::write_lines(log, lines);
  StreamReader all(world.edge->port(), "/stream/globals");
  REQUIRE(eventually([&] { return all.text().find(": connected") != std::string::npos; }));
  const std::int64_t first_new = newest_id() + 1;
  std::atomic<bool> ingested{false};
  snap::test::CommandResult ingest_result;
  std::thread ingest([&] {
    ingest_result = snap::test::run_snapgen({"ingest", "--db", world.db, "--now", kFixtureNow, log});
    ingested = true;
  });

  // Eight readers at a time, each kept for 40 events. Half resume two globals behind the newest the edge has
  // sent (the joins fall between and during its rounds), half two behind the newest recorded, which the edge
  // has not sent yet (as a reader resuming on an edge that is behind the one it came from).
  struct Resumed {
    std::int64_t after;
    std::vector<std::int64_t> ids;
    std::int64_t skipped;  // a backlog over kMaxBacklog globals sends the newest and says how many it skipped
  };
  const auto finished = [](std::int64_t after, const StreamReader& reader) {
    const std::string text = reader.text(), said = " older globals skipped";
    const size_t at = text.find(said);
    const std::int64_t skipped = at == std::string::npos ? 0 : std::stoll(text.substr(text.rfind(": ", at) + 2));
    return Resumed{after, reader.ids(), skipped};
  };
  std::vector<Resumed> done;
  std::vector<std::pair<std::int64_t, std::unique_ptr<StreamReader>>> open(8);
  const auto published = [&] { return all.ids().empty() ? first_new - 1 : all.ids().back(); };
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  for (bool poured = false; !poured && std::chrono::steady_clock::now() < deadline;) {
    poured = ingested && published() == first_new + 19999;
    for (size_t s = 0; s < open.size(); ++s) {
      auto& [after, reader] = open[s];
      if (reader && reader->ids().size() < 40) continue;
      if (reader) done.push_back(finished(after, *reader));
      after = (s % 2 ? newest_id() : published()) - 2;
      reader = std::make_unique<StreamReader>(world.edge->port(), "/stream/globals", true,
                                              "Last-Event-ID: " + std::to_string(after) + "\r\n");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ingest.join();
  INFO(ingest_result.output);
  REQUIRE(ingest_result.exit_code == 0);
  CHECK(all.ids() == ids_after(first_new - 1, 20000));
  const std::int64_t last_id = newest_id();
  for (auto& [after, reader] : open) {
    REQUIRE(eventually([&] { return !reader->ids().empty() && reader->ids().back() == last_id; }, 20000));
    done.push_back(finished(after, *reader));
  }
  INFO(done.size() << " readers resumed");
  CHECK(done.size() >= 16);
  for (const Resumed& reader : done) {
    std::vector<std::int64_t> want = ids_after(reader.after, reader.skipped + reader.ids.size());
    want.erase(want.begin(), want.begin() + std::min<std::int64_t>(reader.skipped, want.size()));
    INFO("a reader resumed after " << reader.after << " received " << id_ranges(reader.ids) << ", not "
                                   << id_ranges(want));
    REQUIRE_FALSE(reader.ids.empty());
    CHECK(reader.ids == want);
  }
}

TEST_CASE("a stream reader that stops reading is cut off while the others keep receiving, and the edge's memory "
          "stays bounded", "[live][stream][slow]") {
  LiveWorld world({"--request-timeout-ms", "2000"});
  StreamReader stalled(world.edge->port(), "/stream/globals", false);
  StreamReader reading(world.edge->port(), "/stream/globals");
  HubListener hub(world.dir, world.url("/hubs/globals"), {"--method", "ReceiveGlobal"});
  REQUIRE(eventually([&] { return reading.text().find(": connected") != std::string::npos; }));
  // 20,000 globals of ~700 bytes as events: far more than the kernel's buffers and the 1 MiB queue hold.
  std::vector<std::string> lines;
  for (int i = 0; i < 20000; ++i) {
    char time[32];
    std::snprintf(time, sizeof time, "2026-11-20 10:%02d:%02d", i / 60 % 60, i % 60);
    lines.push_back(globals_line(std::string(time), "Slow Test Avatar" + std::to_string(i % 50) +
                                                        " killed a creature (Atrox Young) with a value of " +
                                                        std::to_string(50 + i) + " PED!"));
  }
  world.ingest(lines);
  REQUIRE(eventually([&] { return reading.ids().size() >= 20000; }, 30000));
  CHECK(reading.ids().size() == 20000);
  REQUIRE(eventually([&] { return hub.calls("ReceiveGlobal").size() >= 20000; }, 30000));
  REQUIRE(eventually([&] { return stalled.server_closed_now(); }, 15000));
  const std::string status = snap::read_file_bytes("/proc/" + std::to_string(world.edge->pid()) + "/status").value_or("");
  const auto rss = status.find("VmRSS:");
  REQUIRE(rss != std::string::npos);
  const long rss_kib = std::stol(status.substr(rss + 6));
#ifdef SNAP_PROGRAMS_UNDER_ASAN
  // AddressSanitizer holds freed memory in quarantine and keeps its shadow beside the heap: there the edge's RSS
  // says nothing of its own bound (485 MB in a run that passed every other check).
  WARN("edge RSS " << rss_kib << " KiB, not checked under AddressSanitizer");
#else
  INFO("edge RSS " << rss_kib << " KiB");
  CHECK(rss_kib < 256 * 1024);
#endif
}
