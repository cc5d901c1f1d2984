// slow_clients.h: connections that hold an edge's workers the way careless or hostile clients do, for the
// connection-capacity test and `scripts/bench live`: idle (one keep-alive request, then silence), trickling
// (a request head sent a byte at a time, never finished) and silent (connect, send nothing). Each runs from a
// chosen loopback source address (127.0.0.0/8 is all loopback on Linux), so limits per address can be tested.
// A client the server closes is opened again at once when `reconnect` is set, as a hostile client would.
#pragma once

#include <atomic>
#include <string>
#include <thread>
#include <vector>

namespace snap::test {

enum class SlowKind { Idle, Trickle, Silent };

struct SlowClientCounts {
  int open = 0;       // connected now
  int opened = 0;     // connections made in all
  int refused = 0;    // closed by the server before or after an answer (429s included)
  int answered = 0;   // idle clients whose request was answered 200
  int limited = 0;    // idle clients whose request was answered 429
};

class SlowClients {
 public:
  // `count` clients of `kind` to 127.0.0.1:port from `source_address`, served by one poll thread.
  SlowClients(int port, SlowKind kind, int count, const std::string& source_address = "127.0.0.2",
              bool reconnect = false);
  ~SlowClients();  // closes every connection
  SlowClients(const SlowClients&) = delete;
  SlowClients& operator=(const SlowClients&) = delete;

  SlowClientCounts counts() const;

 private:
  void run();

  const int port_;
  const SlowKind kind_;
  const int count_;
  const std::string source_;
  const bool reconnect_;
  std::atomic<bool> stop_{false};
  std::atomic<int> open_{0}, opened_{0}, refused_{0}, answered_{0}, limited_{0};
  std::thread thread_;
};

}  // namespace snap::test
