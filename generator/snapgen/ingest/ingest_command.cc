// ingest_command.cc: `snapgen ingest --db PATH [--follow] [--now ISO] [--batch-lines N] [--publish URL] FILE|-`
// records the globals and trade messages of a chat.log (line_ingester.h), a batch of lines per transaction;
// with --follow it keeps reading what the game appends until SIGTERM or SIGINT, which end it after the batch in
// hand. With --publish it also feeds the activity log that replicas record (replicate/log_publisher.h).
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include "core/clock.h"
#include "core/db/migrations.h"
#include "snapgen/batch_priority.h"
#include "snapgen/commands.h"
#include "snapgen/ingest/chat_log_source.h"
#include "snapgen/ingest/line_ingester.h"
#include "snapgen/replicate/log_publisher.h"
#include "snapgen/stop_signal.h"

namespace snap {
namespace {

struct IngestOptions {
  std::string db_path;
  std::string input;
  bool follow = false;
  std::string now;
  size_t batch_lines = 50000;
  std::string publish_url;  // the activity log's NATS server, when this node feeds replicas
  std::string stream = kDefaultActivityStream;
};

// One batch recorded. Following, a batch that finds another writer holding the database past SQLite's 5 s wait
// is recorded again once that writer lets go: its transaction was rolled back whole and its lines are still in
// hand. Measured: on a machine whose cores an edge kept busy, a build's rebuild of the standings (0.5 s of work)
// held the write lock for 7 s and more, and the follower ended ("database is locked") while the chat log grew.
// A one-shot ingest still fails (exit 2), for its caller to run it again.
// nullopt: stopped while waiting (the batch is read again at the next start, which records nothing twice).
std::optional<IngestCounts> record_batch(Database& db, const std::vector<std::string>& lines,
                                         const IngestOptions& options, const std::atomic<bool>& stop) {
  for (;;) {
    try {
      // --now fixes the clock for tests and replays; otherwise each batch reads the real clock.
      return ingest_lines(db, lines, clock_from_option(options.now));
    } catch (const DatabaseError& error) {
      const int primary = error.code() & 0xff;
      if (!options.follow || (primary != SQLITE_BUSY && primary != SQLITE_LOCKED)) throw;
      std::cerr << "snapgen: another writer holds the database (" << error.what() << "); recording the batch of "
                << lines.size() << " lines again in 1 s" << std::endl;
      for (int tenth = 0; tenth < 10; ++tenth) {
        if (stop) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
  }
}

void run_ingest(const IngestOptions& options) {
  Database db(options.db_path, OpenMode::ReadWrite);
  db.exec("PRAGMA journal_mode = WAL");
  // A batch's commit does not wait for the disk (WAL mode keeps the file consistent; a power cut may drop the last
  // batches): ingest reads its log from the start at every start and records nothing twice, so a restart
  // records them again. Saves the fsync of each batch's pages (15.4 -> 14.3 s for 200,000 globals at 10M).
  db.exec("PRAGMA synchronous = NORMAL");
  require_current_schema(db);
  const std::atomic<bool>& stop = stop_on_signals();
  std::unique_ptr<LogPublisher> publisher;
  if (!options.publish_url.empty())
    publisher = std::make_unique<LogPublisher>(options.db_path, options.publish_url,
                                               activity_log_named(options.stream), "snapgen ingest");
  ChatLogSource source(options.input, options.follow);
  IngestCounts total;
  std::vector<std::string> lines;
  auto last_report = std::chrono::steady_clock::now();
  while (source.next_batch(lines, options.batch_lines, stop)) {
    const std::optional<IngestCounts> recorded = record_batch(db, lines, options, stop);
    if (!recorded) break;
    const IngestCounts& batch = *recorded;
    total.add(batch);
    // Following, a line per batch that recorded something (at most one every 5 s otherwise), for the log.
    if (options.follow && (batch.globals + batch.trade_messages > 0 ||
                           std::chrono::steady_clock::now() - last_report > std::chrono::seconds(5))) {
      std::cout << "ingested " << describe(batch) << std::endl;
      last_report = std::chrono::steady_clock::now();
    }
  }
  std::cout << "ingested " << describe(total) << "\n";
  if (publisher) {
    publisher->finish();
    std::cout << "published " << publisher->published() << " records to " << options.stream << "\n";
  }
}

}  // namespace

void setup_ingest_command(CLI::App& app) {
  auto options = std::make_shared<IngestOptions>();
  auto* cmd = app.add_subcommand("ingest", "record the globals and trade messages of a chat.log (or of stdin)");
  cmd->add_option("--db", options->db_path, "SQLite database file (migrated to the current schema)")->required();
  cmd->add_flag("--follow", options->follow, "keep reading what is appended to FILE until SIGTERM or SIGINT");
  cmd->add_option("--now", options->now, "the clock, ISO 8601 UTC (default: the real clock, read per batch)");
  cmd->add_option("--batch-lines", options->batch_lines, "lines recorded per transaction at most")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--publish", options->publish_url,
                  "also publish every recorded global and trade message to the activity log on this NATS "
                  "server (nats://HOST:PORT), for replicas (snapgen replicate)");
  cmd->add_option("--stream", options->stream, "the activity log's JetStream stream")->capture_default_str();
  cmd->add_option("input", options->input, "the chat.log file, or - for standard input")->required();
  run_as_batch_work(cmd, BatchWork::KeepsUp);
  cmd->callback([options] { run_ingest(*options); });
}

}  // namespace snap
