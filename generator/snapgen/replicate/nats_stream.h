// nats_stream.h: the one file that speaks to NATS JetStream (cnats, Debian's libnats-dev 3.4): a connection
// that reconnects by itself, a stream made when missing, the newest message of a subject, publishing a run of
// messages in order, and a durable pull consumer. Every failure is a NatsError naming what failed.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct __natsConnection;
struct __jsCtx;
struct __natsSubscription;
struct __natsMsg;

namespace snap {

class NatsError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct StreamMessage {
  std::string subject;
  std::string data;
};

struct StreamState {
  std::uint64_t first = 0;  // the oldest sequence still held (older ones aged out)
  std::uint64_t last = 0;   // 0 when the stream never held a message
};

// A message a consumer fetched; ack() after what it carries is committed.
class FetchedMessage {
 public:
  explicit FetchedMessage(__natsMsg* msg) : msg_(msg) {}
  ~FetchedMessage();
  FetchedMessage(FetchedMessage&& other) noexcept : msg_(other.msg_) { other.msg_ = nullptr; }
  FetchedMessage(const FetchedMessage&) = delete;
  FetchedMessage& operator=(const FetchedMessage&) = delete;
  FetchedMessage& operator=(FetchedMessage&&) = delete;

  std::string subject() const;
  std::string data() const;
  std::uint64_t sequence() const;  // the message's place in the stream
  std::uint64_t pending() const;   // messages the stream holds for the consumer after this one
  void ack();  // throws NatsError

 private:
  __natsMsg* msg_;
};

class NatsStream {
 public:
  // Connects to `url` (nats://HOST:PORT, or several separated by commas); while the server cannot be reached
  // the connection keeps trying in the background and each call fails with NatsError. `stream` is the
  // JetStream stream's name.
  NatsStream(const std::string& url, std::string stream);
  ~NatsStream();
  NatsStream(const NatsStream&) = delete;
  NatsStream& operator=(const NatsStream&) = delete;

  const std::string& name() const { return stream_; }

  // Makes the stream (file storage, messages kept `max_age`) over `subjects` unless it exists. Only the
  // publisher calls it: nats-server 2.9 answers a second maker as soon as the first has named the stream, before
  // its storage exists, and a message read in that moment crashes the server (v2.9.10, stream.go: the stream is
  // registered before setupStore; jetstream_api.go jsMsgGetRequest reads mset.store unchecked).
  void ensure_stream(const std::vector<std::string>& subjects, std::chrono::hours max_age);

  // The stream's first and last sequence; NatsError saying so when it does not exist yet.
  StreamState state();

  // The newest message the stream holds on `subject`, nullopt when it holds none.
  std::optional<StreamMessage> last_message(const std::string& subject);

  // Publishes `messages` in their order, the first expecting the stream's last sequence to be `after_sequence`
  // (0: the stream is empty, so the first is published alone) and each later one its predecessor: the stream never stores a message unless every one
  // before it is stored just before it, whoever else publishes and whatever is retried. Waits up to `wait`
  // for every acknowledgement; NatsError when any is refused or missing.
  void publish_in_order(const std::vector<StreamMessage>& messages, std::uint64_t after_sequence,
                        std::chrono::milliseconds wait);

 private:
  friend class NatsConsumer;
  std::string stream_;
  std::atomic<int> refused_{0};  // asynchronous publishes refused or unanswered, counted on cnats' thread
  __natsConnection* connection_ = nullptr;
  __jsCtx* js_ = nullptr;
};

// A durable pull consumer of every subject under `filter` (e.g. "snap_activity.>"), made anew from
// `start_sequence` on (the reader keeps its own place: an earlier consumer of the name is replaced), in order,
// acknowledged one message at a time.
class NatsConsumer {
 public:
  NatsConsumer(NatsStream& stream, const std::string& durable, const std::string& filter, int max_batch,
               std::uint64_t start_sequence);
  ~NatsConsumer();
  NatsConsumer(const NatsConsumer&) = delete;
  NatsConsumer& operator=(const NatsConsumer&) = delete;

  // Up to the batch size of messages, waiting up to `wait` for them; empty when none came.
  std::vector<FetchedMessage> fetch(std::chrono::milliseconds wait);

 private:
  __natsSubscription* subscription_ = nullptr;
  int max_batch_;
};

}  // namespace snap
