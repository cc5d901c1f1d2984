// cluster_test.cc: several edges behind HAProxy (issue 19), as scripts/cluster starts them: a reading node
// ingesting a chat.log and publishing to nats-server, three edges each with its own database and `snapgen
// replicate`, HAProxy in front with templates/haproxy.cfg. Where this process may make network namespaces (root
// with CAP_NET_ADMIN), nats-server, the reading node and each edge node get one of their own, joined by a bridge,
// so everything between them crosses a network; elsewhere every part listens on a loopback port, and the test
// says so. Clients connect to HAProxy, and to an edge directly only to compare it with the others.
#include <signal.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/http_client.h"
#include "tests/support/push_readers.h"
#include "tests/support/request_hammer.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::epoch_ms;
using snap::test::eventually;
using snap::test::globals_line;
using snap::test::HubListener;
using snap::test::id_ranges;
using snap::test::kFixtureNow;
using snap::test::RequestHammer;
using snap::test::StreamReader;

namespace {

// Whether `ip netns add` works here (it needs root and CAP_NET_ADMIN; a container may refuse it).
// SNAP_TEST_LOOPBACK=1 takes the loopback way anyway, to try the fallback where namespaces work.
bool network_namespaces_available() {
  static const bool available = [] {
    if (std::getenv("SNAP_TEST_LOOPBACK")) return false;
    const std::string probe = "snapprobe" + std::to_string(::getpid());
    if (snap::test::run_program("/usr/sbin/ip", {"netns", "add", probe}).exit_code != 0) return false;
    // Entering it too: where `ip netns exec` fails (no mount namespace for it), the cluster cannot use --netns.
    const bool enters = snap::test::run_program("/usr/sbin/ip", {"netns", "exec", probe, "true"}).exit_code == 0;
    snap::test::run_program("/usr/sbin/ip", {"netns", "del", probe});
    return enters;
  }();
  return available;
}

struct EdgeAddress {
  std::string host;
  int port;
};

// scripts/cluster up over a copy of the demo database (with --netns where namespaces can be made), down at the end.
struct Cluster {
  std::string dir = snap::test::make_temp_dir("cluster");
  std::string front_url;
  int front_port = 0;
  std::vector<EdgeAddress> edges;
  std::int64_t seeded_max_id = 0;
  int appended = 0;

  explicit Cluster(int edge_count = 3) {
    const std::string seed = dir + "/seed.db";
    std::filesystem::copy_file(snap::test::demo_world().db, seed);
    {
      snap::Database db(seed, snap::OpenMode::ReadOnly);
      seeded_max_id = db.scalar_int("SELECT max(id) FROM global");
    }
    // The demo world's snapshot was built from the same database at the same clock: served as it is.
    std::vector<std::string> args = {snap::test::checkout_path("scripts/cluster"), "up", "--dir", dir + "/run", "--edges",
                                     std::to_string(edge_count), "--db", seed, "--now", kFixtureNow,
                                     "--snapshots", snap::test::demo_world().snapshots};
    if (network_namespaces_available()) args.push_back("--netns");
    else WARN("network namespaces cannot be made here: every part of the cluster listens on a loopback port");
    const auto up = snap::test::run_program("/bin/bash", args);
    INFO(up.output);
    REQUIRE(up.exit_code == 0);
    front_url = up.output.substr(up.output.rfind("http://"));
    front_url.erase(front_url.find_last_not_of("\n") + 1);
    front_port = std::stoi(front_url.substr(front_url.rfind(':') + 1));
    for (int n = 1; n <= edge_count; ++n) {
      const std::string edge = dir + "/run/edge-" + std::to_string(n);
      std::string host = snap::read_file_bytes(edge + "/host").value();
      host.erase(host.find_last_not_of('\n') + 1);
      edges.push_back({host, std::stoi(snap::read_file_bytes(edge + "/port").value())});
    }
  }
  ~Cluster() {
    snap::test::run_program("/bin/bash", {snap::test::checkout_path("scripts/cluster"), "down", "--dir", dir + "/run"});
    snap::test::remove_tree(dir);
  }

