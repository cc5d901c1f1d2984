// feed_test.cc: the feed of globals as immutable files (generator/core/feed/README.md), followed the way a bot
// follows it: through nginx serving the folder `snapgen feed` writes, while ingest records globals and writers are
// killed and started again.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <thread>
#include <tuple>

#include "core/bytes/file_bytes.h"
#include "core/db/database.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/http_client.h"
#include "tests/support/processes.h"
#include "tests/support/push_readers.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::BackgroundProcess;
using snap::test::HttpResult;

namespace {

// A reader of the feed through one HTTP server: reads the head, then every sequence after the last it read.
struct FeedFollower {
  explicit FeedFollower(int server_port) : port(server_port) {}
  int port;
  std::int64_t seq = 0;
  std::vector<std::int64_t> ids;
  std::int64_t answers_not_from_files = 0;  // answers with snapedge's X-Data-Version: not nginx's files

  void catch_up() {
    const HttpResult head = snap::test::http_get(port, "/feed/globals/head.json");
    REQUIRE(head.status == 200);
    const std::int64_t newest = head.json().at("seq");
    for (; seq < newest; ++seq) {
      const HttpResult file = snap::test::http_get(port, "/feed/globals/" + std::to_string(seq + 1) + ".json");
      REQUIRE(file.status == 200);
      if (!file.header("x-data-version").empty()) ++answers_not_from_files;
      const Json body = file.json();
      CHECK(body.at("seq") == seq + 1);
      CHECK(body.at("previousSeq") == (seq == 0 ? Json(nullptr) : Json(seq)));
      for (const Json& global : body.at("globals")) ids.push_back(global.at("id"));
      CHECK(body.at("firstId") == body.at("globals").front().at("id"));
      CHECK(body.at("lastId") == ids.back());
    }
  }
};

// Looks at the folder as fast as it can: each time head.json names sequence N, N.json must be there whole (it
// parses, and says N). Counts the times it was not, and the times head.json itself was not whole, unless it may be
// written in place (a destination whose writes are not atomic, as rclone's to a local folder).
class HeadWatcher {
 public:
  explicit HeadWatcher(std::filesystem::path folder, bool head_written_in_place = false)
      : folder_(std::move(folder)), head_in_place_(head_written_in_place), thread_([this] { watch(); }) {}
  ~HeadWatcher() {
    stop_ = true;
    thread_.join();
  }
  std::int64_t looks() const { return looks_; }
  std::int64_t broken() const { return broken_; }

