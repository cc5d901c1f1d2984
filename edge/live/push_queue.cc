// push_queue.cc: a byte-bounded deque under one mutex.
#include "edge/live/push_queue.h"

namespace snap {

bool PushQueue::push(PushMessage message) {
  bool kept = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (closed_ || finishing_) return false;
    if (bytes_ + message->size() > max_bytes_) {
      cut_off_ = closed_ = true;
      messages_.clear();
      bytes_ = 0;
    } else {
      bytes_ += message->size();
      messages_.push_back(std::move(message));
      kept = true;
    }
  }
  ready_.notify_one();
  return kept;
}

bool PushQueue::wait(std::deque<PushMessage>& out, std::chrono::milliseconds timeout) {
  out.clear();
  std::unique_lock<std::mutex> lock(mutex_);
  ready_.wait_for(lock, timeout, [&] { return closed_ || !messages_.empty(); });
  if (closed_) return false;
  out.swap(messages_);
  bytes_ = 0;
  if (finishing_) closed_ = true;
  return true;
}

void PushQueue::finish(PushMessage farewell) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (closed_ || finishing_) return;
    finishing_ = true;
    messages_.push_back(std::move(farewell));
  }
  ready_.notify_all();
}

void PushQueue::close() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closed_ = true;
  }
  ready_.notify_all();
}

bool PushQueue::cut_off() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cut_off_;
}

}  // namespace snap
