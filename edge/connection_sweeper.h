// connection_sweeper.h: bounds the connections one peer address may hold open to the edge. civetweb gives each
// open connection a worker thread for as long as it is open (see server.h), so one client that opens many
// connections and keeps them idle, trickles its requests or sends nothing would hold every worker. civetweb
// 1.15 has no limit per address and no call that names a connection's address before its request is read, so
// a thread of its own looks at the process's sockets up to ten times a second and shuts down an address's newest
// connections beyond the limit; civetweb then sees the socket closed and frees the worker. While an address is
// over its limit (a client that reconnects as fast as it is cut off) it looks again every 10 ms. Addresses of
// trusted proxies are exempt (every client behind one shares its address). Thread-safe.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace snap {

// Shuts down the open TCP socket whose peer is peer_address:peer_port and whose local port is local_port (a
// connection civetweb gives no way to end from outside its worker); false when there is none.
bool shut_down_socket(const std::string& peer_address, int peer_port, int local_port);

class ConnectionSweeper {
 public:
  ConnectionSweeper(std::vector<int> ports, int per_address, std::vector<std::string> exempt_addresses,
                    std::chrono::milliseconds interval = std::chrono::milliseconds(100));
  ~ConnectionSweeper();  // stops the thread
  ConnectionSweeper(const ConnectionSweeper&) = delete;
  ConnectionSweeper& operator=(const ConnectionSweeper&) = delete;

 private:
  void run();
  bool sweep();  // true when it shut down a connection

  const std::vector<int> ports_;
  const int per_address_;
  const std::vector<std::string> exempt_;
  const std::chrono::milliseconds interval_;
  struct SeenSocket {
    std::string peer_address;
    int peer_port;
    std::uint64_t first_sweep;  // the sweep that first saw this connection on this descriptor
  };
  std::unordered_map<int, SeenSocket> first_seen_;  // by descriptor
  std::uint64_t sweep_number_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace snap
