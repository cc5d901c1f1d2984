// push_queue.h: what is waiting to be written to one push client (an SSE stream or a hub connection), bounded:
// the publisher never waits for a client, and a client that falls behind by more than the bound (it stopped
// reading, or reads slower than messages come) is cut off instead of holding memory without end. One writer
// thread waits on it; any thread may push. Thread-safe.
//
// The writers of one feed sleep on one PushSignal: the publisher fills every queue of a round, then wakes them
// all with one call. Waking each writer on a condition of its own cost a system call per client, ~100 us each
// on this machine's virtual CPUs: half a second for 5,000 clients (scripts/bench live).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>

namespace snap {

using PushMessage = std::shared_ptr<const std::string>;  // one serialized message, shared by every client

// Wakes every writer waiting on the queues that share it.
class PushSignal {
 public:
  void wake_all();

 private:
  friend class PushQueue;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::uint64_t round_ = 0;
};

class PushQueue {
 public:
  explicit PushQueue(PushSignal& signal, size_t max_bytes = 1 << 20) : signal_(signal), max_bytes_(max_bytes) {}

  // Queues a message without waking the writer (the publisher wakes them all after its round); false when the
  // client is cut off (now or before): the queue would pass its bound.
  bool push(PushMessage message);
  // Queues a message and wakes the writers at once (a message for this client alone).
  bool push_now(PushMessage message);

  // Waits up to `timeout` for messages; moves every queued one into `out` (cleared first). False when the queue
  // was closed or cut off (the writer ends); true otherwise, `out` possibly empty (timed out).
  bool wait(std::deque<PushMessage>& out, std::chrono::milliseconds timeout);

  void close();              // the client left: wait() returns false
  void finish(PushMessage farewell);  // the server stops: wait() hands out what is queued and `farewell`, then false
  bool cut_off() const;      // it fell behind by more than the bound

 private:
  bool has_news() const;  // with signal_.mutex_ held

  PushSignal& signal_;
  const size_t max_bytes_;
  mutable std::mutex mutex_;
  std::deque<PushMessage> messages_;
  size_t bytes_ = 0;
  bool closed_ = false;
  bool finishing_ = false;  // closed_ follows once the queue is drained
  bool cut_off_ = false;
};

}  // namespace snap