  snap::test::HttpResult get(const std::string& target) const { return snap::test::http_get(front_port, target); }
  snap::test::HttpResult get_from(size_t edge, const std::string& target) const {
    return snap::test::http_get_at(edges[edge].host, edges[edge].port, target);
  }
  // The status `edge` answers `target` with, or 0 while it takes no connections (a restarted edge, starting).
  int status_from(size_t edge, const std::string& target) const {
    try {
      return get_from(edge, target).status;
    } catch (const std::runtime_error&) {
      return 0;
    }
  }

  // Appends `count` Hunting globals to the reading node's chat.log, a second apart from 11:56:00 UTC (after
  // every global of the demo), returning when each line was appended (epoch ms), in order.
  std::vector<std::int64_t> append_globals(int count, std::chrono::milliseconds apart) {
    std::vector<std::int64_t> appended_at;
    for (int i = 0; i < count; ++i, ++appended) {
      char time[32];
      std::snprintf(time, sizeof time, "2026-11-20 11:%02d:%02d", 56 + appended / 60 % 4, appended % 60);
      snap::test::write_lines(dir + "/run/chat.log",
                              {globals_line(time, "Cluster Tester " + std::to_string(appended % 13) +
                                                      " killed a creature (Atrox Young) with a value of " +
                                                      std::to_string(60 + appended) + " PED!")},
                              true);
      appended_at.push_back(epoch_ms());
      std::this_thread::sleep_for(apart);
    }
    return appended_at;
  }
};

// The p-th percentile (0-100) of `values`, nearest rank.
std::int64_t percentile(std::vector<std::int64_t> values, int p) {
  std::sort(values.begin(), values.end());
  const size_t rank = (values.size() * static_cast<size_t>(p) + 99) / 100;
  return values[std::max<size_t>(rank, 1) - 1];
}

// Polls an edge's /globals/recent and notes when each id first showed (epoch ms).
class RecentWatcher {
 public:
  explicit RecentWatcher(EdgeAddress edge) : edge_(std::move(edge)), thread_([this] { run(); }) {}
  ~RecentWatcher() {
    stop_ = true;
    thread_.join();
  }
  std::map<std::int64_t, std::int64_t> first_seen() {
    std::lock_guard<std::mutex> lock(mutex_);
    return seen_;
  }