 private:
  void watch() {
    while (!stop_) {
      const std::optional<std::string> head = snap::read_file_bytes(folder_ / "head.json");
      if (head) {
        const Json parsed = Json::parse(*head, nullptr, false);
        const std::int64_t seq = parsed.is_object() ? parsed.value("seq", std::int64_t{-1}) : -1;
        if (seq > 0) {
          const std::optional<std::string> file = snap::read_file_bytes(folder_ / (std::to_string(seq) + ".json"));
          const Json body = file ? Json::parse(*file, nullptr, false) : Json();
          if (!body.is_object() || body.value("seq", std::int64_t{-1}) != seq) ++broken_;
        } else if (seq < 0 && !head_in_place_) {
          ++broken_;
        }
        ++looks_;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }

  std::filesystem::path folder_;
  bool head_in_place_;
  std::atomic<bool> stop_{false};
  std::atomic<std::int64_t> looks_{0}, broken_{0};
  std::thread thread_;
};

// A kill line a second apart, each of its own value, so every line is a global of its own.
std::vector<std::string> kill_lines(int from, int count) {
  std::vector<std::string> lines;
  for (int i = from; i < from + count; ++i) {
    char time[32];
    std::snprintf(time, sizeof time, "2026-11-29 %02d:%02d:%02d", 10 + i / 3600, i / 60 % 60, i % 60);
    lines.push_back(snap::test::globals_line(
        time, "Feed Test Hunter killed a creature (Atrox Young) with a value of " + std::to_string(50 + i) + " PED!"));
  }
  return lines;
}

std::vector<std::int64_t> all_global_ids(const std::string& db_path) {
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  snap::Statement& rows = db.prepare("SELECT id FROM global ORDER BY id");
  std::vector<std::int64_t> ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  return ids;
}

std::vector<std::string> feed_args(const std::string& db, const std::string& snapshots) {
  return {"feed", "--db", db, "--out", snapshots, "--follow"};
}

}  // namespace

TEST_CASE("rule: a feed follower through nginx receives every global exactly once, in id order, with no gap, across "
          "ingest batches, a killed and restarted ingest, an import and kill -9 of the feed's writer, and head never "
          "names a missing or partial file, and an SSE reader and an afterId poller receive the same ids in the same "
          "order",
          "[feed][external]") {
  const std::string dir = snap::test::make_temp_dir("feed");
  const std::string db = dir + "/feed.db", snapshots = dir + "/snapshots", log = dir + "/chat.log";
  REQUIRE(snap::test::run_snapgen({"migrate", "--db", db}).exit_code == 0);
  snap::test::write_lines(log, {});
  snap::test::EdgeProcess edge(db, "", snap::test::kFixtureNow);
  snap::test::NginxProcess nginx(snapshots, edge.port());
  snap::test::StreamReader stream(edge.port(), "/stream/globals");  // every global, live from the first
  auto writer = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(), feed_args(db, snapshots));
  auto ingest = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(),
                                                    std::vector<std::string>{"ingest", "--db", db, "--follow", log});
  const std::filesystem::path folder = std::filesystem::path(snapshots) / "feed" / "globals";
  REQUIRE(snap::test::eventually([&] { return std::filesystem::exists(folder / "head.json"); }));
  HeadWatcher watcher(folder);
  FeedFollower follower(nginx.port());
  const auto caught_up_to = [&](size_t globals) {
    return snap::test::eventually([&] {
      follower.catch_up();
      return follower.ids.size() >= globals;
    });
  };

  // Three ingest batches, read as they come.
  int lines = 0;
  for (int batch = 0; batch < 3; ++batch) {
    snap::test::write_lines(log, kill_lines(lines, 20), true);
    lines += 20;
    CHECK(caught_up_to(static_cast<size_t>(lines)));
  }

