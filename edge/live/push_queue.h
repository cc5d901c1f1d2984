// push_queue.h: what is waiting to be written to one push client (an SSE stream or a hub connection), bounded:
// the publisher never waits for a client, and a client that falls behind by more than the bound (it stopped
// reading, or reads slower than messages come) is cut off instead of holding memory without end. One writer
// thread waits on it; any thread may push. Thread-safe.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <string>

namespace snap {

using PushMessage = std::shared_ptr<const std::string>;  // one serialized message, shared by every client

class PushQueue {
 public:
  explicit PushQueue(size_t max_bytes = 1 << 20) : max_bytes_(max_bytes) {}

  // Queues a message; false when the client is cut off (now or before): the queue would pass its bound.
  bool push(PushMessage message);

  // Waits up to `timeout` for messages; moves every queued one into `out` (cleared first). False when the queue
  // was closed or cut off (the writer ends); true otherwise, `out` possibly empty (timed out).
  bool wait(std::deque<PushMessage>& out, std::chrono::milliseconds timeout);

  void close();              // the client left: wait() returns false
  void finish(PushMessage farewell);  // the server stops: wait() hands out what is queued and `farewell`, then false
  bool cut_off() const;      // it fell behind by more than the bound

 private:
  const size_t max_bytes_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<PushMessage> messages_;
  size_t bytes_ = 0;
  bool closed_ = false;
  bool finishing_ = false;  // closed_ follows once the queue is drained
  bool cut_off_ = false;
};

}  // namespace snap
