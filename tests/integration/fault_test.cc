// fault_test.cc: issue 16's faults, through the real programs: the database missing, held by a long writer,
// replaced under a running edge, damaged or not SQLite at all; the snapshot folder missing or half-written; the
// disk full during a build; import and ingest killed part-way. Each case checks what the user sees (a 503
// problem or a clear stderr line and exit code, the old data still served), that nothing is left corrupt or
// half visible, and that the programs recover by themselves once the fault is gone. Every case works on its own
// copies in a temporary folder.
#include <signal.h>
#include <sys/mount.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/db/database.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/problem_json.h"
#include "tests/support/request_hammer.h"
#include "tests/support/test_worlds.h"

namespace fs = std::filesystem;
using Catch::Matchers::Contains;
using snap::test::EdgeProcess;
using snap::test::HttpResult;
using snap::test::kFixtureNow;
using snap::test::RequestHammer;
using snap::test::run_snapgen;

namespace {

constexpr const char* kProbeGlobal = "/globals/inspect/4";  // a global of the fixture, rendered live, never held
constexpr const char* kSnapshotRoute = "/weapons";          // a snapshot file
// Rendered live on every request (no edge cache holds them), so each one reads the database.
const char* const kLiveRoutes[] = {"/globals/inspect/4", "/search?q=opalo", "/tools/query_globals?minValue=1"};
constexpr const char* kHeldRoute = "/globals?minValue=1";  // rendered live, then held by the edge for 5 s

// A temporary folder, removed with everything in it when the case ends.
struct TempDir {
  std::string path;
  explicit TempDir(const std::string& prefix) : path(snap::test::make_temp_dir(prefix)) {}
  ~TempDir() { snap::test::remove_tree(path); }
  std::string operator/(const std::string& name) const { return path + "/" + name; }
};

// A migrated database holding wiki_fixture.sql, in WAL mode as snapgen migrate, import and ingest leave it.
std::string write_database(const std::string& path) {
  snap::test::write_fixture_database(path, kFixtureNow);
  snap::Database(path, snap::OpenMode::ReadWrite).exec("PRAGMA journal_mode = WAL");
  return path;
}

// The same database in rollback-journal mode, where a writer's exclusive lock shuts readers out until COMMIT.
std::string write_journal_database(const std::string& path) {
  write_database(path);
  snap::Database(path, snap::OpenMode::ReadWrite).exec("PRAGMA journal_mode = DELETE");
  return path;
}

void set_probe_value(const std::string& db_path, int value) {
  snap::Database(db_path, snap::OpenMode::ReadWrite)
      .exec("UPDATE global SET value = " + std::to_string(value) + " WHERE id = 4");
}

double probe_value(const HttpResult& answer) { return answer.json().at("global").at("globalValue").get<double>(); }

std::int64_t count_rows(const std::string& db_path, const std::string& table) {
  return snap::Database(db_path, snap::OpenMode::ReadOnly).scalar_int("SELECT COUNT(*) FROM " + table);
}

std::string integrity_of(const std::string& db_path) {
  snap::Database db(db_path, snap::OpenMode::ReadWrite);  // read-write: a killed writer's WAL is recovered first
  auto check = db.prepare_uncached("PRAGMA integrity_check");
  return check->step() ? check->text(0) : "<no answer>";
}

// Every page between the first quarter and the last quarter of the file overwritten with a fixed pattern: the
// header page stays valid, so the file still opens as SQLite, but the schema and the data it reaches are gone.
void damage_middle_pages(const std::string& path) {
  constexpr std::uintmax_t kPage = 4096;
  const std::uintmax_t pages = fs::file_size(path) / kPage;
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekp(static_cast<std::streamoff>(pages / 4 * kPage));
  for (std::uintmax_t i = 0; i < (pages / 2) * kPage; ++i) file.put(static_cast<char>((i * 131 + 7) & 0xff));
  REQUIRE(file.good());
}

void build_snapshot(const std::string& db, const std::string& out, const std::string& now) {
  const auto result = run_snapgen({"build", "--db", db, "--out", out, "--now", now});
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
}

std::string current_of(const std::string& out) {
  std::error_code error;
  return fs::read_symlink(fs::path(out) / "current", error).string();
}

// The entries of a snapshot folder an interrupted build leaves behind.
int leftovers_in(const std::string& out) {
  int count = 0;
  for (const auto& entry : fs::directory_iterator(out)) {
    const std::string name = entry.path().filename().string();
    count += name.rfind(".building-", 0) == 0 || name == "current.tmp";
  }
  return count;
}

bool alive(const EdgeProcess& edge) { return ::kill(edge.pid(), 0) == 0; }

// snapedge run to its end (or killed by `timeout` after 20 s: then the exit code is 124 and the case fails).
snap::test::CommandResult run_edge_to_exit(const std::string& db) {
  return snap::test::run_program(
      "timeout", {"20", snap::test::snapedge_bin(), "--db", db, "--listen", "127.0.0.1:0", "--threads", "16", "--now", kFixtureNow});
}

// The live routes answer 503 problems whose detail contains `why`, asking again in half a minute (a file an
// operator must put right); the snapshot route is still 200.
void require_live_routes_unavailable(const EdgeProcess& edge, const std::string& why) {
  for (const char* target : kLiveRoutes) {
    INFO(target);
    const HttpResult answer = edge.get(target);
    snap::test::require_problem(answer, 503);
    CHECK_THAT(answer.json().at("detail").get<std::string>(), Contains(why));
    CHECK(answer.header("retry-after") == "30");
  }
  // /mcp says the same, as a JSON-RPC error with the route's status.
  const HttpResult mcp = edge.request(
      "POST", "/mcp", "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n",
      R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"query_globals","arguments":{"minValue":1}}})");
  CHECK(mcp.status == 503);
  CHECK_THAT(mcp.json().at("error").at("message").get<std::string>(), Contains(why));
  CHECK(mcp.header("retry-after") == "30");
  CHECK(edge.get(kSnapshotRoute).status == 200);
  const HttpResult health = edge.get("/healthz");
  CHECK(health.status == 503);
  CHECK(health.json().at("database") == "unavailable");
  CHECK(alive(edge));
}

