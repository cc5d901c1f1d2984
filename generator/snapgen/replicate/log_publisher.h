// log_publisher.h: publishes every global and trade message the database holds past what the activity log
// (activity_log.h) already holds, in id order, from a thread of its own with its own read-only connection. The
// database is the outbox: on each pass the publisher asks the stream where it ends, so a row committed while
// the stream could not be reached, or while no publisher ran, is published once it can be, and a row is never
// published twice (each message expects the stream's last sequence to be its predecessor's). It notices new
// rows by the database's data version, whoever wrote them (`snapgen ingest`, an import on the reading node).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "snapgen/replicate/activity_log.h"
#include "snapgen/replicate/nats_stream.h"
#include "snapgen/replicate/problem_report.h"

namespace snap {

class LogPublisher {
 public:
  // Connects (NatsError for a malformed URL) and starts publishing; `who` prefixes its messages on stderr.
  LogPublisher(const std::string& db_path, const std::string& url, const ActivityLog& log,
               const std::string& who);
  ~LogPublisher();  // finish()
  LogPublisher(const LogPublisher&) = delete;
  LogPublisher& operator=(const LogPublisher&) = delete;

  // Publishes what is committed by now, if the stream can be reached, and stops.
  void finish();
  std::int64_t published() const { return published_; }

 private:
  void run();
  // One pass: what the stream lacks, up to a round of rows per kind. Returns how many it published.
  size_t publish_round(Database& db);
  void find_stream_end();

  const std::string db_path_;
  const ActivityLog log_;
  ProblemReport report_;  // the publisher's thread alone uses it
  NatsStream nats_;
  // Where the stream ends: its last sequence and the last id of each kind it holds (found each time the
  // publisher starts or a publish fails).
  bool stream_end_known_ = false;
  std::uint64_t last_sequence_ = 0;
  std::map<std::string, std::int64_t> last_ids_;  // kind -> id
  std::map<std::string, std::int64_t> highest_at_start_;  // kind -> the database's highest id when constructed
  std::atomic<std::int64_t> published_{0};
  std::atomic<bool> finishing_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

}  // namespace snap
