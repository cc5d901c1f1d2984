// slow_clients.cc: non-blocking sockets driven by one poll loop.
#include "tests/support/slow_clients.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

#include "tests/support/loopback_connect.h"

namespace snap::test {
namespace {

const std::string kIdleRequest = "GET /healthz HTTP/1.1\r\nHost: edge\r\n\r\n";
const std::string kTrickledHead = "GET /weapons HTTP/1.1\r\nHost: edge\r\nX-Slow: ";

struct Client {
  int fd = -1;
  size_t sent = 0;           // bytes of the request written so far
  std::string received;      // the answer so far (idle clients)
  bool counted = false;      // its answer was counted
};


}  // namespace

SlowClients::SlowClients(int port, SlowKind kind, int count, const std::string& source_address, bool reconnect)
    : port_(port), kind_(kind), count_(count), source_(source_address), reconnect_(reconnect) {
  thread_ = std::thread([this] { run(); });
}

SlowClients::~SlowClients() {
  stop_ = true;
  thread_.join();
}

SlowClientCounts SlowClients::counts() const {
  return {open_.load(), opened_.load(), refused_.load(), answered_.load(), limited_.load()};
}

void SlowClients::run() {
  std::vector<Client> clients(count_);
  auto open_client = [&](Client& c) {
    c = Client{};
    c.fd = connect_from(source_, port_);
    if (c.fd >= 0) {
      fcntl(c.fd, F_SETFL, fcntl(c.fd, F_GETFL) | O_NONBLOCK);
      ++opened_;
      ++open_;
    }
  };
  for (Client& c : clients) open_client(c);
  auto last_trickle = std::chrono::steady_clock::now();
  std::vector<pollfd> fds;
  while (!stop_) {
    const bool trickle_now = std::chrono::steady_clock::now() - last_trickle >= std::chrono::milliseconds(500);
    if (trickle_now) last_trickle = std::chrono::steady_clock::now();
    fds.clear();
    for (Client& c : clients) {
      if (c.fd < 0) {
        if (reconnect_) open_client(c);
        fds.push_back({-1, 0, 0});
        continue;
      }
      if (kind_ == SlowKind::Idle && c.sent < kIdleRequest.size()) {
        const ssize_t n = send(c.fd, kIdleRequest.data() + c.sent, kIdleRequest.size() - c.sent, MSG_NOSIGNAL);
        if (n > 0) c.sent += static_cast<size_t>(n);
      } else if (kind_ == SlowKind::Trickle && trickle_now) {
        send(c.fd, c.sent < kTrickledHead.size() ? &kTrickledHead[c.sent] : "x", 1, MSG_NOSIGNAL);
        ++c.sent;
      }
      fds.push_back({c.fd, POLLIN, 0});
    }
    poll(fds.data(), fds.size(), 50);
    for (size_t i = 0; i < clients.size(); ++i) {
      Client& c = clients[i];
      if (c.fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      char buffer[4096];
      const ssize_t n = recv(c.fd, buffer, sizeof buffer, 0);
      if (n > 0) {
        c.received.append(buffer, static_cast<size_t>(n));
        if (!c.counted && c.received.find("\r\n\r\n") != std::string::npos) {
          c.counted = true;
          if (c.received.rfind("HTTP/1.1 200", 0) == 0) ++answered_;
          if (c.received.rfind("HTTP/1.1 429", 0) == 0) ++limited_;
        }
        continue;
      }
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) continue;
      close(c.fd);  // the server closed it
      c.fd = -1;
      --open_;
      ++refused_;
    }
  }
  for (Client& c : clients)
    if (c.fd >= 0) close(c.fd);
  open_ = 0;
}

}  // namespace snap::test
