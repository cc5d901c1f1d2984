// replication_test.cc: the activity log end to end (issue 19): a reading node's `snapgen ingest --publish` feeds
// a real nats-server's JetStream, and `snapgen replicate` records it into replicas seeded with a copy of the
// reading node's database. Each case checks the replicas against the reading node row for row (ids included),
// and their derived figures and an edge's answer too, through restarts, kills and a server going away.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/bytes/file_bytes.h"
#include "core/db/database.h"
#include "snapgen/stop_signal.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/test_worlds.h"

using snap::Database;
using snap::OpenMode;
using snap::test::BackgroundProcess;
using snap::test::chat_line;
using snap::test::eventually;
using snap::test::globals_line;
using snap::test::kFixtureNow;
using snap::test::NatsServerProcess;

namespace {

// Every row of a query, each row's columns joined, for comparing two databases.
std::vector<std::string> rows_of(const std::string& db_path, const std::string& sql) {
  Database db(db_path, OpenMode::ReadOnly);
  auto query = db.prepare_uncached(sql);
  std::vector<std::string> rows;
  while (query->step()) {
    std::string row;
    for (int i = 0; i < query->column_count(); ++i) row += (query->is_null(i) ? "NULL" : query->text(i)) + "|";
    rows.push_back(row);
  }
  return rows;
}

std::int64_t scalar(const std::string& db_path, const std::string& sql) {
  Database db(db_path, OpenMode::ReadOnly);
  return db.scalar_int(sql);
}

// What a replica must hold exactly as the reading node does: the rows (with their ids), the avatars and teams
// they created, and derived tables that the batch's folds and matching wrote.
const std::vector<std::string> kCompared = {
    "SELECT * FROM global ORDER BY id",
    "SELECT * FROM trade_message ORDER BY id",
    "SELECT id, name, slug, created_at FROM avatar ORDER BY id",
    "SELECT id, name, slug FROM team ORDER BY id",
    "SELECT * FROM avatar_summary ORDER BY avatar_id",
    "SELECT * FROM global_count ORDER BY 1, 2, 3",
    "SELECT * FROM global_time_count ORDER BY 1, 2",
    "SELECT * FROM event_global ORDER BY 1, 2",
    "SELECT * FROM challenge_progress ORDER BY 1, 2",
};

void require_same_data(const std::string& reading, const std::string& replica) {
  for (const std::string& sql : kCompared) {
    INFO(sql);
    const std::vector<std::string> want = rows_of(reading, sql);
    const std::vector<std::string> got = rows_of(replica, sql);
    REQUIRE(got.size() == want.size());
    CHECK(got == want);
  }
}

// `count` chat.log lines from `first` on: globals of every wording (new avatars among them, a team global, a
// Hall of Fame), trade messages and a player's fake in another channel, a second apart from 10:00 UTC.
std::vector<std::string> chat_lines(int first, int count) {
  std::vector<std::string> lines;
  for (int i = first; i < first + count; ++i) {
    const int s = i % 7200;
    char time[32];
    std::snprintf(time, sizeof time, "2026-11-20 %02d:%02d:%02d", 10 + s / 3600, s / 60 % 60, s % 60);
    const std::string avatar = "Replica Tester " + std::to_string(i % 37);
    const std::string value = std::to_string(50 + i % 300);
    switch (i % 6) {
      case 0: lines.push_back(globals_line(time, avatar + " killed a creature (Atrox Young) with a value of " + value + " PED!")); break;
      case 1: lines.push_back(globals_line(time, avatar + " found a deposit (Lysterium Stone) with a value of " + value + " PED!")); break;
      case 2: lines.push_back(globals_line(time, "Team &quot;Replica Crew&quot; killed a creature (Daikiba Mature) with a value of " + value + " PED!")); break;
      case 3: lines.push_back(globals_line(time, avatar + " constructed an item (Opalo) worth " + value + " PED! A record has been added to the Hall of Fame!")); break;
      case 4: lines.push_back(chat_line(time, "#calytrade", avatar, "WTS Lysterium Stone " + std::to_string(i))); break;
      default: lines.push_back(chat_line(time, "Rookie", avatar, avatar + " killed a creature (Atrox) with a value of 9999 PED!"));
    }
  }
  return lines;
}

// A reading node's database and replicas, all copies of the demo database, and a nats-server.
struct Cluster {
  std::string dir = snap::test::make_temp_dir("replication");
  std::string reading = dir + "/reading.db";
  NatsServerProcess nats;
  int logs = 0;

