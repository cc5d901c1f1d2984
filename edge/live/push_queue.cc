// push_queue.cc: a byte-bounded deque under its own mutex; writers sleep on their feed's shared signal.
#include "edge/live/push_queue.h"

namespace snap {

void PushSignal::wake_all() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ++round_;
  }
  wake_.notify_all();
}

bool PushQueue::push(PushMessage message) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closed_ || finishing_) return false;
  if (bytes_ + message->size() > max_bytes_) {
    cut_off_ = closed_ = true;
    messages_.clear();
    bytes_ = 0;
    return false;
  }
  bytes_ += message->size();
  messages_.push_back(std::move(message));
  return true;
}

bool PushQueue::push_now(PushMessage message) {
  const bool kept = push(std::move(message));
  signal_.wake_all();
  return kept;
}

bool PushQueue::has_news() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return closed_ || !messages_.empty();
}

bool PushQueue::wait(std::deque<PushMessage>& out, std::chrono::milliseconds timeout) {
  out.clear();
  {
    std::unique_lock<std::mutex> sleeping(signal_.mutex_);
    signal_.wake_.wait_for(sleeping, timeout, [&] { return has_news(); });
  }
  std::lock_guard<std::mutex> lock(mutex_);
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
  signal_.wake_all();
}

void PushQueue::close() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closed_ = true;
  }
  signal_.wake_all();
}

bool PushQueue::cut_off() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cut_off_;
}

}  // namespace snap