void require_live_routes_answer(const EdgeProcess& edge) {
  for (const char* target : kLiveRoutes) {
    const HttpResult answer = edge.get(target);
    INFO(target << ": " << answer.body);
    CHECK(answer.status == 200);
  }
  CHECK(edge.get("/healthz").status == 200);
}

}  // namespace

TEST_CASE("fault: snapedge started without its database exits 1 at once, naming the missing file", "[fault]") {
  TempDir dir("fault-missing");
  const auto started = std::chrono::steady_clock::now();
  const auto result = run_edge_to_exit(dir / "nowhere.db");
  INFO(result.output);
  CHECK(result.exit_code == 1);  // README: 1 = could not start (database missing), not a wrong command line
  CHECK_THAT(result.output, Contains("snapedge: --db: File does not exist: " + (dir / "nowhere.db")));
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5));
}

TEST_CASE(
    "fault: a database deleted under a running edge gives 503 problems on live routes while snapshot routes stay "
    "200, and the edge recovers when the file is back",
    "[fault]") {
  TempDir dir("fault-deleted");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  EdgeProcess edge(db, out, kFixtureNow);
  require_live_routes_answer(edge);
  const HttpResult held = edge.get(kHeldRoute);

  fs::rename(db, dir / "away.db");
  require_live_routes_unavailable(edge, "the database cannot be opened or read");
  CHECK_THAT(edge.log(), Contains("cannot open database " + db));
  const HttpResult still_held = edge.get(kHeldRoute);  // the old data, for the rest of its held lifetime
  CHECK(still_held.status == 200);
  CHECK(still_held.body == held.body);

  fs::rename(dir / "away.db", db);
  require_live_routes_answer(edge);
}

