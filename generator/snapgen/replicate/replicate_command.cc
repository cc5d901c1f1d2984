// replicate_command.cc: `snapgen replicate --db PATH --from nats://HOST:PORT --consumer NAME [--once]` keeps a
// replica's database current from the activity log (activity_log.h), once the reading node's publisher has
// made its stream, through a durable JetStream consumer of its own, made at each start (and after each failure) to deliver from the replica's own position: each
// fetched batch is recorded in one transaction with that position (log_recorder.h), so a crash, a restart of
// either side or a redelivery records nothing twice, loses nothing and keeps the stream's order. Runs until
// SIGTERM or SIGINT; with --once it stops when the stream has nothing more for it.
#include <chrono>
#include <iostream>
#include <memory>
#include <thread>

#include "core/clock.h"
#include "core/db/migrations.h"
#include "core/follower_status.h"
#include "snapgen/commands.h"
#include "snapgen/replicate/log_recorder.h"
#include "snapgen/replicate/nats_stream.h"
#include "snapgen/replicate/problem_report.h"
#include "snapgen/stop_signal.h"

namespace snap {
namespace {

struct ReplicateOptions {
  std::string db_path;
  std::string url;
  std::string stream = kDefaultActivityStream;
  std::string consumer;
  int batch = 10000;
  std::string now;
  bool once = false;
  std::string status_file;  // core/follower_status.h, for the snapedge beside it
};

// Writes the follower's status file at most once a second (core/follower_status.h).
class StatusReport {
 public:
  explicit StatusReport(std::string path) : path_(std::move(path)) {}
  void operator()(std::optional<std::int64_t> behind) {
    const UnixTime now = real_now();
    if (path_.empty() || now == written_at_) return;
    if (!write_follower_status(path_, {now, behind}))
      std::cerr << "snapgen replicate: cannot write " << path_ << std::endl;
    written_at_ = now;
  }

 private:
  std::string path_;
  UnixTime written_at_ = 0;
};

constexpr std::chrono::milliseconds kFetchWait{250};
constexpr std::chrono::milliseconds kRetry{1000};

void pause_unless_stopped(const std::atomic<bool>& stop) {
  for (auto waited = std::chrono::milliseconds(0); waited < kRetry && !stop; waited += std::chrono::milliseconds(50))
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

// A consumer delivering from just after the replica's position. Throws std::runtime_error when the stream no
// longer holds that message (the replica was away longer than the log keeps): it must be seeded again. The
// stream is the publisher's to make (NatsStream::ensure_stream says why): until it exists, state() throws.
std::unique_ptr<NatsConsumer> consumer_from_position(NatsStream& nats, const ActivityLog& log, Database& db,
                                                     const ReplicateOptions& options) {
  const StreamState state = nats.state();
  std::uint64_t position = recorded_position(db);
  if (position > state.last) {
    std::cerr << "snapgen replicate: the stream ends at " << state.last << " but this replica recorded through "
              << position << ": a new stream, read from its start" << std::endl;
    forget_position(db);
    position = 0;
  }
  if (state.last > 0 && position + 1 < state.first)
    throw std::runtime_error("the activity log no longer holds messages " + std::to_string(position + 1) + ".." +
                             std::to_string(state.first - 1) +
                             " (kept " + std::to_string(kActivityLogKeeps.count() / 24) +
                             " days): seed this replica again with a copy of the reading node's database");
  return std::make_unique<NatsConsumer>(nats, options.consumer, log.filter(), options.batch, position + 1);
}

void run_replicate(const ReplicateOptions& options) {
  Database db(options.db_path, OpenMode::ReadWrite);
  db.exec("PRAGMA journal_mode = WAL");
  require_current_schema(db);
  const ActivityLog log = activity_log_named(options.stream);
  const std::atomic<bool>& stop = stop_on_signals();
  NatsStream nats(options.url, log.stream);
  ProblemReport report("snapgen replicate: ", "the activity log answers again");
  StatusReport status(options.status_file);
  std::unique_ptr<NatsConsumer> consumer;
  ReplicaCounts total;
  while (!stop) {
    std::vector<FetchedMessage> fetched;
    try {
      if (!consumer) consumer = consumer_from_position(nats, log, db, options);
      fetched = consumer->fetch(kFetchWait);
      report("");
    } catch (const NatsError& e) {
      report(e.what());
      status(std::nullopt);
      consumer.reset();  // made again from the replica's position once the server answers
      pause_unless_stopped(stop);
      continue;
    }
    if (fetched.empty()) {
      status(0);
      if (options.once) break;
      continue;
    }
    std::vector<LoggedMessage> messages;
    messages.reserve(fetched.size());
    for (const FetchedMessage& m : fetched) messages.push_back({m.sequence(), m.subject(), m.data()});
    const ReplicaCounts batch = record_logged(db, log, messages, clock_from_option(options.now));
    total.add(batch);
    if (batch.globals + batch.trade_messages > 0) std::cout << "replicated " << describe(batch) << std::endl;
    status(static_cast<std::int64_t>(fetched.back().pending()));
    if (batch.gap) {  // a message went missing on its way (a redelivery overtaken): start again after the last
      consumer.reset();
      continue;
    }
    // Committed with its position: acknowledgements only keep the server's count of what is pending right.
    try {
      for (FetchedMessage& m : fetched) m.ack();
    } catch (const NatsError& e) {
      report(e.what());
    }
  }
  std::cout << "replicated in all " << describe(total) << "\n";
}

}  // namespace

void setup_replicate_command(CLI::App& app) {
  auto options = std::make_shared<ReplicateOptions>();
  auto* cmd = app.add_subcommand(
      "replicate", "keep a replica's database current from the activity log the reading node publishes");
  cmd->add_option("--db", options->db_path, "the replica's SQLite database (a copy of the reading node's)")
      ->required();
  cmd->add_option("--from", options->url, "the NATS server holding the activity log (nats://HOST:PORT)")
      ->required();
  cmd->add_option("--stream", options->stream, "the activity log's JetStream stream")->capture_default_str();
  cmd->add_option("--consumer", options->consumer,
                  "this replica's durable consumer name, one per replica (made anew from the replica's own place at each start)")
      ->required();
  cmd->add_option("--batch", options->batch, "messages recorded per transaction at most")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--now", options->now, "the clock, ISO 8601 UTC (default: the real clock, read per batch)");
  cmd->add_flag("--once", options->once, "stop when the stream has nothing more for this consumer");
  cmd->add_option("--status-file", options->status_file,
                  "write how current the replica is here every second, for snapedge --follower-status");
  cmd->callback([options] { run_replicate(*options); });
}

}  // namespace snap