  // The writer killed at random moments while lines keep coming, and started again each time.
  std::mt19937 random(58);
  for (int kill = 0; kill < 12; ++kill) {
    snap::test::write_lines(log, kill_lines(lines, 5), true);
    lines += 5;
    std::this_thread::sleep_for(std::chrono::milliseconds(random() % 400));
    writer->kill_now();
    writer = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(), feed_args(db, snapshots));
  }
  CHECK(caught_up_to(static_cast<size_t>(lines)));

  // Ingest killed mid-way and started again: it reads the log from its start and records nothing twice.
  snap::test::write_lines(log, kill_lines(lines, 30), true);
  lines += 30;
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  ingest->kill_now();
  ingest = std::make_unique<BackgroundProcess>(snap::test::snapgen_bin(),
                                               std::vector<std::string>{"ingest", "--db", db, "--follow", log});
  CHECK(caught_up_to(static_cast<size_t>(lines)));

  // An import's globals join the feed like ingest's.
  snap::test::write_lines(dir + "/globals.jsonl", {R"({"kind":"globals"})"});
  std::vector<std::string> imported;
  for (const std::string& line : kill_lines(lines, 10)) imported.push_back(Json{{"line", line}}.dump());
  snap::test::write_lines(dir + "/globals.jsonl", imported, true);
  const auto import = snap::test::run_snapgen({"import", "--db", db, dir + "/globals.jsonl"});
  INFO(import.output);
  REQUIRE(import.exit_code == 0);
  lines += 10;
  CHECK(caught_up_to(static_cast<size_t>(lines)));

  CHECK(ingest->stop() == 0);
  CHECK(writer->stop() == 0);
  follower.catch_up();
  CHECK(follower.ids == all_global_ids(db));  // each once, in id order, none missing
  CHECK(std::set<std::int64_t>(follower.ids.begin(), follower.ids.end()).size() == follower.ids.size());
  CHECK(follower.ids.size() == static_cast<size_t>(lines));
  CHECK(follower.answers_not_from_files == 0);  // nginx served every sequence from its file

  // One set of ids: the stream and a poller of /globals?afterId= read the same globals in the same order.
  CHECK(snap::test::eventually([&] { return stream.ids().size() >= follower.ids.size(); }));
  CHECK(stream.ids() == follower.ids);
  std::vector<std::int64_t> polled;
  for (;;) {
    const std::string after = polled.empty() ? "0" : std::to_string(polled.back());
    const Json page = edge.get("/globals?pageSize=30&afterId=" + after).json().at("items");
    if (page.empty()) break;
    for (const Json& global : page) polled.push_back(global.at("id"));
  }
  CHECK(polled == follower.ids);
  CHECK(watcher.looks() > 100);
  CHECK(watcher.broken() == 0);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a sequence past the retention is pruned: head names the oldest kept, the file goes, and its 404 "
          "names the oldest and the daily exports, as one not written yet says so, neither cached",
          "[feed][external]") {
  const std::string dir = snap::test::make_temp_dir("feed-prune");
  const std::string db = dir + "/demo.db", snapshots = dir + "/snapshots";
  std::filesystem::copy_file(snap::test::demo_world().db, db);
  REQUIRE(snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots, "--now", "2026-11-20T12:00:00Z"})
              .exit_code == 0);
  snap::test::write_lines(dir + "/globals.jsonl",
                          {R"({"kind":"globals"})", Json{{"line", kill_lines(0, 1).front()}}.dump()});
  REQUIRE(snap::test::run_snapgen({"import", "--db", db, dir + "/globals.jsonl"}).exit_code == 0);
  const std::filesystem::path folder = std::filesystem::path(snapshots) / "feed" / "globals";
  const std::int64_t first = Json::parse(*snap::read_file_bytes(folder / "head.json")).at("seq");
  REQUIRE(std::filesystem::exists(folder / (std::to_string(first) + ".json")));
  // Eight days later, with seven kept: the new global's sequence is written, the old ones go.
  REQUIRE(snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots, "--now", "2026-11-28T12:00:00Z",
                                   "--keep-days", "7"})
              .exit_code == 0);
  const Json head = Json::parse(*snap::read_file_bytes(folder / "head.json"));
  CHECK(head.at("seq") == first + 1);
  CHECK(head.at("oldestSeq") == first + 1);
  CHECK_FALSE(std::filesystem::exists(folder / (std::to_string(first) + ".json")));
  CHECK_FALSE(std::filesystem::exists(folder / (std::to_string(first) + ".json.gz")));

  snap::test::EdgeProcess edge(db, "", snap::test::kFixtureNow);
  snap::test::NginxProcess nginx(snapshots, edge.port());
  const HttpResult pruned = nginx.request("GET", "/feed/globals/" + std::to_string(first) + ".json");
  CHECK(pruned.status == 404);
  CHECK(pruned.header("cache-control") == "no-store");
  CHECK(pruned.json().at("detail").get<std::string>().find("no longer kept: the oldest is " +
                                                            std::to_string(first + 1)) != std::string::npos);
  CHECK(pruned.json().at("detail").get<std::string>().find("/exports/globals/{date}") != std::string::npos);
  const HttpResult ahead = nginx.request("GET", "/feed/globals/" + std::to_string(first + 2) + ".json");
  CHECK(ahead.status == 404);
  CHECK(ahead.header("cache-control") == "no-store");
  CHECK(ahead.json().at("detail").get<std::string>().find("is not written yet") != std::string::npos);
  snap::test::remove_tree(dir);
}