TEST_CASE(
    "fault: a long writer holding the database (WAL) does not block the edge's reads, which see the old data until "
    "it commits and the new data right after",
    "[fault]") {
  TempDir dir("fault-writer");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  EdgeProcess edge(db, out, kFixtureNow);
  const double before = probe_value(edge.get(kProbeGlobal));

  snap::Database writer(db, snap::OpenMode::ReadWrite);
  writer.exec("BEGIN EXCLUSIVE");
  writer.exec("UPDATE global SET value = 4242 WHERE id = 4");
  const auto held_since = std::chrono::steady_clock::now();
  for (int round = 0; round < 3; ++round) {  // the writer keeps its lock across many reads
    CHECK(edge.get(kSnapshotRoute).status == 200);
    require_live_routes_answer(edge);
    CHECK(probe_value(edge.get(kProbeGlobal)) == before);  // never the uncommitted value
  }
  // Readers are not queued behind the writer: a reader waiting on the lock would take SQLite's 5 s busy timeout.
  CHECK(std::chrono::steady_clock::now() - held_since < std::chrono::seconds(2));

  writer.exec("COMMIT");
  CHECK(probe_value(edge.get(kProbeGlobal)) == 4242);
  require_live_routes_answer(edge);
}

TEST_CASE(
    "fault: a writer holding a rollback-journal database makes live routes 503 'locked' within their query deadline "
    "while snapshot routes answer, and they answer again once it commits",
    "[fault]") {
  TempDir dir("fault-writer-journal");
  const std::string db = write_journal_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  EdgeProcess edge(db, out, kFixtureNow);
  require_live_routes_answer(edge);  // every connection of the edge's pool opened before the lock

  snap::Database writer(db, snap::OpenMode::ReadWrite);
  writer.exec("BEGIN EXCLUSIVE");  // without WAL, an exclusive lock shuts readers out until COMMIT
  writer.exec("UPDATE global SET value = 4242 WHERE id = 4");
  const auto asked = std::chrono::steady_clock::now();
  const HttpResult locked = edge.get(kProbeGlobal);
  const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - asked);
  INFO("waited " << waited.count() << " ms");
  snap::test::require_problem(locked, 503);
  CHECK_THAT(locked.json().at("detail").get<std::string>(), Contains("locked by a writer"));
  CHECK(locked.header("retry-after") == "1");  // a writer's lock passes
  // The edge's query deadline is 3 s; SQLite's own busy timeout (5 s) no longer decides.
  CHECK(waited > std::chrono::milliseconds(2500));
  CHECK(waited < std::chrono::milliseconds(4500));
  CHECK(locked.header("x-data-version") == "unavailable");
  const auto mcp_asked = std::chrono::steady_clock::now();
  const HttpResult mcp = edge.request(
      "POST", "/mcp", "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n",
      R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"query_globals","arguments":{"minValue":1}}})");
  CHECK(mcp.status == 503);
  CHECK_THAT(mcp.json().at("error").at("message").get<std::string>(), Contains("locked by a writer"));
  CHECK(mcp.header("retry-after") == "1");
  CHECK(std::chrono::steady_clock::now() - mcp_asked < std::chrono::milliseconds(4500));
  CHECK(edge.get(kSnapshotRoute).status == 200);

  writer.exec("COMMIT");
  CHECK(probe_value(edge.get(kProbeGlobal)) == 4242);
  require_live_routes_answer(edge);
}

// The slow-answer lines of an edge's log for `target`.
std::vector<std::string> slow_answer_lines(const EdgeProcess& edge, const std::string& target) {
  std::vector<std::string> lines;
  std::istringstream log(edge.log());
  for (std::string line; std::getline(log, line);)
    if (line.find("slow answer: GET " + target + " ") != std::string::npos) lines.push_back(line);
  return lines;
}