 private:
  void run() {
    while (!stop_) {
      const auto answer = snap::test::http_get_at(edge_.host, edge_.port, "/globals/recent?count=200");
      const std::int64_t now = epoch_ms();
      if (answer.status == 200) {
        std::lock_guard<std::mutex> lock(mutex_);
        for (const Json& g : Json::parse(answer.body)) seen_.emplace(g.at("id").get<std::int64_t>(), now);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
  EdgeAddress edge_;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::map<std::int64_t, std::int64_t> seen_;
  std::thread thread_;
};

}  // namespace

TEST_CASE("rule: through HAProxy, a chat-log line ingested on the reading node reaches a SignalR client, an SSE "
          "client and every edge's /globals/recent within 1 s (p99 of 100 globals)",
          "[cluster][external]") {
  Cluster cluster;
  HubListener hub(cluster.dir, cluster.front_url + "/hubs/globals", {"--method", "ReceiveGlobal"});
  StreamReader stream(cluster.front_port, "/stream/globals");
  REQUIRE(eventually([&] { return stream.text().find(": connected") != std::string::npos; }));
  std::vector<std::unique_ptr<RecentWatcher>> watchers;
  for (const EdgeAddress& edge : cluster.edges) watchers.push_back(std::make_unique<RecentWatcher>(edge));

  const std::vector<std::int64_t> appended_at = cluster.append_globals(100, std::chrono::milliseconds(40));
  const auto id_of = [&](size_t i) { return cluster.seeded_max_id + 1 + static_cast<std::int64_t>(i); };
  const std::int64_t last_id = id_of(appended_at.size() - 1);
  REQUIRE(eventually([&] { return hub.calls("ReceiveGlobal").size() >= 100; }, 20000));
  REQUIRE(eventually([&] { return stream.ids().size() >= 100; }, 20000));
  for (auto& w : watchers) REQUIRE(eventually([&] { return w->first_seen().count(last_id) == 1; }, 20000));

  std::map<std::int64_t, std::int64_t> hub_at, stream_at;
  for (const Json& call : hub.calls("ReceiveGlobal"))
    hub_at.emplace(call.at("arguments").at(0).at("id").get<std::int64_t>(), call.at("receivedAt").get<std::int64_t>());
  for (const auto& [id, at] : stream.id_arrivals()) stream_at.emplace(id, at);
  std::map<std::string, std::vector<std::int64_t>> delays;
  for (size_t i = 0; i < appended_at.size(); ++i) {
    INFO("global " << id_of(i));
    REQUIRE(hub_at.count(id_of(i)) == 1);
    REQUIRE(stream_at.count(id_of(i)) == 1);
    delays["SignalR"].push_back(hub_at[id_of(i)] - appended_at[i]);
    delays["SSE"].push_back(stream_at[id_of(i)] - appended_at[i]);
    for (size_t e = 0; e < watchers.size(); ++e) {
      const auto seen = watchers[e]->first_seen();
      REQUIRE(seen.count(id_of(i)) == 1);
      delays["edge-" + std::to_string(e + 1) + " /globals/recent"].push_back(seen.at(id_of(i)) - appended_at[i]);
    }
  }
  for (const auto& [path, values] : delays) {
    INFO(path << ": p50 " << percentile(values, 50) << " ms, p99 " << percentile(values, 99) << " ms, max "
              << percentile(values, 100) << " ms");
    CHECK(percentile(values, 99) < 1000);
    WARN(path << ": append to receipt p50 " << percentile(values, 50) << " ms, p99 " << percentile(values, 99)
              << " ms");
  }
  // Each client got each global once, in id order.
  std::vector<std::int64_t> hub_ids;
  for (const Json& call : hub.calls("ReceiveGlobal")) hub_ids.push_back(call.at("arguments").at(0).at("id"));
  CHECK(std::is_sorted(hub_ids.begin(), hub_ids.end()));
  CHECK(std::set<std::int64_t>(hub_ids.begin(), hub_ids.end()).size() == hub_ids.size());
  const std::vector<std::int64_t> stream_ids = stream.ids();
  CHECK(std::is_sorted(stream_ids.begin(), stream_ids.end()));
  CHECK(std::set<std::int64_t>(stream_ids.begin(), stream_ids.end()).size() == stream_ids.size());
}

TEST_CASE("rule: polling /globals?afterId= through HAProxy while 1,000 globals are ingested skips none and repeats "
          "none, whichever edge answers",
          "[cluster][external]") {
  Cluster cluster;
  std::thread writer([&] {
    for (int chunk = 0; chunk < 20; ++chunk) {
      cluster.append_globals(50, std::chrono::milliseconds(0));
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::vector<std::int64_t> polled;
  std::int64_t after = cluster.seeded_max_id;
  const std::int64_t last_id = cluster.seeded_max_id + 1000;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (after < last_id && std::chrono::steady_clock::now() < deadline) {
    const auto page = cluster.get("/globals?afterId=" + std::to_string(after) + "&pageSize=30");
    REQUIRE(page.status == 200);
    const Json answer = Json::parse(page.body);
    for (const Json& g : answer.at("items")) {
      polled.push_back(g.at("id").get<std::int64_t>());
      after = polled.back();
    }
  }
  writer.join();
  REQUIRE(polled.size() == 1000);
  for (size_t i = 0; i < polled.size(); ++i) {
    INFO("position " << i);
    REQUIRE(polled[i] == cluster.seeded_max_id + 1 + static_cast<std::int64_t>(i));
  }
}

TEST_CASE("rule: the tool budget is kept once for all edges: 61 tool calls spread over three edges, the 61st is a "
          "429 problem like an edge's own",
          "[cluster][external]") {
  Cluster cluster;
  for (int call = 1; call <= 60; ++call) {
    INFO("call " << call);
    REQUIRE(cluster.get("/tools/resolve_avatar?name=Pia").status == 200);
  }
  const auto refused = cluster.get("/tools/resolve_avatar?name=Pia");
  REQUIRE(refused.status == 429);
  CHECK(refused.header("retry-after") == "60");
  CHECK(refused.header("content-type") == "application/problem+json");
  CHECK(cluster.get("/tools").status == 200);  // the catalogue spends nothing
  CHECK(cluster.get("/weapons").status == 200);

  // No edge refused on its own (each saw about 20 of the calls), and each answers its own 429 in the same shape.
  const auto direct = cluster.get_from(0, "/tools/resolve_avatar?name=Pia");
  CHECK(direct.status == 200);
  snap::test::HttpResult edge_refused;
  for (int call = 0; call < 61 && edge_refused.status != 429; ++call)
    edge_refused = cluster.get_from(0, "/tools/resolve_avatar?name=Pia");
  REQUIRE(edge_refused.status == 429);
  const Json theirs = Json::parse(edge_refused.body), ours = Json::parse(refused.body);
  for (const char* key : {"type", "title", "status"}) CHECK(ours.at(key) == theirs.at(key));
  CHECK(ours.at("detail").get<std::string>().rfind("this caller has made 60 tool calls in the last 60 seconds", 0) == 0);
  CHECK(theirs.at("detail").get<std::string>().rfind("this caller has made 60 tool calls in the last 60 seconds", 0) == 0);
}

namespace {

// The command line scripts/cluster recorded for a node's program ("edge-2", "nats"), listening where it listens now
// (DIR/NAME.command: NUL after each argument), to start it again at the same place.
std::vector<std::string> restart_command(const Cluster& cluster, const std::string& name) {
  const std::string raw = snap::read_file_bytes(cluster.dir + "/run/" + name + ".command").value_or("");
  std::vector<std::string> args;
  for (size_t at = 0; at < raw.size();) {
    const size_t end = raw.find('\0', at);
    args.push_back(raw.substr(at, end - at));
    at = end + 1;
  }
  return args;
}

// The pid scripts/cluster recorded for a node's program ("edge-2", "replicate-2").
pid_t pid_of(const Cluster& cluster, const std::string& name) {
  std::istringstream pids(snap::read_file_bytes(cluster.dir + "/run/pids").value_or(""));
  pid_t pid = 0;
  for (std::string who; pids >> pid >> who;)
    if (who == name) return pid;
  throw std::runtime_error("no " + name + " in the cluster's pids");
}

// `command` started again where scripts/cluster ran it: in the network namespace it gave `node` ("edge-2"),
// or in this one when it gave none.
std::unique_ptr<snap::test::BackgroundProcess> restart_in_node(const Cluster& cluster, const std::string& node,
                                                               std::vector<std::string> command) {
  std::string ns = snap::read_file_bytes(cluster.dir + "/run/" + node + ".netns").value_or("");
  ns.erase(ns.find_last_not_of('\n') + 1);
  if (!ns.empty()) command.insert(command.begin(), {"/usr/sbin/ip", "netns", "exec", ns});
  const std::string program = command.front();
  command.erase(command.begin());
  return std::make_unique<snap::test::BackgroundProcess>(program, command);
}

}  // namespace

TEST_CASE("rule: an edge killed under load leaves the pool: only requests in flight on it fail, SSE clients resume "
          "with Last-Event-ID and miss nothing, and restarted it catches up from the log and answers as the others",
          "[cluster][external]") {
  Cluster cluster;
  const pid_t edge_pid = pid_of(cluster, "edge-2"), follower_pid = pid_of(cluster, "replicate-2");
  const std::vector<std::string> edge_command = restart_command(cluster, "edge-2");
  const std::vector<std::string> follower_command = restart_command(cluster, "replicate-2");
  REQUIRE(edge_command.size() > 1);

  // Three readers through HAProxy (round robin: one on each edge), each resuming where it stopped when cut off.
  std::vector<std::unique_ptr<StreamReader>> readers;
  for (int i = 0; i < 3; ++i) {
    readers.push_back(std::make_unique<StreamReader>(cluster.front_port, "/stream/globals"));
    REQUIRE(eventually([&] { return readers.back()->text().find(": connected") != std::string::npos; }));
  }
  std::vector<std::vector<std::int64_t>> received(readers.size());
  RequestHammer load(cluster.front_port,
                     {"/weapons", "/globals?pageSize=5", "/globals/recent?count=5", "/avatars"});
  cluster.append_globals(40, std::chrono::milliseconds(25));
  // Each reader has had globals, so each has an id to resume from (a loaded run can be slower to deliver them).
  REQUIRE(eventually([&] {
    return std::all_of(readers.begin(), readers.end(), [](const auto& reader) { return !reader->ids().empty(); });
  }));

  // The whole node goes: its edge and its follower, mid-traffic.
  ::kill(edge_pid, SIGKILL);
  ::kill(follower_pid, SIGKILL);
  const auto killed_at = std::chrono::steady_clock::now();
  cluster.append_globals(40, std::chrono::milliseconds(25));
  REQUIRE(eventually([&] {
    return std::any_of(readers.begin(), readers.end(), [](const auto& reader) { return reader->closed_by_server(); });
  }));
  int resumed = 0;
  for (size_t r = 0; r < readers.size(); ++r) {
    if (!readers[r]->closed_by_server()) continue;
    const std::vector<std::int64_t> ids = readers[r]->ids();
    received[r].insert(received[r].end(), ids.begin(), ids.end());
    REQUIRE_FALSE(ids.empty());
    readers[r] = std::make_unique<StreamReader>(cluster.front_port, "/stream/globals", true,
                                                "Last-Event-ID: " + std::to_string(ids.back()) + "\r\n");
    ++resumed;
  }
  CHECK(resumed == 1);  // the reader the dead edge held
  cluster.append_globals(40, std::chrono::milliseconds(25));
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // past the checks that take it out
  const int failures_while_down = load.failures();
  const int requests_while_down = load.requests();

  // Restarted, the node catches up from the activity log and HAProxy takes its edge back.
  const auto follower = restart_in_node(cluster, "edge-2", follower_command);
  const auto edge = restart_in_node(cluster, "edge-2", edge_command);
  cluster.append_globals(40, std::chrono::milliseconds(25));
  const std::int64_t last_id = cluster.seeded_max_id + 160;
  for (size_t e = 0; e < cluster.edges.size(); ++e)
    REQUIRE(eventually(
        [&] { return cluster.status_from(e, "/globals/inspect/" + std::to_string(last_id)) == 200; }, 20000));
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // two good checks bring it back
  load.stop();
  INFO("requests " << load.requests() << ", failed " << load.failures() << " (" << failures_while_down << " of "
                   << requests_while_down << " by the time the checks took the edge out)");
  CHECK(load.failures() <= 1);  // one request at a time: at most the one in flight when the edge died
  CHECK(load.requests() > 100);
  CHECK(std::chrono::steady_clock::now() - killed_at < std::chrono::seconds(60));

  for (size_t r = 0; r < readers.size(); ++r) {
    REQUIRE(eventually([&] { return !readers[r]->ids().empty() && readers[r]->ids().back() == last_id; }, 20000));
    const std::vector<std::int64_t> ids = readers[r]->ids();
    received[r].insert(received[r].end(), ids.begin(), ids.end());
    INFO("reader " << r << " received " << id_ranges(received[r]));
    REQUIRE(received[r].size() == 160);
    for (size_t i = 0; i < received[r].size(); ++i)
      REQUIRE(received[r][i] == cluster.seeded_max_id + 1 + static_cast<std::int64_t>(i));
  }

  const std::string avatar_slug = "cluster-tester-3";
  for (const std::string& target :
       {std::string("/globals/recent?count=100"), std::string("/globals?search=Cluster%20Tester&pageSize=30"),
        "/avatars/" + avatar_slug, "/avatars/" + avatar_slug + "/globals", "/globals/inspect/" + std::to_string(last_id - 50),
        std::string("/globals?afterId=") + std::to_string(cluster.seeded_max_id) + "&pageSize=30"}) {
    INFO(target);
    const auto restarted = cluster.get_from(1, target);
    CHECK(restarted.status == 200);
    CHECK(restarted.body == cluster.get_from(0, target).body);
    CHECK(restarted.body == cluster.get_from(2, target).body);
  }
}

TEST_CASE("rule: an edge whose follower stops is stale: its /healthz is 503, HAProxy stops sending to it, and it "
          "comes back once the follower has caught up",
          "[cluster][external]") {
  Cluster cluster;
  const pid_t follower_pid = pid_of(cluster, "replicate-2");
  const std::vector<std::string> follower_command = restart_command(cluster, "replicate-2");
  REQUIRE(eventually([&] { return cluster.get_from(1, "/healthz").status == 200; }));
  ::kill(follower_pid, SIGKILL);
  REQUIRE(eventually([&] { return cluster.get_from(1, "/healthz").status == 503; }, 20000));
  const Json stale = Json::parse(cluster.get_from(1, "/healthz").body);
  CHECK(stale.at("status") == "degraded");
  CHECK(stale.at("problem").get<std::string>().find("the follower last wrote") == 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // two failed checks

  // New globals reach the other edges only; through HAProxy every request finds them.
  cluster.append_globals(10, std::chrono::milliseconds(10));
  const std::int64_t last_id = cluster.seeded_max_id + 10;
  const std::string target = "/globals/inspect/" + std::to_string(last_id);
  REQUIRE(eventually([&] { return cluster.get_from(0, target).status == 200 && cluster.get_from(2, target).status == 200; }));
  CHECK(cluster.get_from(1, target).status == 404);
  for (int i = 0; i < 30; ++i) {
    INFO("request " << i);
    CHECK(cluster.get(target).status == 200);
  }

  // The follower again: it catches up, its edge is healthy and back in the pool.
  const auto follower = restart_in_node(cluster, "edge-2", follower_command);
  REQUIRE(eventually([&] { return cluster.get_from(1, "/healthz").status == 200; }, 20000));
  CHECK(cluster.get_from(1, target).status == 200);
  CHECK(Json::parse(cluster.get_from(1, "/healthz").body).at("follower").at("behind") == 0);
}

TEST_CASE("rule: nats-server restarted during ingest: every edge ends with the reading node's globals, none lost or "
          "doubled",
          "[cluster][external]") {
  Cluster cluster;
  const pid_t nats_pid = pid_of(cluster, "nats");
  const std::vector<std::string> nats_command = restart_command(cluster, "nats");
  std::thread writer([&] { cluster.append_globals(150, std::chrono::milliseconds(20)); });
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));
  ::kill(nats_pid, SIGTERM);
  std::this_thread::sleep_for(std::chrono::milliseconds(6500));  // longer than a publish waits for its acknowledgements
  const auto nats = restart_in_node(cluster, "nats", nats_command);
  writer.join();
  cluster.append_globals(50, std::chrono::milliseconds(10));

  const auto rows = [&](const std::string& db) {
    snap::Database database(db, snap::OpenMode::ReadOnly);
    auto query = database.prepare_uncached("SELECT id, ts, message FROM global WHERE id > " +
                                           std::to_string(cluster.seeded_max_id) + " ORDER BY id");
    std::vector<std::string> found;
    while (query->step()) found.push_back(query->text(0) + "|" + query->text(1) + "|" + query->text(2));
    return found;
  };
  const std::string run = cluster.dir + "/run";
  REQUIRE(eventually([&] { return rows(run + "/reading.db").size() == 200; }, 20000));
  const std::vector<std::string> want = rows(run + "/reading.db");
  for (size_t e = 1; e <= cluster.edges.size(); ++e) {
    const std::string db = run + "/edge-" + std::to_string(e) + "/api.db";
    INFO(db);
    REQUIRE(eventually([&] { return rows(db).size() >= want.size(); }, 30000));
    CHECK(rows(db) == want);
  }
  // The reading node said the log was gone, and that it publishes again. It says so once its round of publishes
  // has its acknowledgements, which can come after the edges already hold the rows: a loaded plain run read the
  // log in between (the failure said, not yet its end).
  const auto reading_log = [&] { return snap::read_file_bytes(run + "/reading.log").value_or(""); };
  const std::string again = "activity log: publishing to SNAP_ACTIVITY again";
  const bool said_again = eventually([&] { return reading_log().find(again) != std::string::npos; }, 15000);
  INFO(reading_log());
  CHECK(said_again);
}
