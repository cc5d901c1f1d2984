// feed_command.cc: `snapgen feed --db PATH --out SNAPSHOTS [--follow] [--keep-days N] [--globals-per-file N]
// [--now ISO]` keeps the feed of globals (core/feed/README.md): it records the globals written since the newest
// sequence, whoever wrote them (demo, import, ingest, replicate), as new sequences (feed_recorder.h) and writes
// their files under SNAPSHOTS/feed/globals/ (feed_folder.h). Once, or with --follow every 200 ms until SIGTERM or
// SIGINT, at most one new sequence a second. One writer a folder: a second is refused. On a replica, whose
// sequences come from the reading node through the activity log (snapgen replicate), --files-only writes their
// files and records none.
#include <sys/file.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <thread>

#include "core/db/migrations.h"
#include "snapgen/commands.h"
#include "snapgen/feed/feed_folder.h"
#include "snapgen/feed/feed_recorder.h"
#include "snapgen/stop_signal.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

struct FeedOptions {
  std::string db_path;
  std::string out;
  bool follow = false;
  std::string now;
  std::int64_t keep_days = 7;
  std::int64_t globals_per_file = 1000;
  bool files_only = false;
};

constexpr auto kLookEvery = std::chrono::milliseconds(200);
constexpr auto kSequenceEvery = std::chrono::seconds(1);

// The folder's writer lock, held for the process's life (released by the kernel however it ends); beside the
// folder, so the folder holds only what is published.
void lock_folder(const fs::path& folder) {
  const fs::path path = folder.string() + ".lock";
  const int fd = ::open(path.c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0) throw std::runtime_error("cannot open " + path.string());
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0)
    throw std::runtime_error("another snapgen feed writes " + folder.string() + " (it holds " + path.string() + ")");
}

// One look: new sequences recorded and their files written. True when sequences were recorded.
bool keep_feed(Database& db, const fs::path& folder, const FeedOptions& options, const FeedRules& rules,
               FeedFolderCheck check) {
  const UnixTime now = clock_from_option(options.now);
  const FeedRecorded recorded = options.files_only ? FeedRecorded{} : record_feed_sequences(db, now, rules);
  const FeedFilesWritten files = write_feed_files(db, folder, now, check);
  if (recorded.sequences > 0 || recorded.pruned > 0 || files.sequences > 0 || files.removed > 0)
    std::cout << "feed: recorded " << recorded.sequences << " sequences of " << recorded.globals << " globals, pruned "
              << recorded.pruned << "; wrote " << files.sequences << " files, removed " << files.removed << std::endl;
  return recorded.sequences > 0 || files.sequences > 0;
}

void run_feed(const FeedOptions& options) {
  const std::atomic<bool>& stop = stop_on_signals();
  Database db(options.db_path, OpenMode::ReadWrite);
  db.exec("PRAGMA journal_mode = WAL");
  require_current_schema(db);
  const fs::path folder = feed_globals_folder(options.out);
  fs::create_directories(folder);
  lock_folder(folder);
  const FeedRules rules{options.globals_per_file, options.keep_days * 24 * 3600};
  auto next_sequence = std::chrono::steady_clock::now();
  FeedFolderCheck check = FeedFolderCheck::Whole;  // the first look checks every file
  do {
    const auto looked = std::chrono::steady_clock::now();
    if (looked >= next_sequence) {
      try {
        if (keep_feed(db, folder, options, rules, check)) next_sequence = looked + kSequenceEvery;
        check = FeedFolderCheck::SinceHead;
      } catch (const DatabaseError& error) {
        const int primary = error.code() & 0xff;
        if (!options.follow || (primary != SQLITE_BUSY && primary != SQLITE_LOCKED)) throw;
        std::cerr << "snapgen feed: another writer holds the database (" << error.what() << "); looking again"
                  << std::endl;
      }
    }
    if (options.follow) std::this_thread::sleep_for(kLookEvery);
  } while (options.follow && !stop);
}

}  // namespace

void setup_feed_command(CLI::App& app) {
  auto options = std::make_shared<FeedOptions>();
  auto* cmd = app.add_subcommand("feed", "write the feed of globals as immutable files beside the snapshots");
  cmd->add_option("--db", options->db_path, "SQLite database file (migrated to the current schema)")->required();
  cmd->add_option("--out", options->out, "the snapshot folder; the feed goes to its feed/globals/")->required();
  cmd->add_flag("--follow", options->follow, "keep writing new globals' sequences until SIGTERM or SIGINT");
  cmd->add_option("--now", options->now, "the clock, ISO 8601 UTC (default: the real clock, read per look)");
  cmd->add_option("--keep-days", options->keep_days, "days a sequence is kept")
      ->capture_default_str()
      ->check(CLI::Range(1, 3650));
  cmd->add_option("--globals-per-file", options->globals_per_file, "globals a sequence holds at most")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000));
  cmd->add_flag("--files-only", options->files_only,
                "write the files of the sequences the database holds, recording none (a replica: snapgen "
                "replicate brings the reading node's)");
  cmd->callback([options] { run_feed(*options); });
}

}  // namespace snap
