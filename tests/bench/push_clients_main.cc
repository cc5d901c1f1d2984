// push_clients_main.cc: `push_clients PORT SSE HUBS SECONDS OUT` holds SSE clients of /stream/globals and SignalR
// clients of /hubs/globals (WebSocket, JSON hub protocol; skipNegotiation) against a snapedge for SECONDS,
// spread over source addresses 127.0.2.x (200 a address, under the per-address limit), all driven by one poll
// loop. For every global a client receives it writes "VALUE RECEIVED_MS" to OUT (the global's value in whole
// PED, which scripts/bench live sets to the line's number, and the receive time in ms since the epoch); then
// prints "connected received closed". Once the edge has answered every client (the response head of a stream, the
// 101 of a hub), it creates OUT.ready, so a bench starts its globals when all are listening rather than after a
// guessed pause (5,000 connections took 15-40 s here on 2 cores). SECONDS count from then (or from 60 s after
// the start, if some client is never answered). Hub clients ping every 15 s. For scripts/bench live and soak.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tests/support/loopback_connect.h"

namespace {

struct Client {
  int fd = -1;
  bool hub = false;
  bool upgraded = false;  // hub: the 101 and the handshake response arrived
  std::string buffer;
  bool answered = false;  // the edge sent its first bytes
};

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}


// A client's masked WebSocket text frame.
std::string text_frame(const std::string& payload) {
  std::string frame(1, '\x81');
  if (payload.size() < 126) {
    frame += static_cast<char>(0x80 | payload.size());
  } else {
    frame += static_cast<char>(0x80 | 126);
    frame += static_cast<char>(payload.size() >> 8);
    frame += static_cast<char>(payload.size() & 0xff);
  }
  frame += std::string(4, '\0');  // a zero mask leaves the payload as it is
  return frame + payload;
}

// The value of every "globalValue": in `text`, as whole PED.
void values_in(const std::string& text, std::vector<long>& values) {
  for (size_t at = text.find("\"globalValue\":"); at != std::string::npos; at = text.find("\"globalValue\":", at + 1))
    values.push_back(std::strtol(text.c_str() + at + 14, nullptr, 10));
}

// Takes complete units off the buffer: SSE events end with a blank line; server WebSocket frames are unmasked.
void consume(Client& c, std::FILE* out, long& received) {
  std::vector<long> values;
  if (!c.hub) {
    const size_t end = c.buffer.rfind("\n\n");
    if (end == std::string::npos) return;
    values_in(c.buffer.substr(0, end), values);
    c.buffer.erase(0, end + 2);
  } else {
    if (!c.upgraded) {
      const size_t head_end = c.buffer.find("\r\n\r\n");
      if (head_end == std::string::npos) return;
      c.buffer.erase(0, head_end + 4);
      c.upgraded = true;
    }
    for (;;) {
      if (c.buffer.size() < 2) break;
      const unsigned char b1 = static_cast<unsigned char>(c.buffer[1]);
      size_t length = b1 & 0x7f, header = 2;
      if (length == 126) {
        if (c.buffer.size() < 4) break;
        length = (static_cast<unsigned char>(c.buffer[2]) << 8) | static_cast<unsigned char>(c.buffer[3]);
        header = 4;
      } else if (length == 127) {
        if (c.buffer.size() < 10) break;
        length = 0;
        for (int i = 2; i < 10; ++i) length = length << 8 | static_cast<unsigned char>(c.buffer[i]);
        header = 10;
      }
      if (c.buffer.size() < header + length) break;
      values_in(c.buffer.substr(header, length), values);
      c.buffer.erase(0, header + length);
    }
  }
  const std::int64_t at = now_ms();
  for (long v : values) std::fprintf(out, "%ld %lld\n", v, static_cast<long long>(at));
  received += static_cast<long>(values.size());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: push_clients PORT SSE HUBS SECONDS OUT\n");
    return 2;
  }
  const int port = std::atoi(argv[1]), sse = std::atoi(argv[2]), hubs = std::atoi(argv[3]);
  const auto hold = std::chrono::seconds(std::atoi(argv[4]));
  auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60) + hold;
  const std::string out_path = argv[5];
  std::FILE* out = std::fopen(out_path.c_str(), "w");
  std::vector<Client> clients(static_cast<size_t>(sse + hubs));
  for (size_t i = 0; i < clients.size(); ++i) {
    Client& c = clients[i];
    c.hub = static_cast<int>(i) >= sse;
    c.fd = snap::test::connect_from("127.0.2." + std::to_string(1 + i / 200), port);
    if (c.fd < 0) continue;
    const std::string request =
        c.hub ? "GET /hubs/globals HTTP/1.1\r\nHost: edge\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n" +
                    text_frame("{\"protocol\":\"json\",\"version\":1}\x1e")
              : "GET /stream/globals HTTP/1.1\r\nHost: edge\r\n\r\n";
    send(c.fd, request.data(), request.size(), MSG_NOSIGNAL);
    fcntl(c.fd, F_SETFL, fcntl(c.fd, F_GETFL) | O_NONBLOCK);
  }
  long received = 0, closed = 0, opened = 0, answered = 0;
  for (const Client& c : clients) opened += c.fd >= 0;
  bool ready = false;
  std::vector<pollfd> fds(clients.size());
  char chunk[65536];
  // A SignalR client pings every 15 seconds, as the official ones do: the hub closes a client silent for a minute.
  const std::string ping = text_frame("{\"type\":6}\x1e");
  auto next_ping = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  while (std::chrono::steady_clock::now() < until) {
    if (std::chrono::steady_clock::now() >= next_ping) {
      for (const Client& c : clients)
        if (c.hub && c.fd >= 0) send(c.fd, ping.data(), ping.size(), MSG_NOSIGNAL);
      next_ping += std::chrono::seconds(15);
    }
    for (size_t i = 0; i < clients.size(); ++i) fds[i] = {clients[i].fd, POLLIN, 0};
    poll(fds.data(), fds.size(), 100);
    for (size_t i = 0; i < clients.size(); ++i) {
      Client& c = clients[i];
      if (c.fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = recv(c.fd, chunk, sizeof chunk, 0);
      if (n > 0) {
        if (!c.answered) c.answered = true, ++answered;
        c.buffer.append(chunk, static_cast<size_t>(n));
        consume(c, out, received);
      } else if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) {
        close(c.fd);
        c.fd = -1;
        ++closed;
      }
    }
    if (!ready && answered == opened) {
      ready = true;
      until = std::min(until, std::chrono::steady_clock::now() + hold);
      std::fclose(std::fopen((out_path + ".ready").c_str(), "w"));
    }
  }
  long connected = 0;
  for (Client& c : clients)
    if (c.fd >= 0) ++connected, close(c.fd);
  std::fclose(out);
  std::printf("%ld %ld %ld\n", connected, received, closed);
}