TEST_CASE("rule: a feed sequence is immutable for a year and its head fresh for a second with an ETag, from nginx's "
          "files and snapedge alike, byte for byte",
          "[feed][external]") {
  const auto& world = snap::test::demo_world();
  const std::filesystem::path folder = std::filesystem::path(world.snapshots) / "feed" / "globals";
  snap::test::NginxProcess nginx(world.snapshots, world.live->port());
  const Json head = Json::parse(*snap::read_file_bytes(folder / "head.json"));
  REQUIRE(head.at("seq") >= 1);
  for (std::int64_t seq = head.at("oldestSeq"); seq <= head.at("seq"); ++seq) {
    const std::string target = "/feed/globals/" + std::to_string(seq) + ".json";
    const HttpResult from_edge = world.live->get(target), from_nginx = nginx.request("GET", target);
    INFO(target);
    CHECK(from_edge.status == 200);
    CHECK(from_nginx.status == 200);
    CHECK(from_edge.body == *snap::read_file_bytes(folder / (std::to_string(seq) + ".json")));
    CHECK(from_nginx.body == from_edge.body);
    CHECK(from_edge.header("cache-control") == "public, max-age=31536000, immutable");
    CHECK(from_nginx.header("cache-control") == "public, max-age=31536000, immutable");
  }
  for (const auto& [name, port] :
       {std::pair<const char*, int>{"snapedge", world.live->port()}, {"nginx", nginx.port()}}) {
    INFO(name);
    const HttpResult first = snap::test::http_get(port, "/feed/globals/head.json");
    CHECK(first.status == 200);
    CHECK(first.body == *snap::read_file_bytes(folder / "head.json"));
    CHECK(first.header("cache-control") == "public, max-age=1");
    REQUIRE_FALSE(first.header("etag").empty());
    const HttpResult again = snap::test::http_request(port, "GET", "/feed/globals/head.json",
                                                      "If-None-Match: " + first.header("etag") + "\r\n");
    CHECK(again.status == 304);
  }
  // The writer's temporary files are not feed URLs.
  CHECK(nginx.request("GET", "/feed/globals/" + head.at("seq").dump() + ".json.tmp").status == 404);
}

TEST_CASE("a second snapgen feed on the same folder is refused while the first runs", "[feed]") {
  const std::string dir = snap::test::make_temp_dir("feed-lock");
  const std::string db = dir + "/feed.db", snapshots = dir + "/snapshots";
  REQUIRE(snap::test::run_snapgen({"migrate", "--db", db}).exit_code == 0);
  {
    BackgroundProcess writer(snap::test::snapgen_bin(), feed_args(db, snapshots));
    REQUIRE(snap::test::eventually(
        [&] { return std::filesystem::exists(std::filesystem::path(snapshots) / "feed/globals/head.json"); }));
    const auto second = snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots});
    CHECK(second.exit_code == 1);
    CHECK(second.output.find("another snapgen feed writes") != std::string::npos);
    CHECK(writer.stop() == 0);
  }
  CHECK(snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots}).exit_code == 0);
  snap::test::remove_tree(dir);
}

namespace {

// Each file of a folder (names relative to it) with its bytes.
std::map<std::string, std::string> files_of(const std::filesystem::path& folder) {
  std::map<std::string, std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder))
    if (entry.is_regular_file())
      files[std::filesystem::relative(entry.path(), folder).string()] = *snap::read_file_bytes(entry.path());
  return files;
}

}  // namespace