  Cluster() { std::filesystem::copy_file(snap::test::demo_world().db, reading); }
  ~Cluster() { snap::test::remove_tree(dir); }

  // A replica seeded with a copy of the reading node's database as it is now.
  std::string seed_replica(const std::string& name) {
    const std::string path = dir + "/" + name + ".db";
    std::filesystem::copy_file(reading, path);
    return path;
  }

  std::string write_log(const std::vector<std::string>& lines) {
    const std::string path = dir + "/chat-" + std::to_string(++logs) + ".log";
    snap::test::write_lines(path, lines);
    return path;
  }

  snap::test::CommandResult ingest(const std::string& log, bool publish) {
    std::vector<std::string> args = {"ingest", "--db", reading, "--now", kFixtureNow, log};
    if (publish) args.insert(args.end(), {"--publish", nats.url()});
    return snap::test::run_snapgen(args);
  }

  std::vector<std::string> replicate_args(const std::string& replica, const std::string& consumer) const {
    return {"replicate", "--db", replica, "--from", nats.url(), "--consumer", consumer, "--now", kFixtureNow};
  }

  snap::test::CommandResult replicate_once(const std::string& replica, const std::string& consumer) {
    std::vector<std::string> args = replicate_args(replica, consumer);
    args.push_back("--once");
    return snap::test::run_snapgen(args);
  }
};

}  // namespace

TEST_CASE("rule: every global and trade message the reading node ingests is recorded on each replica with the same "
          "id, fields and derived figures",
          "[replication]") {
  Cluster cluster;
  const std::string first = cluster.seed_replica("first");
  const std::string second = cluster.seed_replica("second");
  const std::int64_t seeded_globals = scalar(cluster.reading, "SELECT max(id) FROM global");

  const auto ingested = cluster.ingest(cluster.write_log(chat_lines(0, 600)), true);
  INFO(ingested.output);
  REQUIRE(ingested.exit_code == 0);
  CHECK(ingested.output.find("published 500 records") != std::string::npos);  // 400 globals, 100 trade messages
  REQUIRE(scalar(cluster.reading, "SELECT max(id) FROM global") == seeded_globals + 400);

  for (const auto& [replica, consumer] : {std::pair{first, "first"}, std::pair{second, "second"}}) {
    const auto replicated = cluster.replicate_once(replica, consumer);
    INFO(replicated.output);
    REQUIRE(replicated.exit_code == 0);
    CHECK(replicated.output.find("replicated in all 400 globals, 100 trade messages, 0 repeated") != std::string::npos);
    require_same_data(cluster.reading, replica);
  }

  // And an edge over a replica answers what the reading node's edge answers.
  snap::test::EdgeProcess reading_edge(cluster.reading, "", kFixtureNow, {"--threads", "32", "--no-access-log"});
  snap::test::EdgeProcess replica_edge(first, "", kFixtureNow, {"--threads", "32", "--no-access-log"});
  for (const std::string target : {"/globals/recent?count=100", "/globals?search=Replica%20Tester&pageSize=30",
                                   "/avatars/replica-tester-5", "/teams/replica-crew/globals"}) {
    INFO(target);
    const auto want = reading_edge.get(target);
    CHECK(want.status == 200);
    CHECK(replica_edge.get(target).body == want.body);
  }
}

