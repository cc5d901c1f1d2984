// main.cc: snapedge, the edge server: serves the current snapshot and renders everything else live from a
// read-only SQLite database. Stops cleanly on SIGTERM or SIGINT, finishing requests in flight.
#include <civetweb.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>
#include <vector>

#include "core/db/database.h"
#include "core/freed_memory.h"
#include "core/db/migrations.h"
#include "edge/server.h"
#include "edge/sqlite_block_cache.h"

namespace {

std::atomic<bool> g_stop{false};

void request_stop(int) { g_stop = true; }

void install_signal_handlers() {
  struct sigaction action {};
  action.sa_handler = request_stop;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, nullptr);
  sigaction(SIGINT, &action, nullptr);
  signal(SIGPIPE, SIG_IGN);
}

// Written whole, then renamed: a test waiting on the file never reads half a port number.
void write_ready_file(const std::string& path, int port) {
  const std::string temp = path + ".tmp";
  std::ofstream(temp) << port << "\n";
  std::filesystem::rename(temp, path);
}

// Each open connection is a file descriptor: the soft limit (often 1,024) is raised to the hard one, and the
// workers must fit under it with room for the database and snapshot files.
void raise_open_file_limit(int threads) {
  rlimit limit{};
  getrlimit(RLIMIT_NOFILE, &limit);
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
  constexpr rlim_t kSpareFiles = 256;
  if (limit.rlim_cur != RLIM_INFINITY && static_cast<rlim_t>(threads) + kSpareFiles > limit.rlim_cur)
    throw std::runtime_error("--threads " + std::to_string(threads) + " needs " + std::to_string(threads + kSpareFiles) +
                             " open files, but this process may open " + std::to_string(limit.rlim_cur) +
                             " (ulimit -n)");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"snapedge: the API's edge server"};
  std::string db_path, snapshots, now, clock_file, ready_file;
  size_t memory_mb = 512;
  bool no_access_log = false;
  std::string log_format = "text";
  int tool_calls_per_minute = 60;
  std::vector<std::string> trusted_proxies;
  snap::ServerOptions server_options;
  snap::EdgeConfig config;
  app.add_option("--db", db_path, "SQLite database (opened read-only)")->required();
  app.add_option("--snapshots", snapshots, "snapshot folder written by snapgen build (serves its `current`)");
  app.add_option("--listen", server_options.listen, "HOST:PORT to listen on; port 0 picks a free one")
      ->capture_default_str();
  app.add_option("--threads", server_options.threads,
                 "worker threads = most connections open at once (each open connection holds one)")
      ->capture_default_str()->check(CLI::Range(8, 16384));
  app.add_option("--connections-per-address", server_options.connections_per_address,
                 "open connections one address may hold; its newest beyond this are shut down within 0.1 s "
                 "(a second with thousands open); trusted proxies are exempt")
      ->capture_default_str()->check(CLI::Range(1, 16384));
  app.add_option("--keep-alive-timeout-ms", server_options.keep_alive_timeout_ms,
                 "an idle keep-alive connection is closed after this")
      ->capture_default_str()->check(CLI::Range(100, 600000));
  app.add_option("--request-timeout-ms", server_options.request_timeout_ms,
                 "a request's head must arrive within this; a write blocked this long gives up")
      ->capture_default_str()->check(CLI::Range(100, 600000));
  app.add_option("--push-clients", config.push_clients,
                 "hub and /stream/globals clients held at once (each holds a worker; a quarter of --threads, at most "
                 "1,000, is kept for ordinary requests)")
      ->capture_default_str()->check(CLI::Range(0, 16384));
  auto render_slice_us = static_cast<int>(config.render_slice.count());
  app.add_option("--render-slice-us", render_slice_us,
                 "kernel time slice of a thread while it renders a live answer (Linux 6.12+), microseconds; 0: the "
                 "kernel's own")
      ->capture_default_str()->check(CLI::Range(0, 0) | CLI::Range(100, 100000));
  app.add_option("--db-connections", config.db_connections, "read-only database connections shared by the workers")
      ->capture_default_str()->check(CLI::Range(1, 256));
  app.add_option("--memory-mb", memory_mb, "snapshot file bodies held in memory, MiB per version")
      ->capture_default_str()->check(CLI::Range(1, 1 << 20));
  auto* now_option = app.add_option("--now", now, "fixed clock, ISO 8601 UTC (default: the real clock)");
  app.add_option("--clock-file", clock_file, "read the clock from this file (ISO 8601 UTC) on every request; "
                                             "for tests and replays")->excludes(now_option);
  app.add_option("--tool-calls-per-minute", tool_calls_per_minute,
                 "tool budget per caller and rolling minute, shared by POST /mcp and GET /tools/{name}; kept per "
                 "snapedge instance")
      ->capture_default_str()->check(CLI::Range(1, 1000000000));
  app.add_option("--trusted-proxy", trusted_proxies,
                 "a proxy address (repeatable): a request from it spends the budget of the right-most "
                 "X-Forwarded-For address that is not a trusted proxy");
  app.add_option("--follower-status", config.follower_status,
                 "the status file of the `snapgen replicate` keeping --db current (its --status-file): /healthz "
                 "answers 503 while that follower is silent or far behind the activity log");
  app.add_flag("--no-access-log", no_access_log, "write no access-log lines");
  app.add_option("--log-format", log_format,
                 "access-log lines as text (time client \"METHOD target\" status bytes ms) or json (one object a "
                 "line: time, remote, method, target, status, bytes, ms)")
      ->capture_default_str()->check(CLI::IsMember({"text", "json"}));
  auto slow_answer_ms = static_cast<int>(server_options.slow_answer.count());
  app.add_option("--log-slow-ms", slow_answer_ms,
                 "an answer that took this long or longer gets a line on stderr saying where its time went (waiting "
                 "for a database connection, holding one, on a core and off it); 0: none")
      ->capture_default_str()->check(CLI::Range(0, 3600000));
  app.add_option("--ready-file", ready_file, "write the bound port here once listening");
  app.footer(
      "Exit codes: 0 stopped by SIGTERM or SIGINT; 1 could not start (stderr says why: database missing or of an "
      "older schema, port in use); 100-127 a wrong command line or config file (CLI11's codes).");
  app.set_config("--config", "",
                 "read options from this TOML file, one `name = value` per line with the long option's name "
                 "(`db = \"/srv/api.db\"`, `threads = 4000`, `trusted-proxy = [\"10.0.0.1\"]`); the command line wins");
  app.allow_config_extras(CLI::config_extras_mode::error);  // a misspelt option in the file is an error
  CLI11_PARSE(app, argc, argv);
  snap::keep_freed_memory_for_reuse();
  snap::SqliteBlockCache::install();  // before SQLite's first use; nothing has used it yet

  try {
    // Checked here rather than by CLI11 (whose code would be 105, "a wrong command line"): a missing database
    // is a start that failed, exit 1, as the footer and README's exit codes say.
    if (!std::filesystem::exists(db_path)) throw std::runtime_error("--db: File does not exist: " + db_path);
    config.db_path = db_path;
    config.tool_calls_per_minute = tool_calls_per_minute;
    config.trusted_proxies = trusted_proxies;
    config.render_slice = std::chrono::microseconds(render_slice_us);
    if (!now.empty()) config.clock = snap::EdgeClock::fixed(snap::clock_from_option(now));
    if (!clock_file.empty()) config.clock = snap::EdgeClock::from_file(clock_file);
    server_options.slow_answer = std::chrono::milliseconds(slow_answer_ms);
    server_options.access_log =
        no_access_log ? snap::AccessLog::None : log_format == "json" ? snap::AccessLog::Json : snap::AccessLog::Text;
    server_options.exempt_addresses = trusted_proxies;
    raise_open_file_limit(server_options.threads);
    // Push clients hold their workers for life: a share of the workers (a quarter, at most 1,000) stays free
    // for ordinary requests whatever --push-clients says.
    config.push_clients = std::min(config.push_clients,
                                   server_options.threads - std::min(1000, server_options.threads / 4));
    {
      snap::Database check(db_path, snap::OpenMode::ReadOnly);  // fail at start, not on the first request
      snap::require_current_schema(check);
    }
    std::unique_ptr<snap::SnapshotStore> store;
    if (!snapshots.empty()) store = std::make_unique<snap::SnapshotStore>(snapshots, memory_mb << 20);
    const snap::Dispatcher dispatcher(snap::all_routes(), config, store.get());
    mg_init_library(0);
    install_signal_handlers();
    {
      snap::Server server(dispatcher, server_options);
      const int port = server.ports().empty() ? 0 : server.ports().front();
      std::cerr << "snapedge: listening on port " << port << "\n";
      if (!ready_file.empty()) write_ready_file(ready_file, port);
      while (!g_stop) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      std::cerr << "snapedge: stopping\n";
    }
    mg_exit_library();
  } catch (const std::exception& e) {
    std::cerr << "snapedge: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
