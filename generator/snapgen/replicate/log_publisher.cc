// log_publisher.cc: the publisher's loop: find where the stream ends, publish the rows past it a round at a
// time, then wait for the data version to move; on a failure say so once and try again every second.
#include "snapgen/replicate/log_publisher.h"

#include <algorithm>
#include <optional>

namespace snap {
namespace {

constexpr size_t kRoundRows = 10000;  // rows of each kind per round
constexpr std::chrono::milliseconds kAckWait{5000};
constexpr std::chrono::milliseconds kWatch{50};   // how often the data version is read while idle
constexpr std::chrono::milliseconds kRetry{1000};

std::int64_t id_in(const StreamMessage& message) {
  return Json::parse(message.data).at("id").get<std::int64_t>();
}

}  // namespace

LogPublisher::LogPublisher(const std::string& db_path, const std::string& url, const ActivityLog& log,
                           const std::string& who)
    : db_path_(db_path),
      log_(log),
      report_(who + ": activity log: ", "publishing to " + log.stream + " again"),
      nats_(url, log.stream) {
  // Read before this command records anything: the publisher's thread may reach the stream only after the first
  // batch is committed (a slow NATS connection), and that batch must not count as part of the replicas' seed.
  Database db(db_path_, OpenMode::ReadOnly);
  ReadTransaction snapshot(db);
  for (const std::string& kind : logged_kinds()) highest_at_start_[kind] = highest_logged_id(db, kind);
  thread_ = std::thread([this] { run(); });
}

LogPublisher::~LogPublisher() { finish(); }

void LogPublisher::finish() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    finishing_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

// The stream's last sequence and the last id of each kind on it. A stream without a start marker (new, or
// the marker aged out) gets one: for each kind, the last id the stream holds, or when it holds none the
// database's highest id when this publisher started (the rows up to it are in the copy the replicas were seeded
// with). The id found at that moment instead let a first batch committed meanwhile count as seeded: replicas
// then lacked it (seen once under AddressSanitizer: "ids 50001..50020 are missing here").
void LogPublisher::find_stream_end() {
  nats_.ensure_stream({log_.filter()}, kActivityLogKeeps);
  std::map<std::string, std::optional<std::int64_t>> on_stream;
  for (const std::string& kind : logged_kinds()) {
    const std::optional<StreamMessage> last = nats_.last_message(log_.subject(kind));
    on_stream[kind] = last ? std::optional<std::int64_t>(id_in(*last)) : std::nullopt;
  }
  std::optional<StreamMessage> start = nats_.last_message(log_.start_subject());
  if (!start) {
    Json marker = Json::object();
    for (const std::string& kind : logged_kinds()) marker[kind] = on_stream[kind].value_or(highest_at_start_[kind]);
    start = StreamMessage{log_.start_subject(), marker.dump()};
    nats_.publish_in_order({*start}, nats_.state().last, kAckWait);
  }
  // A marker made before the log carried a kind (feed sequences) counts that kind's rows at this start as seeded.
  const Json marker = Json::parse(start->data);
  for (const std::string& kind : logged_kinds())
    last_ids_[kind] = std::max(marker.value(kind, highest_at_start_[kind]), on_stream[kind].value_or(0));
  last_sequence_ = nats_.state().last;
  stream_end_known_ = true;
}

size_t LogPublisher::publish_round(Database& db) {
  if (!stream_end_known_) find_stream_end();
  std::vector<StreamMessage> messages;
  std::map<std::string, std::int64_t> next_ids = last_ids_;
  {
    ReadTransaction snapshot(db);  // one state of the database: a trade message's avatar comes with it
    for (const std::string& kind : logged_kinds())
      for (const Json& r : logged_records_after(db, kind, last_ids_[kind], kRoundRows)) {
        next_ids[kind] = r.at("id").get<std::int64_t>();
        messages.push_back({log_.subject(kind), r.dump()});
      }
  }
  if (messages.empty()) return 0;
  nats_.publish_in_order(messages, last_sequence_, kAckWait);
  last_sequence_ += messages.size();
  last_ids_ = next_ids;
  published_ += static_cast<std::int64_t>(messages.size());
  return messages.size();
}

void LogPublisher::run() {
  Database db(db_path_, OpenMode::ReadOnly);
  std::int64_t seen_version = -1;
  while (true) {
    const bool last_pass = finishing_;
    try {
      const std::int64_t version = db.scalar_int("PRAGMA data_version");
      if (version != seen_version || !stream_end_known_) {
        while (publish_round(db) > 0) {
        }
        seen_version = version;
      }
      report_("");
    } catch (const std::exception& e) {  // NatsError, or the database busy or replaced
      stream_end_known_ = false;
      report_(e.what());
      if (last_pass) return;
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait_for(lock, kRetry, [this] { return finishing_.load(); });
      continue;
    }
    if (last_pass) return;
    std::unique_lock<std::mutex> lock(mutex_);
    wake_.wait_for(lock, kWatch, [this] { return finishing_.load(); });
  }
}

}  // namespace snap