// The milliseconds the line gives after `label` ("waited for a database connection "), or -1.
long long logged_ms(const std::string& line, const std::string& label) {
  const size_t at = line.find(label);
  return at == std::string::npos ? -1 : std::stoll(line.substr(at + label.size()));
}

TEST_CASE(
    "fault: an answer slower than --log-slow-ms is logged with where its time went (waiting for a database "
    "connection, holding one, off a core), and a fast one is not",
    "[fault][log]") {
  TempDir dir("fault-slow-answer");
  const std::string db = write_journal_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  EdgeProcess edge(db, out, kFixtureNow, {"--db-connections", "1", "--log-slow-ms", "300"});
  require_live_routes_answer(edge);  // the pool's one connection opened before the lock

  // A writer holds the file for 800 ms: the first reader holds the pool's one connection waiting for the lock,
  // the second waits for that connection.
  snap::Database writer(db, snap::OpenMode::ReadWrite);
  writer.exec("BEGIN EXCLUSIVE");
  HttpResult holder, waiter;
  std::thread first([&] { holder = edge.get("/globals/inspect/4"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  std::thread second([&] { waiter = edge.get("/globals/inspect/3"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(600));
  writer.exec("COMMIT");
  first.join();
  second.join();
  REQUIRE(holder.status == 200);
  REQUIRE(waiter.status == 200);
  CHECK(edge.get(kSnapshotRoute).status == 200);

  std::vector<std::string> held_lines, waited_lines;
  for (int tries = 0; tries < 100 && (held_lines.empty() || waited_lines.empty()); ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));  // each line is written after its answer
    held_lines = slow_answer_lines(edge, "/globals/inspect/4");
    waited_lines = slow_answer_lines(edge, "/globals/inspect/3");
  }
  REQUIRE(held_lines.size() == 1);
  REQUIRE(waited_lines.size() == 1);
  const std::string& held = held_lines.front();
  const std::string& waited = waited_lines.front();
  INFO(held << "\n" << waited);
  CHECK_THAT(held, Contains(" 200 (route /globals/inspect/{id}) took "));
  CHECK(logged_ms(held, "took ") >= 700);
  CHECK(logged_ms(held, "held one ") >= 700);                          // waiting for the writer's lock
  CHECK(logged_ms(held, "waited for a database connection ") < 100);  // the pool's connection was free
  CHECK(logged_ms(held, "off it ") >= 600);                            // asleep in the busy handler, not on a core
  CHECK(logged_ms(waited, "waited for a database connection ") >= 400);  // behind the first reader
  CHECK(logged_ms(waited, "held one ") < 300);
  CHECK(slow_answer_lines(edge, kSnapshotRoute).empty());  // fast: not logged
  CHECK(slow_answer_lines(edge, "/search?q=opalo").empty());
}

TEST_CASE(
    "fault: a database replaced under a running edge (renamed over) is read from its new file at the next request, "
    "with no failed request while it is swapped",
    "[fault]") {
  TempDir dir("fault-replaced");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  const std::string old_copy = dir / "old.db", new_copy = dir / "new.db";
  fs::copy_file(db, old_copy);
  fs::copy_file(db, new_copy);
  set_probe_value(new_copy, 4242);
  EdgeProcess edge(db, out, kFixtureNow);
  const double before = probe_value(edge.get(kProbeGlobal));
  REQUIRE(before != 4242);

  RequestHammer hammer(edge.port(), {"/globals/inspect/3"});
  for (int swap = 0; swap < 4; ++swap) {  // an operator's deploy: a new file written beside, then renamed over
    const bool to_new = swap % 2 == 0;
    fs::copy_file(to_new ? new_copy : old_copy, dir / "deploy.db", fs::copy_options::overwrite_existing);
    fs::rename(dir / "deploy.db", db);
    INFO("swap " << swap);
    CHECK(probe_value(edge.get(kProbeGlobal)) == (to_new ? 4242 : before));
    CHECK(edge.get("/healthz").status == 200);
  }
  hammer.stop();
  CHECK(hammer.requests() > 0);
  CHECK(hammer.failures() == 0);
  CHECK(alive(edge));
}

TEST_CASE(
    "fault: a damaged database gives 503 problems on live routes and a 503 /healthz while snapshot routes stay 200, "
    "and the edge recovers when a good file is put in its place",
    "[fault]") {
  TempDir dir("fault-damaged");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps", good = dir / "good.db";
  build_snapshot(db, out, kFixtureNow);
  fs::copy_file(db, good);
  damage_middle_pages(db);
  REQUIRE(integrity_of(good) == "ok");

  // The header page is whole, so the edge starts (it checks the schema version only) and then refuses each read.
  EdgeProcess edge(db, out, kFixtureNow);
  require_live_routes_unavailable(edge, "the database is damaged and cannot be read");
  CHECK_THAT(edge.log(), Contains("database disk image is malformed"));

  fs::copy_file(good, dir / "deploy.db");
  fs::rename(dir / "deploy.db", db);
  require_live_routes_answer(edge);
}

TEST_CASE("fault: snapgen build on a damaged database exits 2 saying it is malformed and leaves current where it was",
          "[fault]") {
  TempDir dir("fault-damaged-build");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  const std::string before = current_of(out);
  damage_middle_pages(db);

  const auto result = run_snapgen({"build", "--db", db, "--out", out, "--now", snap::test::fixture_time(86400)});
  INFO(result.output);
  CHECK(result.exit_code == 2);  // README: 2 = SQLite could not read the database
  CHECK_THAT(result.output, Contains("snapgen: sqlite: database disk image is malformed"));
  CHECK(current_of(out) == before);
  CHECK(leftovers_in(out) == 0);
  CHECK(run_snapgen({"verify", out}).exit_code == 0);
}

TEST_CASE("fault: snapgen build, ingest and match on a missing database exit 2 naming the file and write nothing",
          "[fault]") {
  TempDir dir("fault-missing-snapgen");
  const std::string db = dir / "nowhere.db", out = dir / "snaps", log = dir / "chat.log";
  std::ofstream(log) << "";
  const std::vector<std::vector<std::string>> commands = {{"build", "--db", db, "--out", out, "--now", kFixtureNow},
                                                          {"ingest", "--db", db, log},
                                                          {"match", "--db", db}};
  for (const auto& command : commands) {
    const auto result = run_snapgen(command);
    INFO(command[0] << ": " << result.output);
    CHECK(result.exit_code == 2);  // README: 2 = SQLite could not read or write the database
    CHECK_THAT(result.output, Contains("snapgen: cannot open database " + db + ": no such file"));
    CHECK_FALSE(fs::exists(db));  // no empty database left in its place
    CHECK_FALSE(fs::exists(out));
  }
}

TEST_CASE(
    "fault: a file that is not SQLite stops snapedge at start (exit 1) and snapgen build (exit 2), each saying so",
    "[fault]") {
  TempDir dir("fault-not-sqlite");
  const std::string db = dir / "api.db";
  {
    std::ofstream text(db);
    for (int i = 0; i < 500; ++i) text << "this is a log file, not a database\n";
  }
  const auto edge = run_edge_to_exit(db);
  INFO(edge.output);
  CHECK(edge.exit_code == 1);
  CHECK_THAT(edge.output, Contains("snapedge: sqlite: file is not a database"));

  const auto build = run_snapgen({"build", "--db", db, "--out", dir / "snaps", "--now", kFixtureNow});
  INFO(build.output);
  CHECK(build.exit_code == 2);
  CHECK_THAT(build.output, Contains("snapgen: sqlite: file is not a database"));
  CHECK(current_of(dir / "snaps").empty());
}

TEST_CASE(
    "fault: a snapshot folder missing at start or removed while running is answered live (/healthz 503 meanwhile), "
    "and a build into it is served at the next request",
    "[fault]") {
  TempDir dir("fault-no-snapshots");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  EdgeProcess edge(db, out, kFixtureNow);  // `out` does not exist yet
  const HttpResult live = edge.get(kSnapshotRoute);
  CHECK(live.status == 200);
  CHECK(live.header("x-snapshot-version").empty());
  const HttpResult no_version = edge.get("/healthz");
  CHECK(no_version.json().at("snapshotVersion").is_null());
  CHECK(no_version.status == 503);  // out of a balancer's pool while it has no version to serve
  CHECK(no_version.json().at("status") == "degraded");

  build_snapshot(db, out, kFixtureNow);
  const HttpResult served = edge.get_once_switched(kSnapshotRoute, current_of(out));
  CHECK(edge.get("/healthz").status == 200);
  CHECK(served.header("x-snapshot-version") == current_of(out));
  CHECK(served.body == live.body);  // the snapshot law: the file and the live render are the same bytes

  snap::test::remove_tree(out);
  const HttpResult after = edge.get(kSnapshotRoute);
  CHECK(after.status == 200);
  CHECK(after.header("x-snapshot-version").empty());
  CHECK(after.body == live.body);
  CHECK(edge.get("/healthz").status == 503);
  CHECK(alive(edge));
}

TEST_CASE(
    "fault: a half-written snapshot (current without its manifest, a .building folder) is answered live and "
    "reported by verify and status, and the next build repairs it and is served",
    "[fault]") {
  TempDir dir("fault-half-written");
  const std::string db = write_database(dir / "api.db"), out = dir / "snaps";
  build_snapshot(db, out, kFixtureNow);
  const std::string version = current_of(out);
  fs::remove(fs::path(out) / version / "manifest.json");
  fs::create_directories(fs::path(out) / ".building-999999" / "weapons");
  std::ofstream(fs::path(out) / ".building-999999" / "weapons" / "index.json") << "{\"items\":[";

  EdgeProcess edge(db, out, kFixtureNow);
  const HttpResult live = edge.get(kSnapshotRoute);
  CHECK(live.status == 200);
  CHECK(live.header("x-snapshot-version").empty());  // nothing of the broken version or the .building folder
  CHECK(live.json().at("items").size() > 0);
  CHECK_THAT(edge.log(), Contains("snapshot " + version + " has no readable manifest; answering live"));
  const auto verify = run_snapgen({"verify", out});
  CHECK(verify.exit_code == 1);
  const auto status = run_snapgen({"status", out});
  INFO(status.output);
  CHECK(status.exit_code == 1);
  CHECK_THAT(status.output, Contains("BROKEN") && Contains(".building-999999"));

  // The same data and clock give the version the same name: the build must replace the broken folder, not keep it.
  build_snapshot(db, out, kFixtureNow);
  CHECK(current_of(out) == version);
  CHECK(leftovers_in(out) == 0);
  CHECK(run_snapgen({"verify", out}).exit_code == 0);
  const HttpResult served = edge.get_once_switched(kSnapshotRoute, version);
  CHECK(served.header("x-snapshot-version") == version);  // picked up without a restart
  CHECK(served.body == live.body);
}

namespace {

// A tmpfs of `size` mounted on `dir` for as long as it lives (tests run as root on CI).
class SmallDisk {
 public:
  SmallDisk(const std::string& dir, const std::string& size) : dir_(dir) {
    if (::mount("tmpfs", dir.c_str(), "tmpfs", 0, ("size=" + size).c_str()) == 0)
      mounted_ = true;
    else
      error_ = std::strerror(errno);
  }
  ~SmallDisk() {
    if (mounted_) ::umount2(dir_.c_str(), MNT_DETACH);
  }
  bool mounted() const { return mounted_; }
  const std::string& error() const { return error_; }

 private:
  std::string dir_, error_;
  bool mounted_ = false;
};

// Writes `path` until the file system is full.
void fill_disk(const std::string& path) {
  std::ofstream filler(path, std::ios::binary);
  const std::string chunk(64 * 1024, 'x');
  while (filler.write(chunk.data(), static_cast<std::streamsize>(chunk.size())) && filler.flush()) {
  }
}

}  // namespace

TEST_CASE(
    "fault: a disk full during snapgen build exits 1 with the reason, leaves the previous current whole, and the "
    "next build after space is freed succeeds",
    "[fault]") {
  TempDir dir("fault-disk-full");
  const std::string db = write_database(dir / "api.db"), disk = dir / "disk";
  fs::create_directories(disk);
  SmallDisk small(disk, "8m");
  if (!small.mounted()) {
    WARN("skipped: cannot mount a tmpfs on " << disk << " (" << small.error() << "); needs root");
    return;
  }
  const std::string out = disk + "/snaps";
  build_snapshot(db, out, kFixtureNow);
  const std::string before = current_of(out);
  fill_disk(disk + "/filler");

  const std::string later = snap::test::fixture_time(86400);  // a later clock: the stats files change
  const auto full = run_snapgen({"build", "--db", db, "--out", out, "--now", later});
  INFO(full.output);
  CHECK(full.exit_code == 1);
  CHECK_THAT(full.output, Contains("snapgen: cannot write ") && Contains("No space left on device"));
  CHECK(current_of(out) == before);
  CHECK(leftovers_in(out) == 0);
  CHECK(run_snapgen({"verify", out}).exit_code == 0);
  CHECK(run_snapgen({"status", out}).exit_code == 0);
  {
    EdgeProcess edge(db, out, kFixtureNow);
    CHECK(edge.get(kSnapshotRoute).header("x-snapshot-version") == before);
  }

  fs::remove(disk + "/filler");
  build_snapshot(db, out, later);
  CHECK(current_of(out).rfind("20261121T120000Z-", 0) == 0);
  CHECK(run_snapgen({"verify", out}).exit_code == 0);
}

namespace {

constexpr int kImportedGlobals = 60000;

// A globals file for snapgen import (templates/import-formats.md), each record with its own id.
void write_globals_import(const std::string& path) {
  std::ofstream out(path);
  out << "{\"kind\":\"globals\"}\n";
  for (int i = 0; i < kImportedGlobals; ++i) {
    const std::string avatar = "Importer Number" + std::to_string(i % 50);
    const std::string value = std::to_string(50 + i % 400);
    out << "{\"id\":" << 100000 + i << ",\"dateTime\":\"" << snap::test::fixture_time(-86400 + i)
        << "\",\"type\":\"Hunting\",\"avatarName\":\"" << avatar << "\",\"value\":" << value
        << ",\"subject\":\"Atrox Young\",\"message\":\"" << avatar
        << " killed a creature (Atrox Young) with a value of " << value << " PED!\"}\n";
  }
}

constexpr int kLoggedGlobals = 40000, kBatchLines = 2000;

// A chat.log of distinct [Globals] lines, one a second.
void write_chat_log(const std::string& path) {
  std::vector<std::string> lines;
  for (int i = 0; i < kLoggedGlobals; ++i) {
    std::string time = snap::test::fixture_time(-86400 + i);  // "2026-11-19T12:00:00Z" -> "2026-11-19 12:00:00"
    time[10] = ' ';
    time.pop_back();
    lines.push_back(snap::test::globals_line(time, "Hunter Number" + std::to_string(i % 50) +
                                                       " killed a creature (Atrox Young) with a value of " +
                                                       std::to_string(50 + i % 400) + " PED!"));
  }
  snap::test::write_lines(path, lines);
}

// /globals' totalCount comes from the counts the writers keep: it must agree with the rows they wrote.
std::int64_t total_count_served(const std::string& db) {
  EdgeProcess edge(db, "", kFixtureNow);
  return edge.get("/globals").json().at("totalCount").get<std::int64_t>();
}

}  // namespace

TEST_CASE(
    "fault: snapgen import killed part-way leaves an intact database holding all of the import or none, and "
    "running it again records nothing twice",
    "[fault]") {
  TempDir dir("fault-import-killed");
  const std::string db = write_database(dir / "api.db"), file = dir / "globals.jsonl";
  write_globals_import(file);
  const std::int64_t globals = count_rows(db, "global"), avatars = count_rows(db, "avatar");
  const std::vector<std::string> import = {"import", "--db", db, "--now", kFixtureNow, file};

  bool killed_mid_way = false, done = false;
  for (int delay_ms : {20, 80, 200, 400, 700}) {
    killed_mid_way |= snap::test::run_snapgen_killed_after(import, std::chrono::milliseconds(delay_ms));
    INFO("killed after " << delay_ms << " ms");
    REQUIRE(integrity_of(db) == "ok");
    const std::int64_t now_globals = count_rows(db, "global"), now_avatars = count_rows(db, "avatar");
    done = now_globals == globals + kImportedGlobals;
    CHECK((now_globals == globals || done));
    CHECK(now_avatars == (done ? avatars + 50 : avatars));
    if (done) break;
  }
  CHECK(killed_mid_way);
  if (!done) {
    const auto rerun = run_snapgen(import);
    INFO(rerun.output);
    REQUIRE(rerun.exit_code == 0);
  }
  CHECK(count_rows(db, "global") == globals + kImportedGlobals);

  const auto again = run_snapgen(import);  // activity rows are never replaced: the same ids are refused
  CHECK(again.exit_code == 1);
  CHECK_THAT(again.output, Contains("already exists"));
  CHECK(count_rows(db, "global") == globals + kImportedGlobals);
  CHECK(integrity_of(db) == "ok");
  CHECK(total_count_served(db) == globals + kImportedGlobals);
}

TEST_CASE(
    "fault: snapgen ingest killed part-way leaves an intact database holding whole batches only, and running it "
    "again records nothing twice",
    "[fault]") {
  TempDir dir("fault-ingest-killed");
  const std::string db = write_database(dir / "api.db"), log = dir / "chat.log";
  write_chat_log(log);
  const std::int64_t globals = count_rows(db, "global");
  const std::vector<std::string> ingest = {"ingest", "--db",      db, "--batch-lines", std::to_string(kBatchLines),
                                           "--now",  kFixtureNow, log};

  bool killed_mid_way = false, killed_between_batches = false;
  std::int64_t recorded = 0;
  // Each run kills later than the one before, until one is killed with some batches recorded (however slow the
  // build: a sanitizer's snapgen takes several times as long) or a run finishes.
  for (int delay_ms = 50; delay_ms <= 25600 && !killed_between_batches && recorded < kLoggedGlobals; delay_ms *= 2) {
    killed_mid_way |= snap::test::run_snapgen_killed_after(ingest, std::chrono::milliseconds(delay_ms));
    INFO("killed after " << delay_ms << " ms");
    REQUIRE(integrity_of(db) == "ok");
    const std::int64_t now_recorded = count_rows(db, "global") - globals;
    CHECK(now_recorded % kBatchLines == 0);  // a batch is one transaction: all of its lines or none
    CHECK(now_recorded >= recorded);
    recorded = now_recorded;
    killed_between_batches |= recorded > 0 && recorded < kLoggedGlobals;
  }
  CHECK(killed_mid_way);
  CHECK(killed_between_batches);  // else the whole-batch check above had nothing to catch
  const auto rest = run_snapgen(ingest);
  INFO(rest.output);
  REQUIRE(rest.exit_code == 0);
  CHECK(count_rows(db, "global") == globals + kLoggedGlobals);

  const auto again = run_snapgen(ingest);  // a log read again from its start records nothing twice
  REQUIRE(again.exit_code == 0);
  CHECK_THAT(again.output, Contains("lines: 0 globals, ") && Contains(std::to_string(kLoggedGlobals) + " repeated"));
  CHECK(count_rows(db, "global") == globals + kLoggedGlobals);
  CHECK(integrity_of(db) == "ok");
  CHECK(total_count_served(db) == globals + kLoggedGlobals);
}
