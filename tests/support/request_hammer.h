// request_hammer.h: steady traffic for the tests that break things under load: requests a list of targets in
// turn on a loopback port (an edge's or HAProxy's), one at a time, from a thread of its own, until stopped,
// counting every answer that is not a 200 (a connection that fails counts too).
#pragma once

#include <atomic>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/http_client.h"

namespace snap::test {

class RequestHammer {
 public:
  RequestHammer(int port, std::vector<std::string> targets)
      : thread_([this, port, targets = std::move(targets)] {
          for (size_t i = 0; !stop_; ++i) {
            ++requests_;
            try {
              if (http_get(port, targets[i % targets.size()]).status != 200) ++failures_;
            } catch (const std::exception&) {
              ++failures_;
            }
          }
        }) {}
  ~RequestHammer() { stop(); }
  RequestHammer(const RequestHammer&) = delete;
  RequestHammer& operator=(const RequestHammer&) = delete;

  void stop() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }
  int requests() const { return requests_; }
  int failures() const { return failures_; }

 private:
  std::atomic<bool> stop_{false};
  std::atomic<int> requests_{0}, failures_{0};
  std::thread thread_;
};

}  // namespace snap::test