TEST_CASE("rule: a replica killed, a nats-server restarted and messages redelivered record nothing twice and lose "
          "nothing, on every replica",
          "[replication]") {
  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  const std::string steady = cluster.seed_replica("steady");  // never killed: it only sees the server go
  const std::string log = cluster.dir + "/chat.log";
  snap::test::write_lines(log, {});
  BackgroundProcess ingest(snap::test::snapgen_bin(), {"ingest", "--db", cluster.reading, "--now", kFixtureNow, "--follow",
                                         "--batch-lines", "50", "--publish", cluster.nats.url(), log});
  auto follower = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(), cluster.replicate_args(replica, "replica"));
  BackgroundProcess steady_follower(snap::test::snapgen_bin(), cluster.replicate_args(steady, "steady"));
  int next = 0;  // lines appended so far, a multiple of 6: 4 globals in every 6 lines (chat_lines)
  const std::string test_globals = "SELECT count(*) FROM global WHERE message LIKE 'Replica Tester%' OR message LIKE "
                                   "'Team \"Replica Crew\"%'";
  // The reading node holds every global appended (before it does, equal ids everywhere say nothing) and each
  // replica has what the reading node has.
  const auto caught_up = [&] {
    if (scalar(cluster.reading, test_globals) != next / 6 * 4) return false;
    for (const std::string& db : {replica, steady})
      if (scalar(db, "SELECT max(id) FROM global") != scalar(cluster.reading, "SELECT max(id) FROM global") ||
          scalar(db, "SELECT max(id) FROM trade_message") !=
              scalar(cluster.reading, "SELECT max(id) FROM trade_message"))
        return false;
    return true;
  };

  const auto append = [&](int count) {
    snap::test::write_lines(log, chat_lines(next, count), true);
    next += count;
  };
  append(300);
  REQUIRE(eventually(caught_up, 30000));

  // Killed between a commit and its acknowledgements, or mid-batch: redelivered, recorded once.
  append(300);
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  follower->kill_now();
  append(300);
  follower = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(), cluster.replicate_args(replica, "replica"));

  // The server goes away while lines keep coming, longer than a publish waits for its acknowledgements (5 s),
  // and comes back with its store.
  cluster.nats.stop();
  append(300);
  std::this_thread::sleep_for(std::chrono::milliseconds(6500));
  cluster.nats.start();
  append(300);
  INFO(ingest.output());
  INFO(follower->output());
  REQUIRE(eventually(caught_up, 30000));
  CHECK(scalar(cluster.reading, test_globals) == 1000);
  for (const std::string& db : {replica, steady})
    CHECK(scalar(db, "SELECT count(*) FROM (SELECT ts, message FROM global GROUP BY ts, message HAVING count(*) > 1)") == 0);
  follower->stop();
  steady_follower.stop();
  ingest.stop();
  require_same_data(cluster.reading, replica);
  require_same_data(cluster.reading, steady);
  // It said the server was gone, and that it publishes again. How the absence shows depends on where a publish was
  // (acknowledgements awaited, messages refused after the restart, the stream asked for): a problem line that retries.
  CHECK(ingest.output().find("; retrying every second") != std::string::npos);
  CHECK(ingest.output().find("activity log: publishing to SNAP_ACTIVITY again") != std::string::npos);
}

TEST_CASE("rule: rows recorded while no publisher ran are published when one starts: the database is the outbox",
          "[replication]") {
  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(0, 60)), true).exit_code == 0);
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(60, 60)), false).exit_code == 0);  // not published
  const auto later = cluster.ingest(cluster.write_log(chat_lines(120, 60)), true);
  CHECK(later.output.find("published 100 records") != std::string::npos);  // the 50 left behind and its own 50
  const auto replicated = cluster.replicate_once(replica, "replica");
  INFO(replicated.output);
  REQUIRE(replicated.exit_code == 0);
  require_same_data(cluster.reading, replica);
  // A replica seeded after the stream began reads it from its start and finds every row already there.
  const std::string late = cluster.seed_replica("late");
  const auto again = cluster.replicate_once(late, "late");
  CHECK(again.output.find("replicated in all 0 globals, 0 trade messages, 150 repeated") != std::string::npos);
  require_same_data(cluster.reading, late);
}

TEST_CASE("a replica seeded before the activity log began says which ids it lacks", "[replication]") {
  Cluster cluster;
  const std::string stale = cluster.seed_replica("stale");
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(0, 60)), false).exit_code == 0);
  const std::int64_t started_after = scalar(cluster.reading, "SELECT max(id) FROM global");
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(60, 60)), true).exit_code == 0);
  const auto replicated = cluster.replicate_once(stale, "stale");
  INFO(replicated.output);
  CHECK(replicated.output.find("globals after id " + std::to_string(started_after) + " but this database ends at " +
                               std::to_string(started_after - 40)) != std::string::npos);
  CHECK(replicated.output.find("seed this replica with a newer copy") != std::string::npos);
}

