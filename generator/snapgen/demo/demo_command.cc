// demo_command.cc: `snapgen demo --db PATH --scale small|medium|large [--seed N] [--now ISO]` writes a
// complete, deterministic demo database. It is written beside PATH and renamed over it at the end, so a
// failed or interrupted run never leaves a half-written database at PATH.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "snapgen/commands.h"
#include "core/db/migrations.h"
#include "snapgen/batch_priority.h"
#include "snapgen/demo/activity/activity_demo.h"
#include "snapgen/demo/wiki/wiki_demo.h"
#include "snapgen/derived/refresh_derived.h"
#include "core/db/dataset_meta.h"
#include "core/problem.h"

namespace snap {
namespace {

struct DemoOptions {
  std::string db_path;
  std::string scale = "small";
  std::uint64_t seed = 1;
  std::string now;
};

void remove_file_set(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::remove((path + suffix).c_str());
}

// Everything into the file at `path`; journal off, since a failed run's file is discarded whole anyway.
void write_demo_database(const std::string& path, const DemoOptions& options, const DemoScale& scale, UnixTime now) {
  Database db(path, OpenMode::Create);
  db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;");
  migrate(db);
  Transaction tx(db);
  DemoRandom rng(options.seed);
  DemoRandom wiki_rng = rng.fork(1), activity_rng = rng.fork(2);
  generate_wiki_demo(db, wiki_rng);
  generate_activity_demo(db, activity_rng, scale, now);
  write_meta(db, "demo", "scale=" + scale.name + " seed=" + std::to_string(options.seed));
  refresh_derived(db, now);
  tx.commit();
  db.exec("PRAGMA journal_mode = WAL; PRAGMA optimize;");
  db.exec("ANALYZE");
}

void run_demo(const DemoOptions& options) {
  const DemoScale scale = demo_scale(options.scale);
  const UnixTime now = clock_from_option(options.now);
  const std::string temp_path = options.db_path + ".building";
  remove_file_set(temp_path);
  const auto started = std::chrono::steady_clock::now();
  try {
    write_demo_database(temp_path, options, scale, now);
  } catch (...) {
    remove_file_set(temp_path);
    throw;
  }
  remove_file_set(options.db_path);
  if (std::rename(temp_path.c_str(), options.db_path.c_str()) != 0)
    throw std::runtime_error("cannot move " + temp_path + " to " + options.db_path);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << "demo database " << options.db_path << " (scale " << scale.name << ", seed " << options.seed
            << ", now " << format_iso8601(now) << ") written in " << seconds << " s\n";
}

}  // namespace

void setup_demo_command(CLI::App& app) {
  auto options = std::make_shared<DemoOptions>();
  auto* cmd = app.add_subcommand("demo", "write a deterministic demo database");
  cmd->add_option("--db", options->db_path, "SQLite database file to (re)create")->required();
  cmd->add_option("--scale", options->scale, "small (~50k globals), medium (~1M) or large (~10M)")
      ->capture_default_str()
      ->check(CLI::IsMember({"small", "medium", "large"}));
  cmd->add_option("--seed", options->seed, "random seed; the same seed gives the same database")
      ->capture_default_str();
  cmd->add_option("--now", options->now,
                  "the clock, ISO 8601 UTC (default: the real clock); data spans two years up to it");
  run_as_batch_work(cmd, BatchWork::Bulk);
  cmd->callback([options] { run_demo(*options); });
}

}  // namespace snap
