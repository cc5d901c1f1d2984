// listener_wake.cc: connects to the server's listeners until the stop is done (see listener_wake.h).
#include "edge/listener_wake.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

namespace snap {
namespace {

// The address to connect to: the listen option's host, loopback for a wildcard or no host.
std::string wake_host(const std::string& listen) {
  const size_t colon = listen.rfind(':');
  std::string host = colon == std::string::npos ? "" : listen.substr(0, colon);
  if (host.size() >= 2 && host.front() == '[') host = host.substr(1, host.size() - 2);
  if (host.empty() || host == "0.0.0.0") return "127.0.0.1";
  if (host == "::") return "::1";
  return host;
}

void poke(const std::string& host, int port) {
  sockaddr_storage address{};
  socklen_t length = 0;
  auto* v4 = reinterpret_cast<sockaddr_in*>(&address);
  auto* v6 = reinterpret_cast<sockaddr_in6*>(&address);
  if (inet_pton(AF_INET, host.c_str(), &v4->sin_addr) == 1) {
    v4->sin_family = AF_INET;
    v4->sin_port = htons(static_cast<uint16_t>(port));
    length = sizeof *v4;
  } else if (inet_pton(AF_INET6, host.c_str(), &v6->sin6_addr) == 1) {
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons(static_cast<uint16_t>(port));
    length = sizeof *v6;
  } else {
    return;  // a host name: the stop simply takes civetweb's two seconds
  }
  const int fd = ::socket(address.ss_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return;
  ::connect(fd, reinterpret_cast<sockaddr*>(&address), length);  // non-blocking: the SYN is all it takes
  ::close(fd);
}

}  // namespace

ListenerWake::ListenerWake(const std::string& listen, std::vector<int> ports)
    : poker_([this, host = wake_host(listen), ports = std::move(ports)] {
        while (!done_) {
          for (const int port : ports) poke(host, port);
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
      }) {}

ListenerWake::~ListenerWake() {
  done_ = true;
  poker_.join();
}

}  // namespace snap