TEST_CASE("rule: wiki imports run on every node and globals imported on the reading node reach every replica",
          "[replication]") {
  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(0, 30)), true).exit_code == 0);

  const std::string wiki = cluster.dir + "/creatures.jsonl";
  snap::test::write_lines(wiki, {R"({"kind":"creatures"})", R"({"name":"Replicon","planet":"calypso"})"});
  const std::string globals = cluster.dir + "/globals.jsonl";
  snap::test::write_lines(
      globals, {R"({"kind":"globals"})",
                R"({"dateTime":"2026-11-20T09:00:00Z","type":"Hunting","avatarName":"Import Tester","value":77,)"
                R"("subject":"Replicon Young","message":"Import Tester killed a creature (Replicon Young) with a value of 77 PED!"})"});
  for (const std::string& db : {cluster.reading, replica}) {
    const auto imported = snap::test::run_snapgen({"import", "--db", db, "--now", kFixtureNow, wiki});
    INFO(imported.output);
    REQUIRE(imported.exit_code == 0);
  }
  const auto imported = snap::test::run_snapgen({"import", "--db", cluster.reading, "--now", kFixtureNow, globals});
  INFO(imported.output);
  REQUIRE(imported.exit_code == 0);

  // The next publisher run publishes the imported global with what it ingests.
  const auto later = cluster.ingest(cluster.write_log(chat_lines(30, 30)), true);
  CHECK(later.output.find("published 26 records") != std::string::npos);
  const auto replicated = cluster.replicate_once(replica, "replica");
  INFO(replicated.output);
  REQUIRE(replicated.exit_code == 0);
  require_same_data(cluster.reading, replica);
  CHECK(scalar(replica, "SELECT count(*) FROM global g JOIN creature c ON c.id = g.creature_id"
                        " WHERE c.slug = 'replicon'") == 1);
}

TEST_CASE("rule: only the publisher makes the activity log's stream: a replica started first waits for it, then "
          "records what the publisher sends",
          "[replication]") {
  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  BackgroundProcess follower(snap::test::snapgen_bin(), cluster.replicate_args(replica, "replica"));
  REQUIRE(eventually([&] { return follower.output().find("does not exist yet") != std::string::npos; }, 20000));
  INFO(follower.output());
  CHECK(follower.output().find("the stream SNAP_ACTIVITY does not exist yet (the reading node's `snapgen ingest "
                               "--publish` makes it); retrying every second") != std::string::npos);
  REQUIRE(cluster.ingest(cluster.write_log(chat_lines(0, 60)), true).exit_code == 0);
  REQUIRE(eventually([&] {
    return scalar(replica, "SELECT max(id) FROM global") == scalar(cluster.reading, "SELECT max(id) FROM global");
  }, 20000));
  CHECK(follower.stop() == 0);
  require_same_data(cluster.reading, replica);
}

