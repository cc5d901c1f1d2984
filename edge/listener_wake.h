// listener_wake.h: civetweb's master thread sits in poll() on its listening sockets for up to two seconds before
// it sees that mg_stop() asked it to end, so every stop took two seconds. A ListenerWake connects to the
// server's own listeners every few milliseconds while it lives, so that poll returns at once: hold one around
// mg_stop(). The connections it opens are closed unused.
#pragma once

#include <atomic>
#include <string>
#include <thread>
#include <vector>

namespace snap {

class ListenerWake {
 public:
  // listen: the server's --listen ("HOST:PORT", "PORT", "[V6]:PORT"); a wildcard host is reached on loopback.
  ListenerWake(const std::string& listen, std::vector<int> ports);
  ~ListenerWake();
  ListenerWake(const ListenerWake&) = delete;
  ListenerWake& operator=(const ListenerWake&) = delete;

 private:
  std::atomic<bool> done_{false};
  std::thread poker_;
};

}  // namespace snap