TEST_CASE("rule: scripts/publish-feed sends the feed to an rclone destination, sequences before head: the copy "
          "equals the folder file for file, and followed, a new sequence is there within seconds",
          "[feed][publish][external]") {
  const std::string dir = snap::test::make_temp_dir("feed-publish");
  const std::string db = dir + "/demo.db", snapshots = dir + "/snapshots", dest = dir + "/bucket";
  std::filesystem::copy_file(snap::test::demo_world().db, db);
  const std::string config = dir + "/rclone.conf";  // no remotes: the destination is a folder
  std::ofstream(config).flush();
  ::setenv("RCLONE_CONFIG", config.c_str(), 1);
  REQUIRE(snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots, "--now", snap::test::kFixtureNow})
              .exit_code == 0);
  const std::string script = snap::test::checkout_path("scripts/publish-feed");
  const auto once = snap::test::run_program(script, {snapshots, dest});
  INFO(once.output);
  REQUIRE(once.exit_code == 0);
  const std::filesystem::path folder = std::filesystem::path(snapshots) / "feed/globals";
  const std::filesystem::path copy = std::filesystem::path(dest) / "feed/globals";
  CHECK(files_of(copy) == files_of(folder));

  {
    BackgroundProcess follow(script, {"--follow", snapshots, dest});
    HeadWatcher watcher(copy, true);
    snap::test::write_lines(dir + "/globals.jsonl",
                            {R"({"kind":"globals"})", Json{{"line", kill_lines(0, 1).front()}}.dump()});
    REQUIRE(snap::test::run_snapgen({"import", "--db", db, dir + "/globals.jsonl"}).exit_code == 0);
    REQUIRE(snap::test::run_snapgen({"feed", "--db", db, "--out", snapshots, "--now", snap::test::kFixtureNow})
                .exit_code == 0);
    const std::int64_t newest = Json::parse(*snap::read_file_bytes(folder / "head.json")).at("seq");
    CHECK(snap::test::eventually(
        [&] { return snap::read_file_bytes(copy / "head.json") == snap::read_file_bytes(folder / "head.json"); },
        5000));
    CHECK(std::filesystem::exists(copy / (std::to_string(newest) + ".json")));
    CHECK(follow.stop() == 0);
    CHECK(watcher.broken() == 0);
  }
  CHECK(files_of(copy) == files_of(folder));
  snap::test::remove_tree(dir);
}

namespace {

// The code block of `language` in the live feed's documentation page that begins with `first_line_start`.
std::string documented_follower(const std::string& language, const std::string& first_line_start) {
  const std::string page = *snap::read_file_bytes(snap::test::checkout_path("templates/docs/live-feed.md"));
  const std::string fence = "```" + language + "\n" + first_line_start;
  const size_t start = page.find(fence);
  REQUIRE(start != std::string::npos);
  const size_t body = start + language.size() + 4;
  return page.substr(body, page.find("```", body) - body);
}

}  // namespace

TEST_CASE("the docs' feed followers, in JavaScript and in Python, read every kept sequence through nginx once and "
          "store the last one they read",
          "[feed][docs][external]") {
  const auto& world = snap::test::demo_world();
  snap::test::NginxProcess nginx(world.snapshots, world.live->port());
  const std::filesystem::path folder = std::filesystem::path(world.snapshots) / "feed/globals";
  const Json head = Json::parse(*snap::read_file_bytes(folder / "head.json"));
  size_t globals = 0;
  for (std::int64_t seq = head.at("oldestSeq"); seq <= head.at("seq"); ++seq)
    globals += Json::parse(*snap::read_file_bytes(folder / (std::to_string(seq) + ".json"))).at("globals").size();
  const std::string dir = snap::test::make_temp_dir("feed-followers");
  const std::string base = "http://127.0.0.1:" + std::to_string(nginx.port());
  for (const auto& [program, file, code] :
       {std::tuple<std::string, std::string, std::string>{"node", "follow.mjs", documented_follower("js", "// Node.js")},
        {"python3", "follow.py", documented_follower("python", "# Python 3")}}) {
    INFO(program);
    const std::string work = dir + "/" + program;
    std::filesystem::create_directories(work);
    std::string script = code;
    const std::string placeholder = "https://api.example";
    script.replace(script.find(placeholder), placeholder.size(), base);
    std::ofstream(work + "/" + file) << script;
    // The follower runs until it is stopped: 4 s are enough to read the demo's feed and then wait.
    const auto run = snap::test::run_program(
        "sh", {"-c", "cd '" + work + "' && timeout 4 " + program + " " + file + " > out.txt 2> err.txt; true"});
    INFO(snap::read_file_bytes(work + "/err.txt").value_or(""));
    const std::string out = snap::read_file_bytes(work + "/out.txt").value_or("");
    CHECK(static_cast<size_t>(std::count(out.begin(), out.end(), '\n')) == globals);  // a line a global, each once
    CHECK(snap::read_file_bytes(work + "/feed-seq.txt") == head.at("seq").dump());
  }
  snap::test::remove_tree(dir);
}