TEST_CASE("rule: a follower whose activity log went silent mid-handshake still stops within its grace period",
          "[replication]") {
  // A server that takes connections and never says a word: the kernel completes each connection on the
  // listening socket's backlog, and nothing ever answers.
  const int silent = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::bind(silent, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  REQUIRE(::listen(silent, 16) == 0);
  socklen_t length = sizeof address;
  REQUIRE(::getsockname(silent, reinterpret_cast<sockaddr*>(&address), &length) == 0);
  const std::string url = "nats://127.0.0.1:" + std::to_string(ntohs(address.sin_port));

  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  BackgroundProcess follower(snap::test::snapgen_bin(), {"replicate", "--db", replica, "--from", url, "--consumer", "replica"});
  std::this_thread::sleep_for(std::chrono::seconds(3));  // well inside its handshake with the silent server
  const auto stopped_at = std::chrono::steady_clock::now();
  const std::optional<int> status = follower.stop_within(std::chrono::seconds(snap::kStopGraceSeconds + 5));
  const auto took = std::chrono::steady_clock::now() - stopped_at;
  ::close(silent);
  INFO(follower.output());
  REQUIRE(status.has_value());
  CHECK(took <= std::chrono::seconds(snap::kStopGraceSeconds + 1));
  if (*status != 0) {  // it could not reach its own stop: the grace period ended it, and it said so
    CHECK(*status == 1);
    CHECK(follower.output().find("not stopped within the grace period") != std::string::npos);
  }
}

TEST_CASE("rule: the feed's sequences the reading node records reach every replica through the activity log: the "
          "same seq names the same globals, byte for byte, from each node's edge and files",
          "[replication][feed]") {
  Cluster cluster;
  const std::string replica = cluster.seed_replica("replica");
  const std::string reading_files = cluster.dir + "/reading-snapshots", replica_files = cluster.dir + "/replica-snapshots";
  const std::string log = cluster.write_log({});
  {
    BackgroundProcess ingest(snap::test::snapgen_bin(), {"ingest", "--db", cluster.reading, "--now", kFixtureNow,
                                                         "--follow", "--publish", cluster.nats.url(), log});
    BackgroundProcess feed(snap::test::snapgen_bin(),
                           {"feed", "--db", cluster.reading, "--out", reading_files, "--follow"});
    const std::int64_t before = scalar(cluster.reading, "SELECT max(id) FROM global");
    for (int batch = 1; batch <= 3; ++batch) {  // 60 lines, 40 of them globals: a sequence or more a batch
      snap::test::write_lines(log, chat_lines((batch - 1) * 60, 60), true);
      REQUIRE(eventually([&] {
        return scalar(cluster.reading, "SELECT coalesce(max(last_id), 0) FROM feed_sequence") == before + 40 * batch;
      }));
    }
    CHECK(feed.stop() == 0);
    CHECK(ingest.stop() == 0);  // its publisher publishes what is committed by then
  }
  const auto replicated = cluster.replicate_once(replica, "replica");
  INFO(replicated.output);
  REQUIRE(replicated.exit_code == 0);
  const std::vector<std::string> sequences = rows_of(cluster.reading, "SELECT * FROM feed_sequence ORDER BY seq");
  CHECK(sequences.size() >= 3);  // one a batch at least (the demo's, recorded at its clock, is past the retention)
  CHECK(rows_of(replica, "SELECT * FROM feed_sequence ORDER BY seq") == sequences);

  // Each node's edge answers each sequence and the head with the same bytes, and a replica's files (written from
  // the sequences it replicated, recording none) are the reading node's.
  snap::test::EdgeProcess reading_edge(cluster.reading, "", kFixtureNow, {"--threads", "32", "--no-access-log"});
  snap::test::EdgeProcess replica_edge(replica, "", kFixtureNow, {"--threads", "32", "--no-access-log"});
  const std::int64_t newest = scalar(cluster.reading, "SELECT max(seq) FROM feed_sequence");
  for (std::int64_t seq = scalar(cluster.reading, "SELECT min(seq) FROM feed_sequence"); seq <= newest; ++seq) {
    const std::string target = "/feed/globals/" + std::to_string(seq) + ".json";
    INFO(target);
    const auto want = reading_edge.get(target);
    CHECK(want.status == 200);
    CHECK(replica_edge.get(target).body == want.body);
  }
  CHECK(replica_edge.get("/feed/globals/head.json").body == reading_edge.get("/feed/globals/head.json").body);
  REQUIRE(snap::test::run_snapgen({"feed", "--db", replica, "--out", replica_files, "--files-only"}).exit_code == 0);
  CHECK(rows_of(replica, "SELECT * FROM feed_sequence ORDER BY seq") == sequences);  // recorded none
  for (std::int64_t seq = 1; seq <= newest; ++seq) {
    const std::string name = "/feed/globals/" + std::to_string(seq) + ".json";
    CHECK(snap::read_file_bytes(replica_files + name) == snap::read_file_bytes(reading_files + name));
  }
  CHECK(snap::read_file_bytes(replica_files + "/feed/globals/head.json") ==
        snap::read_file_bytes(reading_files + "/feed/globals/head.json"));
}
